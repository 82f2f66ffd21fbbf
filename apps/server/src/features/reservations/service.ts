import { randomUUID } from 'node:crypto';
import {
  addDays,
  bufferOf,
  buildDayGrid,
  CURRENCY,
  canCancelBooking,
  cardPaymentEnabled,
  DEFAULT_TIME_ZONE,
  formatLocalDateTime,
  isRestrictedFor,
  limitReached,
  minutesOnDate,
  parseLocalRange,
  rangeIssue,
  type TCreateReservationRequest,
  type TErrorCode,
  type TLeaseReservation,
  type TList,
  type TReservation,
  type TReservationsQuery,
  zonedInstant,
} from '@habitat/shared';
import { findEntityTarget, findEventTarget } from '../../data/booking-schedules';
import {
  findPaymentsOfReservations,
  recordUnbookedCharge,
  type TPaymentRow,
} from '../../data/payments';
import {
  findCurrentLeaseOfUser,
  findPropertyPayments,
  findPropertyTimeZone,
} from '../../data/properties';
import {
  cancelOnce,
  countSeatsTaken,
  findReservation,
  findReservationsOfUser,
  findTakenRanges,
  findUpcomingOfLease,
  findUpcomingOfService,
  insertReservation,
  type TReservationRow,
} from '../../data/reservations';
import { lockService } from '../../data/services';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { idempotent } from '../../lib/idempotency';
import type { TSession } from '../../lib/tokens';
import { scheduleAvailability, scheduleWindow } from '../bookings/service';
import type { TPaymentProcessor } from '../payments/processor';
import type { TContentScope } from '../properties/content-scope';
import { todayIso } from '../properties/service';

const STATUS_OF: Partial<Record<TErrorCode, number>> = {
  booking_slot_unavailable: 409,
  booking_event_full: 409,
  booking_event_over: 409,
  booking_user_limit_reached: 409,
  booking_unit_limit_reached: 409,
  booking_not_cancellable: 409,
  booking_signers_only: 403,
};

const MESSAGES: Partial<Record<TErrorCode, string>> = {
  booking_invalid_time: 'The start or end is not a slot of this schedule',
  booking_in_past: 'This slot has already started',
  booking_too_short: 'The booking is shorter than the minimum duration',
  booking_too_long: 'The booking is longer than the maximum duration',
  booking_slot_unavailable: 'This slot is no longer available',
  booking_event_over: 'This event has already started',
  booking_event_full: 'This event has no seats left',
  booking_user_limit_reached: 'You already have the most active bookings allowed for this service',
  booking_unit_limit_reached:
    'Your unit already has the most active bookings allowed for this service',
  booking_signers_only: 'This service is for the tenants who signed the lease',
  booking_total_mismatch: 'The total is not the price of this booking',
  payment_required: 'This booking is paid: a card payment of its price is required',
  payment_not_configured: 'Card payment is not available in this building',
  booking_not_cancellable: 'Only free bookings that have not ended can be cancelled',
};

const bookingError = (code: TErrorCode) =>
  new AppError(STATUS_OF[code] ?? 400, code, MESSAGES[code] ?? code);

/* ---------- Answers ---------- */

function toReservation(row: TReservationRow, charges: readonly TPaymentRow[]): TReservation {
  const { reservation } = row;
  const entity = row.entity?.id ? row.entity : null;
  const event = row.event?.id ? row.event : null;
  return {
    id: reservation.id,
    service: { id: reservation.serviceId, name: row.serviceName },
    entity: entity ? { id: entity.id, name: entity.name } : null,
    event: event ? { id: event.id, name: event.name } : null,
    user: reservation.userId,
    lease: reservation.leaseId,
    start: reservation.startAt.toISOString(),
    end: reservation.endAt.toISOString(),
    price: reservation.priceCents,
    total: reservation.totalCents,
    currency: reservation.currency,
    payments: charges
      .filter((charge) => charge.reservationId === reservation.id)
      .map((charge) => ({
        processor: charge.processor,
        amount: charge.amountCents,
        currency: charge.currency,
        status: charge.status,
      })),
    timeZone: row.timeZone,
    canceledAt: reservation.canceledAt?.toISOString() ?? null,
    canceledBy: reservation.canceledBy,
    createdAt: reservation.createdAt.toISOString(),
    cancelNote: reservation.cancelNote,
  };
}

async function withPayments(db: Db, rows: readonly TReservationRow[]) {
  const charges = await findPaymentsOfReservations(
    db,
    rows.map((row) => row.reservation.id),
  );
  return rows.map((row) => toReservation(row, charges));
}

/** The caller's own reservation: another user's is 403, an unknown one 404. */
export async function findOwnReservation(db: Db, userId: number, id: number) {
  const row = await findReservation(db, id);
  if (!row) throw notFound('Reservation');
  if (row.reservation.userId !== userId) throw forbidden('This reservation is not yours');
  const [reservation] = await withPayments(db, [row]);
  return reservation!;
}

export async function listReservations(options: {
  db: Db;
  session: TSession;
  query: TReservationsQuery;
  now?: Date;
}): Promise<TList<TReservation> | TList<TLeaseReservation>> {
  const { db, session, query, now = new Date() } = options;
  if (query.lease !== undefined) {
    const lease = await findCurrentLeaseOfUser(db, session.userId, todayIso(now));
    if (lease?.id !== query.lease) throw forbidden('You may only read your current lease');
    const rows = await findUpcomingOfLease(db, lease.id, now);
    const data = rows.map((row) => ({
      ...row,
      start: row.start.toISOString(),
      end: row.end.toISOString(),
    }));
    return { data, count: data.length };
  }
  if (query.user !== undefined && query.user !== session.userId) {
    throw forbidden('You may only read your own reservations');
  }
  const data = await withPayments(db, await findReservationsOfUser(db, session.userId));
  return { data, count: data.length };
}

/* ---------- Creating ---------- */

type TTarget = {
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

async function entityTarget(options: {
  db: Db;
  scope: TContentScope;
  session: TSession;
  body: Extract<TCreateReservationRequest, { entity: number }>;
}): Promise<TTarget> {
  const { db, scope, session, body } = options;
  const row = await findEntityTarget(db, scope, body.entity);
  const propertyId = row?.categoryPropertyId ?? session.propertyId;
  if (!row || propertyId === null) throw notFound('Booking entity');
  const { entity } = row;
  const timeZone = (await findPropertyTimeZone(db, propertyId)) ?? DEFAULT_TIME_ZONE;
  const range = parseLocalRange(body.start, body.end);
  if (!range || addDays(range.date, 0) !== range.date) throw bookingError('booking_invalid_time');
  const { date } = range;
  return {
    serviceId: row.service.id,
    service: row.service,
    propertyId,
    price: entity.priceCents,
    startAt: zonedInstant(date, range.start, timeZone),
    endAt: zonedInstant(date, range.end, timeZone),
    entityId: entity.id,
    eventId: null,
    description: `${entity.name.en} ${body.start}`,
    // The grid the app shows, rebuilt from the database: off-step, closed, past, too short or
    // long, or taken (capacity and buffers) all come out of the one shared rule.
    check: async (db, now) => {
      const window = scheduleWindow({ from: date, days: 1, timeZone, buffer: bufferOf(entity) });
      const taken = await findTakenRanges(db, entity.id, window.start, window.end);
      const day = scheduleAvailability({ entity, from: date, days: 1, timeZone, taken });
      const grid = buildDayGrid({
        entity,
        date,
        opening: day.opening[date] ?? [],
        available: day.available[date] ?? [],
        nowMinutes: minutesOnDate(now, date, timeZone),
      });
      const issue = rangeIssue({ grid, entity, range });
      if (issue) throw bookingError(issue);
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
  const row = await findEventTarget(db, scope, body.event);
  const propertyId = row?.categoryPropertyId ?? session.propertyId;
  if (!row || propertyId === null) throw notFound('Event');
  const { event } = row;
  const timeZone = (await findPropertyTimeZone(db, propertyId)) ?? DEFAULT_TIME_ZONE;
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
      if (event.maxAvailable === 0) return;
      const taken = (await countSeatsTaken(db, [event.id])).get(event.id) ?? 0;
      if (taken >= event.maxAvailable) throw bookingError('booking_event_full');
    },
  };
}

type TBooker = { userId: number; leaseId: number | null; unitId: number | null };

/** The slot or seat, then the per-user and per-unit limits (shared limitReached). */
async function checkAvailable(db: Db, target: TTarget, booker: TBooker, now: Date) {
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
function paymentOf(target: TTarget, body: TCreateReservationRequest, cardsTaken: boolean) {
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

/**
 * POST /reservations. Every rule is checked before the card is charged, then again under a
 * lock on the service row, where the booking is stored; a charge whose booking could not be
 * stored is refunded. With an Idempotency-Key, a retry answers the first outcome.
 */
export async function createReservation(options: {
  db: Db;
  processor: TPaymentProcessor;
  scope: TContentScope | null;
  session: TSession;
  body: TCreateReservationRequest;
  idempotencyKey: string | undefined;
  now?: () => Date;
}): Promise<TReservation> {
  const { db, session, body, idempotencyKey, now = () => new Date() } = options;
  const scopeName = `user:${session.userId}:reservations`;
  const id = await idempotent({
    db,
    key: idempotencyKey,
    scope: scopeName,
    body,
    run: () =>
      bookOnce({
        ...options,
        now,
        chargeKey: idempotencyKey ? `${scopeName}:${idempotencyKey}` : randomUUID(),
      }),
  });
  return findOwnReservation(db, session.userId, id);
}

async function bookOnce(options: {
  db: Db;
  processor: TPaymentProcessor;
  scope: TContentScope | null;
  session: TSession;
  body: TCreateReservationRequest;
  now: () => Date;
  chargeKey: string;
}): Promise<number> {
  const { db, processor, scope, session, body, now } = options;
  if (!scope) throw notFound('Booking entity');
  const target =
    'entity' in body
      ? await entityTarget({ db, scope, session, body })
      : await eventTarget({ db, scope, session, body });
  const lease = await findCurrentLeaseOfUser(db, session.userId, todayIso(now()));
  if (isRestrictedFor(target.service, { notSignedOnCurrentLease: lease ? !lease.signed : false })) {
    throw bookingError('booking_signers_only');
  }
  const property = await findPropertyPayments(db, target.propertyId);
  const card = paymentOf(target, body, property !== null && cardPaymentEnabled(property));
  const booker = {
    userId: session.userId,
    leaseId: lease?.id ?? null,
    unitId: lease?.unitId ?? null,
  };
  await checkAvailable(db, target, booker, now());

  const charge = card
    ? await processor.charge({
        token: card.token,
        amountCents: target.price,
        currency: CURRENCY,
        description: target.description,
        idempotencyKey: options.chargeKey,
      })
    : null;
  const payment = charge
    ? {
        userId: session.userId,
        processor: processor.name,
        chargeId: charge.chargeId,
        amountCents: target.price,
        currency: CURRENCY,
      }
    : null;
  try {
    return await db.transaction(async (tx) => {
      await lockService(tx, target.serviceId);
      await checkAvailable(tx, target, booker, now());
      return insertReservation(
        tx,
        {
          organizationId: session.organizationId,
          propertyId: target.propertyId,
          serviceId: target.serviceId,
          entityId: target.entityId,
          eventId: target.eventId,
          userId: session.userId,
          leaseId: booker.leaseId,
          unitId: booker.unitId,
          startAt: target.startAt,
          endAt: target.endAt,
          priceCents: target.price,
          totalCents: target.price,
          currency: CURRENCY,
        },
        payment && { ...payment, status: 'succeeded' },
      );
    });
  } catch (error) {
    if (payment) await refund(db, processor, payment);
    throw error;
  }
}

/** Gives back a charge whose booking was refused; the original refusal is what the user sees. */
async function refund(
  db: Db,
  processor: TPaymentProcessor,
  payment: Parameters<typeof recordUnbookedCharge>[1],
) {
  const refunded = await processor.refund(payment.chargeId).then(
    () => true,
    () => false,
  );
  await recordUnbookedCharge(db, payment, refunded);
}

/* ---------- Cancelling ---------- */

export async function cancelReservation(options: {
  db: Db;
  session: TSession;
  id: number;
  now?: Date;
}): Promise<TReservation> {
  const { db, session, id, now = new Date() } = options;
  const reservation = await findOwnReservation(db, session.userId, id);
  if (!canCancelBooking(reservation, now)) throw bookingError('booking_not_cancellable');
  if (!(await cancelOnce(db, id, { canceledAt: now, canceledBy: session.userId }))) {
    throw bookingError('booking_not_cancellable');
  }
  return findOwnReservation(db, session.userId, id);
}
