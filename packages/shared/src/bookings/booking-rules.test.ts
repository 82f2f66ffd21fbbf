import { describe, expect, it } from 'vitest';
import { BOOKING_HORIZON, CURRENCY, EVENT_SEATS_PER_USER } from '../constants';
import { formatDuration } from '../format/misc';
import { formatPrice } from '../format/money';
import {
  bookableServices,
  canCancelBooking,
  cardPaymentEnabled,
  countsTowardLimit,
  eventSeatLimitReached,
  isActiveBooking,
  isBeyondHorizon,
  isCancelled,
  isDoneBooking,
  isEventFull,
  isRestrictedFor,
  lastBookableDate,
  limitQuantity,
  limitReached,
  passesFareFilter,
  remainingAvailable,
  seatsHeldAt,
  unitMatesHolding,
} from './booking-rules';
import { ZCreateReservationRequest, ZPaymentInput } from './bookings.types';

/** The fixed clock of every test: Monday 2 March 2026, 15:00 UTC. */
const NOW = new Date('2026-03-02T15:00:00Z');
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

const booking = (
  overrides: Partial<{
    start: string;
    end: string;
    canceledAt: string | null;
    canceledBy: number | null;
    price: number;
    service: number | { id: number };
  }> = {},
) => ({
  start: hoursFromNow(2),
  end: hoursFromNow(3),
  canceledAt: null,
  canceledBy: null,
  price: 0,
  service: 7,
  ...overrides,
});
const past = booking({ start: hoursFromNow(-3), end: hoursFromNow(-2) });
const ongoing = booking({ start: hoursFromNow(-1), end: hoursFromNow(1) });
const upcoming = booking();
const cancelled = booking({ canceledAt: hoursFromNow(-5), canceledBy: 1 });

describe('booking states (docs/product.md: States Booking)', () => {
  it('is cancelled when either mark is set', () => {
    expect(isCancelled({ canceledAt: null, canceledBy: null })).toBe(false);
    expect(isCancelled({ canceledAt: null })).toBe(false);
    expect(isCancelled({ canceledAt: '2026-03-01T10:00:00Z', canceledBy: null })).toBe(true);
    expect(isCancelled({ canceledAt: new Date(), canceledBy: null })).toBe(true);
    expect(isCancelled({ canceledAt: null, canceledBy: 4 })).toBe(true);
  });

  it('is active while its end is in the future and it is not cancelled', () => {
    expect(isActiveBooking(upcoming, NOW)).toBe(true);
    expect(isActiveBooking(ongoing, NOW)).toBe(true);
    expect(isActiveBooking(past, NOW)).toBe(false);
    expect(isActiveBooking(cancelled, NOW)).toBe(false);
  });

  it('is done once its end has passed, unless cancelled', () => {
    expect(isDoneBooking(past, NOW)).toBe(true);
    expect(isDoneBooking(ongoing, NOW)).toBe(false);
    expect(isDoneBooking(upcoming, NOW)).toBe(false);
    expect(isDoneBooking(booking({ ...past, canceledBy: 3 }), NOW)).toBe(false);
  });

  it('puts a booking ending right now in done, not in progress', () => {
    const endsNow = booking({ start: hoursFromNow(-1), end: NOW.toISOString() });
    expect(isActiveBooking(endsNow, NOW)).toBe(false);
    expect(isDoneBooking(endsNow, NOW)).toBe(true);
  });

  it('shows a cancelled booking in neither tab', () => {
    for (const b of [cancelled, booking({ ...past, canceledAt: hoursFromNow(-4) })]) {
      expect(isActiveBooking(b, NOW) || isDoneBooking(b, NOW)).toBe(false);
    }
  });

  it('reads Date values as well as ISO strings', () => {
    const dated = {
      start: new Date(hoursFromNow(1)),
      end: new Date(hoursFromNow(2)),
      canceledAt: null,
    };
    expect(isActiveBooking(dated, NOW)).toBe(true);
  });
});

describe('countsTowardLimit', () => {
  it('counts bookings of the service that start in the future and are not cancelled', () => {
    expect(countsTowardLimit(upcoming, 7, NOW)).toBe(true);
    expect(countsTowardLimit(booking({ service: { id: 7 } }), 7, NOW)).toBe(true);
  });

  it('does not count other services, started or past bookings, or cancelled ones', () => {
    expect(countsTowardLimit(upcoming, 8, NOW)).toBe(false);
    expect(countsTowardLimit(ongoing, 7, NOW)).toBe(false);
    expect(countsTowardLimit(past, 7, NOW)).toBe(false);
    expect(countsTowardLimit(cancelled, 7, NOW)).toBe(false);
    expect(countsTowardLimit(booking({ start: NOW.toISOString() }), 7, NOW)).toBe(false);
  });
});

describe('canCancelBooking (only free, neither done nor cancelled)', () => {
  it('lets a free upcoming or ongoing booking be cancelled', () => {
    expect(canCancelBooking(upcoming, NOW)).toBe(true);
    expect(canCancelBooking(ongoing, NOW)).toBe(true);
  });

  it('refuses a paid, done or cancelled booking', () => {
    expect(canCancelBooking(booking({ price: 4500 }), NOW)).toBe(false);
    expect(canCancelBooking(booking({ price: 1 }), NOW)).toBe(false);
    expect(canCancelBooking(past, NOW)).toBe(false);
    expect(canCancelBooking(cancelled, NOW)).toBe(false);
  });
});

describe('unitMatesHolding', () => {
  it("names the unit's bookings of the service to come that are not the user's, soonest first", () => {
    const later = { ...booking({ start: hoursFromNow(30), end: hoursFromNow(31) }), id: 3 };
    const sooner = { ...booking({ start: hoursFromNow(5), end: hoursFromNow(6) }), id: 2 };
    const unitBookings = [
      { ...upcoming, id: 1 },
      later,
      sooner,
      { ...booking({ service: 8 }), id: 4 },
      { ...past, id: 5 },
    ];
    const held = unitMatesHolding({
      serviceId: 7,
      userBookings: [{ id: 1 }],
      unitBookings,
      now: NOW,
    });
    expect(held.map((b) => b.id)).toEqual([2, 3]);
  });
});

describe('limitReached', () => {
  const service = (perUser: number | null, perUnit: number | null) => ({
    id: 7,
    maximumActiveBookingsAllowedPerUser: perUser,
    maximumActiveBookingsAllowedPerUnit: perUnit,
  });
  const reach = (options: {
    perUser: number | null;
    perUnit: number | null;
    mine?: ReturnType<typeof booking>[];
    unit?: ReturnType<typeof booking>[];
  }) =>
    limitReached({
      service: service(options.perUser, options.perUnit),
      userBookings: options.mine ?? [],
      unitBookings: options.unit ?? [],
      now: NOW,
    });

  it('never blocks without limits', () => {
    expect(
      reach({ perUser: null, perUnit: null, mine: [upcoming, upcoming], unit: [upcoming] }),
    ).toBeNull();
  });

  it('blocks once the user has as many counting bookings as the per-user limit', () => {
    expect(reach({ perUser: 1, perUnit: null, mine: [] })).toBeNull();
    expect(reach({ perUser: 1, perUnit: null, mine: [upcoming] })).toBe('user');
    expect(reach({ perUser: 2, perUnit: null, mine: [upcoming] })).toBeNull();
  });

  it('blocks once the unit has as many counting bookings as the per-unit limit', () => {
    expect(reach({ perUser: null, perUnit: 2, unit: [upcoming] })).toBeNull();
    expect(reach({ perUser: null, perUnit: 2, unit: [upcoming, upcoming] })).toBe('unit');
  });

  it('names the user limit first when both are reached', () => {
    expect(reach({ perUser: 1, perUnit: 1, mine: [upcoming], unit: [upcoming] })).toBe('user');
  });

  it('ignores bookings that do not count (other service, started, cancelled)', () => {
    const others = [booking({ service: 9 }), ongoing, past, cancelled];
    expect(reach({ perUser: 1, perUnit: 1, mine: others, unit: others })).toBeNull();
  });

  it('treats a limit of 0 as no booking allowed', () => {
    expect(reach({ perUser: 0, perUnit: null })).toBe('user');
  });

  it('answers the quantity of the reached limit for {QTY}', () => {
    expect(limitQuantity(service(2, 5), 'user')).toBe(2);
    expect(limitQuantity(service(2, 5), 'unit')).toBe(5);
    expect(limitQuantity(service(null, null), 'unit')).toBe(0);
  });
});

describe('remainingAvailable and isEventFull (events)', () => {
  it('is maxAvailable less reservations, never below 0', () => {
    expect(remainingAvailable(12, 0)).toBe(12);
    expect(remainingAvailable(12, 11)).toBe(1);
    expect(remainingAvailable(12, 12)).toBe(0);
    expect(remainingAvailable(12, 15)).toBe(0);
  });

  it('does not exist for an event without a seat limit', () => {
    expect(remainingAvailable(0, 40)).toBeUndefined();
  });

  it('treats only an event with no seats left as full', () => {
    expect(isEventFull({ remainingAvailable: 0 })).toBe(true);
    expect(isEventFull({ remainingAvailable: 1 })).toBe(false);
    expect(isEventFull({})).toBe(false);
    expect(isEventFull({ remainingAvailable: remainingAvailable(0, 99) })).toBe(false);
  });
});

describe('fare filter (free only when card payment is not enabled)', () => {
  it('needs both payments and card payments on', () => {
    expect(cardPaymentEnabled({ paymentEnabled: true, cardPaymentEnabled: true })).toBe(true);
    expect(cardPaymentEnabled({ paymentEnabled: true, cardPaymentEnabled: false })).toBe(false);
    expect(cardPaymentEnabled({ paymentEnabled: false, cardPaymentEnabled: true })).toBe(false);
    expect(cardPaymentEnabled({ paymentEnabled: false, cardPaymentEnabled: false })).toBe(false);
  });

  it('passes free offers always and paid ones only with card payment', () => {
    expect(passesFareFilter(0, false)).toBe(true);
    expect(passesFareFilter(0, true)).toBe(true);
    expect(passesFareFilter(2500, false)).toBe(false);
    expect(passesFareFilter(2500, true)).toBe(true);
  });

  it('offers only services with a schedule or group passing the filter', () => {
    const services = [1, 2, 3, 4].map((id) => ({ id, availableOnlyForUserSignedOnLease: false }));
    const offers = [
      { service: 1, price: 0 },
      { service: 2, price: 5000 },
      { service: 3, price: 5000 },
      { service: 3, price: 0 },
    ];
    const user = { notSignedOnCurrentLease: false };
    const ids = (cardPayment: boolean) =>
      bookableServices({ services, offers, cardPayment, user }).map((s) => s.id);
    expect(ids(false)).toEqual([1, 3]);
    expect(ids(true)).toEqual([1, 2, 3]);
  });

  it('leaves out services for signers only when the user did not sign the lease', () => {
    const services = [
      { id: 1, availableOnlyForUserSignedOnLease: true },
      { id: 2, availableOnlyForUserSignedOnLease: false },
    ];
    const offers = [
      { service: 1, price: 0 },
      { service: 2, price: 0 },
    ];
    const ids = (notSignedOnCurrentLease: boolean) =>
      bookableServices({
        services,
        offers,
        cardPayment: false,
        user: { notSignedOnCurrentLease },
      }).map((s) => s.id);
    expect(ids(true)).toEqual([2]);
    expect(ids(false)).toEqual([1, 2]);
  });
});

describe('lease restriction', () => {
  it('hides a signers-only service from a tenant not signed on the current lease', () => {
    const signersOnly = { availableOnlyForUserSignedOnLease: true };
    const open = { availableOnlyForUserSignedOnLease: false };
    expect(isRestrictedFor(signersOnly, { notSignedOnCurrentLease: true })).toBe(true);
    expect(isRestrictedFor(signersOnly, { notSignedOnCurrentLease: false })).toBe(false);
    expect(isRestrictedFor(open, { notSignedOnCurrentLease: true })).toBe(false);
    expect(isRestrictedFor(open, { notSignedOnCurrentLease: false })).toBe(false);
  });
});

describe('money and durations of bookings (docs/product.md: Limits)', () => {
  it('charges in CAD only, in whole cents', () => {
    expect(CURRENCY).toBe('CAD');
    const payment = { from: 'tok_x', processor: 'local', amount: 4500, currency: 'CAD' };
    expect(ZPaymentInput.safeParse(payment).success).toBe(true);
    expect(ZPaymentInput.safeParse({ ...payment, currency: 'USD' }).success).toBe(false);
    expect(ZPaymentInput.safeParse({ ...payment, amount: 45.5 }).success).toBe(false);
    expect(ZPaymentInput.safeParse({ ...payment, amount: -1 }).success).toBe(false);
  });

  it('takes start and end as YYYY-MM-DD HH:mm:ss', () => {
    const request = {
      entity: 3,
      start: '2026-03-02 09:00:00',
      end: '2026-03-02 10:00:00',
      total: 0,
      currency: 'CAD',
    };
    expect(ZCreateReservationRequest.safeParse(request).success).toBe(true);
    expect(
      ZCreateReservationRequest.safeParse({ ...request, start: '2026-03-02T09:00:00Z' }).success,
    ).toBe(false);
    expect(
      ZCreateReservationRequest.safeParse({ ...request, end: '2026-03-02 24:00:00' }).success,
    ).toBe(false);
  });

  it('shows a price with the $ after the amount in French and before it in English', () => {
    expect(formatPrice(4500, 'fr')).toBe('45,00\u00a0$');
    expect(formatPrice(4500, 'en')).toBe('$45.00');
  });

  it('shows durations in hours and minutes', () => {
    expect(formatDuration(120, 'fr')).toBe('2 h');
    expect(formatDuration(90, 'fr')).toBe('1 h 30');
    expect(formatDuration(90, 'en')).toBe('1 h 30 min');
    expect(formatDuration(45, 'en')).toBe('45 min');
  });
});

describe('booking horizon', () => {
  it('offers today and the horizon days after it, 90 by default', () => {
    expect(BOOKING_HORIZON.defaultDays).toBe(90);
    expect(lastBookableDate('2026-03-02', 90)).toBe('2026-05-31');
    expect(isBeyondHorizon('2026-05-31', '2026-03-02', 90)).toBe(false);
    expect(isBeyondHorizon('2026-06-01', '2026-03-02', 90)).toBe(true);
    expect(isBeyondHorizon('2026-03-03', '2026-03-02', 1)).toBe(false);
    expect(isBeyondHorizon('2026-03-04', '2026-03-02', 1)).toBe(true);
  });
});

describe('seats per user at an event', () => {
  const seat = (event: number, canceledAt: string | null = null) => ({
    event: { id: event },
    canceledAt,
  });

  it('counts the seats the user holds at that event, not the cancelled ones', () => {
    const bookings = [
      seat(7),
      seat(7, hoursFromNow(-1)),
      seat(8),
      { event: null, canceledAt: null },
    ];
    expect(seatsHeldAt(7, bookings)).toBe(1);
    expect(seatsHeldAt(9, bookings)).toBe(0);
  });

  it('allows one seat by default and as many as the manager allows', () => {
    expect(EVENT_SEATS_PER_USER.default).toBe(1);
    expect(eventSeatLimitReached({ maxSeatsPerUser: 1 }, 0)).toBe(false);
    expect(eventSeatLimitReached({ maxSeatsPerUser: 1 }, 1)).toBe(true);
    expect(eventSeatLimitReached({ maxSeatsPerUser: 3 }, 2)).toBe(false);
    expect(eventSeatLimitReached({ maxSeatsPerUser: 3 }, 3)).toBe(true);
  });
});
