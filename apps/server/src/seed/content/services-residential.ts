import { type TSeedCategory, week } from './types';

const JSL = 'jardins-saint-laurent';

/** Les Jardins Saint-Laurent (residential): sports, common spaces and everyday services. */
export const RESIDENTIAL_CATEGORIES: TSeedCategory[] = [
  {
    property: JSL,
    position: 20,
    name: { fr: 'Sports et bien-être', en: 'Sports & wellness' },
    services: [
      {
        name: { fr: "Salle d'entraînement", en: 'Fitness room' },
        description: {
          fr: "Au 3e étage : tapis de course, vélos stationnaires, elliptique, banc et haltères jusqu'à 25 kg. Serviette obligatoire, chaussures propres réservées à l'intérieur.",
          en: 'On the 3rd floor: treadmills, stationary bikes, elliptical, bench and dumbbells up to 25 kg. Towel required, clean indoor shoes only.',
        },
        icon: 'dumbbell',
        palette: 'slate',
        hours: week({ 'monday-friday': '05:30-23:00', 'saturday-sunday': '07:00-22:00' }),
        email: 'gym.jsl@habitat-demo.ca',
        phoneNumber: '(514) 555-0142',
        maxPerUser: 3,
        photos: ['Les Jardins Saint-Laurent · 3e étage', 'Zone cardio avec vue sur le parc'],
        documents: [
          {
            name: "Règlements de la salle d'entraînement / Fitness room rules",
            fr: `# Règlements de la salle d'entraînement
> Les Jardins Saint-Laurent · 1450, boulevard Saint-Laurent
## Accès
La salle est réservée aux résidents de 16 ans et plus. Les 14 et 15 ans doivent être accompagnés d'un adulte. Chaque résident peut être accompagné d'un seul invité.
## Horaire
Du lundi au vendredi de 5 h 30 à 23 h ; samedi et dimanche de 7 h à 22 h. Réservez un créneau d'une heure dans l'application aux heures de pointe (17 h à 20 h).
## Règles
- Apportez une serviette et essuyez les appareils après usage.
- Chaussures propres réservées à l'intérieur ; pas de sandales.
- Replacez les haltères sur le support.
- Écouteurs obligatoires pour la musique.
- Signalez tout appareil défectueux à la conciergerie.`,
            en: `# Fitness room rules
> Les Jardins Saint-Laurent · 1450 Saint-Laurent Boulevard
## Access
The room is for residents aged 16 and over. Residents aged 14 and 15 must be with an adult. Each resident may bring one guest.
## Hours
Monday to Friday 5:30 a.m. to 11 p.m.; Saturday and Sunday 7 a.m. to 10 p.m. Book a one-hour slot in the app at peak times (5 p.m. to 8 p.m.).
## Rules
- Bring a towel and wipe the equipment after use.
- Clean indoor shoes only; no sandals.
- Put dumbbells back on the rack.
- Headphones are required for music.
- Report any broken equipment to the concierge.`,
          },
        ],
      },
      {
        name: { fr: 'Piscine intérieure', en: 'Indoor pool' },
        description: {
          fr: "Bassin de 20 mètres chauffé à 28 °C, au sous-sol. Fermée le lundi pour l'entretien. Bonnet de bain recommandé ; douche obligatoire avant la baignade.",
          en: 'Heated 20-metre pool at 28 °C, in the basement. Closed on Mondays for maintenance. Swim cap recommended; shower required before swimming.',
        },
        icon: 'pool',
        palette: 'lake',
        hours: week({
          'tuesday-friday': '06:00-09:00 16:00-21:30',
          'saturday-sunday': '09:00-12:00 13:00-20:00',
        }),
        email: 'piscine.jsl@habitat-demo.ca',
        phoneNumber: '(514) 555-0144',
        maxPerUser: 1,
        maxPerUnit: 2,
        showAvailableSchedulesForDate: true,
        availableOnlyForUserSignedOnLease: true,
        photos: ['Les Jardins Saint-Laurent · sous-sol', 'Bassin de 20 mètres à 28 °C'],
        documents: [
          {
            name: 'Horaire de la piscine / Pool schedule',
            fr: `# Horaire de la piscine
> Les Jardins Saint-Laurent · saison 2026-2027
## Bain libre
- Lundi : fermée (entretien et analyse de l'eau)
- Mardi au vendredi : 6 h à 9 h et 16 h à 21 h 30
- Samedi et dimanche : 9 h à midi et 13 h à 20 h
## Couloirs de nage
Deux couloirs sont réservés à la nage en longueurs de 6 h à 8 h en semaine. Réservez votre couloir dans l'application, 45 minutes au plus par jour.
## Sécurité
Aucun sauveteur n'est présent : les enfants de moins de 14 ans doivent être accompagnés d'un adulte dans l'eau. Un téléphone d'urgence est installé près de la porte.`,
            en: `# Pool schedule
> Les Jardins Saint-Laurent · 2026-2027 season
## Open swim
- Monday: closed (maintenance and water testing)
- Tuesday to Friday: 6 to 9 a.m. and 4 to 9:30 p.m.
- Saturday and Sunday: 9 a.m. to noon and 1 to 8 p.m.
## Lap lanes
Two lanes are kept for lap swimming from 6 to 8 a.m. on weekdays. Book your lane in the app, 45 minutes a day at most.
## Safety
There is no lifeguard: children under 14 must be in the water with an adult. An emergency phone is by the door.`,
          },
        ],
      },
      {
        name: { fr: 'Sauna', en: 'Sauna' },
        description: {
          fr: 'Fermé pour rénovation jusqu’au printemps.',
          en: 'Closed for renovation until spring.',
        },
        icon: 'flame',
        palette: 'ember',
        active: false,
        hours: week({ 'monday-sunday': '07:00-22:00' }),
      },
    ],
  },
  {
    property: JSL,
    position: 30,
    name: { fr: 'Espaces communs', en: 'Common spaces' },
    services: [
      {
        name: { fr: 'Salle de réception', en: 'Party room' },
        description: {
          fr: "Salle de 40 places au rez-de-chaussée avec cuisinette, tables, chaises et système de son. Location de 2 à 4 heures pour 50 $, payée par carte à la réservation ; dépôt de 100 $ remboursé après l'inspection.",
          en: 'A 40-seat room on the ground floor with kitchenette, tables, chairs and sound system. Rented for 2 to 4 hours for $50, paid by card when booking; $100 deposit refunded after inspection.',
        },
        icon: 'balloon',
        palette: 'sunset',
        hours: week({ 'monday-sunday': '10:00-23:00' }),
        email: 'reservations.jsl@habitat-demo.ca',
        phoneNumber: '(514) 555-0145',
        maxPerUnit: 1,
        externalLinks: [
          {
            name: 'Règlement sur le bruit / Noise by-law',
            url: 'https://montreal.ca/reglements/bruit',
          },
          { name: null, url: 'https://www.habitat-demo.ca/traiteurs' },
        ],
        photos: ['Les Jardins Saint-Laurent · rez-de-chaussée', '40 places et cuisinette équipée'],
        documents: [
          {
            name: 'Contrat de location de la salle / Party room rental agreement',
            fr: `# Contrat de location de la salle de réception
> Les Jardins Saint-Laurent
## Réservation
La salle se réserve dans l'application au moins 7 jours à l'avance. Une seule réservation active est permise par logement.
## Tarif et dépôt
La location coûte 50 $ pour 2 à 4 heures, payée par carte dans l'application. Un dépôt de 100 $ est exigé ; il est remboursé dans les 10 jours suivant l'inspection si la salle est rendue propre et sans dommage.
## Règles
- Capacité maximale : 40 personnes.
- Musique à volume modéré après 22 h ; la salle ferme à 23 h.
- Aucune décoration fixée aux murs avec du ruban adhésif ou des clous.
- Le locataire est responsable de ses invités et de tout bris.
- Les déchets et le recyclage sont déposés au local à déchets du rez-de-chaussée.
## Signatures
Locataire : ______________________   Logement : ________   Date : ____________`,
            en: `# Party room rental agreement
> Les Jardins Saint-Laurent
## Booking
Book the room in the app at least 7 days ahead. Only one active booking is allowed per unit.
## Price and deposit
The rental is $50 for 2 to 4 hours, paid by card in the app. A $100 deposit is required; it is refunded within 10 days of the inspection if the room is left clean and undamaged.
## Rules
- Maximum capacity: 40 people.
- Music at a moderate volume after 10 p.m.; the room closes at 11 p.m.
- No decorations fixed to the walls with tape or nails.
- The tenant is responsible for their guests and for any damage.
- Garbage and recycling go to the ground-floor waste room.
## Signatures
Tenant: ______________________   Unit: ________   Date: ____________`,
          },
        ],
      },
      {
        name: { fr: 'Terrasse sur le toit', en: 'Rooftop terrace' },
        description: {
          fr: 'Terrasse aménagée avec barbecues au gaz, chaises longues et potager partagé. Ouverte de mai à octobre ; barbecues interdits par grand vent. Le BBQ se réserve par les signataires du bail, une réservation à la fois.',
          en: 'Landscaped terrace with gas barbecues, lounge chairs and a shared vegetable garden. Open May to October; no barbecues in high winds. The BBQ is booked by the tenants who signed the lease, one booking at a time.',
        },
        icon: 'sun',
        palette: 'forest',
        hours: week({ 'monday-sunday': '08:00-23:00' }),
        maxPerUser: 1,
        availableOnlyForUserSignedOnLease: true,
        photos: ['Vue sur le mont Royal'],
      },
      {
        name: { fr: "Suite d'invités", en: 'Guest suite' },
        description: {
          fr: 'Studio meublé au 2e étage pour vos invités : lit double, salle de bain et cuisinette. 75 $ la journée, payée par carte à la réservation ; draps et serviettes fournis.',
          en: 'A furnished studio on the 2nd floor for your guests: double bed, bathroom and kitchenette. $75 a day, paid by card when booking; sheets and towels provided.',
        },
        icon: 'sofa',
        palette: 'dusk',
        hours: week({ 'monday-sunday': '00:00-24:00' }),
        email: 'reservations.jsl@habitat-demo.ca',
        phoneNumber: '(514) 555-0145',
        photos: ['Les Jardins Saint-Laurent · 2e étage'],
      },
      {
        name: { fr: 'Activités communautaires', en: 'Community activities' },
        description: {
          fr: "Yoga, dégustations et assemblée des résidents : réservez votre place aux activités organisées dans l'immeuble.",
          en: 'Yoga, tastings and the residents’ meeting: book your seat at the activities held in the building.',
        },
        icon: 'calendar',
        palette: 'mint',
        email: 'vie.jsl@habitat-demo.ca',
      },
    ],
  },
  {
    property: JSL,
    position: 40,
    name: { fr: 'Services pratiques', en: 'Everyday services' },
    services: [
      {
        name: { fr: 'Buanderie', en: 'Laundry room' },
        description: {
          fr: 'Six laveuses et six sécheuses à carte au sous-sol. Rechargez votre carte en ligne ou à la borne près de l’entrée.',
          en: 'Six card-operated washers and six dryers in the basement. Reload your card online or at the kiosk by the entrance.',
        },
        icon: 'laundry',
        palette: 'mint',
        hours: week({ 'monday-sunday': '07:00-22:00' }),
        phoneNumber: '(514) 555-0146',
        externalLinks: [
          {
            name: 'Recharger ma carte / Reload my card',
            url: 'https://www.laverie-connect.ca/recharge',
          },
        ],
        photos: ['Les Jardins Saint-Laurent · sous-sol'],
        documents: [
          {
            name: 'Mode d’emploi de la buanderie / Laundry instructions',
            fr: `# Mode d'emploi de la buanderie
> Les Jardins Saint-Laurent · sous-sol, local B-12
## Laver
- Insérez votre carte dans le lecteur de la laveuse.
- Choisissez le programme : délicat, normal ou robuste. Eau froide recommandée.
- Utilisez un détergent haute efficacité (HE), au plus 60 ml.
## Sécher
Videz le filtre à charpie avant chaque séchage. Un cycle de 45 minutes coûte 1,75 $.
## Bon voisinage
Retirez votre linge dès la fin du cycle. Le linge oublié plus de 30 minutes peut être déposé sur la table de pliage. Signalez une panne au (514) 555-0146 en indiquant le numéro de l'appareil.`,
            en: `# Laundry instructions
> Les Jardins Saint-Laurent · basement, room B-12
## Washing
- Insert your card in the washer's reader.
- Pick a cycle: delicate, normal or heavy duty. Cold water recommended.
- Use high-efficiency (HE) detergent, 60 ml at most.
## Drying
Empty the lint filter before each load. A 45-minute cycle costs $1.75.
## Being a good neighbour
Remove your laundry as soon as the cycle ends. Laundry left more than 30 minutes may be moved to the folding table. Report a breakdown at (514) 555-0146 with the machine number.`,
          },
        ],
      },
      {
        name: { fr: 'Conciergerie', en: 'Concierge desk' },
        description: {
          fr: 'Réception des colis volumineux, clés de dépannage, accueil des fournisseurs et des déménageurs. Fermée le dimanche et de midi à 13 h.',
          en: 'Large parcels, spare keys, suppliers and movers. Closed on Sundays and from noon to 1 p.m.',
        },
        icon: 'bell',
        palette: 'plum',
        hours: week({ 'monday-friday': '07:00-12:00 13:00-19:00', saturday: '09:00-13:00' }),
        phoneNumber: '(514) 555-0142',
        email: 'conciergerie.jsl@habitat-demo.ca',
        photos: ['Hall d’entrée'],
      },
      {
        name: { fr: 'Ascenseur de déménagement', en: 'Moving elevator' },
        description: {
          fr: "Réservez l'ascenseur de service, protégé par des toiles, pour votre déménagement ou une livraison de meubles : du lundi au vendredi de 8 h à 17 h, 2 à 4 heures, une réservation à la fois par logement.",
          en: 'Book the service elevator, padded for you, for your move or a furniture delivery: Monday to Friday 8 a.m. to 5 p.m., 2 to 4 hours, one booking at a time per unit.',
        },
        icon: 'elevator',
        palette: 'slate',
        hours: week({ 'monday-friday': '08:00-17:00' }),
        phoneNumber: '(514) 555-0142',
        maxPerUnit: 1,
      },
      {
        name: { fr: 'Local à vélos', en: 'Bike storage' },
        description: {
          fr: 'Local sécurisé de 60 places au P1, accessible avec votre puce en tout temps. Une place par logement ; écrivez-nous pour obtenir une place supplémentaire.',
          en: 'Secure 60-space room on P1, open with your fob at any time. One space per unit; write to us for an extra space.',
        },
        icon: 'bike',
        palette: 'lake',
        email: 'velos.jsl@habitat-demo.ca',
        photos: ['Stationnement P1'],
      },
      {
        name: { fr: 'Casiers à colis', en: 'Parcel lockers' },
        description: {
          fr: 'Vos colis sont déposés dans les casiers intelligents du hall ; vous recevez un code par texto. Accessible jour et nuit.',
          en: 'Parcels are left in the smart lockers in the lobby; you get a code by text message. Open day and night.',
        },
        icon: 'parcel',
        palette: 'dusk',
        hours: week({ 'monday-sunday': '00:00-24:00' }),
        link: 'https://www.casiers-colis.ca/aide',
      },
    ],
  },
  {
    property: JSL,
    position: 50,
    deleted: true,
    name: { fr: 'Stationnement (ancien)', en: 'Parking (former)' },
    services: [
      {
        name: { fr: 'Stationnement visiteurs', en: 'Visitor parking' },
        description: {
          fr: 'Remplacé par les vignettes de la Ville.',
          en: 'Replaced by city permits.',
        },
        icon: 'parking',
        palette: 'slate',
        hours: week({ 'monday-sunday': '00:00-24:00' }),
      },
    ],
  },
];
