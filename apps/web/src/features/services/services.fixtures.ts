import type { TService, TServiceCategory, TWeeklyHours } from '@habitat/shared';

/** Test data of the services feature (component tests only). */
export const closedWeek: TWeeklyHours = {
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
};

export function aService(overrides: Partial<TService> = {}): TService {
  return {
    id: 1,
    category: 1,
    name: { fr: 'Service', en: 'Service' },
    description: { fr: 'Description', en: 'Description' },
    active: true,
    icon: '/uploads/icon.svg',
    hours: closedWeek,
    link: null,
    externalLinks: [],
    maximumActiveBookingsAllowedPerUser: null,
    maximumActiveBookingsAllowedPerUnit: null,
    phoneNumber: null,
    email: null,
    images: [],
    documents: [],
    showAvailableSchedulesForDate: false,
    availableOnlyForUserSignedOnLease: false,
    ...overrides,
  };
}

export const pool = aService({
  id: 7,
  category: 3,
  name: { fr: 'Piscine intérieure', en: 'Indoor pool' },
  description: { fr: 'Bassin de 20 m.', en: 'A 20 m pool.' },
  phoneNumber: '(514) 555-0144',
  email: 'piscine@habitat-demo.ca',
  link: 'www.habitat-demo.ca/piscine',
  hours: {
    ...closedWeek,
    tuesday: [
      { from: '17:00', to: '22:00' },
      { from: '06:00', to: '12:00' },
    ],
    wednesday: [{ from: '06:00', to: '22:00' }],
    saturday: [{ from: '08:00', to: '24:00' }],
  },
  images: ['/uploads/pool-1.jpg', '/uploads/pool-2.jpg'],
  externalLinks: [
    { name: null, url: 'www.example.org/pool-rules' },
    { name: 'Swimming lessons', url: 'https://montreal.ca/natation' },
  ],
  documents: [
    { name: 'Pool rules', url: '/uploads/rules.pdf' },
    { name: null, url: '/uploads/other.pdf' },
  ],
});

export const collections = aService({
  id: 4,
  category: 2,
  name: { fr: 'Collectes de la Ville', en: 'City collections' },
  link: 'https://montreal.ca/info-collectes',
});

export const bixi = aService({
  id: 5,
  category: 2,
  name: { fr: 'BIXI', en: 'BIXI' },
  link: 'bixi.com',
});

export const categories: TServiceCategory[] = [
  { id: 3, name: { fr: 'Sports et bien-être', en: 'Sports & wellness' }, services: [pool] },
  { id: 2, name: { fr: 'Vie de quartier', en: 'Neighbourhood' }, services: [collections, bixi] },
  {
    id: 9,
    name: { fr: 'Archives', en: 'Archived' },
    services: [aService({ id: 99, name: { fr: 'Ancien', en: 'Old service' }, active: false })],
  },
];
