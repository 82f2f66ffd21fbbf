import { dayjs } from '@habitat/shared';
import type { TSeedNews } from './types';

const JSL = 'jardins-saint-laurent';
const CP = 'carre-peel';

/** News written relative to the seed day, so their dates always read as current. */
export function demoNews(now: Date): TSeedNews[] {
  const day = (offset: number) => dayjs(now).tz('America/Toronto').add(offset, 'day');
  const fr = (offset: number) => day(offset).locale('fr').format('dddd D MMMM');
  const en = (offset: number) => day(offset).locale('en').format('dddd, MMMM D');
  const year = day(0).year();

  return [
    {
      property: JSL,
      status: 'in_progress',
      daysAgo: 1,
      title: { fr: 'Entretien des ascenseurs', en: 'Elevator maintenance' },
      subTitle: {
        fr: `Un ascenseur à la fois, ${fr(3)} et ${fr(4)}`,
        en: `One elevator at a time, ${en(3)} and ${en(4)}`,
      },
      body: {
        fr: `Le technicien d'Ascenseurs Laurentides fera l'entretien annuel des deux ascenseurs ${fr(3)} et ${fr(4)}, de 9 h à 16 h. Un seul ascenseur sera arrêté à la fois. Prévoyez un peu d'attente et, si possible, évitez de planifier un déménagement ces jours-là. L'avis complet est joint.`,
        en: `The Ascenseurs Laurentides technician will service both elevators on ${en(3)} and ${en(4)}, from 9 a.m. to 4 p.m. Only one elevator will be stopped at a time. Expect some waiting and, if you can, avoid planning a move on those days. The full notice is attached.`,
      },
      photo: { subcaption: 'Les Jardins Saint-Laurent', icon: 'elevator', palette: 'slate' },
      documents: [
        {
          name: 'Avis – entretien des ascenseurs / Elevator maintenance notice',
          fr: `# Avis : entretien des ascenseurs
> Les Jardins Saint-Laurent · ${fr(3)} et ${fr(4)}
Madame, Monsieur,
Nous procéderons à l'entretien annuel obligatoire des ascenseurs de l'immeuble, conformément au Code de construction du Québec.
## Horaire
- ${fr(3)}, de 9 h à 16 h : ascenseur côté boulevard
- ${fr(4)}, de 9 h à 16 h : ascenseur côté cour
## Ce que cela change pour vous
Un ascenseur restera en service en tout temps. Les personnes à mobilité réduite qui ont besoin d'aide peuvent appeler la conciergerie au (514) 555-0142.
Merci de votre compréhension.
La gestion, Gestion Habitat Montréal`,
          en: `# Notice: elevator maintenance
> Les Jardins Saint-Laurent · ${en(3)} and ${en(4)}
Dear residents,
We will carry out the mandatory annual maintenance of the building's elevators, as required by the Quebec Construction Code.
## Schedule
- ${en(3)}, 9 a.m. to 4 p.m.: boulevard-side elevator
- ${en(4)}, 9 a.m. to 4 p.m.: courtyard-side elevator
## What it means for you
One elevator will stay in service at all times. Residents with reduced mobility who need help can call the concierge at (514) 555-0142.
Thank you for your understanding.
The management, Gestion Habitat Montréal`,
        },
      ],
    },
    {
      property: JSL,
      status: 'in_progress',
      daysAgo: 6,
      title: { fr: 'Assemblée annuelle des résidents', en: "Annual residents' meeting" },
      subTitle: {
        fr: `${fr(12)}, 19 h, salle de réception`,
        en: `${en(12)}, 7 p.m., party room`,
      },
      body: {
        fr: "Venez rencontrer l'équipe de gestion et vos voisins. À l'ordre du jour : bilan des travaux, projet de jardin communautaire sur le toit et élection du comité des résidents. Le procès-verbal de l'an dernier et l'ordre du jour sont joints.",
        en: "Come and meet the management team and your neighbours. On the agenda: review of the work done, the rooftop community garden project and the election of the residents' committee. Last year's minutes and the agenda are attached.",
      },
      photo: { subcaption: 'Salle de réception · 19 h', icon: 'calendar', palette: 'dusk' },
      documents: [
        {
          name: 'Ordre du jour / Agenda',
          fr: `# Ordre du jour de l'assemblée annuelle
> Les Jardins Saint-Laurent · ${fr(12)}, 19 h
- Mot de bienvenue et adoption de l'ordre du jour
- Adoption du procès-verbal de l'assemblée ${year - 1}
- Bilan des travaux : toiture, éclairage DEL du stationnement
- Projet de jardin communautaire sur le toit
- Élection du comité des résidents (trois postes)
- Questions des résidents`,
          en: `# Annual meeting agenda
> Les Jardins Saint-Laurent · ${en(12)}, 7 p.m.
- Welcome and adoption of the agenda
- Adoption of the minutes of the ${year - 1} meeting
- Work review: roof, LED lighting in the garage
- Rooftop community garden project
- Election of the residents' committee (three seats)
- Residents' questions`,
        },
        {
          name: `Procès-verbal AGA ${year - 1} / ${year - 1} AGM minutes`,
          fr: `# Procès-verbal de l'assemblée annuelle ${year - 1}
> Les Jardins Saint-Laurent · 38 résidents présents
## Ouverture
L'assemblée est ouverte à 19 h 05 par Marc Bouchard, gestionnaire de l'immeuble. L'ordre du jour est adopté à l'unanimité.
## Travaux réalisés
Remplacement des portes du garage, peinture des corridors des 2e et 3e étages et installation de 12 bornes de recharge au P1.
## Décisions
- Le comité obtient un budget de 2 000 $ pour l'aménagement de la terrasse.
- La piscine restera fermée le lundi pour l'entretien.
- Un sondage sur le jardin communautaire sera envoyé au printemps.
## Levée
L'assemblée est levée à 20 h 40.`,
          en: `# Minutes of the ${year - 1} annual meeting
> Les Jardins Saint-Laurent · 38 residents present
## Opening
The meeting is opened at 7:05 p.m. by Marc Bouchard, building manager. The agenda is adopted unanimously.
## Work done
Garage doors replaced, 2nd and 3rd floor corridors painted and 12 charging stations installed on P1.
## Decisions
- The committee gets a $2,000 budget to furnish the terrace.
- The pool will stay closed on Mondays for maintenance.
- A survey about the community garden will be sent in the spring.
## Closing
The meeting is closed at 8:40 p.m.`,
        },
      ],
    },
    {
      property: JSL,
      status: 'in_progress',
      daysAgo: 13,
      title: { fr: 'La piscine a rouvert', en: 'The pool has reopened' },
      subTitle: { fr: 'Nouveau système de filtration', en: 'New filtration system' },
      body: {
        fr: "Après deux semaines de travaux, la piscine a rouvert avec un système de filtration aux rayons UV qui réduit l'usage du chlore. L'horaire habituel s'applique ; la piscine reste fermée le lundi.",
        en: 'After two weeks of work, the pool has reopened with a UV filtration system that reduces the use of chlorine. The usual schedule applies; the pool stays closed on Mondays.',
      },
      photo: { subcaption: 'Filtration aux rayons UV', icon: 'pool', palette: 'lake' },
      morePhotos: [{ subcaption: 'Nouveaux vestiaires', icon: 'shower', palette: 'mint' }],
    },
    {
      property: JSL,
      status: 'in_progress',
      daysAgo: 20,
      title: { fr: 'Nettoyage des conduits de ventilation', en: 'Ventilation duct cleaning' },
      subTitle: { fr: 'Horaire par étage', en: 'Schedule by floor' },
      body: {
        fr: "Les conduits de ventilation des logements seront nettoyés étage par étage. Le technicien doit accéder à la salle de bain et à la cuisine pendant environ 20 minutes. Consultez l'horaire joint pour votre étage.",
        en: 'The ventilation ducts of the units will be cleaned floor by floor. The technician needs to reach the bathroom and the kitchen for about 20 minutes. See the attached schedule for your floor.',
      },
      photo: { subcaption: 'Tous les étages', icon: 'wind', palette: 'mint' },
      documents: [
        {
          name: 'Horaire par étage / Schedule by floor',
          fr: `# Nettoyage des conduits : horaire par étage
> Les Jardins Saint-Laurent
- 1er étage : ${fr(5)}, de 8 h à midi
- 2e étage : ${fr(5)}, de 13 h à 17 h
- 3e étage : ${fr(6)}, de 8 h à midi
- 4e étage : ${fr(6)}, de 13 h à 17 h
Si vous êtes absent, le technicien entrera avec le concierge. Attachez vos animaux et dégagez l'accès aux bouches d'aération.`,
          en: `# Duct cleaning: schedule by floor
> Les Jardins Saint-Laurent
- 1st floor: ${en(5)}, 8 a.m. to noon
- 2nd floor: ${en(5)}, 1 to 5 p.m.
- 3rd floor: ${en(6)}, 8 a.m. to noon
- 4th floor: ${en(6)}, 1 to 5 p.m.
If you are away, the technician will enter with the concierge. Keep your pets in and clear the way to the air vents.`,
        },
      ],
    },
    {
      property: CP,
      status: 'in_progress',
      daysAgo: 2,
      title: { fr: "Essai du système d'alarme incendie", en: 'Fire alarm system test' },
      subTitle: { fr: `${fr(7)}, de 7 h à 9 h`, en: `${en(7)}, 7 to 9 a.m.` },
      body: {
        fr: `L'essai annuel du système d'alarme incendie aura lieu ${fr(7)} entre 7 h et 9 h. L'alarme sonnera à plusieurs reprises : il n'est pas nécessaire d'évacuer. Informez vos employés qui arrivent tôt.`,
        en: `The annual fire alarm test will take place on ${en(7)} between 7 and 9 a.m. The alarm will sound several times: there is no need to leave the building. Please tell your early-shift staff.`,
      },
      photo: { subcaption: 'Carré Peel · tous les étages', icon: 'siren', palette: 'ember' },
      documents: [
        {
          name: "Avis – essai de l'alarme incendie / Fire alarm test notice",
          fr: `# Avis : essai du système d'alarme incendie
> Carré Peel · ${fr(7)}, de 7 h à 9 h
L'essai est exigé par le Service de sécurité incendie de Montréal. Les détecteurs, les cloches et les panneaux lumineux seront vérifiés étage par étage.
- Aucune évacuation n'est requise pendant l'essai.
- Les ascenseurs pourront être rappelés au rez-de-chaussée quelques minutes.
- Toute alarme après 9 h doit être considérée comme réelle.
Questions : securite.cp@habitat-demo.ca ou (514) 555-0187.`,
          en: `# Notice: fire alarm system test
> Carré Peel · ${en(7)}, 7 to 9 a.m.
The test is required by the Montréal fire department. Detectors, bells and exit signs will be checked floor by floor.
- No evacuation is needed during the test.
- Elevators may be recalled to the ground floor for a few minutes.
- Any alarm after 9 a.m. must be treated as real.
Questions: securite.cp@habitat-demo.ca or (514) 555-0187.`,
        },
      ],
    },
    {
      property: CP,
      status: 'in_progress',
      daysAgo: 9,
      title: { fr: 'Nouveaux supports à vélos au P1', en: 'New bike racks on P1' },
      subTitle: {
        fr: '40 places et une station de réparation',
        en: '40 spaces and a repair stand',
      },
      body: {
        fr: "Quarante supports à vélos et une station de réparation en libre-service ont été installés au P1, à côté des vestiaires. L'accès se fait avec votre carte d'immeuble.",
        en: 'Forty bike racks and a self-service repair stand have been installed on P1, next to the lockers. Use your building card to get in.',
      },
      photo: { subcaption: 'Carré Peel · P1', icon: 'bike', palette: 'forest' },
      morePhotos: [{ subcaption: 'Station de réparation', icon: 'bike', palette: 'mint' }],
      documents: [
        {
          name: 'Plan du stationnement P1 / P1 parking map',
          fr: `# Stationnement P1 : vélos et vestiaires
> Carré Peel
- Entrée des cyclistes : rampe de la rue Sainte-Cécile, voie de droite
- Supports à vélos : zone B, 40 places
- Station de réparation : près de la porte des vestiaires
- Vestiaires et douches : ouverts de 6 h à 21 h en semaine, de 8 h à 14 h le samedi`,
          en: `# P1 parking: bikes and lockers
> Carré Peel
- Cyclist entrance: Sainte-Cécile Street ramp, right lane
- Bike racks: zone B, 40 spaces
- Repair stand: by the locker room door
- Lockers and showers: open 6 a.m. to 9 p.m. on weekdays, 8 a.m. to 2 p.m. on Saturdays`,
        },
      ],
    },
    {
      property: null,
      status: 'in_progress',
      daysAgo: 3,
      title: { fr: 'Inspection des détecteurs de fumée', en: 'Smoke detector inspection' },
      subTitle: { fr: 'Dans tous les immeubles Habitat', en: 'In every Habitat building' },
      body: {
        fr: "Comme chaque automne, nos techniciens vérifient les détecteurs de fumée et de monoxyde de carbone de chaque logement et local. L'horaire de votre immeuble est joint ; aucune présence n'est requise.",
        en: 'As every fall, our technicians check the smoke and carbon monoxide detectors of every unit and office. The schedule for your building is attached; you do not need to be home.',
      },
      photo: { subcaption: 'Gestion Habitat Montréal', icon: 'detector', palette: 'sunset' },
      documents: [
        {
          name: 'Calendrier des inspections / Inspection schedule',
          fr: `# Calendrier des inspections des détecteurs
> Gestion Habitat Montréal
- Les Jardins Saint-Laurent : ${fr(8)} et ${fr(9)}, de 9 h à 16 h
- Carré Peel : ${fr(10)}, de 7 h à 11 h
Le technicien porte un uniforme et une carte Habitat. Les piles sont remplacées sans frais.`,
          en: `# Detector inspection schedule
> Gestion Habitat Montréal
- Les Jardins Saint-Laurent: ${en(8)} and ${en(9)}, 9 a.m. to 4 p.m.
- Carré Peel: ${en(10)}, 7 to 11 a.m.
The technician wears a uniform and a Habitat card. Batteries are replaced at no cost.`,
        },
      ],
    },
    {
      property: null,
      status: 'in_progress',
      daysAgo: 30,
      title: { fr: "Bienvenue dans l'application Habitat", en: 'Welcome to the Habitat app' },
      subTitle: {
        fr: 'Tout votre immeuble dans votre poche',
        en: 'Your whole building in your pocket',
      },
      body: {
        fr: "Consultez les nouvelles, réservez les espaces communs, suivez vos demandes de réparation et retrouvez les documents de votre immeuble au même endroit. Le guide de l'application est joint.",
        en: "Read the news, book common spaces, follow your repair requests and find your building's documents in one place. The app guide is attached.",
      },
      documents: [
        {
          name: "Guide de l'application / App guide",
          fr: `# Guide de l'application Habitat
> Gestion Habitat Montréal
## Se connecter
Utilisez l'adresse courriel de votre bail. Mot de passe oublié ? Touchez « Mot de passe oublié » à l'écran de connexion.
## Ce que vous pouvez faire
- Lire les nouvelles de votre immeuble
- Publier et lire des annonces au babillard
- Faire et suivre des demandes de réparation
- Réserver la salle de réception, la piscine ou le quai
- Consulter les documents de l'immeuble`,
          en: `# Habitat app guide
> Gestion Habitat Montréal
## Signing in
Use the e-mail address on your lease. Forgot your password? Tap "Forgot password" on the sign-in screen.
## What you can do
- Read your building's news
- Post and read notices on the billboard
- Send and follow repair requests
- Book the party room, the pool or the loading dock
- Read the building's documents`,
        },
      ],
    },
    {
      property: JSL,
      status: 'draft',
      daysAgo: 0,
      title: { fr: 'Collecte de vêtements usagés', en: 'Used clothing drive' },
      subTitle: { fr: 'Brouillon', en: 'Draft' },
      body: { fr: 'Texte à venir.', en: 'Text to come.' },
      photo: { subcaption: 'Brouillon', icon: 'shirt', palette: 'plum' },
    },
    {
      property: JSL,
      status: 'archived',
      daysAgo: 240,
      title: { fr: 'Déneigement du stationnement extérieur', en: 'Outdoor parking snow removal' },
      subTitle: { fr: 'Déplacez vos véhicules', en: 'Please move your vehicles' },
      body: {
        fr: 'Le déneigement aura lieu cette nuit à partir de 23 h.',
        en: 'Snow removal will take place tonight from 11 p.m.',
      },
      photo: { subcaption: 'Stationnement extérieur', icon: 'snowflake', palette: 'slate' },
    },
  ];
}
