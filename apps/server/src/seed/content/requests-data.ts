import type { TRequestStatus } from '@habitat/shared';
import type { TIconName } from './icons';
import type { TPalette } from './photos';

export type TSeedRequestMessage = { from: 'author' | 'manager'; hoursAfter: number; msg: string };

export type TSeedRequest = {
  property: string;
  author: string;
  title: string;
  body: string;
  /** French names from level 1 down to the chosen category. */
  category: string[];
  status: TRequestStatus;
  daysAgo: number;
  emergency?: boolean;
  animal?: boolean;
  canAccessIfAbsent?: boolean;
  alarm?: boolean;
  alarmCode?: string;
  photo?: { subcaption: string; icon: TIconName; palette: TPalette };
  decisionNote?: string;
  messages?: TSeedRequestMessage[];
};

const JSL = 'jardins-saint-laurent';
const CP = 'carre-peel';
const CAMILLE = 'resident@example.com';
const NADIA = 'shop@example.com';
/** Who answers the requests of both buildings. */
export const REQUEST_MANAGER = 'manager@example.com';

export const DEMO_REQUESTS: TSeedRequest[] = [
  {
    property: JSL,
    author: CAMILLE,
    title: "Serrure de la porte d'entrée qui bloque",
    body: "La clé tourne difficilement dans la serrure de la porte d'entrée et reste parfois coincée. Ce matin, j'ai mis dix minutes à sortir de chez moi.",
    category: ['Portes et serrures', "Porte d'entrée du logement", 'Serrure bloquée'],
    status: 'completed',
    daysAgo: 24,
    canAccessIfAbsent: true,
    decisionNote:
      'Cylindre et gâche remplacés par Serrurerie Plateau. Deux nouvelles clés remises à la locataire.',
    messages: [
      {
        from: 'manager',
        hoursAfter: 5,
        msg: 'Bonjour Camille, le serrurier peut passer demain matin. Puis-je lui donner accès si vous êtes absente ?',
      },
      { from: 'author', hoursAfter: 6, msg: 'Oui, sans problème. Merci de votre rapidité !' },
      {
        from: 'manager',
        hoursAfter: 30,
        msg: 'Le cylindre est changé. Vos deux nouvelles clés sont au bureau de la conciergerie.',
      },
    ],
  },
  {
    property: JSL,
    author: CAMILLE,
    title: "Ampoule grillée dans l'entrée",
    body: "Le plafonnier de l'entrée ne s'allume plus, même avec une ampoule neuve.",
    category: ['Électricité', 'Éclairage', 'Luminaire défectueux'],
    status: 'canceled',
    daysAgo: 12,
    messages: [],
  },
  {
    property: JSL,
    author: CAMILLE,
    title: 'Plinthe électrique froide dans la chambre',
    body: 'La plinthe sous la fenêtre de la chambre reste froide malgré le thermostat à 22 °C. Les autres pièces chauffent normalement.',
    category: ['Chauffage et climatisation', 'Chauffage', 'Plinthe froide'],
    status: 'in_progress',
    daysAgo: 6,
    canAccessIfAbsent: true,
    messages: [
      {
        from: 'manager',
        hoursAfter: 3,
        msg: 'Bonjour Camille, merci pour votre demande. Un électricien peut passer jeudi entre 9 h et 12 h. Est-ce que cela vous convient ?',
      },
      {
        from: 'author',
        hoursAfter: 4,
        msg: 'Oui, parfait. Je serai en télétravail, je pourrai lui ouvrir.',
      },
      {
        from: 'manager',
        hoursAfter: 50,
        msg: "L'électricien a remplacé le thermostat, mais la plinthe elle-même doit être changée. La pièce est commandée, livraison prévue la semaine prochaine.",
      },
      {
        from: 'author',
        hoursAfter: 52,
        msg: "Merci pour le suivi ! En attendant, j'utilise un petit chauffage d'appoint.",
      },
    ],
  },
  {
    property: JSL,
    author: CAMILLE,
    title: 'Robinet de cuisine qui fuit',
    body: "Le robinet de la cuisine goutte sans arrêt, même bien fermé. J'ai mis un bol dessous en attendant (photo jointe). Attention, j'ai un chat.",
    category: ['Plomberie', 'Cuisine', 'Robinet qui fuit'],
    status: 'pending',
    daysAgo: 2,
    animal: true,
    canAccessIfAbsent: true,
    photo: { subcaption: 'Photo jointe à la demande', icon: 'shower', palette: 'lake' },
  },
  {
    property: JSL,
    author: CAMILLE,
    title: 'Ventilateur bruyant dans le corridor',
    body: 'Un ventilateur du corridor du 2e étage fait un bruit de grincement jour et nuit, près de la porte 204.',
    category: ['Bruit', "Équipements de l'immeuble"],
    status: 'new',
    daysAgo: 0.2,
  },
  {
    property: CP,
    author: NADIA,
    title: 'Fausse alarme la nuit',
    body: "L'alarme de la boutique s'est déclenchée deux nuits de suite vers 3 h sans raison. La centrale indique le détecteur de mouvement de l'arrière-boutique.",
    category: ['Alarme et sécurité', "Système d'alarme", 'Fausse alarme'],
    status: 'in_progress',
    daysAgo: 4,
    emergency: true,
    alarm: true,
    alarmCode: '4721',
    messages: [
      {
        from: 'manager',
        hoursAfter: 2,
        msg: "Bonjour Nadia, le technicien d'Alarmes Métro passera demain à 8 h avant l'ouverture. Il utilisera le code fourni.",
      },
    ],
  },
  {
    property: CP,
    author: NADIA,
    title: 'Enseigne extérieure éteinte',
    body: "Les lettres de l'enseigne sur la rue Peel ne s'allument plus depuis lundi soir.",
    category: ['Enseigne', 'Enseigne extérieure', 'Éclairage éteint'],
    status: 'pending',
    daysAgo: 1,
  },
];
