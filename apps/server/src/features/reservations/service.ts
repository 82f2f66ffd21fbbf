import { randomUUID } from 'node:crypto';
import {
  addDays,
  BOOKING_REMINDER_MINUTES,
  CURRENCY,
  canCancelBooking,
  cardPaymentEnabled,
  DEFAULT_TIME_ZONE,
  eventSeatLimitReached,
  formatLocalDateTime,
  isBeyondHorizon,
  isRestrictedFor,
  limitReached,
  localDateOf,
  parseLocalRange,
  rangeInstants,
  type TCreateReservationRequest,
  type TErrorCode,
  type TLeaseReservation,
  type TList,
  type TReservation,
  type TReservationsQuery,
} from '@habitat/shared';
import { findEntityTarget, findEventTarget } from '../../data/booking-schedules';
import { findCurrentLeaseOfUser } from '../../data/leases';
import { recordNotificationEvent } from '../../data/notification-events';
import {
  bookPaymentIntent,
  failPaymentIntent,
  findPaymentIntent,
  findPaymentsOfReservations,
  finishIntentRefund,
  openPaymentIntent,
  setIntentCharge,
  startIntentRefund,
  type TPaymentIntentRow,
  type TPaymentRow,
} from '../../data/payments';
import { findPropertyPayments, findPropertyTimeZone } from '../../data/properties';
import {
  cancelOnce,
  countSeatsTaken,
  findReservation,
  findReservationsOfUser,
  findUpcomingOfLease,
  findUpcomingOfService,
  insertReservation,
  type TReservationRow,
} from '../../data/reservations';
import { lockService } from '../../data/services';
import { countHeldSeats, markAccepted, type TWaitTarget } from '../../data/waitlists';
import type { Db, TDbOrTx } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { idempotent, type TKeepAnswer } from '../../lib/idempotency';
import type { TSession } from '../../lib/tokens';
import type { TPaymentProcessor } from '../payments/processor';
import type { TContentScope } from '../properties/content-scope';
import {
  freedOf,
  offerFreedPlace,
  passExpiredOffers,
  passExpiredOffersOf,
} from '../waitlists/offers';
import { slotIssue } from './slot-check';

const STATUS_OF: Partial<Record<TErrorCode, number>> = {
  booking_slot_unavailable: 409,
  booking_event_full: 409,
  booking_event_over: 409,
  booking_user_limit_reached: 409,
  booking_unit_limit_reached: 409,
  booking_event_user_limit_reached: 409,
  booking_not_cancellable: 409,
  booking_signers_only: 403,
};

const MESSAGES: Partial<Record<TErrorCode, string>> = {
  booking_invalid_time: 'The start or end is not a slot of this schedule',
  booking_in_past: 'This slot has already started',
  booking_too_short: 'The booking is shorter than the minimum duration',
  booking_too_long: 'The booking is longer than the maximum duration',
  booking_time_skipped: 'The clocks skip this time on that day (daylight saving time)',
  booking_beyond_horizon: 'This date is further ahead than this calendar can be booked',
  booking_event_user_limit_reached:
    'You already hold the most seats one resident may take at this event',
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
    canceledByBuilding:
      reservation.canceledBy !== null && reservation.canceledBy !== reservation.userId,
    refunded: charges
      .filter((charge) => charge.reservationId === reservation.id && charge.status === 'refunded')
      .reduce((sum, charge) => sum + charge.amountCents, 0),
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
    const lease = await findCurrentLeaseOfUser(db, session.userId, now);
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
    // The one shared grid rule (slot-check.ts); a place a waitlist offer holds for someone
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
      const today = localDateOf(now, timeZone);
      if (isBeyondHorizon(localDateOf(event.startAt, timeZone), today, row.bookingHorizonDays)) {
        throw bookingError('booking_beyond_horizon');
      }
      const held = (await countSeatsTaken(db, [event.id], session.userId)).get(event.id) ?? 0;
      if (eventSeatLimitReached(event, held)) {
        throw bookingError('booking_event_user_limit_reached');
      }
      if (event.maxAvailable === 0) return;
      const taken = (await countSeatsTaken(db, [event.id])).get(event.id) ?? 0;
      // Seats held by waitlist offers made to others are taken too.
      const heldForOthers = await countHeldSeats(db, event.id, now, session.userId);
      if (taken + heldForOthers >= event.maxAvailable) throw bookingError('booking_event_full');
    },
  };
}

/** The line a booking of this target closes for its booker. */
const waitTargetOf = (target: TTarget): TWaitTarget =>
  target.eventId !== null
    ? { eventId: target.eventId }
    : { entityId: target.entityId!, startAt: target.startAt, endAt: target.endAt };

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

/** A booking request as its payment intent keeps it, so that anyone may finish it later. */
type TBookingRequest = {
  session: Pick<TSession, 'userId' | 'organizationId' | 'propertyId'>;
  scope: TContentScope;
  /** Without the card token (kept apart, and only until the intent is settled). */
  body: TCreateReservationRequest;
  description: string;
  /** The building booked in: a charge whose refund is refused is its manager's to give back. */
  propertyId?: number;
};

type TPrepared = { target: TTarget; booker: TBooker; property: { cardsTaken: boolean } };

/** The target and the booker of a request, with the rules that do not change with time. */
async function prepare(
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

/**
 * The place a request would book, when the booking rules (the same code as a booking: the
 * service seen, signers only, the time grid, the seats) refuse it only because it is full.
 * Any other refusal is answered as a booking's; a place still free is 409 waitlist_not_full.
 */
export async function fullPlaceOf(options: {
  db: Db;
  scope: TContentScope | null;
  session: TSession;
  body: TCreateReservationRequest;
  now: Date;
}): Promise<TWaitablePlace> {
  const { db, scope, session, body, now } = options;
  if (!scope) throw notFound('Booking entity');
  const { target } = await prepare(db, { session, scope, body }, now);
  try {
    await target.check(db, now);
  } catch (error) {
    const full =
      error instanceof AppError &&
      (error.code === 'booking_event_full' || error.code === 'booking_slot_unavailable');
    if (!full) throw error;
    const { serviceId, propertyId, entityId, eventId, startAt, endAt } = target;
    return { serviceId, propertyId, entityId, eventId, startAt, endAt };
  }
  throw new AppError(409, 'waitlist_not_full', 'A place is free: book it instead');
}

/**
 * POST /reservations. Every rule is checked before the card is charged, then again under a
 * lock on the service row, where the booking is stored. A paid one is first recorded as a
 * payment intent (the processor's idempotency key with it), then charged with that key, then
 * booked, intent and booking in one transaction; a charge whose booking is refused is refunded.
 * If the server stops in between, a retry with the same Idempotency-Key, or the reconciler,
 * finishes the intent: a charge always ends as its booking or its refund. With an
 * Idempotency-Key, a retry answers the first outcome (see lib/idempotency.ts for a dead claim).
 */
export async function createReservation(options: {
  db: Db;
  processor: TPaymentProcessor;
  scope: TContentScope | null;
  session: TSession;
  body: TCreateReservationRequest;
  idempotencyKey: string | undefined;
  /**
   * How long the request is left to settle its own charge before the reconciler may (two runs
   * of one intent are safe: this only spares the work). PAYMENT_RECOVERY_SECONDS.
   */
  recoverAfterSeconds?: number;
  now?: () => Date;
}): Promise<TReservation> {
  const { db, session, body, idempotencyKey, now = () => new Date() } = options;
  const scopeName = `user:${session.userId}:reservations`;
  const id = await idempotent<number>({
    db,
    key: idempotencyKey,
    scope: scopeName,
    body,
    run: (keep) =>
      bookOnce({
        ...options,
        now,
        keep,
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
  keep: TKeepAnswer<number>;
  chargeKey: string;
  recoverAfterSeconds?: number;
}): Promise<number> {
  const { db, processor, scope, session, body, now, keep, chargeKey } = options;
  if (!scope) throw notFound('Booking entity');
  // A retry of a paid request whose first run stopped after recording its intent: finish that.
  const started = await findPaymentIntent(db, chargeKey);
  if (started) return settlePaymentIntent({ db, processor, now, keep }, started);

  const request = {
    session: {
      userId: session.userId,
      organizationId: session.organizationId,
      propertyId: session.propertyId,
    },
    scope,
    body,
  };
  const prepared = await prepare(db, request, now());
  const card = paymentOf(prepared.target, body, prepared.property.cardsTaken);
  await checkAvailable(db, prepared.target, prepared.booker, now());
  if (!card) {
    return storeBooking(db, { prepared, request, amountCents: 0, now, keep, payment: null });
  }
  const intent = await openPaymentIntent(
    db,
    {
      key: chargeKey,
      userId: session.userId,
      processor: processor.name,
      amountCents: prepared.target.price,
      currency: CURRENCY,
      token: card.token,
      request: {
        ...request,
        body: { ...body, payments: body.payments.map((payment) => ({ ...payment, from: '' })) },
        description: prepared.target.description,
        propertyId: prepared.target.propertyId,
      } satisfies TBookingRequest,
    },
    options.recoverAfterSeconds ?? 60,
  );
  return settlePaymentIntent({ db, processor, now, keep }, intent, prepared);
}

/** Inserts the reservation (with its payment) once its place is checked again under the lock. */
async function storeBooking(
  db: Db,
  options: {
    prepared: TPrepared;
    request: Omit<TBookingRequest, 'description'>;
    amountCents: number;
    now: () => Date;
    keep: TKeepAnswer<number>;
    payment: { intentId: number; processor: TPaymentProcessor['name']; chargeId: string } | null;
  },
): Promise<number> {
  const { prepared, request, amountCents, now, keep, payment } = options;
  const { target, booker } = prepared;
  // An offer whose time ran out goes to the next in line before anyone else may take its place.
  await passExpiredOffersOf(db, target.serviceId, now());
  return db.transaction(async (tx) => {
    await lockService(tx, target.serviceId);
    // (Again under the booking's lock, for one that ran out just now.)
    await passExpiredOffers(tx, target.serviceId, now());
    await checkAvailable(tx, target, booker, now());
    const id = await insertReservation(
      tx,
      {
        organizationId: request.session.organizationId,
        propertyId: target.propertyId,
        serviceId: target.serviceId,
        entityId: target.entityId,
        eventId: target.eventId,
        userId: booker.userId,
        leaseId: booker.leaseId,
        unitId: booker.unitId,
        startAt: target.startAt,
        endAt: target.endAt,
        priceCents: amountCents,
        totalCents: amountCents,
        currency: CURRENCY,
      },
      payment && {
        userId: booker.userId,
        processor: payment.processor,
        chargeId: payment.chargeId,
        amountCents,
        currency: CURRENCY,
        status: 'succeeded',
      },
    );
    if (payment && !(await bookPaymentIntent(tx, payment.intentId, id))) {
      throw new SettledMeanwhile();
    }
    await markAccepted(tx, {
      userId: booker.userId,
      target: waitTargetOf(target),
      reservationId: id,
      now: now(),
    });
    const booking = { id, organizationId: request.session.organizationId, target, booker };
    await recordBooked(tx, booking, now());
    await keep(tx, id);
    return id;
  });
}

/**
 * A booking made (free, paid, or finished by the reconciler) is confirmed to its resident, and
 * its reminder waits in the outbox until BOOKING_REMINDER_MINUTES before it starts (none when
 * that is already past). Both are the system's word to the resident: no actor.
 */
async function recordBooked(
  tx: TDbOrTx,
  booking: { id: number; organizationId: number; target: TTarget; booker: TBooker },
  now: Date,
) {
  const { id, target } = booking;
  const event = {
    organizationId: booking.organizationId,
    propertyId: target.propertyId,
    subject: { type: 'reservation' as const, id },
    recipientId: booking.booker.userId,
    params: {
      reservationId: id,
      serviceName: target.service.name,
      startsAt: target.startAt.toISOString(),
    },
  };
  await recordNotificationEvent(tx, { ...event, type: 'booking_confirmed' });
  const remindAt = new Date(target.startAt.getTime() - BOOKING_REMINDER_MINUTES * 60_000);
  if (remindAt.getTime() > now.getTime()) {
    await recordNotificationEvent(tx, {
      ...event,
      type: 'booking_reminder',
      availableAt: remindAt,
    });
  }
}

/* ---------- Payment intents: finishing a charge and its booking ---------- */

/** Another run of the same intent (a retry, the reconciler) settled it first. */
class SettledMeanwhile extends Error {}

type TSettle = {
  db: Db;
  processor: TPaymentProcessor;
  now: () => Date;
  /** Stores the request's answer with the booking (a no-op for the reconciler). */
  keep: TKeepAnswer<number>;
};

const isRefusal = (error: unknown): error is AppError =>
  error instanceof AppError &&
  error.statusCode >= 400 &&
  error.statusCode < 500 &&
  error.code !== 'idempotency_in_progress';

const outcomeOf = ({ statusCode, code, message }: AppError) => ({ statusCode, code, message });

/** What a settled intent answers: its booking, or the refusal it got. */
function answerOf(intent: TPaymentIntentRow): number {
  if (intent.status === 'booked' && intent.reservationId !== null) return intent.reservationId;
  if (intent.outcome && intent.status !== 'pending') {
    const { statusCode, code, message } = intent.outcome;
    throw new AppError(statusCode, code as TErrorCode, message);
  }
  // Still being worked on elsewhere: a 5xx, so the Idempotency-Key is given up for a retry.
  throw new AppError(502, 'payment_failed', 'The payment is still being settled; retry shortly');
}

async function answerAgain(db: Db, key: string) {
  return answerOf((await findPaymentIntent(db, key))!);
}

/**
 * Finishes an intent from wherever it stopped: a pending one is charged with its key (the
 * processor answers the same charge if it was made), then booked if its place is still free,
 * else refunded; one stopped while refunding is refunded. Answers the reservation, or throws the
 * refusal the booking got. A processor that cannot be reached leaves it pending (a 5xx).
 * `prepared`: the request's target, when the caller has just built it.
 */
export async function settlePaymentIntent(
  ctx: TSettle,
  intent: TPaymentIntentRow,
  prepared?: TPrepared,
): Promise<number> {
  if (intent.status === 'refunding') {
    await refundIntent(ctx, intent);
    return answerAgain(ctx.db, intent.key);
  }
  if (intent.status !== 'pending') return answerOf(intent);
  if (intent.processor !== ctx.processor.name) {
    throw new AppError(502, 'payment_failed', `This charge was made with ${intent.processor}`);
  }
  const chargeId = await chargeIntent(ctx, intent);
  if (chargeId === null) return answerAgain(ctx.db, intent.key);
  const request = intent.request as TBookingRequest;
  try {
    return await storeBooking(ctx.db, {
      prepared: prepared ?? (await prepare(ctx.db, request, ctx.now())),
      request,
      amountCents: intent.amountCents,
      now: ctx.now,
      keep: ctx.keep,
      payment: { intentId: intent.id, processor: intent.processor, chargeId },
    });
  } catch (error) {
    if (error instanceof SettledMeanwhile) return answerAgain(ctx.db, intent.key);
    if (!isRefusal(error)) throw error;
    // The place was taken meanwhile (or the schedule is gone): the charge is given back.
    if (await startIntentRefund(ctx.db, intent.id, chargeId, outcomeOf(error))) {
      await refundIntent(ctx, { ...intent, chargeId });
    }
    return answerAgain(ctx.db, intent.key);
  }
}

/**
 * The intent's charge: the one recorded, or the processor's answer to the charge made (again)
 * with its key. Null when the processor refused the card (the intent is failed, nothing charged)
 * or another run settled it meanwhile.
 */
async function chargeIntent(ctx: TSettle, intent: TPaymentIntentRow): Promise<string | null> {
  if (intent.chargeId) return intent.chargeId;
  const request = intent.request as TBookingRequest;
  try {
    const { chargeId } = await ctx.processor.charge({
      token: intent.token ?? '',
      amountCents: intent.amountCents,
      currency: CURRENCY,
      description: request.description,
      idempotencyKey: intent.key,
    });
    await setIntentCharge(ctx.db, intent.id, chargeId);
    return chargeId;
  } catch (error) {
    if (!isRefusal(error)) throw error;
    await failPaymentIntent(ctx.db, intent.id, outcomeOf(error));
    return null;
  }
}

/** After this long, a refund the processor still cannot make is left to the manager. */
const REFUND_RETRY_HOURS = 24;

/**
 * Gives the charge back; a refund the processor refuses is kept for the manager to settle. One
 * it cannot make now (a 5xx, the network) stays refunding for the reconciler to retry, for
 * REFUND_RETRY_HOURS; meanwhile the request still answers the refusal its booking got.
 */
async function refundIntent(ctx: TSettle, intent: TPaymentIntentRow) {
  const retrying = intent.createdAt.getTime() > ctx.now().getTime() - REFUND_RETRY_HOURS * 3600_000;
  const refunded = await ctx.processor.refund(intent.chargeId!).then(
    () => true,
    (error: unknown) => {
      if (!isRefusal(error) && retrying) return null;
      return false;
    },
  );
  if (refunded === null) return;
  await finishIntentRefund(
    ctx.db,
    { ...intent, status: 'refunding' },
    refunded,
    propertyOf(intent),
  );
}

/** The building of an intent's booking (recorded without it: the resident's building). */
function propertyOf(intent: TPaymentIntentRow) {
  const request = intent.request as TBookingRequest;
  return request.propertyId ?? request.session.propertyId;
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
  await db.transaction(async (tx) => {
    // The service's lock: the freed place goes to the waitlist before any new booking sees it.
    await lockService(tx, reservation.service.id);
    if (!(await cancelOnce(tx, id, { canceledAt: now, canceledBy: session.userId }))) {
      throw bookingError('booking_not_cancellable');
    }
    await offerFreedPlace(tx, freedOf(reservation), now);
  });
  return findOwnReservation(db, session.userId, id);
}
