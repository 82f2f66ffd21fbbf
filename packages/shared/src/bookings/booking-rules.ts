import type { TPropertyPayments } from '../property/property.types';
import type { TService } from '../services/services.types';
import { addDays } from './time-grid';

/** The booking rules of the product, written once for the app, the server and the tests. */

type TCancelMarks = { canceledAt: string | Date | null; canceledBy?: number | null };
type TTimed = { start: string | Date; end: string | Date } & TCancelMarks;

const ms = (value: string | Date) =>
  typeof value === 'string' ? Date.parse(value) : value.getTime();

/** Cancelled when either mark is set. */
export function isCancelled(booking: TCancelMarks): boolean {
  return booking.canceledAt != null || (booking.canceledBy ?? null) !== null;
}

/** Active: ends in the future and not cancelled (the "in progress" tab). */
export function isActiveBooking(booking: TTimed, now: Date): boolean {
  return !isCancelled(booking) && ms(booking.end) > now.getTime();
}

/** Done: its end has passed and it is not cancelled (the "done" tab). */
export function isDoneBooking(booking: TTimed, now: Date): boolean {
  return !isCancelled(booking) && ms(booking.end) <= now.getTime();
}

/** Counts toward a service's limits: for that service, starts in the future, not cancelled. */
export function countsTowardLimit(
  booking: TTimed & { service: number | { id: number } },
  serviceId: number,
  now: Date,
): boolean {
  const service = typeof booking.service === 'number' ? booking.service : booking.service.id;
  return service === serviceId && !isCancelled(booking) && ms(booking.start) > now.getTime();
}

/** Only free bookings (price 0) that are neither done nor cancelled can be cancelled. */
export function canCancelBooking(booking: TTimed & { price: number }, now: Date): boolean {
  return booking.price === 0 && isActiveBooking(booking, now);
}

type TLimits = Pick<
  TService,
  'id' | 'maximumActiveBookingsAllowedPerUser' | 'maximumActiveBookingsAllowedPerUnit'
>;
type TLimitBooking = TTimed & { service: number | { id: number } };

/**
 * Which limit (if any) a new booking of the service would pass: the user's own bookings, then
 * the unit's (every tenant of the lease). A null limit is no limit.
 */
export function limitReached(options: {
  service: TLimits;
  userBookings: readonly TLimitBooking[];
  unitBookings: readonly TLimitBooking[];
  now: Date;
}): 'user' | 'unit' | null {
  const { service, now } = options;
  const count = (list: readonly TLimitBooking[]) =>
    list.filter((b) => countsTowardLimit(b, service.id, now)).length;
  const perUser = service.maximumActiveBookingsAllowedPerUser;
  if (perUser !== null && count(options.userBookings) >= perUser) return 'user';
  const perUnit = service.maximumActiveBookingsAllowedPerUnit;
  if (perUnit !== null && count(options.unitBookings) >= perUnit) return 'unit';
  return null;
}

/**
 * The unit's bookings of the service that count toward its limit and are not the user's own:
 * what the unit-limit notice names (service and time only: a co-tenant stays unnamed).
 */
export function unitMatesHolding<B extends TLimitBooking & { id: number }>(options: {
  serviceId: number;
  userBookings: readonly { id: number }[];
  unitBookings: readonly B[];
  now: Date;
}): B[] {
  const mine = new Set(options.userBookings.map((booking) => booking.id));
  return options.unitBookings
    .filter(
      (booking) =>
        !mine.has(booking.id) && countsTowardLimit(booking, options.serviceId, options.now),
    )
    .sort((a, b) => ms(a.start) - ms(b.start));
}

/** The limit that was reached, for the "{QTY}" of the message. */
export function limitQuantity(service: TLimits, which: 'user' | 'unit'): number {
  return (
    (which === 'user'
      ? service.maximumActiveBookingsAllowedPerUser
      : service.maximumActiveBookingsAllowedPerUnit) ?? 0
  );
}

/** Card payment is possible in the property: payments on and card payments on. */
export function cardPaymentEnabled(
  payments: Pick<TPropertyPayments, 'paymentEnabled' | 'cardPaymentEnabled'>,
): boolean {
  return payments.paymentEnabled && payments.cardPaymentEnabled;
}

/** The fare filter: a paid schedule or event group is offered only where cards are taken. */
export function passesFareFilter(price: number, cardPayment: boolean): boolean {
  return price === 0 || cardPayment;
}

/** A service restricted to signers is hidden from tenants not signed on the current lease. */
export function isRestrictedFor(
  service: Pick<TService, 'availableOnlyForUserSignedOnLease'>,
  user: { notSignedOnCurrentLease: boolean },
): boolean {
  return service.availableOnlyForUserSignedOnLease && user.notSignedOnCurrentLease;
}

/**
 * The services offered in the booking flow: those with a schedule or an event group that
 * passes the fare filter, less those for signers only when the user did not sign (spec §5).
 */
export function bookableServices<
  S extends Pick<TService, 'id' | 'availableOnlyForUserSignedOnLease'>,
>(options: {
  services: readonly S[];
  offers: readonly { service: number; price: number }[];
  cardPayment: boolean;
  user: { notSignedOnCurrentLease: boolean };
}): S[] {
  const offered = new Set(
    options.offers
      .filter((offer) => passesFareFilter(offer.price, options.cardPayment))
      .map((offer) => offer.service),
  );
  return options.services.filter(
    (service) => offered.has(service.id) && !isRestrictedFor(service, options.user),
  );
}

/** Seats left at an event: maxAvailable less reservations, at least 0; none when unlimited. */
export function remainingAvailable(maxAvailable: number, reservations: number): number | undefined {
  if (maxAvailable <= 0) return undefined;
  return Math.max(0, maxAvailable - reservations);
}

/** An event with no places left cannot be selected. */
export function isEventFull(event: { remainingAvailable?: number }): boolean {
  return event.remainingAvailable !== undefined && event.remainingAvailable <= 0;
}

/**
 * The last date a schedule or event group can be booked on: `horizonDays` after today on the
 * building's clock (so 90 offers today and the 90 days after it).
 */
export function lastBookableDate(today: string, horizonDays: number): string {
  return addDays(today, horizonDays);
}

/** Whether a date (the booking's start, on the building's clock) is beyond the horizon. */
export function isBeyondHorizon(date: string, today: string, horizonDays: number): boolean {
  return date > lastBookableDate(today, horizonDays);
}

/** The seats the user holds at the event: their bookings of it that are not cancelled. */
export function seatsHeldAt(
  eventId: number,
  bookings: readonly ({ event: { id: number } | null } & TCancelMarks)[],
): number {
  return bookings.filter((booking) => booking.event?.id === eventId && !isCancelled(booking))
    .length;
}

/** One more seat would pass the event's per-user limit (maxSeatsPerUser). */
export function eventSeatLimitReached(
  event: { maxSeatsPerUser: number },
  seatsHeld: number,
): boolean {
  return seatsHeld >= event.maxSeatsPerUser;
}
