import type { TBookingEntity, TBookingEventGroup, TReservation } from '@habitat/shared';
import { tenant } from '@/test/fixtures';
import type { TMockReply } from '@/test/mock-api';

/** Tuesday 3 March 2026, 10:00 in Montréal (15:00 UTC; EST, UTC-5). */
export const NOW = new Date('2026-03-03T15:00:00Z');

const named = (id: number, en: string, fr: string) => ({ id, name: { en, fr } });

export function aReservation(overrides: Partial<TReservation> = {}): TReservation {
  return {
    id: 41,
    service: named(7, 'Gym', 'Salle d’entraînement'),
    entity: named(3, 'Gym – morning', 'Gym – matin'),
    event: null,
    user: tenant.id,
    lease: tenant.lease?.id ?? null,
    // 09:00 – 10:00 on Thursday 5 March 2026 in Montréal.
    start: '2026-03-05T14:00:00Z',
    end: '2026-03-05T15:00:00Z',
    price: 0,
    total: 0,
    currency: 'CAD',
    payments: [],
    timeZone: 'America/Toronto',
    canceledAt: null,
    canceledBy: null,
    createdAt: '2026-03-01T12:00:00Z',
    ...overrides,
  };
}

/** A free gym slot to come (cancellable). */
export const gym = aReservation();
/** The paid party room, to come (not cancellable). */
export const partyRoom = aReservation({
  id: 42,
  service: named(8, 'Party room', 'Salle de réception'),
  entity: named(4, 'Party room', 'Salle de réception'),
  start: '2026-03-07T23:00:00Z',
  end: '2026-03-08T02:00:00Z',
  price: 2500,
  total: 2500,
});
/** A yoga seat that is over (done). */
export const yoga = aReservation({
  id: 43,
  service: named(9, 'Yoga', ''),
  entity: null,
  event: named(12, 'Morning yoga', 'Yoga du matin'),
  start: '2026-02-20T23:00:00Z',
  end: '2026-02-21T00:30:00Z',
});
/** A cancelled guest-suite booking: in neither tab. */
export const cancelledSuite = aReservation({
  id: 44,
  service: named(10, 'Guest suite', 'Suite d’invités'),
  entity: named(5, 'Guest suite', 'Suite d’invités'),
  canceledAt: '2026-03-02T10:00:00Z',
  canceledBy: tenant.id,
});

/** The paid party room, cancelled and refunded by the building with a note. */
export const cancelledByManager = aReservation({
  ...partyRoom,
  id: 45,
  canceledAt: '2026-03-03T13:30:00Z',
  canceledBy: 900,
  canceledByBuilding: true,
  cancelNote: 'Water damage in the room',
  refunded: 2500,
  payments: [{ processor: 'local', amount: 2500, currency: 'CAD', status: 'refunded' }],
});

export const listReply = <T>(data: T[]): TMockReply => ({
  status: 200,
  body: { data, count: data.length },
});

export const entity = (id: number, service: number): TBookingEntity => ({
  id,
  service,
  name: { en: `Schedule ${id}`, fr: `Horaire ${id}` },
  type: 'room',
  price: 0,
  step: null,
  minimumDuration: null,
  maximumDuration: null,
  bufferDuration: null,
  maximumConcurrentBooking: 1,
  ranges: {
    monday: [],
    tuesday: [],
    wednesday: [],
    thursday: [],
    friday: [],
    saturday: [],
    sunday: [],
  },
  dates: {},
  bookingHorizonDays: 90,
});

export const eventGroup = (id: number, service: number): TBookingEventGroup => ({
  id,
  service,
  name: { en: `Group ${id}`, fr: `Groupe ${id}` },
  description: { en: '', fr: '' },
  price: 0,
  bookingHorizonDays: 90,
});

/** What every page of a signed-in resident reads (user, menu data). */
export function residentRoutes() {
  return {
    'GET /api/me': { status: 200, body: tenant } as TMockReply,
    // One category with one active service: enough for the menu (docs/product.md: Screens).
    'GET /api/service_categories': listReply([
      { id: 3, name: { en: 'Sports', fr: 'Sports' }, services: [{ id: 7, active: true }] },
    ]),
    'GET /api/request_categories': listReply([]),
  };
}
