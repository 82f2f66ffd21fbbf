import { and, asc, desc, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  bookingEntities,
  bookingEventGroups,
  bookingEvents,
  payments,
  reservations,
} from '../../db/bookings-schema';
import type { Db } from '../../db/client';
import { properties, serviceCategories, services } from '../../db/schema';
import { visibleService } from '../bookings/service';
import type { TContentScope } from '../properties/content-scope';

const serviceColumns = {
  id: services.id,
  name: services.name,
  maximumActiveBookingsAllowedPerUser: services.maxActiveBookingsPerUser,
  maximumActiveBookingsAllowedPerUnit: services.maxActiveBookingsPerUnit,
  availableOnlyForUserSignedOnLease: services.availableOnlyForUserSignedOnLease,
};

/**
 * A schedule the caller can see (not deleted, of an active service of their scope), with its
 * service and the property whose clock and payments apply. No fare filter: a paid schedule of a
 * building without card payment answers payment_not_configured, not 404.
 */
export async function findEntityTarget(db: Db, scope: TContentScope, entityId: number) {
  const [row] = await db
    .select({
      entity: bookingEntities,
      service: serviceColumns,
      categoryPropertyId: serviceCategories.propertyId,
    })
    .from(bookingEntities)
    .innerJoin(services, eq(services.id, bookingEntities.serviceId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(
      and(
        eq(bookingEntities.id, entityId),
        eq(bookingEntities.deleted, false),
        visibleService(scope),
      ),
    );
  return row ?? null;
}

/** An event the caller can see (its group and it not deleted), with its group's service. */
export async function findEventTarget(db: Db, scope: TContentScope, eventId: number) {
  const [row] = await db
    .select({
      event: bookingEvents,
      service: serviceColumns,
      categoryPropertyId: serviceCategories.propertyId,
    })
    .from(bookingEvents)
    .innerJoin(bookingEventGroups, eq(bookingEventGroups.id, bookingEvents.groupId))
    .innerJoin(services, eq(services.id, bookingEventGroups.serviceId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(
      and(
        eq(bookingEvents.id, eventId),
        eq(bookingEvents.deleted, false),
        eq(bookingEventGroups.deleted, false),
        visibleService(scope),
      ),
    );
  return row ?? null;
}

export async function findPropertyPayments(db: Db, propertyId: number) {
  const [row] = await db
    .select({
      timeZone: properties.timeZone,
      paymentEnabled: properties.paymentEnabled,
      cardPaymentEnabled: properties.cardPaymentEnabled,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row ?? null;
}

/**
 * Serializes every booking of one service: capacity, seats and the per-user and per-unit
 * limits are all counted per service, so one row lock covers them (docs/decisions/007).
 */
export async function lockService(tx: Db, serviceId: number) {
  await tx
    .select({ id: services.id })
    .from(services)
    .where(eq(services.id, serviceId))
    .for('update');
}

/** Bookings of a service that are not cancelled and start after `now`, by user or by unit. */
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
      and(
        owner,
        eq(reservations.serviceId, filter.serviceId),
        isNull(reservations.canceledAt),
        gt(reservations.startAt, filter.now),
      ),
    );
}

export async function insertReservation(
  tx: Db,
  values: typeof reservations.$inferInsert,
  payment: Omit<typeof payments.$inferInsert, 'reservationId'> | null,
) {
  const [row] = await tx.insert(reservations).values(values).returning({ id: reservations.id });
  if (payment) await tx.insert(payments).values({ ...payment, reservationId: row!.id });
  return row!.id;
}

/**
 * A charge whose booking could not be stored: refunded, or (when the refund failed too) kept as
 * succeeded without a reservation, for the property manager to give back.
 */
export async function recordUnbookedCharge(
  db: Db,
  payment: Omit<typeof payments.$inferInsert, 'reservationId' | 'status' | 'refundedAt'>,
  refunded: boolean,
) {
  await db.insert(payments).values({
    ...payment,
    status: refunded ? 'refunded' : 'succeeded',
    refundedAt: refunded ? new Date() : null,
  });
}

/* ---------- Reading reservations ---------- */

const entityOf = alias(bookingEntities, 'booked_entity');
const eventOf = alias(bookingEvents, 'booked_event');

/** Reservations with what the answer names: service, schedule or event, prices, time zone. */
function selectReservations(db: Db) {
  return db
    .select({
      reservation: reservations,
      serviceName: services.name,
      entity: { id: entityOf.id, name: entityOf.name, price: entityOf.priceCents },
      event: { id: eventOf.id, name: eventOf.name, price: eventOf.priceCents },
      timeZone: properties.timeZone,
    })
    .from(reservations)
    .innerJoin(services, eq(services.id, reservations.serviceId))
    .innerJoin(properties, eq(properties.id, reservations.propertyId))
    .leftJoin(entityOf, eq(entityOf.id, reservations.entityId))
    .leftJoin(eventOf, eq(eventOf.id, reservations.eventId));
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

/** The payments of many reservations in one query. */
export async function findPaymentsOf(db: Db, reservationIds: readonly number[]) {
  if (reservationIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(inArray(payments.reservationId, [...reservationIds]))
    .orderBy(asc(payments.id));
}

/** A lease's reservations that count toward the unit limit: not cancelled, starting later. */
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
    .where(
      and(
        eq(reservations.leaseId, leaseId),
        isNull(reservations.canceledAt),
        gt(reservations.startAt, now),
      ),
    )
    .orderBy(asc(reservations.startAt), asc(reservations.id));
}

/** Cancels once: answers false when it was already cancelled (a concurrent cancel won). */
export async function markCancelled(db: Db, id: number, userId: number, now: Date) {
  const rows = await db
    .update(reservations)
    .set({ canceledAt: now, canceledBy: userId })
    .where(and(eq(reservations.id, id), isNull(reservations.canceledAt)))
    .returning({ id: reservations.id });
  return rows.length > 0;
}
