import type { TSeedPropertyDocument } from './types';

const JSL = 'jardins-saint-laurent';
const CP = 'carre-peel';

/** Property documents (GET /api/files); one has no name, as happens with real uploads. */
export const PROPERTY_DOCUMENTS: TSeedPropertyDocument[] = [
  {
    property: JSL,
    daysAgo: 400,
    name: "Règlements de l'immeuble / Building rules",
    fr: `# Règlements de l'immeuble
> Les Jardins Saint-Laurent · en vigueur depuis le 1er juillet
## Tranquillité
Le bruit doit être réduit au minimum entre 22 h et 7 h. Les travaux bruyants sont permis du lundi au vendredi de 8 h à 18 h et le samedi de 9 h à 17 h.
## Aires communes
- Aucun objet ne doit être laissé dans les corridors ou les escaliers.
- Les vélos sont rangés au local à vélos, jamais dans les logements ni sur les balcons.
- Il est interdit de fumer ou de vapoter dans l'immeuble et à moins de 9 mètres des portes.
## Animaux
Les chats et les chiens de moins de 25 kg sont acceptés. Les chiens sont tenus en laisse dans les aires communes.
## Balcons
Barbecues au charbon interdits ; barbecues au propane permis avec une bonbonne de 9 kg au plus. Aucun linge étendu sur les garde-corps.
## Déménagements
Réservez l'ascenseur de service auprès de la conciergerie au moins 48 heures à l'avance. Les déménagements ont lieu entre 8 h et 20 h.`,
    en: `# Building rules
> Les Jardins Saint-Laurent · in force since July 1
## Quiet hours
Noise must be kept to a minimum between 10 p.m. and 7 a.m. Noisy work is allowed Monday to Friday 8 a.m. to 6 p.m. and Saturday 9 a.m. to 5 p.m.
## Common areas
- Nothing may be left in corridors or stairwells.
- Bikes are kept in the bike room, never in units or on balconies.
- No smoking or vaping in the building or within 9 metres of the doors.
## Pets
Cats and dogs under 25 kg are welcome. Dogs are kept on a leash in common areas.
## Balconies
No charcoal barbecues; propane barbecues are allowed with a tank of 9 kg at most. No laundry hung on the railings.
## Moving
Book the service elevator with the concierge at least 48 hours ahead. Moves take place between 8 a.m. and 8 p.m.`,
  },
  {
    property: JSL,
    daysAgo: 300,
    name: "Plan d'évacuation en cas d'incendie / Fire evacuation plan",
    fr: `# Plan d'évacuation en cas d'incendie
> Les Jardins Saint-Laurent · 4 étages, 2 escaliers de secours
## Si vous découvrez un incendie
- Actionnez l'avertisseur manuel le plus proche (à côté de chaque escalier).
- Composez le 911, même si l'alarme sonne.
- Fermez les portes derrière vous sans les verrouiller.
## Pour évacuer
Utilisez l'escalier le plus proche : escalier A côté boulevard, escalier B côté cour. N'utilisez jamais les ascenseurs. Touchez la porte avant de l'ouvrir ; si elle est chaude, restez dans votre logement, calfeutrez la porte avec des serviettes mouillées et signalez votre présence à la fenêtre.
## Point de rassemblement
Parc des Amériques, de l'autre côté de la rue Saint-Dominique. Restez-y jusqu'à l'autorisation des pompiers.
## Personnes ayant besoin d'aide
Inscrivez-vous à la conciergerie : votre nom sera remis aux pompiers dès leur arrivée.`,
    en: `# Fire evacuation plan
> Les Jardins Saint-Laurent · 4 floors, 2 fire stairs
## If you discover a fire
- Pull the nearest manual alarm (next to each staircase).
- Dial 911, even if the alarm is ringing.
- Close doors behind you without locking them.
## To get out
Use the nearest staircase: stair A on the boulevard side, stair B on the courtyard side. Never use the elevators. Touch the door before opening it; if it is hot, stay in your unit, seal the door with wet towels and signal from the window.
## Meeting point
Parc des Amériques, across Saint-Dominique Street. Stay there until firefighters say you may go back.
## People who need help
Register with the concierge: your name will be given to firefighters as soon as they arrive.`,
  },
  {
    property: JSL,
    daysAgo: 120,
    name: 'Guide du tri des matières résiduelles / Waste sorting guide',
    fr: `# Guide du tri des matières résiduelles
> Les Jardins Saint-Laurent · local à déchets du rez-de-chaussée
## Bac bleu : recyclage
Papier, carton, contenants de plastique, de verre et de métal, rincés. Les sacs de plastique sont regroupés dans un seul sac noué.
## Bac brun : matières organiques
Restes de table, marc de café, essuie-tout et papiers souillés, dans un sac de papier ou compostable.
## Bac noir : ordures
Ce qui ne va ni au recyclage ni au compost : couches, styromousse, sacs de croustilles.
## Écocentre
Piles, peinture, appareils électroniques et ampoules vont à l'écocentre La Petite-Patrie. Les piles peuvent aussi être déposées à la conciergerie.`,
    en: `# Waste sorting guide
> Les Jardins Saint-Laurent · ground-floor waste room
## Blue bin: recycling
Paper, cardboard, plastic, glass and metal containers, rinsed. Plastic bags are grouped in one tied bag.
## Brown bin: organics
Food scraps, coffee grounds, paper towels and soiled paper, in a paper or compostable bag.
## Black bin: garbage
What goes neither to recycling nor to compost: diapers, styrofoam, chip bags.
## Ecocentre
Batteries, paint, electronics and light bulbs go to the La Petite-Patrie ecocentre. Batteries can also be left with the concierge.`,
  },
  {
    property: JSL,
    daysAgo: 15,
    name: null,
    fr: `# Formulaire d'autorisation d'entrée
> Les Jardins Saint-Laurent
J'autorise le personnel de Gestion Habitat Montréal à entrer dans mon logement en mon absence pour effectuer les travaux décrits ci-dessous.
Logement : ________   Nom : ______________________________
Travaux : ______________________________________________
Animal dans le logement : oui / non   Précisions : ______________________
Signature : ______________________   Date : ____________`,
    en: `# Entry authorization form
> Les Jardins Saint-Laurent
I allow the staff of Gestion Habitat Montréal to enter my unit while I am away to carry out the work described below.
Unit: ________   Name: ______________________________
Work: ______________________________________________
Pet in the unit: yes / no   Details: ______________________
Signature: ______________________   Date: ____________`,
  },
  {
    property: CP,
    daysAgo: 500,
    name: 'Guide du locataire commercial / Commercial tenant handbook',
    fr: `# Guide du locataire commercial
> Carré Peel · 1200, rue Peel
## Accès à l'immeuble
Le hall est ouvert de 7 h à 19 h en semaine. En dehors de ces heures, utilisez votre carte d'accès ; les agents de sécurité sont présents jour et nuit.
## Aménagements
Tout projet d'aménagement doit être approuvé par la gestion. Les travaux bruyants se font avant 8 h ou après 18 h.
## Livraisons
Par le quai de chargement de la rue Sainte-Cécile, sur réservation pour plus de 30 minutes.
## Contacts
- Gestion : (514) 555-0100, service@habitat-demo.ca
- Sécurité : (514) 555-0187, jour et nuit`,
    en: `# Commercial tenant handbook
> Carré Peel · 1200 Peel Street
## Building access
The lobby is open 7 a.m. to 7 p.m. on weekdays. Outside these hours, use your access card; security guards are on duty day and night.
## Fit-outs
Any fit-out project must be approved by management. Noisy work is done before 8 a.m. or after 6 p.m.
## Deliveries
Through the Sainte-Cécile Street loading dock, booked for anything over 30 minutes.
## Contacts
- Management: (514) 555-0100, service@habitat-demo.ca
- Security: (514) 555-0187, day and night`,
  },
  {
    property: CP,
    daysAgo: 200,
    name: "Procédures d'urgence / Emergency procedures",
    fr: `# Procédures d'urgence
> Carré Peel
## Incendie
Évacuez par l'escalier le plus proche et rendez-vous au square Dorchester. Chaque entreprise désigne un responsable d'étage qui compte ses employés.
## Panne d'électricité
L'éclairage d'urgence s'allume automatiquement. Restez sur place et attendez les consignes de la sécurité.
## Personne blessée
Composez le 911, puis prévenez la sécurité au (514) 555-0187 pour guider les secours. Un défibrillateur est installé dans le hall.`,
    en: `# Emergency procedures
> Carré Peel
## Fire
Leave by the nearest staircase and gather at Dorchester Square. Each company names a floor warden who counts its staff.
## Power failure
Emergency lighting turns on by itself. Stay where you are and wait for security's instructions.
## Injured person
Dial 911, then call security at (514) 555-0187 to guide the responders. A defibrillator is in the lobby.`,
  },
  {
    property: null,
    daysAgo: 700,
    name: 'Politique de confidentialité / Privacy policy',
    fr: `# Politique de protection des renseignements personnels
> Gestion Habitat Montréal
Nous recueillons seulement les renseignements nécessaires à la gestion de votre bail : nom, coordonnées, numéro de logement et historique des paiements et des demandes.
Ces renseignements sont conservés au Canada et ne sont jamais vendus. Vous pouvez les consulter ou les faire corriger en écrivant à vieprivee@habitat-demo.ca.
La responsable de la protection des renseignements personnels est Julie Lavoie, directrice des opérations.`,
    en: `# Privacy policy
> Gestion Habitat Montréal
We collect only the information needed to manage your lease: name, contact details, unit number, and payment and request history.
This information is kept in Canada and never sold. You can see it or have it corrected by writing to vieprivee@habitat-demo.ca.
The person in charge of privacy is Julie Lavoie, director of operations.`,
  },
];
