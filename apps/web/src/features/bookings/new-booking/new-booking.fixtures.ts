import type {
  TBookingEntity,
  TBookingEvent,
  TBookingEventGroup,
  TProperty,
  TService,
  TTimeRange,
} from '@habitat/shared';
import { tenant } from '@/test/fixtures';
import type { TMockReply } from '@/test/mock-api';
import { type aReservation, entity, eventGroup, listReply } from '../bookings.fixtures';

/** Tuesday 3 March 2026, 10:00 in Montréal: the booking tests' clock. */
export { NOW } from '../bookings.fixtures';
export const TODAY = '2026-03-03';
export const TIME_ZONE = 'America/Toronto';

const named = (en: string, fr: string) => ({ en, fr });

export function aService(overrides: Partial<TService> & { id: number }): TService {
  return {
    category: 3,
    name: named(`Service ${overrides.id}`, `Service ${overrides.id}`),
    description: named('', ''),
    active: true,
    icon: null,
    hours: entity(0, 0).ranges,
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

export const gymService = aService({ id: 7, name: named('Gym', 'Salle d’entraînement') });
export const partyService = aService({
  id: 8,
  name: named('Party room', 'Salle de réception'),
  maximumActiveBookingsAllowedPerUnit: 1,
});
export const yogaService = aService({ id: 9, name: named('Yoga', 'Yoga') });
export const bbqService = aService({
  id: 10,
  name: named('Terrace BBQ', 'BBQ de la terrasse'),
  availableOnlyForUserSignedOnLease: true,
});

const weekdays = (ranges: TTimeRange[]): TBookingEntity['ranges'] => ({
  monday: ranges,
  tuesday: ranges,
  wednesday: ranges,
  thursday: ranges,
  friday: ranges,
  saturday: ranges,
  sunday: ranges,
});

/** Free, fixed 60 min, 08:00–12:00 every day: slots of one hour. */
export const gymSchedule: TBookingEntity = {
  ...entity(31, gymService.id),
  name: named('Gym – morning', 'Gym – matin'),
  minimumDuration: 60,
  maximumDuration: 60,
  ranges: weekdays([{ from: '08:00', to: '12:00' }]),
};

/** A second gym schedule, 17:00–19:00 (the all-of-the-date variant). */
export const gymEvening: TBookingEntity = {
  ...gymSchedule,
  id: 32,
  name: named('Gym – evening', 'Gym – soir'),
  ranges: weekdays([{ from: '17:00', to: '19:00' }]),
};

/** Paid 25 $, 2–4 h in 15 min steps, 12:00–23:00 every day. */
export const partySchedule: TBookingEntity = {
  ...entity(41, partyService.id),
  name: named('Party room', 'Salle de réception'),
  price: 2500,
  minimumDuration: 120,
  maximumDuration: 240,
  ranges: weekdays([{ from: '12:00', to: '23:00' }]),
};

export const bbqSchedule: TBookingEntity = { ...entity(61, bbqService.id), ranges: weekdays([]) };

export const yogaGroup: TBookingEventGroup = {
  ...eventGroup(51, yogaService.id),
  name: named('Yoga series', 'Série de yoga'),
};

export function anEvent(overrides: Partial<TBookingEvent> & { id: number }): TBookingEvent {
  return {
    group: yogaGroup.id,
    service: yogaService.id,
    name: named(`Yoga ${overrides.id}`, `Yoga ${overrides.id}`),
    description: named('', ''),
    maxAvailable: 12,
    maxSeatsPerUser: 1,
    price: 0,
    // 18:00–19:00 today in Montréal.
    start: '2026-03-03T23:00:00Z',
    end: '2026-03-04T00:00:00Z',
    stats: { reservations: 3 },
    remainingAvailable: 9,
    ...overrides,
  };
}

export const yogaEvening = anEvent({ id: 71, name: named('Evening yoga', 'Yoga du soir') });
export const fullYoga = anEvent({
  id: 72,
  name: named('Sold-out yoga', 'Yoga complet'),
  start: '2026-03-03T20:00:00Z',
  end: '2026-03-03T21:00:00Z',
  stats: { reservations: 12 },
  remainingAvailable: 0,
});

export const bookingProperty = (payments: Partial<TProperty['payments']> = {}): TProperty => ({
  id: 2,
  name: 'Le Carré Saint-Louis',
  organization: 1,
  commercial: false,
  timeZone: TIME_ZONE,
  address: { full: '1 rue Saint-Louis', city: 'Montréal', state: 'QC', zip: 'H2X 1A1' },
  phone: null,
  email: null,
  payments: {
    processor: 'local',
    publicKey: 'pk_local_habitat',
    paymentEnabled: true,
    cardPaymentEnabled: true,
    ...payments,
  },
});

/** The schedule answer: the entity's opening of the asked date, all of it free. */
const scheduleOf =
  (schedule: TBookingEntity, taken: (date: string) => TTimeRange[] = () => []) =>
  ({ url }: { url: URL }): TMockReply => {
    const date = (url.searchParams.get('from') ?? '').slice(0, 10);
    const opening = schedule.ranges.tuesday;
    const busy = taken(date);
    return {
      status: 200,
      body: {
        entity: schedule.id,
        timeZone: TIME_ZONE,
        from: date,
        days: 1,
        opening: { [date]: opening },
        available: { [date]: busy.length > 0 ? freeAround(opening, busy) : opening },
      },
    };
  };

/** One opening range less one taken range (enough for these tests). */
function freeAround(opening: TTimeRange[], busy: TTimeRange[]): TTimeRange[] {
  const [open] = opening;
  const [taken] = busy;
  if (!open || !taken) return opening;
  return [
    { from: open.from, to: taken.from },
    { from: taken.to, to: open.to },
  ].filter((range) => range.from < range.to);
}

/** Every read of /new-booking for the signed-in tenant; override any route. */
export function newBookingRoutes(
  overrides: {
    property?: TProperty;
    me?: typeof tenant;
    myBookings?: ReturnType<typeof aReservation>[];
    leaseBookings?: unknown[];
    gymTaken?: (date: string) => TTimeRange[];
    services?: TService[];
    entities?: TBookingEntity[];
    groups?: TBookingEventGroup[];
  } = {},
) {
  return {
    'GET /api/me': { status: 200, body: overrides.me ?? tenant } as TMockReply,
    'GET /api/properties/2': { status: 200, body: overrides.property ?? bookingProperty() },
    'GET /api/service_categories': listReply([
      {
        id: 3,
        name: named('Amenities', 'Commodités'),
        services: overrides.services ?? [gymService, partyService, yogaService, bbqService],
      },
    ]),
    'GET /api/request_categories': listReply([]),
    'GET /api/booking_entities': listReply(
      overrides.entities ?? [gymSchedule, partySchedule, bbqSchedule],
    ),
    'GET /api/booking_event_groups': listReply(overrides.groups ?? [yogaGroup]),
    'GET /api/booking_events': listReply([yogaEvening, fullYoga]),
    'GET /api/booking_entities/31/schedule': scheduleOf(gymSchedule, overrides.gymTaken),
    'GET /api/booking_entities/41/schedule': scheduleOf(partySchedule),
    'GET /api/booking_entities/32/schedule': scheduleOf(gymEvening),
    'GET /api/reservations': ({ url }: { url: URL }): TMockReply =>
      url.searchParams.has('lease')
        ? listReply(overrides.leaseBookings ?? [])
        : listReply(overrides.myBookings ?? []),
  };
}
