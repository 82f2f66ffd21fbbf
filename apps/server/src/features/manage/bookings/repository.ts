import { and, asc, eq, gt, gte, inArray, isNull, lt } from 'drizzle-orm';
import {
  bookingEntities,
  bookingEventGroups,
  bookingEvents,
  payments,
  reservations,
} from '../../../db/bookings-schema';
import type { Db, TDbOrTx } from '../../../db/client';
import { serviceCategories, services, units, users } from '../../../db/schema';

export type TEntityRow = typeof bookingEntities.$inferSelect;
export type TEntityValues = Omit<typeof bookingEntities.$inferInsert, 'id' | 'serviceId'>;
export type TGroupRow = typeof bookingEventGroups.$inferSelect;
export type TGroupValues = Pick<TGroupRow, 'name' | 'description' | 'priceCents'>;
export type TEventRow = typeof bookingEvents.$inferSelect;
export type TEventValues = Pick<
  TEventRow,
  'name' | 'description' | 'maxAvailable' | 'priceCents' | 'startAt' | 'endAt'
>;

/* ---------- Whose is it: service → category → property ---------- */

const owner = {
  serviceId: services.id,
  organizationId: serviceCategories.organizationId,
  propertyId: serviceCategories.propertyId,
};

export async function findServiceOwner(db: Db, serviceId: number) {
  const [row] = await db
    .select(owner)
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(eq(services.id, serviceId));
  return row ?? null;
}

export async function findEntityWithOwner(db: Db, entityId: number) {
  const [row] = await db
    .select({ entity: bookingEntities, owner })
    .from(bookingEntities)
    .innerJoin(services, eq(services.id, bookingEntities.serviceId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(and(eq(bookingEntities.id, entityId), eq(bookingEntities.deleted, false)));
  return row ?? null;
}

export async function findGroupWithOwner(db: Db, groupId: number) {
  const [row] = await db
    .select({ group: bookingEventGroups, owner })
    .from(bookingEventGroups)
    .innerJoin(services, eq(services.id, bookingEventGroups.serviceId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(and(eq(bookingEventGroups.id, groupId), eq(bookingEventGroups.deleted, false)));
  return row ?? null;
}

export async function findEventWithOwner(db: Db, eventId: number) {
  const [row] = await db
    .select({ event: bookingEvents, owner })
    .from(bookingEvents)
    .innerJoin(bookingEventGroups, eq(bookingEventGroups.id, bookingEvents.groupId))
    .innerJoin(services, eq(services.id, bookingEventGroups.serviceId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(
      and(
        eq(bookingEvents.id, eventId),
        eq(bookingEvents.deleted, false),
        eq(bookingEventGroups.deleted, false),
      ),
    );
  return row ?? null;
}

/* ---------- Schedules ---------- */

export async function findEntitiesOfService(db: Db, serviceId: number) {
  return db
    .select()
    .from(bookingEntities)
    .where(and(eq(bookingEntities.serviceId, serviceId), eq(bookingEntities.deleted, false)))
    .orderBy(asc(bookingEntities.position), asc(bookingEntities.id));
}

export async function insertEntity(tx: TDbOrTx, serviceId: number, values: TEntityValues) {
  const [row] = await tx
    .insert(bookingEntities)
    .values({ ...values, serviceId })
    .returning();
  return row!;
}

export async function updateEntity(tx: TDbOrTx, id: number, values: Partial<TEntityValues>) {
  const [row] = await tx
    .update(bookingEntities)
    .set(values)
    .where(eq(bookingEntities.id, id))
    .returning();
  return row!;
}

/* ---------- Event groups and events ---------- */

export async function findGroupsOfService(db: Db, serviceId: number) {
  return db
    .select()
    .from(bookingEventGroups)
    .where(and(eq(bookingEventGroups.serviceId, serviceId), eq(bookingEventGroups.deleted, false)))
    .orderBy(asc(bookingEventGroups.position), asc(bookingEventGroups.id));
}

/** Events of the groups not retired that have not ended, by start (one query for all groups). */
export async function findEventsOfGroups(db: Db, groupIds: readonly number[], now: Date) {
  if (groupIds.length === 0) return [];
  return db
    .select()
    .from(bookingEvents)
    .where(
      and(
        inArray(bookingEvents.groupId, [...groupIds]),
        eq(bookingEvents.deleted, false),
        gt(bookingEvents.endAt, now),
      ),
    )
    .orderBy(asc(bookingEvents.startAt), asc(bookingEvents.id));
}

export async function insertGroup(tx: TDbOrTx, serviceId: number, values: TGroupValues) {
  const [row] = await tx
    .insert(bookingEventGroups)
    .values({ ...values, serviceId })
    .returning();
  return row!;
}

export async function updateGroup(
  tx: TDbOrTx,
  id: number,
  values: Partial<TGroupValues & { deleted: boolean }>,
) {
  const [row] = await tx
    .update(bookingEventGroups)
    .set(values)
    .where(eq(bookingEventGroups.id, id))
    .returning();
  return row!;
}

export async function insertEvent(tx: TDbOrTx, groupId: number, values: TEventValues) {
  const [row] = await tx
    .insert(bookingEvents)
    .values({ ...values, groupId })
    .returning();
  return row!;
}

export async function updateEvent(
  tx: TDbOrTx,
  id: number,
  values: Partial<TEventValues & { deleted: boolean }>,
) {
  const [row] = await tx
    .update(bookingEvents)
    .set(values)
    .where(eq(bookingEvents.id, id))
    .returning();
  return row!;
}

/* ---------- Reservations ---------- */

/** A reservation as the calendar shows it: who booked, which unit, what. */
function selectCalendar(db: Db) {
  return db
    .select({
      reservation: reservations,
      firstName: users.firstName,
      lastName: users.lastName,
      unitNumber: units.number,
      entityName: bookingEntities.name,
      eventName: bookingEvents.name,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .leftJoin(units, eq(units.id, reservations.unitId))
    .leftJoin(bookingEntities, eq(bookingEntities.id, reservations.entityId))
    .leftJoin(bookingEvents, eq(bookingEvents.id, reservations.eventId));
}

/** Reservations of a service starting in [from, to), by start (index service_id, start_at). */
export async function findReservationsOfService(
  db: Db,
  filter: { serviceId: number; from: Date; to: Date; limit: number },
) {
  return selectCalendar(db)
    .where(
      and(
        eq(reservations.serviceId, filter.serviceId),
        gte(reservations.startAt, filter.from),
        lt(reservations.startAt, filter.to),
      ),
    )
    .orderBy(asc(reservations.startAt), asc(reservations.id))
    .limit(filter.limit);
}
export type TCalendarRow = Awaited<ReturnType<typeof findReservationsOfService>>[number];

export async function findCalendarRow(db: Db, id: number) {
  const [row] = await selectCalendar(db).where(eq(reservations.id, id));
  return row ?? null;
}

export async function findPaymentsOfReservations(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(inArray(payments.reservationId, [...ids]));
}

export async function findReservationRow(db: Db, id: number) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row ?? null;
}

/** Cancels once: null when it was already cancelled (a concurrent cancel won). */
export async function markCancelledByManager(
  tx: TDbOrTx,
  id: number,
  values: { canceledAt: Date; canceledBy: number; cancelNote: string },
) {
  const [row] = await tx
    .update(reservations)
    .set(values)
    .where(and(eq(reservations.id, id), isNull(reservations.canceledAt)))
    .returning();
  return row ?? null;
}

export async function markPaymentsRefunded(tx: TDbOrTx, ids: readonly number[], at: Date) {
  if (ids.length === 0) return;
  await tx
    .update(payments)
    .set({ status: 'refunded', refundedAt: at })
    .where(inArray(payments.id, [...ids]));
}
