import type {
  TProperty,
  TRequestCategory,
  TUserRequest,
  TUserRequestSummary,
} from '@habitat/shared';
import { tenant } from '@/test/fixtures';
import type { mockApi, TMockReply } from '@/test/mock-api';

const name = (en: string, fr: string) => ({ en, fr });
const node = (
  id: number,
  parent: number | null,
  level: number,
  label: [string, string],
): TRequestCategory => ({
  id,
  name: name(...label),
  parent,
  level,
  position: id,
  deleted: false,
});

/** Plumbing → Kitchen → Leaking tap / Clogged sink; Plumbing → Bathroom → Running toilet;
 *  Noise → Neighbours (two levels); Other (one level). Flat, depth first, as the API sends it. */
export const categories: TRequestCategory[] = [
  node(1, null, 1, ['Plumbing', 'Plomberie']),
  node(10, 1, 2, ['Kitchen', 'Cuisine']),
  node(100, 10, 3, ['Leaking tap', 'Robinet qui fuit']),
  node(101, 10, 3, ['Clogged sink', 'Évier bouché']),
  node(11, 1, 2, ['Bathroom', 'Salle de bain']),
  node(110, 11, 3, ['Running toilet', 'Toilette qui coule']),
  node(2, null, 1, ['Noise', 'Bruit']),
  node(20, 2, 2, ['Neighbours', 'Voisinage']),
  node(3, null, 1, ['Other request', 'Autre demande']),
];

export const property = (overrides: Partial<TProperty> = {}): TProperty => ({
  id: 2,
  name: 'Les Jardins',
  organization: 1,
  commercial: false,
  timeZone: 'America/Toronto',
  address: {
    full: '1450 boulevard Saint-Laurent, Montréal',
    city: 'Montréal',
    state: 'QC',
    zip: 'H2X 2S8',
  },
  phone: null,
  email: null,
  payments: { processor: null, publicKey: null, paymentEnabled: false, cardPaymentEnabled: false },
  ...overrides,
});

export function aRequest(overrides: Partial<TUserRequest> = {}): TUserRequest {
  const id = overrides.id ?? 5;
  return {
    id,
    number: String(id).padStart(7, '0'),
    status: 'pending',
    title: 'Leaking kitchen tap',
    // 21:40 in Montréal (UTC-5 in November).
    createdAt: '2026-11-20T02:40:00Z',
    updatedAt: '2026-11-20T02:40:00Z',
    property: {
      id: 2,
      name: 'Les Jardins',
      address: {
        full: '1450 boulevard Saint-Laurent, Montréal',
        city: 'Montréal',
        state: 'QC',
        zip: 'H2X 2S8',
      },
    },
    unit: { id: 11, number: '304' },
    author: { id: tenant.id, firstName: tenant.firstName, lastName: tenant.lastName },
    phoneNumber: '514 555-0101',
    body: 'The tap drips all day long.',
    emergency: false,
    animal: true,
    canAccessIfAbsent: false,
    alarm: false,
    category: 100,
    categoryTree: [
      { id: 1, name: name('Plumbing', 'Plomberie') },
      { id: 10, name: name('Kitchen', 'Cuisine') },
      { id: 100, name: name('Leaking tap', 'Robinet qui fuit') },
    ],
    image: null,
    decisionNote: null,
    decisionAt: null,
    alarmCode: null,
    discussion: [],
    ...overrides,
  };
}

/** The list leaves out the alarm code and the discussion. */
export function summaryOf(request: TUserRequest): TUserRequestSummary {
  const { alarmCode: _code, discussion: _discussion, ...summary } = request;
  return summary;
}

export const listReply = (requests: TUserRequest[]): TMockReply => ({
  status: 200,
  body: { data: requests.map(summaryOf), count: requests.length },
});

export const categoriesReply = (list: TRequestCategory[] = categories): TMockReply => ({
  status: 200,
  body: { data: list, count: list.length },
});

type TRoutes = Parameters<typeof mockApi>[0];

/** What every requests page reads: the user, their property and its categories. */
export function residentRoutes(
  options: { commercial?: boolean; phone?: string | null } = {},
): TRoutes {
  return {
    'GET /api/me': {
      status: 200,
      body: { ...tenant, phone: options.phone === undefined ? tenant.phone : options.phone },
    },
    'GET /api/properties/2': {
      status: 200,
      body: property({ commercial: options.commercial ?? false }),
    },
    'GET /api/request_categories': categoriesReply(),
  };
}
