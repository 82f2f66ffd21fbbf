import { type TSeedCategory, week } from './types';

/** Organization-wide categories: shown in every building, and to visitors. */
export const ORGANIZATION_CATEGORIES: TSeedCategory[] = [
  {
    property: null,
    position: 10,
    name: { fr: 'Gestion Habitat', en: 'Habitat Property Management' },
    services: [
      {
        name: { fr: 'Service à la clientèle', en: 'Customer service' },
        description: {
          fr: "Notre équipe répond à vos questions sur votre bail, le paiement du loyer, les renouvellements et les déménagements. Pour une réparation, utilisez plutôt l'onglet Demandes de l'application.",
          en: 'Our team answers your questions about your lease, rent payments, renewals and moves. For a repair, please use the Requests tab of the app instead.',
        },
        icon: 'headset',
        palette: 'slate',
        hours: week({ 'monday-thursday': '08:30-12:00 13:00-17:00', friday: '08:30-12:00' }),
        phoneNumber: '(514) 555-0100',
        email: 'service@habitat-demo.ca',
        link: 'https://www.habitat-demo.ca/contact',
        photos: ['Du lundi au vendredi, au 514 555-0100'],
        documents: [
          {
            name: 'Guide du locataire / Tenant guide',
            fr: `# Guide du locataire
> Gestion Habitat Montréal
## Bienvenue
Ce guide résume ce qu'il faut savoir pour bien vivre dans votre immeuble : paiement du loyer, demandes de réparation, réservations des espaces communs et règles de bon voisinage.
## Payer votre loyer
Le loyer est payable le premier jour de chaque mois. Le prélèvement préautorisé est le moyen le plus simple ; vous pouvez aussi payer en ligne avec votre numéro de paiement, indiqué dans votre profil.
## Demander une réparation
Faites vos demandes dans l'onglet Demandes de l'application. Ajoutez une photo et précisez si nous pouvons entrer en votre absence. Pour une urgence (dégât d'eau, panne de chauffage, odeur de gaz), appelez la ligne d'urgence 24 h au (514) 555-0111.
## Réserver un espace commun
La salle de réception, la salle d'entraînement et les autres espaces se réservent dans l'onglet Réservations. Les limites de réservations actives sont indiquées pour chaque service.
## Nous joindre
- Téléphone : (514) 555-0100, du lundi au jeudi de 8 h 30 à 17 h, le vendredi de 8 h 30 à midi
- Courriel : service@habitat-demo.ca`,
            en: `# Tenant guide
> Gestion Habitat Montréal
## Welcome
This guide sums up what you need to know to live well in your building: paying rent, asking for repairs, booking common spaces and being a good neighbour.
## Paying your rent
Rent is due on the first day of each month. Pre-authorized debit is the simplest way; you can also pay online with your payment number, shown in your profile.
## Asking for a repair
Send your requests from the Requests tab of the app. Add a photo and tell us whether we may enter while you are away. For an emergency (water leak, no heat, gas smell), call the 24-hour emergency line at (514) 555-0111.
## Booking a common space
The party room, the fitness room and other spaces are booked from the Bookings tab. The limit of active bookings is shown for each service.
## Reaching us
- Phone: (514) 555-0100, Monday to Thursday 8:30 a.m. to 5 p.m., Friday 8:30 a.m. to noon
- E-mail: service@habitat-demo.ca`,
          },
        ],
      },
      {
        name: { fr: 'Urgences 24 h', en: '24-hour emergencies' },
        description: {
          fr: "Dégât d'eau, panne de chauffage ou d'électricité, porte d'entrée bloquée : un technicien de garde répond jour et nuit. En cas d'incendie ou de danger, composez d'abord le 911.",
          en: 'Water leak, heating or power failure, main door stuck: an on-call technician answers day and night. In case of fire or danger, dial 911 first.',
        },
        icon: 'shield',
        palette: 'ember',
        hours: week({ 'monday-sunday': '00:00-24:00' }),
        phoneNumber: '(514) 555-0111',
      },
      {
        name: { fr: 'Paiement du loyer en ligne', en: 'Online rent payment' },
        description: {
          fr: 'Payez votre loyer par carte ou virement sur notre portail sécurisé.',
          en: 'Pay your rent by card or bank transfer on our secure portal.',
        },
        icon: 'card',
        palette: 'plum',
        link: 'https://paiement.habitat-demo.ca',
      },
    ],
  },
  {
    property: null,
    position: 90,
    name: { fr: 'Vie de quartier', en: 'Neighbourhood' },
    services: [
      {
        name: { fr: 'Collectes de la Ville de Montréal', en: 'City of Montréal collections' },
        description: {
          fr: 'Horaires des collectes de déchets, de recyclage, de compost et des encombrants pour votre adresse.',
          en: 'Garbage, recycling, compost and bulky item collection schedules for your address.',
        },
        icon: 'leaf',
        palette: 'forest',
        link: 'https://montreal.ca/info-collectes',
      },
      {
        name: { fr: 'BIXI Montréal', en: 'BIXI Montréal' },
        description: {
          fr: 'Vélos en libre-service : stations à deux pas des immeubles Habitat.',
          en: 'Bike sharing: stations a short walk from Habitat buildings.',
        },
        icon: 'bike',
        palette: 'mint',
        link: 'https://bixi.com',
      },
    ],
  },
];
