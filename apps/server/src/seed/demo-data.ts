import { randomBytes } from 'node:crypto';
import { ROLE_TENANT } from '@habitat/shared';

export const DEMO_ORGANIZATION = { slug: 'demo', name: 'Gestion Habitat Montréal' };

export const DEMO_PROPERTIES = [
  {
    slug: 'jardins-saint-laurent',
    name: 'Les Jardins Saint-Laurent',
    commercial: false,
    addressFull: '1450 boulevard Saint-Laurent, Montréal, QC H2X 2S8',
    city: 'Montréal',
    state: 'QC',
    zip: 'H2X 2S8',
    timeZone: 'America/Toronto',
    phone: '(514) 555-0142',
    email: 'jardins@habitat-demo.ca',
    units: ['101', '204', '305', '412'],
  },
  {
    slug: 'carre-peel',
    name: 'Carré Peel',
    commercial: true,
    addressFull: '1200 rue Peel, Montréal, QC H3B 2T6',
    city: 'Montréal',
    state: 'QC',
    zip: 'H3B 2T6',
    timeZone: 'America/Toronto',
    phone: '(514) 555-0187',
    email: 'carrepeel@habitat-demo.ca',
    units: ['110', '220'],
  },
];

export const DEMO_USERS = [
  {
    username: 'resident@example.com',
    email: 'resident@example.com',
    password: 'resident',
    role: ROLE_TENANT,
    firstName: 'Camille',
    lastName: 'Tremblay',
    phone: '(514) 555-0123',
    manages: [] as string[],
  },
  {
    username: 'cotenant@example.com',
    email: 'cotenant@example.com',
    password: 'cotenant',
    role: ROLE_TENANT,
    firstName: 'Olivier',
    lastName: 'Gagnon',
    phone: '(514) 555-0178',
    manages: [],
  },
  {
    username: 'shop@example.com',
    email: 'shop@example.com',
    password: 'shop',
    role: ROLE_TENANT,
    firstName: 'Nadia',
    lastName: 'Roy',
    phone: '(514) 555-0161',
    manages: [],
  },
  // Neighbours who author billboard posts. Not demo logins: their passwords are random.
  ...[
    ['sophie.lavoie@example.com', 'Sophie', 'Lavoie', '(514) 555-0131'],
    ['mathieu.bergeron@example.com', 'Mathieu', 'Bergeron', '(514) 555-0156'],
    ['amira.haddad@example.com', 'Amira', 'Haddad', '(438) 555-0119'],
  ].map(([email, firstName, lastName, phone]) => ({
    username: email!,
    email: email!,
    password: randomBytes(18).toString('base64url'),
    role: ROLE_TENANT,
    firstName: firstName!,
    lastName: lastName!,
    phone: phone!,
    manages: [] as string[],
  })),
  {
    username: 'manager@example.com',
    email: 'manager@example.com',
    password: 'manager',
    role: 'ROLE_MANAGER',
    firstName: 'Marc',
    lastName: 'Bouchard',
    phone: '(514) 555-0100',
    manages: ['jardins-saint-laurent', 'carre-peel'],
  },
];

/** The lease year (July 1 to June 30, as most Québec leases run) the demo leases are written in. */
const LEASE_YEAR_WRITTEN = 2026;

/**
 * A demo lease date moved by as many years as today's lease year is past the one they are
 * written in, so the demo tenants always have a current lease, whenever the demo is seeded.
 */
export function demoLeaseDate(written: string, today = new Date()): string {
  const leaseYear = today.getUTCFullYear() - (today.getUTCMonth() < 6 ? 1 : 0);
  const [year = 0, month = 1, day = 1] = written.split('-').map(Number);
  const shifted = year + Math.max(0, leaseYear - LEASE_YEAR_WRITTEN);
  const lastDay = new Date(Date.UTC(shifted, month, 0)).getUTCDate(); // Feb 29 → 28
  const date = new Date(Date.UTC(shifted, month - 1, Math.min(day, lastDay)));
  return date.toISOString().slice(0, 10);
}

/** Dates as of the 2026–2027 lease year; the seed moves them with demoLeaseDate. */
export const DEMO_LEASES = [
  {
    unit: 'jardins-saint-laurent/204',
    startAt: '2025-07-01',
    endAt: '2027-06-30',
    paymentNumber: 'JSL-204-2025',
    rentCents: 148_500,
    signers: [
      { username: 'resident@example.com', signed: true },
      { username: 'cotenant@example.com', signed: false },
    ],
  },
  {
    unit: 'jardins-saint-laurent/101',
    startAt: '2024-07-01',
    endAt: '2028-06-30',
    paymentNumber: 'JSL-101-2024',
    rentCents: 132_000,
    signers: [{ username: 'sophie.lavoie@example.com', signed: true }],
  },
  {
    unit: 'jardins-saint-laurent/305',
    startAt: '2023-07-01',
    endAt: '2027-06-30',
    paymentNumber: 'JSL-305-2023',
    rentCents: 151_000,
    signers: [{ username: 'mathieu.bergeron@example.com', signed: true }],
  },
  {
    unit: 'jardins-saint-laurent/412',
    startAt: '2025-03-01',
    endAt: '2028-02-29',
    paymentNumber: 'JSL-412-2025',
    rentCents: 164_500,
    signers: [{ username: 'amira.haddad@example.com', signed: true }],
  },
  {
    unit: 'carre-peel/110',
    startAt: '2024-05-01',
    endAt: '2029-04-30',
    paymentNumber: 'CP-110-2024',
    rentCents: 425_000,
    signers: [{ username: 'shop@example.com', signed: true }],
  },
];
