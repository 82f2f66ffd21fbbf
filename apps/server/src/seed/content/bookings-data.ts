import type { TTranslatable, TWeeklyHours } from '@habitat/shared';
import { EVERY_DAY_ALL_DAY, week } from './types';

/**
 * The demo's amenity bookings: schedules and event groups of the services in
 * services-residential.ts / services-commercial.ts (found by property and French name), and the
 * bookings already made. Days are counted from the seed's "today" on the property's clock, so
 * the demo always shows taken slots in the coming days whatever day it is seeded.
 */

export const JSL = 'jardins-saint-laurent';
export const CP = 'carre-peel';

/** The demo resident's building takes cards (local processor); Carré Peel does not. */
export const CARD_PAYMENT_PROPERTIES = [JSL];

export type TServiceRef = { property: string; service: string };

export type TSeedEntity = TServiceRef & {
  key: string;
  name: TTranslatable;
  type: string;
  priceCents: number;
  step?: number;
  minimumDuration: number | null;
  maximumDuration: number | null;
  /** null: the time grid's default buffer. */
  bufferDuration: number | null;
  capacity: number;
  ranges: TWeeklyHours;
  /** Days (counted from today) the schedule is closed: dated exceptions with no ranges. */
  closures?: (today: TToday) => number[];
  deleted?: boolean;
};

/** Today on the property's clock: its weekday, Monday 0 … Sunday 6. */
export type TToday = { weekday: number };

const MONDAY = 0;
const WEDNESDAY = 2;
export const THURSDAY = 3;
export const SATURDAY = 5;
const isWeekend = (weekday: number) => weekday >= SATURDAY;

/** Days from today to the next given weekday, at least `after` days ahead. */
export function daysToWeekday(today: TToday, weekday: number, after = 1): number {
  let days = after;
  while ((today.weekday + days) % 7 !== weekday) days += 1;
  return days;
}

/** The moving elevator is closed on the Wednesday of next week (always a future weekday). */
const elevatorClosure = (today: TToday) => daysToWeekday(today, MONDAY) + WEDNESDAY;

export const DEMO_ENTITIES: TSeedEntity[] = [
  {
    key: 'party-room',
    property: JSL,
    service: 'Salle de réception',
    name: { fr: 'Salle de réception', en: 'Party room' },
    type: 'room',
    priceCents: 5000,
    minimumDuration: 120,
    maximumDuration: 240,
    bufferDuration: 30,
    capacity: 1,
    ranges: week({ 'monday-sunday': '10:00-23:00' }),
  },
  {
    key: 'party-room-old',
    property: JSL,
    service: 'Salle de réception',
    name: { fr: 'Salle de réception (ancienne grille)', en: 'Party room (former schedule)' },
    type: 'room',
    priceCents: 0,
    minimumDuration: 60,
    maximumDuration: 180,
    bufferDuration: 30,
    capacity: 1,
    ranges: week({ 'friday-sunday': '17:00-23:00' }),
    deleted: true,
  },
  {
    key: 'gym',
    property: JSL,
    service: "Salle d'entraînement",
    name: { fr: "Salle d'entraînement", en: 'Gym' },
    type: 'room',
    priceCents: 0,
    minimumDuration: 60,
    maximumDuration: 60,
    bufferDuration: 0,
    capacity: 4,
    ranges: week({ 'monday-sunday': '06:00-22:00' }),
  },
  {
    key: 'guest-suite',
    property: JSL,
    service: "Suite d'invités",
    name: { fr: "Suite d'invités", en: 'Guest suite' },
    type: 'room',
    priceCents: 7500,
    minimumDuration: 1440,
    maximumDuration: 1440,
    // Whole days back to back: a buffer would make every neighbouring day unbookable.
    bufferDuration: 0,
    capacity: 1,
    ranges: EVERY_DAY_ALL_DAY,
  },
  {
    key: 'moving-elevator',
    property: JSL,
    service: 'Ascenseur de déménagement',
    name: { fr: 'Ascenseur de déménagement', en: 'Moving elevator' },
    type: 'equipment',
    priceCents: 0,
    minimumDuration: 120,
    maximumDuration: 240,
    bufferDuration: 30,
    capacity: 1,
    ranges: week({ 'monday-friday': '08:00-17:00' }),
    closures: (today) => [elevatorClosure(today)],
  },
  {
    key: 'terrace-bbq',
    property: JSL,
    service: 'Terrasse sur le toit',
    name: { fr: 'BBQ de la terrasse', en: 'Terrace BBQ' },
    type: 'equipment',
    priceCents: 0,
    minimumDuration: 60,
    maximumDuration: 180,
    bufferDuration: null,
    capacity: 1,
    ranges: week({ 'monday-sunday': '11:00-22:00' }),
  },
  ...[1, 2].map((lane) => ({
    key: `pool-lane-${lane}`,
    property: JSL,
    service: 'Piscine intérieure',
    name: { fr: `Couloir de nage ${lane}`, en: `Swim lane ${lane}` },
    type: 'lane',
    priceCents: 0,
    minimumDuration: 30,
    maximumDuration: 45,
    bufferDuration: 0,
    capacity: 1,
    ranges: week({
      'tuesday-friday': '06:00-09:00 16:00-21:30',
      'saturday-sunday': '09:00-12:00 13:00-20:00',
    }),
  })),
  {
    key: 'peel-room',
    property: CP,
    service: 'Salle de conférence Peel',
    name: { fr: 'Salle Peel (12 places)', en: 'Peel room (12 seats)' },
    type: 'room',
    priceCents: 0,
    step: 30,
    minimumDuration: 30,
    maximumDuration: 240,
    bufferDuration: 15,
    capacity: 1,
    ranges: week({ 'monday-friday': '08:00-18:00' }),
  },
  {
    key: 'peel-boardroom',
    property: CP,
    service: 'Salle de conférence Peel',
    name: { fr: 'Salle du conseil (20 places)', en: 'Boardroom (20 seats)' },
    type: 'room',
    priceCents: 4000,
    step: 30,
    minimumDuration: 60,
    maximumDuration: 480,
    bufferDuration: 30,
    capacity: 1,
    ranges: week({ 'monday-friday': '08:00-18:00' }),
  },
];

/**
 * Bookings already made. A schedule booking names its day and times; an event seat takes the
 * event's times. `seats` repeats the row: one reservation is one seat (a neighbour booking for
 * their household). Paid ones get a payment by the local processor.
 */
export type TSeedReservation = {
  user: string;
  canceled?: boolean;
} & ({ entity: string; day: number; from: string; to: string } | { event: string; seats?: number });

const RESIDENT = 'resident@example.com';
const COTENANT = 'cotenant@example.com';
const SOPHIE = 'sophie.lavoie@example.com';
const MATHIEU = 'mathieu.bergeron@example.com';
const AMIRA = 'amira.haddad@example.com';
const SHOP = 'shop@example.com';

/** The first weekday at least `after` days ahead, other than the elevator's closure. */
function weekdayAhead(today: TToday, after: number) {
  let day = after;
  while (isWeekend((today.weekday + day) % 7) || day === elevatorClosure(today)) day += 1;
  return day;
}

export function demoReservations(today: TToday): TSeedReservation[] {
  const gym = (user: string, day: number, from: string, to: string, canceled = false) => ({
    user,
    entity: 'gym',
    day,
    from,
    to,
    canceled,
  });
  const neighbours = [SOPHIE, MATHIEU, AMIRA];
  return [
    // Gym: tomorrow 18:00 and in 3 days 18:00 are full (4 of 4); in 2 days 07:00 has 1 place left.
    ...[...neighbours, COTENANT].map((user) => gym(user, 1, '18:00', '19:00')),
    ...[...neighbours, COTENANT].map((user) => gym(user, 3, '18:00', '19:00')),
    ...neighbours.map((user) => gym(user, 2, '07:00', '08:00')),
    gym(RESIDENT, 1, '07:00', '08:00'),
    gym(RESIDENT, 2, '12:00', '13:00', true),
    // Party room: a neighbour's evening in 2 days; the resident's (paid, done) 10 days ago.
    { user: AMIRA, entity: 'party-room', day: 2, from: '18:00', to: '22:00' },
    { user: RESIDENT, entity: 'party-room', day: -10, from: '18:00', to: '22:00' },
    { user: MATHIEU, entity: 'guest-suite', day: 4, from: '00:00', to: '24:00' },
    { user: MATHIEU, entity: 'terrace-bbq', day: 1, from: '17:00', to: '19:00' },
    // The unit-mate's move: the resident's unit has reached the elevator's limit of 1.
    {
      user: COTENANT,
      entity: 'moving-elevator',
      day: weekdayAhead(today, 2),
      from: '09:00',
      to: '12:00',
    },
    {
      user: SOPHIE,
      entity: 'pool-lane-1',
      day: daysToWeekday(today, SATURDAY),
      from: '09:00',
      to: '09:45',
    },
    { user: SHOP, entity: 'peel-room', day: weekdayAhead(today, 1), from: '10:00', to: '12:00' },
    // Events: the first yoga class is full, the wine and cheese evening has 3 seats left.
    ...neighbours.map((user) => ({ user, event: 'yoga-1', seats: 4 })),
    { user: SOPHIE, event: 'yoga-2' },
    { user: AMIRA, event: 'yoga-2' },
    ...neighbours.map((user) => ({ user, event: 'wine-and-cheese', seats: 9 })),
    ...[...neighbours, COTENANT].map((user) => ({ user, event: 'annual-meeting' })),
    { user: SOPHIE, event: 'aquafitness-1' },
    { user: SHOP, event: 'lunch-and-learn', seats: 3 },
  ];
}
