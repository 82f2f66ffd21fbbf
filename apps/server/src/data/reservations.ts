/** Owns the table reservations: bookings of a schedule's time range or of an event's seat. */

import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import { reservations } from '#server/db/bookings-schema';
import type { Db, TDbOrTx } from '#server/db/client';
import { entityJoin, eventJoin } from './booking-schedules';
import { insertPayment, type TPaymentValues } from './payments';
import { propertyJoin, unitJoin } from './properties';
import { serviceJoin } from './services';
import { personMatches } from './text-search';
import { userJoin } from './users';

/* ---------- Predicates ---------- */

/** Not cancelled: it holds its slot or seat. */
const isActive = isNull(reservations.canceledAt);

/** Counts toward the per-user and per-unit limits: active and not started yet. */
const countsTowardLimits = (now: Date) => and(isActive, gt(reservations.startAt, now));

/** Starts in [from, to). */
const startsBetween = (from: Date, to: Date) =>
  and(gte(reservations.startAt, from), lt(reservations.startAt, to));

/* ---------- Booking: availability and limits ---------- */

/** The schedule's active bookings that overlap [from, to): one query. */
export async function findTakenRanges(db: Db, entityId: number, from: Date, to: Date) {
  return db
    .select({ startAt: reservations.startAt, endAt: reservations.endAt })
    .from(reservations)
    .where(
      and(
        eq(reservations.entityId, entityId),
        isActive,
        lt(reservations.startAt, to),
        gt(reservations.endAt, from),
      ),
    );
}

/** Seats taken (active bookings) of many events, in one aggregate query; a user's own, if given. */
export async function countSeatsTaken(db: Db, eventIds: readonly number[], userId?: number) {
  if (eventIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ eventId: reservations.eventId, n: count() })
    .from(reservations)
    .where(
      and(
        inArray(reservations.eventId, [...eventIds]),
        isActive,
        userId === undefined ? undefined : eq(reservations.userId, userId),
      ),
    )
    .groupBy(reservations.eventId);
  return new Map(rows.map((row) => [row.eventId!, row.n]));
}

/** A user's or a unit's bookings of a service that count toward its limits. */
export async function findUpcomingOfService(
  db: Db,
  filter: { serviceId: number; now: Date; userId?: number; unitId?: number },
) {
  const owner: SQL | undefined =
    filter.userId !== undefined
      ? eq(reservations.userId, filter.userId)
      : filter.unitId !== undefined
        ? eq(reservations.unitId, filter.unitId)
        : undefined;
  if (!owner) return [];
  return db
    .select({
      service: reservations.serviceId,
      start: reservations.startAt,
      end: reservations.endAt,
      canceledAt: reservations.canceledAt,
    })
    .from(reservations)
    .where(
      and(owner, eq(reservations.serviceId, filter.serviceId), countsTowardLimits(filter.now)),
    );
}

/** A lease's bookings that count toward the unit limit, by start. */
export async function findUpcomingOfLease(db: Db, leaseId: number, now: Date) {
  return db
    .select({
      id: reservations.id,
      service: reservations.serviceId,
      entity: reservations.entityId,
      event: reservations.eventId,
      start: reservations.startAt,
      end: reservations.endAt,
    })
    .from(reservations)
    .where(and(eq(reservations.leaseId, leaseId), countsTowardLimits(now)))
    .orderBy(asc(reservations.startAt), asc(reservations.id));
}

/** Stores a booking and, when it was paid, its payment. */
export async function insertReservation(
  tx: TDbOrTx,
  values: typeof reservations.$inferInsert,
  payment: Omit<TPaymentValues, 'reservationId' | 'propertyId'> | null,
) {
  const [row] = await tx.insert(reservations).values(values).returning({ id: reservations.id });
  if (payment) {
    await insertPayment(tx, { ...payment, reservationId: row!.id, propertyId: values.propertyId });
  }
  return row!.id;
}

/** Cancels once: answers false when it was already cancelled (a concurrent cancel won). */
export async function cancelOnce(
  tx: TDbOrTx,
  id: number,
  marks: { canceledAt: Date; canceledBy: number; cancelNote?: string },
) {
  const rows = await tx
    .update(reservations)
    .set(marks)
    .where(and(eq(reservations.id, id), isActive))
    .returning({ id: reservations.id });
  return rows.length > 0;
}

/* ---------- Residents: their reservations ---------- */

const service = serviceJoin('service');
const property = propertyJoin('property');
const entity = entityJoin('booked_entity');
const event = eventJoin('booked_event');

/**
 * Reservations with what the answer names: service, schedule or event, time zone. Not their
 * prices today: a booking keeps the price it was made at.
 */
function selectReservations(db: Db) {
  return db
    .select({
      reservation: reservations,
      serviceName: service.name,
      entity: { id: entity.id, name: entity.name },
      event: { id: event.id, name: event.name },
      timeZone: property.timeZone,
    })
    .from(reservations)
    .innerJoin(service.table, service.on(reservations.serviceId))
    .innerJoin(property.table, property.on(reservations.propertyId))
    .leftJoin(entity.table, entity.on(reservations.entityId))
    .leftJoin(event.table, event.on(reservations.eventId));
}
export type TReservationRow = Awaited<
  ReturnType<ReturnType<typeof selectReservations>['where']>
>[number];

export async function findReservation(db: Db, id: number) {
  const [row] = await selectReservations(db).where(eq(reservations.id, id));
  return row ?? null;
}

/** Every reservation of a user, cancelled too, latest start first. */
export async function findReservationsOfUser(db: Db, userId: number) {
  return selectReservations(db)
    .where(eq(reservations.userId, userId))
    .orderBy(desc(reservations.startAt), desc(reservations.id));
}

/** A user's next active bookings (those under way too), soonest first. */
export async function findNextOfUser(db: Db, userId: number, now: Date, limit: number) {
  return selectReservations(db)
    .where(and(eq(reservations.userId, userId), isActive, gt(reservations.endAt, now)))
    .orderBy(asc(reservations.startAt), asc(reservations.id))
    .limit(limit);
}

/* ---------- Residents: calendars ---------- */

/**
 * What a calendar shows of a reservation: its times, what was booked and where (the building's
 * name and address, which the reservations API does not answer; no payments), in one query.
 */
function selectCalendarReservations(db: Db) {
  return db
    .select({
      id: reservations.id,
      userId: reservations.userId,
      startAt: reservations.startAt,
      endAt: reservations.endAt,
      totalCents: reservations.totalCents,
      canceledAt: reservations.canceledAt,
      createdAt: reservations.createdAt,
      serviceName: service.name,
      entityName: entity.name,
      eventName: event.name,
      propertyName: property.name,
      address: property.addressFull,
    })
    .from(reservations)
    .innerJoin(service.table, service.on(reservations.serviceId))
    .innerJoin(property.table, property.on(reservations.propertyId))
    .leftJoin(entity.table, entity.on(reservations.entityId))
    .leftJoin(event.table, event.on(reservations.eventId));
}
export type TCalendarReservation = Awaited<ReturnType<typeof listCalendarReservations>>[number];

export async function findCalendarReservation(db: Db, id: number) {
  const [row] = await selectCalendarReservations(db).where(eq(reservations.id, id));
  return row ?? null;
}

/** A user's active bookings that end after `since`, by start; at most `limit`. */
export function listCalendarReservations(
  db: Db,
  options: { userId: number; since: Date; limit: number },
) {
  return selectCalendarReservations(db)
    .where(
      and(eq(reservations.userId, options.userId), isActive, gt(reservations.endAt, options.since)),
    )
    .orderBy(asc(reservations.startAt), asc(reservations.id))
    .limit(options.limit);
}

/* ---------- Console ---------- */

const resident = userJoin('resident');
const unit = unitJoin('unit');

/** A reservation as the console's calendar shows it: who booked, which unit, what. */
function selectManagedReservations(db: Db) {
  return db
    .select({
      reservation: reservations,
      firstName: resident.firstName,
      lastName: resident.lastName,
      unitNumber: unit.number,
      entityName: entity.name,
      eventName: event.name,
    })
    .from(reservations)
    .innerJoin(resident.table, resident.on(reservations.userId))
    .leftJoin(unit.table, unit.on(reservations.unitId))
    .leftJoin(entity.table, entity.on(reservations.entityId))
    .leftJoin(event.table, event.on(reservations.eventId));
}

/** Reservations of a service starting in [from, to), by start (index service_id, start_at). */
export async function findReservationsOfService(
  db: Db,
  filter: { serviceId: number; from: Date; to: Date; limit: number },
) {
  return selectManagedReservations(db)
    .where(and(eq(reservations.serviceId, filter.serviceId), startsBetween(filter.from, filter.to)))
    .orderBy(asc(reservations.startAt), asc(reservations.id))
    .limit(filter.limit);
}
export type TManagedReservationRow = Awaited<ReturnType<typeof findReservationsOfService>>[number];

/**
 * A building's reservations of every service starting in [from, to), by start, in one query
 * (index property_id, start_at): what, who, which unit. `q` keeps those whose resident's name
 * or unit number holds it.
 */
export async function findReservationsOfProperty(
  db: Db,
  filter: { propertyId: number; from: Date; to: Date; q?: string; limit: number },
) {
  const found = personMatches(filter.q, resident, [unit.number]);
  return db
    .select({
      id: reservations.id,
      startAt: reservations.startAt,
      endAt: reservations.endAt,
      canceledAt: reservations.canceledAt,
      serviceId: reservations.serviceId,
      serviceName: service.name,
      entityName: entity.name,
      eventName: event.name,
      userId: reservations.userId,
      firstName: resident.firstName,
      lastName: resident.lastName,
      unitId: reservations.unitId,
      unitNumber: unit.number,
    })
    .from(reservations)
    .innerJoin(service.table, service.on(reservations.serviceId))
    .innerJoin(resident.table, resident.on(reservations.userId))
    .leftJoin(unit.table, unit.on(reservations.unitId))
    .leftJoin(entity.table, entity.on(reservations.entityId))
    .leftJoin(event.table, event.on(reservations.eventId))
    .where(
      and(
        eq(reservations.propertyId, filter.propertyId),
        startsBetween(filter.from, filter.to),
        found,
      ),
    )
    .orderBy(asc(reservations.startAt), asc(reservations.id))
    .limit(filter.limit);
}
export type TPropertyReservationRow = Awaited<
  ReturnType<typeof findReservationsOfProperty>
>[number];

export async function findManagedReservation(db: Db, id: number) {
  const [row] = await selectManagedReservations(db).where(eq(reservations.id, id));
  return row ?? null;
}

export async function findReservationRow(db: Db, id: number) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row ?? null;
}

/**
 * One page of a user's bookings in some properties (the caller's buildings), cancelled ones
 * too, with the whole count: `upcoming` (not ended at `now`) soonest first, `past` latest
 * first. One query, what was booked joined in.
 */
export async function findReservationsOfUserIn(
  db: Db,
  options: {
    userId: number;
    propertyIds: readonly number[];
    when: 'upcoming' | 'past';
    now: Date;
    limit: number;
    offset: number;
  },
) {
  if (options.propertyIds.length === 0) return [];
  const upcoming = options.when === 'upcoming';
  const order = upcoming ? asc : desc;
  return db
    .select({
      id: reservations.id,
      userId: reservations.userId,
      serviceId: reservations.serviceId,
      serviceName: service.name,
      entityName: entity.name,
      eventName: event.name,
      startAt: reservations.startAt,
      endAt: reservations.endAt,
      totalCents: reservations.totalCents,
      canceledAt: reservations.canceledAt,
      canceledBy: reservations.canceledBy,
      total: sql<number>`cast(count(*) over () as integer)`,
    })
    .from(reservations)
    .innerJoin(service.table, service.on(reservations.serviceId))
    .leftJoin(entity.table, entity.on(reservations.entityId))
    .leftJoin(event.table, event.on(reservations.eventId))
    .where(
      and(
        eq(reservations.userId, options.userId),
        inArray(reservations.propertyId, [...options.propertyIds]),
        upcoming ? gt(reservations.endAt, options.now) : lte(reservations.endAt, options.now),
      ),
    )
    .orderBy(order(reservations.startAt), order(reservations.id))
    .limit(options.limit)
    .offset(options.offset);
}

/** The property's active bookings starting in [from, to) (the console's dashboard). */
export async function countReservationsStarting(
  db: Db,
  options: { propertyId: number; from: Date; to: Date },
) {
  const [row] = await db
    .select({ n: count() })
    .from(reservations)
    .where(
      and(
        eq(reservations.propertyId, options.propertyId),
        isActive,
        startsBetween(options.from, options.to),
      ),
    );
  return row?.n ?? 0;
}
