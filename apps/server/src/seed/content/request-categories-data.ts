import type { TTranslatable } from '@habitat/shared';

/** A request category and what is under it (a tree of at most three levels). */
export type TSeedRequestCategory = {
  name: TTranslatable;
  deleted?: boolean;
  children?: TSeedRequestCategory[];
};

const node = (fr: string, en: string, children?: TSeedRequestCategory[]) => ({
  name: { fr, en },
  ...(children ? { children } : {}),
});
const leaves = (...pairs: [string, string][]) => pairs.map(([fr, en]) => node(fr, en));

const RESIDENTIAL: TSeedRequestCategory[] = [
  node('Plomberie', 'Plumbing', [
    node(
      'Cuisine',
      'Kitchen',
      leaves(
        ['Robinet qui fuit', 'Leaking tap'],
        ['Évier bouché', 'Clogged sink'],
        ['Lave-vaisselle', 'Dishwasher'],
      ),
    ),
    node(
      'Salle de bain',
      'Bathroom',
      leaves(
        ['Toilette qui coule', 'Running toilet'],
        ['Drain de douche lent', 'Slow shower drain'],
        ["Pas d'eau chaude", 'No hot water'],
      ),
    ),
    node(
      "Dégât d'eau",
      'Water damage',
      leaves(
        ['Infiltration au plafond', 'Ceiling leak'],
        ['Fuite sous un appareil', 'Leak under an appliance'],
      ),
    ),
  ]),
  node('Électricité', 'Electrical', [
    node(
      'Éclairage',
      'Lighting',
      leaves(
        ['Luminaire défectueux', 'Faulty light fixture'],
        ['Ampoule à changer', 'Bulb to replace'],
      ),
    ),
    node(
      'Prises et interrupteurs',
      'Outlets and switches',
      leaves(['Prise sans courant', 'Dead outlet'], ['Interrupteur brisé', 'Broken switch']),
    ),
    node(
      'Panneau électrique',
      'Electrical panel',
      leaves(['Disjoncteur qui saute', 'Tripping breaker']),
    ),
  ]),
  node('Chauffage et climatisation', 'Heating and air conditioning', [
    node(
      'Chauffage',
      'Heating',
      leaves(
        ['Plinthe froide', 'Cold baseboard heater'],
        ['Thermostat défectueux', 'Faulty thermostat'],
      ),
    ),
    node(
      'Climatisation',
      'Air conditioning',
      leaves(
        ['Climatiseur en panne', 'AC not working'],
        ['Climatiseur qui coule', 'AC leaking water'],
      ),
    ),
    node(
      'Ventilation',
      'Ventilation',
      leaves(['Hotte de cuisine', 'Range hood'], ['Ventilateur de salle de bain', 'Bathroom fan']),
    ),
  ]),
  node('Portes et serrures', 'Doors and locks', [
    node(
      "Porte d'entrée du logement",
      'Unit door',
      leaves(
        ['Serrure bloquée', 'Jammed lock'],
        ['Porte qui ne ferme plus', 'Door does not close'],
      ),
    ),
    node(
      'Fenêtres',
      'Windows',
      leaves(
        ['Fenêtre qui ne ferme pas', "Window won't close"],
        ['Moustiquaire déchirée', 'Torn screen'],
      ),
    ),
    node(
      'Clés et accès',
      'Keys and access',
      leaves(['Clé supplémentaire', 'Extra key'], ["Puce d'accès", 'Access fob']),
    ),
  ]),
  node('Parties communes', 'Common areas', [
    node(
      'Ascenseur',
      'Elevator',
      leaves(['En panne', 'Out of service'], ['Bruit anormal', 'Unusual noise']),
    ),
    node(
      'Buanderie',
      'Laundry room',
      leaves(
        ['Laveuse en panne', 'Washer out of order'],
        ['Sécheuse en panne', 'Dryer out of order'],
      ),
    ),
    node(
      'Corridors et escaliers',
      'Hallways and stairs',
      leaves(['Éclairage', 'Lighting'], ['Propreté', 'Cleanliness']),
    ),
    node(
      'Stationnement',
      'Parking',
      leaves(['Porte de garage', 'Garage door'], ['Déneigement', 'Snow removal']),
    ),
  ]),
  // Two levels only: the third level has no options, so the form does not require it.
  node(
    'Bruit',
    'Noise',
    leaves(['Voisinage', 'Neighbours'], ["Équipements de l'immeuble", 'Building equipment']),
  ),
  // One level: nothing more to choose.
  node('Autre demande', 'Other request'),
  // Closed for good: kept for old requests, left out of the tree with what is under it.
  { ...node('Piscine', 'Pool', leaves(['Filtreur', 'Filter'])), deleted: true },
];

const COMMERCIAL: TSeedRequestCategory[] = [
  node('Alarme et sécurité', 'Alarm and security', [
    node(
      "Système d'alarme",
      'Alarm system',
      leaves(
        ['Fausse alarme', 'False alarm'],
        ['Changement de code', 'Code change'],
        ['Panneau en défaut', 'Panel fault'],
      ),
    ),
    node(
      "Contrôle d'accès",
      'Access control',
      leaves(["Carte d'accès", 'Access card'], ['Porte verrouillée', 'Locked door']),
    ),
    node('Caméras', 'Cameras', leaves(['Caméra hors service', 'Camera down'])),
  ]),
  node('CVC', 'HVAC', [
    node('Chauffage', 'Heating', leaves(['Local trop froid', 'Space too cold'])),
    node(
      'Climatisation',
      'Cooling',
      leaves(['Local trop chaud', 'Space too hot'], ["Fuite d'eau", 'Water leak']),
    ),
    node(
      "Qualité de l'air",
      'Air quality',
      leaves(['Odeur', 'Odour'], ['Ventilation insuffisante', 'Poor ventilation']),
    ),
  ]),
  node('Enseigne', 'Signage', [
    node(
      'Enseigne extérieure',
      'Exterior sign',
      leaves(['Éclairage éteint', 'Lights out'], ['Enseigne endommagée', 'Damaged sign']),
    ),
    node(
      'Affichage intérieur',
      'Interior signage',
      leaves(['Répertoire du hall', 'Lobby directory']),
    ),
  ]),
  node('Plomberie', 'Plumbing', [
    node(
      'Toilettes',
      'Washrooms',
      leaves(['Toilette bouchée', 'Clogged toilet'], ['Fuite', 'Leak']),
    ),
    node('Cuisine commerciale', 'Commercial kitchen', leaves(['Bac à graisse', 'Grease trap'])),
  ]),
  node('Électricité', 'Electrical', [
    node('Éclairage', 'Lighting', leaves(['Luminaire', 'Light fixture'])),
    node('Alimentation', 'Power', leaves(['Panne de courant', 'Power outage'])),
  ]),
  node(
    'Entretien ménager',
    'Cleaning',
    leaves(['Vitrine', 'Storefront window'], ['Aire commune', 'Common area']),
  ),
  node('Livraisons', 'Deliveries'),
];

/** The category tree of each demo property, by slug. */
export const REQUEST_CATEGORY_TREES: Record<string, TSeedRequestCategory[]> = {
  'jardins-saint-laurent': RESIDENTIAL,
  'carre-peel': COMMERCIAL,
};
