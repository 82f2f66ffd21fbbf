import {
  addDays,
  BOOKING_SETUP_LIMITS,
  DEFAULT_TIME_ZONE,
  type TAuditEntity,
  type TManageCalendarQuery,
  type TManagedEvent,
  type TManagedEventGroup,
  type TManagedReservation,
  type TManagedReservationListResponse,
  type TManagedSchedule,
  type TManagedWaitlistEntry,
  type TManageSchedule,
  type ZManageEventGroupInput,
  type ZManageEventInput,
  zonedInstant,
} from '@habitat/shared';
import type { z } from 'zod';
import {
  findEntitiesOfService,
  findEntityWithOwner,
  findEventsOfGroups,
  findEventWithOwner,
  findGroupsOfService,
  findGroupWithOwner,
  insertEntity,
  insertEvent,
  insertGroup,
  type TEntityRow,
  type TEventRow,
  type TGroupRow,
  updateEntity,
  updateEvent,
  updateGroup,
} from '#server/data/booking-schedules';
import { recordNotificationEvent } from '#server/data/notification-events';
import {
  findPaymentsOfReservations,
  markPaymentsRefunded,
  type TPaymentRow,
} from '#server/data/payments';
import {
  cancelOnce,
  countSeatsTaken,
  findManagedReservation,
  findReservation,
  findReservationRow,
  findReservationsOfService,
  type TManagedReservationRow,
} from '#server/data/reservations';
import { findServiceOwner, lockService } from '#server/data/services';
import { findActiveOfService } from '#server/data/waitlists';
import type { Db, TDbOrTx } from '#server/db/client';
import { freedPlaceOf, offerFreedPlace } from '#server/features/booking/waitlist-offers';
import { recordAudit } from '#server/features/manage/audit/record';
import { managedItem, managedProperty } from '#server/features/manage/scope';
import type { TPaymentProcessor } from '#server/features/payments/processor';
import { AppError, conflict, notFound } from '#server/lib/errors';
import type { TSession } from '#server/lib/tokens';

type TCaller = { db: Db; session: TSession };

const timeZoneOf = (property: { timeZone: string }) => property.timeZone || DEFAULT_TIME_ZONE;

/**
 * The service's building (service → category → property), which the caller must manage; a
 * service of an organization-wide category is booked in every building, so no single
 * building's manager sets it up nor reads its bookings (managedItem: 403).
 */
async function managedService(db: Db, session: TSession, serviceId: number) {
  const { property } = await managedItem(
    db,
    session,
    await findServiceOwner(db, serviceId),
    'Service',
  );
  return { serviceId, property };
}

function audit(
  tx: TDbOrTx,
  session: TSession,
  entity: TAuditEntity,
  change: {
    id: number;
    action: string;
    propertyId: number;
    before: object | null;
    after: object | null;
  },
) {
  return recordAudit(tx, session, {
    entity,
    entityId: change.id,
    action: change.action,
    propertyId: change.propertyId,
    before: change.before as Record<string, unknown> | null,
    after: change.after as Record<string, unknown> | null,
  });
}

/* ---------- Schedules ---------- */

function toSchedule(row: TEntityRow): TManagedSchedule {
  return {
    id: row.id,
    service: row.serviceId,
    name: row.name,
    type: row.type,
    price: row.priceCents,
    step: row.step,
    minimumDuration: row.minimumDuration,
    maximumDuration: row.maximumDuration,
    bufferDuration: row.bufferDuration,
    maximumConcurrentBooking: row.maximumConcurrentBooking,
    ranges: row.ranges,
    dates: row.dates,
    bookingHorizonDays: row.bookingHorizonDays,
    waitlistHoldMinutes: row.waitlistHoldMinutes,
  };
}

const entityValues = (input: TManageSchedule) => ({
  name: input.name,
  priceCents: input.price,
  step: input.step,
  minimumDuration: input.minimumDuration,
  maximumDuration: input.maximumDuration,
  bufferDuration: input.bufferDuration,
  maximumConcurrentBooking: input.maximumConcurrentBooking,
  ranges: input.ranges,
  dates: input.dates,
  bookingHorizonDays: input.bookingHorizonDays,
  waitlistHoldMinutes: input.waitlistHoldMinutes,
});

/** The audited fields of a schedule (what the form edits). */
const scheduleFields = (row: TEntityRow) => ({
  ...entityValues(toSchedule(row)),
  deleted: row.deleted,
});

export async function listSchedules(options: TCaller & { serviceId: number }) {
  const { db, session } = options;
  const { serviceId, property } = await managedService(db, session, options.serviceId);
  const data = (await findEntitiesOfService(db, serviceId)).map(toSchedule);
  return { data, count: data.length, timeZone: timeZoneOf(property) };
}

export async function createSchedule(
  options: TCaller & { serviceId: number; input: TManageSchedule },
) {
  const { db, session, input } = options;
  const { serviceId, property } = await managedService(db, session, options.serviceId);
  return db.transaction(async (tx) => {
    const row = await insertEntity(tx, serviceId, entityValues(input));
    await audit(tx, session, 'booking_schedule', {
      id: row.id,
      action: 'create',
      propertyId: property.id,
      before: null,
      after: scheduleFields(row),
    });
    return toSchedule(row);
  });
}

async function managedSchedule(db: Db, session: TSession, entityId: number) {
  const found = await findEntityWithOwner(db, entityId);
  const { property } = await managedItem(db, session, found?.owner, 'Booking schedule');
  return { entity: found!.entity, property, serviceId: found!.owner.serviceId };
}

/** Replaces a schedule; bookings already made keep their times. */
export async function updateSchedule(
  options: TCaller & { entityId: number; input: TManageSchedule },
) {
  const { db, session, input } = options;
  const { entity, property, serviceId } = await managedSchedule(db, session, options.entityId);
  return db.transaction(async (tx) => {
    await lockService(tx, serviceId);
    const row = await updateEntity(tx, entity.id, entityValues(input));
    // A capacity raised or hours widened: the places it frees go to the waitlist first.
    await offerFreedPlace(tx, { serviceId, entityId: entity.id, range: null }, new Date());
    await audit(tx, session, 'booking_schedule', {
      id: row.id,
      action: 'update',
      propertyId: property.id,
      before: scheduleFields(entity),
      after: scheduleFields(row),
    });
    return toSchedule(row);
  });
}

/** Retired: residents can no longer book it; bookings already made stay. */
export async function retireSchedule(options: TCaller & { entityId: number }) {
  const { db, session } = options;
  const { entity, property } = await managedSchedule(db, session, options.entityId);
  await db.transaction(async (tx) => {
    await updateEntity(tx, entity.id, { deleted: true });
    await audit(tx, session, 'booking_schedule', {
      id: entity.id,
      action: 'retire',
      propertyId: property.id,
      before: scheduleFields(entity),
      after: null,
    });
  });
}

/* ---------- Event groups and events ---------- */

function toEvent(row: TEventRow, reserved: number): TManagedEvent {
  return {
    id: row.id,
    group: row.groupId,
    name: row.name,
    description: row.description,
    maxAvailable: row.maxAvailable,
    maxSeatsPerUser: row.maxSeatsPerUser,
    price: row.priceCents,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    reserved,
  };
}

const toGroup = (row: TGroupRow, events: TManagedEvent[]): TManagedEventGroup => ({
  id: row.id,
  service: row.serviceId,
  name: row.name,
  description: row.description,
  price: row.priceCents,
  bookingHorizonDays: row.bookingHorizonDays,
  waitlistHoldMinutes: row.waitlistHoldMinutes,
  events,
});

const groupFields = (row: TGroupRow) => ({
  name: row.name,
  description: row.description,
  priceCents: row.priceCents,
  bookingHorizonDays: row.bookingHorizonDays,
  waitlistHoldMinutes: row.waitlistHoldMinutes,
});
const eventFields = (row: TEventRow) => ({
  name: row.name,
  description: row.description,
  maxAvailable: row.maxAvailable,
  maxSeatsPerUser: row.maxSeatsPerUser,
  priceCents: row.priceCents,
  startAt: row.startAt,
  endAt: row.endAt,
});

/** The groups of a service with their events that have not ended and the seats taken. */
export async function listEventGroups(options: TCaller & { serviceId: number; now?: Date }) {
  const { db, session, now = new Date() } = options;
  const { serviceId, property } = await managedService(db, session, options.serviceId);
  const groups = await findGroupsOfService(db, serviceId);
  const events = await findEventsOfGroups(
    db,
    groups.map((group) => group.id),
    now,
  );
  const seats = await countSeatsTaken(
    db,
    events.map((event) => event.id),
  );
  const data = groups.map((group) =>
    toGroup(
      group,
      events
        .filter((event) => event.groupId === group.id)
        .slice(0, BOOKING_SETUP_LIMITS.eventsPerGroupMax)
        .map((event) => toEvent(event, seats.get(event.id) ?? 0)),
    ),
  );
  return { data, count: data.length, timeZone: timeZoneOf(property) };
}

type TGroupInput = z.output<typeof ZManageEventGroupInput>;
type TEventInput = z.output<typeof ZManageEventInput>;

const groupValues = (input: TGroupInput) => ({
  name: input.name,
  description: input.description,
  priceCents: input.price,
  bookingHorizonDays: input.bookingHorizonDays,
  waitlistHoldMinutes: input.waitlistHoldMinutes,
});

export async function createEventGroup(
  options: TCaller & { serviceId: number; input: TGroupInput },
) {
  const { db, session } = options;
  const { serviceId, property } = await managedService(db, session, options.serviceId);
  return db.transaction(async (tx) => {
    const row = await insertGroup(tx, serviceId, groupValues(options.input));
    await audit(tx, session, 'booking_event_group', {
      id: row.id,
      action: 'create',
      propertyId: property.id,
      before: null,
      after: groupFields(row),
    });
    return toGroup(row, []);
  });
}

async function managedGroup(db: Db, session: TSession, groupId: number) {
  const found = await findGroupWithOwner(db, groupId);
  const { property } = await managedItem(db, session, found?.owner, 'Event group');
  return { group: found!.group, property };
}

export async function updateEventGroup(options: TCaller & { groupId: number; input: TGroupInput }) {
  const { db, session } = options;
  const { group, property } = await managedGroup(db, session, options.groupId);
  return db.transaction(async (tx) => {
    const row = await updateGroup(tx, group.id, groupValues(options.input));
    await audit(tx, session, 'booking_event_group', {
      id: row.id,
      action: 'update',
      propertyId: property.id,
      before: groupFields(group),
      after: groupFields(row),
    });
    return toGroup(row, []);
  });
}

/** Retiring a group hides its events from residents (they are booked through it). */
export async function retireEventGroup(options: TCaller & { groupId: number }) {
  const { db, session } = options;
  const { group, property } = await managedGroup(db, session, options.groupId);
  await db.transaction(async (tx) => {
    await updateGroup(tx, group.id, { deleted: true });
    await audit(tx, session, 'booking_event_group', {
      id: group.id,
      action: 'retire',
      propertyId: property.id,
      before: groupFields(group),
      after: null,
    });
  });
}

/** An event costs its group's price unless the manager set its own. */
const eventValues = (input: TEventInput, group: Pick<TGroupRow, 'priceCents'>) => ({
  name: input.name,
  description: input.description,
  maxAvailable: input.maxAvailable,
  maxSeatsPerUser: input.maxSeatsPerUser,
  priceCents: input.price ?? group.priceCents,
  startAt: new Date(input.start),
  endAt: new Date(input.end),
});

export async function createEvent(options: TCaller & { groupId: number; input: TEventInput }) {
  const { db, session } = options;
  const { group, property } = await managedGroup(db, session, options.groupId);
  return db.transaction(async (tx) => {
    const row = await insertEvent(tx, group.id, eventValues(options.input, group));
    await audit(tx, session, 'booking_event', {
      id: row.id,
      action: 'create',
      propertyId: property.id,
      before: null,
      after: eventFields(row),
    });
    return toEvent(row, 0);
  });
}

async function managedEvent(db: Db, session: TSession, eventId: number) {
  const found = await findEventWithOwner(db, eventId);
  const { property } = await managedItem(db, session, found?.owner, 'Event');
  return { event: found!.event, property, serviceId: found!.owner.serviceId };
}

/** Edits an event; seats already taken stay even if the new seat count is lower. */
export async function updateManagedEvent(
  options: TCaller & { eventId: number; input: TEventInput },
) {
  const { db, session } = options;
  const { event, property, serviceId } = await managedEvent(db, session, options.eventId);
  const group = options.input.price === null ? await findGroupWithOwner(db, event.groupId) : null;
  const row = await db.transaction(async (tx) => {
    await lockService(tx, serviceId);
    const updated = await updateEvent(
      tx,
      event.id,
      eventValues(options.input, group?.group ?? { priceCents: event.priceCents }),
    );
    await audit(tx, session, 'booking_event', {
      id: updated.id,
      action: 'update',
      propertyId: property.id,
      before: eventFields(event),
      after: eventFields(updated),
    });
    // Seats added: they go to the waitlist first.
    await offerFreedPlace(tx, { serviceId, eventId: event.id }, new Date());
    return updated;
  });
  const seats = await countSeatsTaken(db, [row.id]);
  return toEvent(row, seats.get(row.id) ?? 0);
}

export async function retireEvent(options: TCaller & { eventId: number }) {
  const { db, session } = options;
  const { event, property } = await managedEvent(db, session, options.eventId);
  await db.transaction(async (tx) => {
    await updateEvent(tx, event.id, { deleted: true });
    await audit(tx, session, 'booking_event', {
      id: event.id,
      action: 'retire',
      propertyId: property.id,
      before: eventFields(event),
      after: null,
    });
  });
}

/* ---------- Calendar ---------- */

function paymentState(charges: readonly TPaymentRow[]): TManagedReservation['payment'] {
  if (charges.some((charge) => charge.status === 'succeeded')) return 'paid';
  return charges.length > 0 ? 'refunded' : 'free';
}

function toManagedReservation(row: TManagedReservationRow, charges: readonly TPaymentRow[]) {
  const { reservation } = row;
  return {
    id: reservation.id,
    start: reservation.startAt.toISOString(),
    end: reservation.endAt.toISOString(),
    resident: { id: reservation.userId, firstName: row.firstName, lastName: row.lastName },
    unit:
      reservation.unitId !== null && row.unitNumber !== null
        ? { id: reservation.unitId, number: row.unitNumber }
        : null,
    entity: row.entityName ? { id: reservation.entityId!, name: row.entityName } : null,
    event: row.eventName ? { id: reservation.eventId!, name: row.eventName } : null,
    total: reservation.totalCents,
    currency: reservation.currency,
    status: reservation.canceledAt ? 'cancelled' : 'active',
    payment: paymentState(charges.filter((charge) => charge.reservationId === reservation.id)),
    canceledAt: reservation.canceledAt?.toISOString() ?? null,
    cancelNote: reservation.cancelNote,
  } satisfies TManagedReservation;
}

async function withPayments(db: Db, rows: readonly TManagedReservationRow[]) {
  const charges = await findPaymentsOfReservations(
    db,
    rows.map((row) => row.reservation.id),
  );
  return rows.map((row) => toManagedReservation(row, charges));
}

/** The service's reservations starting on the dates asked, on the building's clock. */
export async function listServiceReservations(
  options: TCaller & { serviceId: number; query: TManageCalendarQuery },
): Promise<TManagedReservationListResponse> {
  const { db, session, query } = options;
  const { serviceId, property } = await managedService(db, session, options.serviceId);
  const timeZone = timeZoneOf(property);
  const rows = await findReservationsOfService(db, {
    serviceId,
    from: zonedInstant(query.from, 0, timeZone),
    to: zonedInstant(addDays(query.to, 1), 0, timeZone),
    limit: BOOKING_SETUP_LIMITS.calendarRowsMax,
  });
  const data = await withPayments(db, rows);
  const waiting = await findActiveOfService(db, {
    serviceId,
    from: zonedInstant(query.from, 0, timeZone),
    to: zonedInstant(addDays(query.to, 1), 0, timeZone),
  });
  return { data, count: data.length, timeZone, waitlist: waiting.map(toManagedWaitlistEntry) };
}

function toManagedWaitlistEntry(row: Awaited<ReturnType<typeof findActiveOfService>>[number]) {
  const { entry } = row;
  return {
    id: entry.id,
    event: entry.eventId,
    entity: entry.entityId,
    start: entry.startAt.toISOString(),
    end: entry.endAt.toISOString(),
    resident: { id: entry.userId, firstName: row.firstName, lastName: row.lastName },
    status: entry.status,
    offerExpiresAt:
      entry.status === 'offered' ? (entry.offerExpiresAt?.toISOString() ?? null) : null,
    createdAt: entry.createdAt.toISOString(),
  } satisfies TManagedWaitlistEntry;
}

/* ---------- Cancelling ---------- */

/** Gives every charge of the reservation back through the processor that made it. */
async function refundCharges(processor: TPaymentProcessor, charges: readonly TPaymentRow[]) {
  if (charges.some((charge) => charge.processor !== processor.name)) {
    throw conflict('This booking was paid through another card processor; refund it there');
  }
  for (const charge of charges) {
    await processor.refund(charge.chargeId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'payment_failed') throw error;
      throw new AppError(502, 'payment_failed', 'The card processor refused the refund');
    });
  }
}

/**
 * Cancels any reservation of a managed building with the manager's note. A paid one is
 * refunded first (a refused refund changes nothing), then cancelled with its payments marked
 * refunded, in one transaction with the audit row. Already cancelled: 409.
 */
export async function cancelReservationAsManager(
  options: TCaller & {
    processor: TPaymentProcessor;
    reservationId: number;
    note: string;
    now?: Date;
  },
): Promise<TManagedReservation> {
  const { db, session, processor, note, now = new Date() } = options;
  const reservation = await findReservationRow(db, options.reservationId);
  if (!reservation || reservation.organizationId !== session.organizationId) {
    throw notFound('Reservation');
  }
  const property = await managedProperty(db, session, reservation.propertyId);
  if (reservation.canceledAt) throw conflict('This reservation is already cancelled');
  const charges = (await findPaymentsOfReservations(db, [reservation.id])).filter(
    (charge) => charge.status === 'succeeded',
  );
  const booked = await findReservation(db, reservation.id);
  // Outside the transaction: the processor is another system (and the local one another query).
  await refundCharges(processor, charges);
  await db.transaction(async (tx) => {
    // The bookings' lock: the freed place goes to the waitlist before any new booking sees it.
    await lockService(tx, reservation.serviceId);
    const marks = { canceledAt: now, canceledBy: session.userId, cancelNote: note };
    if (!(await cancelOnce(tx, reservation.id, marks))) {
      throw conflict('This reservation is already cancelled');
    }
    await offerFreedPlace(tx, freedPlaceOf(reservation), now);
    await markPaymentsRefunded(
      tx,
      charges.map((charge) => charge.id),
      now,
    );
    const refundedCents = charges.reduce((sum, c) => sum + c.amountCents, 0);
    await audit(tx, session, 'reservation', {
      id: reservation.id,
      action: 'cancel',
      propertyId: property.id,
      before: { canceledAt: null, canceledBy: null, cancelNote: null },
      after: { ...marks, refundedCents },
    });
    // The resident learns why (the note) and what came back, not only that it is gone.
    await recordNotificationEvent(tx, {
      type: 'booking_cancelled',
      organizationId: reservation.organizationId,
      propertyId: property.id,
      actorId: session.userId,
      subject: { type: 'reservation', id: reservation.id },
      recipientId: reservation.userId,
      params: {
        reservationId: reservation.id,
        serviceName: booked?.serviceName,
        startsAt: reservation.startAt.toISOString(),
        note,
        refundCents: refundedCents,
      },
    });
  });
  const row = await findManagedReservation(db, reservation.id);
  const [managed] = await withPayments(db, [row!]);
  return managed!;
}
