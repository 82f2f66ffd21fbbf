import { EVERY_DAY_ALL_DAY, type TSeedCategory, week } from './types';

const CP = 'carre-peel';

/** Carré Peel (commercial): tenant services and shared facilities. */
export const COMMERCIAL_CATEGORIES: TSeedCategory[] = [
  {
    property: CP,
    position: 20,
    name: { fr: 'Services aux locataires', en: 'Tenant services' },
    services: [
      {
        name: { fr: 'Accueil et sécurité', en: 'Reception & security' },
        description: {
          fr: "Agents présents jour et nuit dans le hall de la rue Peel : accueil des visiteurs, cartes d'accès, objets perdus et escorte vers le stationnement le soir.",
          en: 'Guards on duty day and night in the Peel Street lobby: visitors, access cards, lost and found, and an escort to the parking after dark.',
        },
        icon: 'shield',
        palette: 'slate',
        hours: EVERY_DAY_ALL_DAY,
        phoneNumber: '(514) 555-0187',
        email: 'securite.cp@habitat-demo.ca',
        photos: ['Carré Peel · hall de la rue Peel'],
        documents: [
          {
            name: 'Enregistrement des visiteurs / Visitor registration',
            fr: `# Enregistrement des visiteurs
> Carré Peel · 1200, rue Peel
## Avant la visite
Inscrivez vos visiteurs la veille en écrivant à securite.cp@habitat-demo.ca : nom, entreprise, heure d'arrivée et étage.
## À l'arrivée
Le visiteur présente une pièce d'identité à l'accueil et reçoit une carte temporaire valable pour la journée. Un membre de votre équipe vient le chercher au hall.
## Livraisons et fournisseurs
Les livreurs et entrepreneurs passent par le quai de chargement de la rue Sainte-Cécile, jamais par le hall principal.`,
            en: `# Visitor registration
> Carré Peel · 1200 Peel Street
## Before the visit
Register your visitors the day before by writing to securite.cp@habitat-demo.ca: name, company, arrival time and floor.
## On arrival
The visitor shows ID at reception and gets a temporary card valid for the day. A member of your team meets them in the lobby.
## Deliveries and contractors
Couriers and contractors use the Sainte-Cécile Street loading dock, never the main lobby.`,
          },
        ],
      },
      {
        name: { fr: 'Quai de chargement', en: 'Loading dock' },
        description: {
          fr: 'Deux portes de quai et un monte-charge de 2 500 kg. Réservez un créneau pour les livraisons de plus de 30 minutes ; fermé le dimanche.',
          en: 'Two dock doors and a 2,500 kg freight elevator. Book a slot for deliveries longer than 30 minutes; closed on Sundays.',
        },
        icon: 'truck',
        palette: 'ember',
        hours: week({ 'monday-friday': '07:00-11:00 14:00-18:00', saturday: '08:00-12:00' }),
        phoneNumber: '(514) 555-0188',
        email: 'quai.cp@habitat-demo.ca',
        maxPerUser: 2,
        maxPerUnit: 4,
        showAvailableSchedulesForDate: true,
        photos: ['Carré Peel · rue Sainte-Cécile'],
        documents: [
          {
            name: 'Règles du quai de chargement / Loading dock rules',
            fr: `# Règles du quai de chargement
> Carré Peel · accès par la rue Sainte-Cécile
## Heures d'ouverture
Du lundi au vendredi de 7 h à 11 h et de 14 h à 18 h ; le samedi de 8 h à midi. Le quai est fermé le dimanche et les jours fériés.
## Réservation
Toute livraison de plus de 30 minutes ou nécessitant le monte-charge doit être réservée dans l'application. Le monte-charge est protégé par des couvertures pendant les déménagements.
## Sécurité
- Moteur éteint pendant le chargement.
- Hauteur maximale des véhicules : 3,8 m.
- Aucun entreposage sur le quai après la livraison.`,
            en: `# Loading dock rules
> Carré Peel · access from Sainte-Cécile Street
## Opening hours
Monday to Friday 7 to 11 a.m. and 2 to 6 p.m.; Saturday 8 a.m. to noon. The dock is closed on Sundays and holidays.
## Booking
Any delivery longer than 30 minutes or needing the freight elevator must be booked in the app. The freight elevator is padded during moves.
## Safety
- Engine off while loading.
- Maximum vehicle height: 3.8 m.
- No storage on the dock after the delivery.`,
          },
        ],
      },
      {
        name: { fr: 'Portail de maintenance', en: 'Maintenance portal' },
        description: {
          fr: 'Suivi des bons de travail, plans des étages et attestations d’entretien des systèmes du bâtiment.',
          en: 'Work orders, floor plans and maintenance certificates of the building systems.',
        },
        icon: 'clipboard',
        palette: 'dusk',
        link: 'https://maintenance.habitat-demo.ca/carre-peel',
      },
    ],
  },
  {
    property: CP,
    position: 30,
    name: { fr: 'Installations', en: 'Facilities' },
    services: [
      {
        name: { fr: 'Salle de conférence Peel', en: 'Peel conference room' },
        description: {
          fr: 'Salle de 12 places au 2e étage avec écran de 85 pouces, visioconférence et tableau blanc. Café et eau offerts.',
          en: 'A 12-seat room on the 2nd floor with an 85-inch screen, video conferencing and whiteboard. Coffee and water provided.',
        },
        icon: 'presentation',
        palette: 'plum',
        hours: week({ 'monday-friday': '08:00-20:00' }),
        email: 'salles.cp@habitat-demo.ca',
        maxPerUnit: 4,
        photos: ['Carré Peel · 2e étage', 'Visioconférence et tableau blanc'],
        documents: [
          {
            name: 'Guide de la salle de conférence / Conference room guide',
            fr: `# Guide de la salle de conférence Peel
> Carré Peel · 2e étage, salle 210
## Équipement
- Écran de 85 pouces avec connexion HDMI et USB-C
- Caméra et micros de plafond pour la visioconférence
- Tableau blanc, feutres et effaceur
## Réservation
Réservez par blocs de 30 minutes, quatre heures au plus par réservation. Annulez dans l'application si vous n'en avez plus besoin.
## Après la réunion
Effacez le tableau, éteignez l'écran et laissez la salle comme vous l'avez trouvée.`,
            en: `# Peel conference room guide
> Carré Peel · 2nd floor, room 210
## Equipment
- 85-inch screen with HDMI and USB-C
- Camera and ceiling microphones for video calls
- Whiteboard, markers and eraser
## Booking
Book in 30-minute blocks, four hours at most per booking. Cancel in the app if you no longer need the room.
## After the meeting
Wipe the board, turn the screen off and leave the room as you found it.`,
          },
        ],
      },
      {
        name: { fr: 'Vestiaires pour cyclistes', en: 'Cyclist lockers & showers' },
        description: {
          fr: 'Douches, casiers à la journée et 40 supports à vélos au P1. Apportez votre cadenas.',
          en: 'Showers, day lockers and 40 bike racks on P1. Bring your own lock.',
        },
        icon: 'shower',
        palette: 'mint',
        hours: week({ 'monday-friday': '06:00-21:00', saturday: '08:00-14:00' }),
        photos: ['Carré Peel · P1'],
      },
      {
        name: { fr: 'Centre de conditionnement', en: 'Fitness centre' },
        description: {
          fr: 'Appareils cardio et musculation, cours de yoga le midi le mardi et le jeudi. Fermé la fin de semaine.',
          en: 'Cardio and weight machines, lunchtime yoga on Tuesdays and Thursdays. Closed on weekends.',
        },
        icon: 'dumbbell',
        palette: 'forest',
        hours: week({ 'monday-friday': '06:00-10:00 11:30-14:00 16:00-20:00' }),
        email: 'forme.cp@habitat-demo.ca',
        photos: ['Carré Peel · 4e étage'],
      },
    ],
  },
];
