import type { TManageDashboard, TManagedPost, TManagedProperty } from '@habitat/shared';
import type { TSession } from '../session';

/** A token whose payload says ROLE_MANAGER (the console reads the role from it to route). */
const fakeToken = (role: string) =>
  `e30.${btoa(JSON.stringify({ sub: '9', role })).replace(/=+$/, '')}.signature`;

export const managerSession: TSession = {
  token: fakeToken('ROLE_MANAGER'),
  userId: 9,
  organization: 1,
  property: null,
};

export const properties: TManagedProperty[] = [
  {
    id: 1,
    name: 'Carré Peel',
    timeZone: 'America/Toronto',
    address: { full: '1200 rue Peel, Montréal', city: 'Montréal', state: 'QC', zip: 'H3B 2T6' },
  },
  {
    id: 2,
    name: 'Les Jardins Saint-Laurent',
    timeZone: 'America/Toronto',
    address: { full: '4500 boul. Saint-Laurent', city: 'Montréal', state: 'QC', zip: 'H2T 1R2' },
  },
];

export const dashboard = (overrides: Partial<TManageDashboard> = {}): TManageDashboard => ({
  property: 1,
  posts: { pending: 3 },
  requests: {
    byStatus: { new: 1, pending: 2, in_progress: 1, completed: 5, canceled: 0, done: 0 },
    open: 4,
    urgent: 1,
    old: 2,
  },
  accountRequests: { toDecide: 2 },
  bookings: { today: 6 },
  ...overrides,
});

let nextId = 100;
export function aManagedPost(overrides: Partial<TManagedPost> = {}): TManagedPost {
  nextId += 1;
  return {
    id: nextId,
    title: { fr: 'Vente de garage', en: 'Garage sale' },
    subTitle: { fr: 'Samedi', en: 'Saturday' },
    body: { fr: 'Meubles et livres.', en: 'Furniture and books.' },
    organization: 1,
    property: 1,
    startAt: '2026-03-10T14:00:00.000Z',
    endAt: '2026-03-12T14:00:00.000Z',
    status: 'pending',
    image: { url: '/uploads/abc.jpg', mediaType: 'image/jpeg', extension: 'jpg' },
    createdAt: '2026-03-09T14:00:00.000Z',
    decisionNote: null,
    author: { id: 7, firstName: 'Julie', lastName: 'Tremblay' },
    decidedAt: null,
    decidedBy: null,
    ...overrides,
  };
}
