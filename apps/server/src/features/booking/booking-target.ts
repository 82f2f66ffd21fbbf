/**
 * What a booking request would book (a schedule's range or an event's seat) and for whom, with
 * the rules checked before the card is charged and again under the service's lock.
 */
import {
  cardPaymentEnabled,
  DEFAULT_TIME_ZONE,
  eventSeatLimitReached,
  formatLocalDateTime,
  isBeyondHorizon,
  isCalendarDate,
  isRestrictedFor,
  limitReached,
  localDateOf,
  parseLocalRange,
  rangeInstants,
  type TCreateReservationRequest,
} from '@habitat/shared';
import { findEntityTarget, findEventTarget } from '#server/data/booking-schedules';
import { findCurrentLeaseOfUser } from '#server/data/leases';
import { findPropertyPayments, findPropertyTimeZone } from '#server/data/properties';
import { countSeatsTaken, findUpcomingOfService } from '#server/data/reservations';
import type { TWaitTarget } from '#server/data/waitlists';
import type { Db } from '#server/db/client';
import type { TContentScope } from '#server/features/properties/content-scope';
import { notFound } from '#server/lib/errors';
import type { TSession } from '#server/lib/tokens';
import { eventSeats, slotIssue } from './availability';
import { bookingError } from './booking-errors';

export type TTarget = {
  serviceId: number;
  service: NonNullable<Awaited<ReturnType<typeof findEntityTarget>>>['service'];
  propertyId: number;
  price: number;
  /** The instants booked and, for a schedule, what the grid must allow. */
  startAt: Date;
  endAt: Date;
  check: (db: Db, now: Date) => Promise<void>;
  entityId: number | null;
  eventId: number | null;
  description: string;
};

/**
 * Where a found schedule or event is booked, its category's building or else the caller's own,
 * and that building's clock; not found without the row or a building.
 */
async function bookedIn<TRow extends { categoryPropertyId: number | null }>(options: {
  db: Db;
  session: TSession;
  row: TRow | null;
  what: string;
}) {
  const { db, session, row, what } = options;
  const propertyId = row?.categoryPropertyId ?? session.propertyId;
  if (!row || propertyId === null) throw notFound(what);
  const timeZone = (await findPropertyTimeZone(db, propertyId)) ?? DEFAULT_TIME_ZONE;
  return { row, propertyId, timeZone };
}

async function entityTarget(options: {
  db: Db;
  scope: TContentScope;
  session: TSession;
  body: Extract<TCreateReservationRequest, { entity: number }>;
}): Promise<TTarget> {
  const { db, scope, session, body } = options;
  const found = await findEntityTarget(db, scope, body.entity);
  const { row, propertyId, timeZone } = await bookedIn({
    db,
    session,
    row: found,
    what: 'Booking entity',
  });
  const { entity } = row;
  const range = parseLocalRange(body.start, body.end);
  if (!range || !isCalendarDate(range.date)) throw bookingError('booking_invalid_time');
  const { date } = range;
  const { startAt, endAt } = rangeInstants(date, range, timeZone);
  return {
    serviceId: row.service.id,
    service: row.service,
    propertyId,
    price: entity.priceCents,
    startAt,
    endAt,
    entityId: entity.id,
    eventId: null,
    description: `${entity.name.en} ${body.start}`,
    // The one shared grid rule (availability.ts); a place a waitlist offer holds for someone
    // else is taken.
    check: async (db, now) => {
      if (isBeyondHorizon(date, localDateOf(now, timeZone), entity.bookingHorizonDays)) {
        throw bookingError('booking_beyond_horizon');
      }
      const issue = await slotIssue(db, {
        entity,
        date,
        range,
        timeZone,
        now,
        exceptUserId: session.userId,
      });
      if (issue) throw bookingError(issue);
      // The second 01:30 of the night the clocks fall back reads as a slot yet to come.
      if (startAt.getTime() < now.getTime()) throw bookingError('booking_in_past');
    },
  };
}

async function eventTarget(options: {
  db: Db;
  scope: TContentScope;
  session: TSession;
  body: Extract<TCreateReservationRequest, { event: number }>;
}): Promise<TTarget> {
  const { db, scope, session, body } = options;
  const found = await findEventTarget(db, scope, body.event);
  const { row, propertyId, timeZone } = await bookedIn({ db, session, row: found, what: 'Event' });
  const { event } = row;
  const sentOther = (sent: string | undefined, actual: Date) =>
    sent !== undefined && sent !== formatLocalDateTime(actual, timeZone);
  if (sentOther(body.start, event.startAt) || sentOther(body.end, event.endAt)) {
    throw bookingError('booking_invalid_time');
  }
  return {
    serviceId: row.service.id,
    service: row.service,
    propertyId,
    price: event.priceCents,
    startAt: event.startAt,
    endAt: event.endAt,
    entityId: null,
    eventId: event.id,
    description: `${event.name.en} ${formatLocalDateTime(event.startAt, timeZone)}`,
    check: async (db, now) => {
      if (event.startAt.getTime() <= now.getTime()) throw bookingError('booking_event_over');
      const today = localDateOf(now, timeZone);
      if (isBeyondHorizon(localDateOf(event.startAt, timeZone), today, row.bookingHorizonDays)) {
        throw bookingError('booking_beyond_horizon');
      }
      const held = (await countSeatsTaken(db, [event.id], session.userId)).get(event.id) ?? 0;
      if (eventSeatLimitReached(event, held)) {
        throw bookingError('booking_event_user_limit_reached');
      }
      if (event.maxAvailable === 0) return;
      // Seats held by waitlist offers made to others are taken too.
      const holds = { now, exceptUserId: session.userId };
      const seats = (await eventSeats(db, { events: [event], holds })).get(event.id);
      if (seats?.left === 0) throw bookingError('booking_event_full');
    },
  };
}

/** The line a booking of this target closes for its booker. */
export const waitTargetOf = (target: TTarget): TWaitTarget =>
  target.eventId !== null
    ? { eventId: target.eventId }
    : { entityId: target.entityId!, startAt: target.startAt, endAt: target.endAt };

export type TBooker = { userId: number; leaseId: number | null; unitId: number | null };

/** The slot or seat, then the per-user and per-unit limits (shared limitReached). */
export async function checkAvailable(db: Db, target: TTarget, booker: TBooker, now: Date) {
  await target.check(db, now);
  const filter = { serviceId: target.serviceId, now };
  const userBookings = await findUpcomingOfService(db, { ...filter, userId: booker.userId });
  const unitBookings =
    booker.unitId === null
      ? []
      : await findUpcomingOfService(db, { ...filter, unitId: booker.unitId });
  const reached = limitReached({ service: target.service, userBookings, unitBookings, now });
  if (reached === 'user') throw bookingError('booking_user_limit_reached');
  if (reached === 'unit') throw bookingError('booking_unit_limit_reached');
}

/** The card payment of a paid booking, checked against the price (never trusting the app). */
export function paymentOf(target: TTarget, body: TCreateReservationRequest, cardsTaken: boolean) {
  if (body.total !== target.price) throw bookingError('booking_total_mismatch');
  const paid = body.payments.filter((payment) => payment.amount > 0);
  if (target.price === 0) {
    if (paid.length > 0) throw bookingError('booking_total_mismatch');
    return null;
  }
  if (!cardsTaken) throw bookingError('payment_not_configured');
  const [card] = paid;
  if (paid.length !== 1 || !card?.from || !card.processor) throw bookingError('payment_required');
  if (card.amount !== target.price) throw bookingError('booking_total_mismatch');
  return { token: card.from, processor: card.processor };
}

/** A booking request as its payment intent keeps it, so that anyone may finish it later. */
export type TBookingRequest = {
  session: Pick<TSession, 'userId' | 'organizationId' | 'propertyId'>;
  scope: TContentScope;
  /** Without the card token (kept apart, and only until the intent is settled). */
  body: TCreateReservationRequest;
  description: string;
  /** The building booked in: a charge whose refund is refused is its manager's to give back. */
  propertyId?: number;
};

export type TPrepared = { target: TTarget; booker: TBooker; property: { cardsTaken: boolean } };

/** The target and the booker of a request, with the rules that do not change with time. */
export async function prepare(
  db: Db,
  request: Omit<TBookingRequest, 'description'>,
  now: Date,
): Promise<TPrepared> {
  const { scope, body } = request;
  const session = request.session as TSession;
  const target =
    'entity' in body
      ? await entityTarget({ db, scope, session, body })
      : await eventTarget({ db, scope, session, body });
  const lease = await findCurrentLeaseOfUser(db, session.userId, now);
  if (isRestrictedFor(target.service, { notSignedOnCurrentLease: lease ? !lease.signed : false })) {
    throw bookingError('booking_signers_only');
  }
  const property = await findPropertyPayments(db, target.propertyId);
  const booker = {
    userId: session.userId,
    leaseId: lease?.id ?? null,
    unitId: lease?.unitId ?? null,
  };
  return {
    target,
    booker,
    property: { cardsTaken: property !== null && cardPaymentEnabled(property) },
  };
}

/** What a waitlist entry waits for: the place a booking of it would take. */
export type TWaitablePlace = Pick<
  TTarget,
  'serviceId' | 'propertyId' | 'entityId' | 'eventId' | 'startAt' | 'endAt'
>;
