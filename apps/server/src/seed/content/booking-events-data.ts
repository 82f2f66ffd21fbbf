import type { TTranslatable } from '@habitat/shared';
import {
  CP,
  daysToWeekday,
  JSL,
  SATURDAY,
  THURSDAY,
  type TServiceRef,
  type TToday,
} from './bookings-data';

/** The demo's event groups and their events (see bookings-data.ts for how days are counted). */

export type TSeedEvent = {
  key: string;
  name: TTranslatable;
  description?: TTranslatable;
  /** Days from today, and wall-clock times on the property's clock. */
  day: number;
  from: string;
  to: string;
  maxAvailable: number;
  /** Seats one resident may hold (a household, a team); 1 when absent. */
  maxSeatsPerUser?: number;
  priceCents: number;
};

export type TSeedEventGroup = TServiceRef & {
  name: TTranslatable;
  description: TTranslatable;
  priceCents: number;
  events: (today: TToday) => TSeedEvent[];
};

export const DEMO_EVENT_GROUPS: TSeedEventGroup[] = [
  {
    property: JSL,
    service: 'Activités communautaires',
    name: { fr: 'Yoga du samedi', en: 'Saturday yoga' },
    description: {
      fr: 'Six séances de hatha yoga doux avec Léa, dans la salle de réception. Apportez votre tapis.',
      en: 'Six gentle hatha yoga classes with Léa, in the party room. Bring your mat.',
    },
    priceCents: 0,
    events: (today) =>
      [0, 1, 2, 3, 4, 5].map((week) => ({
        key: `yoga-${week + 1}`,
        name: {
          fr: `Yoga du samedi · séance ${week + 1}`,
          en: `Saturday yoga · class ${week + 1}`,
        },
        day: daysToWeekday(today, SATURDAY) + 7 * week,
        from: '09:00',
        to: '10:00',
        maxAvailable: 12,
        maxSeatsPerUser: 4,
        priceCents: 0,
      })),
  },
  {
    property: JSL,
    service: 'Activités communautaires',
    name: { fr: 'Soirée vins et fromages', en: 'Wine and cheese evening' },
    description: {
      fr: 'Dégustation de vins et de fromages du Québec sur la terrasse, avec un sommelier de la SAQ.',
      en: 'A tasting of Québec wines and cheeses on the terrace, with an SAQ sommelier.',
    },
    priceCents: 2500,
    events: () => [
      {
        key: 'wine-and-cheese',
        name: { fr: 'Soirée vins et fromages', en: 'Wine and cheese evening' },
        day: 9,
        from: '19:00',
        to: '22:00',
        maxAvailable: 30,
        maxSeatsPerUser: 10,
        priceCents: 2500,
      },
    ],
  },
  {
    property: JSL,
    service: 'Activités communautaires',
    name: { fr: 'Assemblée annuelle des résidents', en: 'Annual residents’ meeting' },
    description: {
      fr: "Bilan de l'année, budget d'entretien et questions des résidents. Ouverte à tous.",
      en: 'Review of the year, maintenance budget and residents’ questions. Open to all.',
    },
    priceCents: 0,
    events: () => [
      {
        key: 'annual-meeting',
        name: { fr: 'Assemblée annuelle', en: 'Annual meeting' },
        day: 20,
        from: '19:00',
        to: '21:00',
        maxAvailable: 0,
        priceCents: 0,
      },
    ],
  },
  {
    property: JSL,
    service: 'Piscine intérieure',
    name: { fr: 'Aquaforme', en: 'Aquafitness' },
    description: {
      fr: 'Cours de 45 minutes dans la partie peu profonde du bassin.',
      en: 'A 45-minute class in the shallow end of the pool.',
    },
    priceCents: 0,
    events: (today) =>
      [0, 1, 2, 3].map((week) => ({
        key: `aquafitness-${week + 1}`,
        name: { fr: 'Aquaforme', en: 'Aquafitness' },
        day: daysToWeekday(today, THURSDAY) + 7 * week,
        from: '18:00',
        to: '18:45',
        maxAvailable: 10,
        priceCents: 0,
      })),
  },
  {
    property: CP,
    service: 'Salle de conférence Peel',
    name: { fr: 'Dîners-conférences', en: 'Lunch & learn' },
    description: {
      fr: 'Une conférence par mois à l’heure du dîner pour les équipes des locataires.',
      en: 'A monthly lunchtime talk for the tenants’ teams.',
    },
    priceCents: 0,
    events: () => [
      {
        key: 'lunch-and-learn',
        name: { fr: 'Cybersécurité au bureau', en: 'Cybersecurity at the office' },
        day: 7,
        from: '12:00',
        to: '13:00',
        maxAvailable: 40,
        maxSeatsPerUser: 5,
        priceCents: 0,
      },
    ],
  },
  {
    property: CP,
    service: 'Salle de conférence Peel',
    name: { fr: 'Cocktail des locataires', en: 'Tenants’ cocktail' },
    description: {
      fr: 'Cocktail de réseautage annuel au 20e étage.',
      en: 'The yearly networking cocktail on the 20th floor.',
    },
    priceCents: 3500,
    events: () => [
      {
        key: 'tenant-cocktail',
        name: { fr: 'Cocktail des locataires', en: 'Tenants’ cocktail' },
        day: 14,
        from: '17:00',
        to: '19:00',
        maxAvailable: 80,
        priceCents: 3500,
      },
    ],
  },
];
