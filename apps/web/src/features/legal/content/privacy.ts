import type { TLegalContext, TLegalDocument } from './types';

export function privacyFr(c: TLegalContext): TLegalDocument {
  return {
    intro: `${c.company} respecte votre vie privée. Cette politique explique quels renseignements personnels l'application ${c.appTitle} recueille, pourquoi, avec qui ils sont partagés et comment exercer vos droits, conformément à la Loi sur la protection des renseignements personnels dans le secteur privé du Québec.`,
    sections: [
      {
        heading: '1. Responsable',
        paragraphs: [
          `${c.company} est responsable des renseignements recueillis par l'application. Pour toute question, écrivez à la personne responsable de la protection des renseignements personnels : ${c.email}.`,
        ],
      },
      {
        heading: '2. Renseignements recueillis',
        paragraphs: [
          'Compte : nom, adresse courriel, numéro de téléphone, immeuble et logement, renseignements de bail (dates, numéro de paiement, loyer).',
          "Contenus : demandes d'entretien (y compris les photos et les indications d'accès, d'alarme ou d'animal), messages échangés avec la gestion, publications au babillard, réservations.",
          'Paiements : montant, date et référence de la transaction. Les numéros de carte sont saisis directement chez notre fournisseur de paiement et ne nous sont jamais transmis.',
          "Données techniques : jeton de session et langue choisie conservés sur votre appareil, jeton de notification de l'appareil si vous acceptez les notifications, journaux du serveur (adresse IP, date et heure) pour la sécurité.",
        ],
      },
      {
        heading: '3. Utilisations',
        paragraphs: [
          'Nous utilisons ces renseignements pour fournir le service : traiter vos demandes et réservations, vous envoyer les nouvelles et les notifications de votre immeuble, vérifier votre identité, prévenir la fraude et respecter nos obligations légales. Nous ne vendons pas vos renseignements et ne faisons pas de publicité ciblée.',
        ],
      },
      {
        heading: '4. Communication',
        paragraphs: [
          "Vos renseignements sont accessibles à l'équipe de gestion de votre immeuble et aux employés qui en ont besoin pour leurs fonctions. Les autres résidents voient seulement vos publications au babillard et le nom qui les accompagne.",
          "Nous faisons appel à des fournisseurs (hébergement, envoi de courriels, paiement) liés par contrat à la confidentialité. Lorsqu'un renseignement est communiqué hors du Québec, nous évaluons d'abord qu'il y bénéficiera d'une protection adéquate.",
        ],
      },
      {
        heading: '5. Conservation et sécurité',
        paragraphs: [
          'Nous conservons vos renseignements tant que votre compte est actif, puis les détruisons ou les anonymisons dans les 12 mois suivant la fin de votre bail, sauf si la loi exige une conservation plus longue (par exemple, les registres comptables).',
          "Les échanges sont chiffrés, les mots de passe sont protégés par un hachage robuste et l'accès aux données est limité aux personnes autorisées.",
        ],
      },
      {
        heading: '6. Vos droits',
        paragraphs: [
          "Vous pouvez demander l'accès à vos renseignements, leur rectification, leur portabilité ou leur suppression, et retirer votre consentement aux notifications en tout temps dans les réglages de votre appareil. Nous répondons dans les 30 jours.",
          "Si vous n'êtes pas satisfait de notre réponse, vous pouvez porter plainte auprès de la Commission d'accès à l'information du Québec.",
        ],
      },
      {
        heading: '7. Nous joindre',
        paragraphs: [`${c.company}, ${c.address}. Téléphone : ${c.phone}. Courriel : ${c.email}.`],
      },
    ],
  };
}

export function privacyEn(c: TLegalContext): TLegalDocument {
  return {
    intro: `${c.company} respects your privacy. This policy explains what personal information the ${c.appTitle} app collects, why, with whom it is shared and how to exercise your rights, in accordance with Quebec's Act respecting the protection of personal information in the private sector.`,
    sections: [
      {
        heading: '1. Who is responsible',
        paragraphs: [
          `${c.company} is responsible for the information the app collects. For any question, write to the person in charge of the protection of personal information: ${c.email}.`,
        ],
      },
      {
        heading: '2. Information we collect',
        paragraphs: [
          'Account: name, e-mail address, phone number, building and unit, lease details (dates, payment number, rent).',
          'Content: maintenance requests (including photos and access, alarm or pet details), messages exchanged with management, billboard posts, bookings.',
          'Payments: amount, date and transaction reference. Card numbers are entered directly with our payment provider and never reach us.',
          'Technical data: session token and chosen language kept on your device, the device notification token if you accept notifications, server logs (IP address, date and time) for security.',
        ],
      },
      {
        heading: '3. How we use it',
        paragraphs: [
          'We use this information to provide the service: handle your requests and bookings, send you the news and notifications of your building, verify your identity, prevent fraud and meet our legal obligations. We do not sell your information and do not do targeted advertising.',
        ],
      },
      {
        heading: '4. Who sees it',
        paragraphs: [
          'Your information is available to the management team of your building and to the employees who need it for their work. Other residents only see your billboard posts and the name shown with them.',
          'We rely on providers (hosting, e-mail delivery, payment) bound by contract to confidentiality. Before information is disclosed outside Quebec, we first assess that it will be adequately protected there.',
        ],
      },
      {
        heading: '5. Retention and security',
        paragraphs: [
          'We keep your information while your account is active, then destroy or anonymise it within 12 months after your lease ends, unless the law requires longer retention (for example, accounting records).',
          'Connections are encrypted, passwords are protected by a strong hash and access to data is limited to authorised people.',
        ],
      },
      {
        heading: '6. Your rights',
        paragraphs: [
          'You may ask to access, correct, port or delete your information, and withdraw your consent to notifications at any time in your device settings. We answer within 30 days.',
          "If you are not satisfied with our answer, you may file a complaint with the Commission d'accès à l'information du Québec.",
        ],
      },
      {
        heading: '7. Contact us',
        paragraphs: [`${c.company}, ${c.address}. Phone: ${c.phone}. E-mail: ${c.email}.`],
      },
    ],
  };
}
