import type { TLegalContext, TLegalDocument } from './types';

export function termsFr(c: TLegalContext): TLegalDocument {
  return {
    intro: `Les présentes conditions encadrent l'utilisation de l'application ${c.appTitle}, exploitée par ${c.company}. En créant un compte ou en utilisant l'application, vous les acceptez.`,
    sections: [
      {
        heading: '1. Le service',
        paragraphs: [
          `${c.appTitle} permet aux résidents d'un immeuble géré de consulter les nouvelles de la gestion, de publier sur le babillard, de soumettre des demandes d'entretien, de réserver des services et de consulter les documents de l'immeuble.`,
          "Certaines sections sont offertes aux visiteurs sans compte (accueil, services, à propos). Les autres sont réservées aux résidents titulaires d'un compte.",
        ],
      },
      {
        heading: '2. Votre compte',
        paragraphs: [
          "Un compte est réservé aux locataires d'un immeuble desservi. La demande de compte est vérifiée par l'équipe de gestion, qui peut la refuser si elle ne peut pas confirmer votre bail.",
          "Vous êtes responsable de la confidentialité de votre mot de passe et de l'activité faite avec votre compte. Prévenez-nous sans délai si vous croyez qu'il a été utilisé par quelqu'un d'autre.",
        ],
      },
      {
        heading: '3. Utilisation acceptable',
        paragraphs: [
          "Le babillard est un espace de voisinage. Les messages doivent rester courtois et respecter la loi : pas de propos haineux, discriminatoires ou diffamatoires, pas de renseignements personnels d'autrui, pas de publicité commerciale sans autorisation.",
          "L'équipe de gestion modère les publications. Elle peut refuser, retirer ou suspendre un contenu ou un compte qui ne respecte pas ces conditions ou les règlements de l'immeuble.",
        ],
      },
      {
        heading: '4. Demandes et réservations',
        paragraphs: [
          "Les demandes d'entretien ne remplacent pas les services d'urgence. En cas de danger, de feu ou de dégât d'eau important, composez le 911 ou la ligne d'urgence de votre immeuble.",
          "Les réservations sont soumises aux règlements de l'immeuble et aux limites fixées pour chaque service. Seule une réservation gratuite peut être annulée dans l'application ; pour une réservation payée, communiquez avec la gestion.",
          'Les paiements par carte sont traités par un fournisseur de paiement spécialisé ; vos données de carte ne sont jamais conservées par nous.',
        ],
      },
      {
        heading: '5. Vos contenus',
        paragraphs: [
          "Vous demeurez propriétaire des textes et des photos que vous publiez. Vous nous autorisez à les afficher aux résidents et à l'équipe de gestion de votre immeuble aussi longtemps qu'ils sont publiés.",
        ],
      },
      {
        heading: '6. Disponibilité et responsabilité',
        paragraphs: [
          "Nous faisons de notre mieux pour que l'application soit disponible et exacte, mais elle peut être interrompue pour l'entretien ou en raison d'une panne. Les renseignements qu'elle affiche (horaires, disponibilités) peuvent changer.",
          'Dans la mesure permise par la loi, notre responsabilité se limite aux dommages directs causés par notre faute. Rien dans ces conditions ne limite les droits que vous accorde la Loi sur la protection du consommateur.',
        ],
      },
      {
        heading: '7. Modifications et droit applicable',
        paragraphs: [
          "Nous pouvons modifier ces conditions ; les changements importants vous seront annoncés dans l'application au moins 30 jours à l'avance.",
          'Ces conditions sont régies par les lois du Québec et les lois fédérales du Canada qui s’y appliquent.',
        ],
      },
      {
        heading: '8. Nous joindre',
        paragraphs: [`${c.company}, ${c.address}. Téléphone : ${c.phone}. Courriel : ${c.email}.`],
      },
    ],
  };
}

export function termsEn(c: TLegalContext): TLegalDocument {
  return {
    intro: `These terms govern the use of the ${c.appTitle} app, operated by ${c.company}. By creating an account or using the app, you accept them.`,
    sections: [
      {
        heading: '1. The service',
        paragraphs: [
          `${c.appTitle} lets residents of a managed building read news from management, post on the billboard, submit maintenance requests, book services and read the documents of their building.`,
          'Some sections are open to visitors without an account (home, services, about). The others are reserved for residents who hold an account.',
        ],
      },
      {
        heading: '2. Your account',
        paragraphs: [
          'Accounts are reserved for tenants of a building we serve. Account requests are checked by the management team, which may refuse one if it cannot confirm your lease.',
          'You are responsible for keeping your password confidential and for what is done with your account. Tell us right away if you believe someone else has used it.',
        ],
      },
      {
        heading: '3. Acceptable use',
        paragraphs: [
          'The billboard is a neighbourly space. Posts must stay courteous and lawful: no hateful, discriminatory or defamatory content, no personal information about others, no commercial advertising without permission.',
          'The management team moderates posts. It may refuse, remove or suspend content or an account that breaks these terms or the building rules.',
        ],
      },
      {
        heading: '4. Requests and bookings',
        paragraphs: [
          'Maintenance requests do not replace emergency services. In case of danger, fire or a major water leak, call 911 or your building’s emergency line.',
          'Bookings are subject to the building rules and to the limits set for each service. Only a free booking can be cancelled in the app; for a paid booking, contact management.',
          'Card payments are processed by a specialised payment provider; we never store your card details.',
        ],
      },
      {
        heading: '5. Your content',
        paragraphs: [
          'You keep ownership of the texts and photos you post. You allow us to show them to the residents and the management team of your building for as long as they are published.',
        ],
      },
      {
        heading: '6. Availability and liability',
        paragraphs: [
          'We do our best to keep the app available and accurate, but it may be interrupted for maintenance or by an outage. The information it shows (opening hours, availability) may change.',
          'To the extent permitted by law, our liability is limited to direct damage caused by our fault. Nothing in these terms limits your rights under the Quebec Consumer Protection Act.',
        ],
      },
      {
        heading: '7. Changes and governing law',
        paragraphs: [
          'We may change these terms; significant changes will be announced in the app at least 30 days in advance.',
          'These terms are governed by the laws of Quebec and the federal laws of Canada that apply there.',
        ],
      },
      {
        heading: '8. Contact us',
        paragraphs: [`${c.company}, ${c.address}. Phone: ${c.phone}. E-mail: ${c.email}.`],
      },
    ],
  };
}
