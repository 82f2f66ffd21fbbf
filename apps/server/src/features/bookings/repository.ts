import { and, asc, count, eq, gt, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bookingEntities,
  bookingEventGroups,
  bookingEvents,
  reservations,
} from '../../db/bookings-schema';
import type { Db } from '../../db/client';
import { properties, serviceCategories, services } from '../../db/schema';
import { inContentScope } from '../../db/scope';
import type { TContentScope } from '../properties/content-scope';

type TWindow = { limit: number; offset: number };

/**
 * Who is looking: their content scope and which of its properties take cards. A row of an
 * organization-wide service is booked in the caller's own property, so it takes cards when
 * that property does (`ownPropertyTakesCards`).
 */
export type TCatalogViewer = {
  scope: TContentScope;
  cardPropertyIds: number[];
  ownPropertyTakesCards: boolean;
};

/** The fare filter in SQL: free, or in a property that takes cards. */
function passesFare(viewer: TCatalogViewer, price: AnyPgColumn): SQL {
  const conditions: (SQL | undefined)[] = [eq(price, 0)];
  if (viewer.cardPropertyIds.length > 0) {
    conditions.push(inArray(serviceCategories.propertyId, viewer.cardPropertyIds));
  }
  if (viewer.ownPropertyTakesCards) conditions.push(isNull(serviceCategories.propertyId));
  return or(...conditions) as SQL;
}

/** An active service of a visible category of the viewer's scope. */
export const visibleService = (scope: TContentScope) =>
  and(
    inContentScope(serviceCategories, scope),
    eq(serviceCategories.deleted, false),
    eq(services.active, true),
  );

/** The properties of the scope whose payment and card payment are both enabled. */
export async function findCardPropertyIds(db: Db, propertyIds: readonly number[]) {
  if (propertyIds.length === 0) return [];
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        inArray(properties.id, [...propertyIds]),
        eq(properties.paymentEnabled, true),
        eq(properties.cardPaymentEnabled, true),
      ),
    );
  return rows.map((row) => row.id);
}

export async function findTimeZone(db: Db, propertyId: number) {
  const [row] = await db
    .select({ timeZone: properties.timeZone })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.timeZone ?? null;
}

/* ---------- Schedules ---------- */

function visibleEntity(viewer: TCatalogViewer, filter: { serviceId?: number; entityId?: number }) {
  return and(
    visibleService(viewer.scope),
    eq(bookingEntities.deleted, false),
    passesFare(viewer, bookingEntities.priceCents),
    filter.serviceId === undefined ? undefined : eq(bookingEntities.serviceId, filter.serviceId),
    filter.entityId === undefined ? undefined : eq(bookingEntities.id, filter.entityId),
  );
}

export async function countEntities(
  db: Db,
  viewer: TCatalogViewer,
  filter: { serviceId?: number },
) {
  const [row] = await db
    .select({ n: count() })
    .from(bookingEntities)
    .innerJoin(services, eq(services.id, bookingEntities.serviceId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(visibleEntity(viewer, filter));
  return row?.n ?? 0;
}

export async function findEntities(
  db: Db,
  viewer: TCatalogViewer,
  filter: { serviceId?: number; entityId?: number },
  window: TWindow,
) {
  return db
    .select({ entity: bookingEntities, propertyId: serviceCategories.propertyId })
    .from(bookingEntities)
    .innerJoin(services, eq(services.id, bookingEntities.serviceId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(visibleEntity(viewer, filter))
    .orderBy(
      asc(serviceCategories.position),
      asc(services.position),
      asc(bookingEntities.position),
      asc(bookingEntities.id),
    )
    .limit(window.limit)
    .offset(window.offset);
}
export type TEntityRow = Awaited<ReturnType<typeof findEntities>>[number];

/** The schedule's bookings that are not cancelled and overlap [from, to): one query. */
export async function findTakenRanges(db: Db, entityId: number, from: Date, to: Date) {
  return db
    .select({ startAt: reservations.startAt, endAt: reservations.endAt })
    .from(reservations)
    .where(
      and(
        eq(reservations.entityId, entityId),
        isNull(reservations.canceledAt),
        lt(reservations.startAt, to),
        gt(reservations.endAt, from),
      ),
    );
}

/* ---------- Event groups and events ---------- */

function visibleGroup(viewer: TCatalogViewer, filter: { serviceId?: number; groupId?: number }) {
  return and(
    visibleService(viewer.scope),
    eq(bookingEventGroups.deleted, false),
    passesFare(viewer, bookingEventGroups.priceCents),
    filter.serviceId === undefined ? undefined : eq(bookingEventGroups.serviceId, filter.serviceId),
    filter.groupId === undefined ? undefined : eq(bookingEventGroups.id, filter.groupId),
  );
}

export async function countEventGroups(
  db: Db,
  viewer: TCatalogViewer,
  filter: { serviceId?: number },
) {
  const [row] = await db
    .select({ n: count() })
    .from(bookingEventGroups)
    .innerJoin(services, eq(services.id, bookingEventGroups.serviceId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(visibleGroup(viewer, filter));
  return row?.n ?? 0;
}

export async function findEventGroups(
  db: Db,
  viewer: TCatalogViewer,
  filter: { serviceId?: number },
  window: TWindow,
) {
  return db
    .select({ group: bookingEventGroups })
    .from(bookingEventGroups)
    .innerJoin(services, eq(services.id, bookingEventGroups.serviceId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(visibleGroup(viewer, filter))
    .orderBy(
      asc(serviceCategories.position),
      asc(services.position),
      asc(bookingEventGroups.position),
      asc(bookingEventGroups.id),
    )
    .limit(window.limit)
    .offset(window.offset);
}

type TEventFilter = { groupId?: number; endsAfter?: Date };

function visibleEvent(viewer: TCatalogViewer, filter: TEventFilter) {
  return and(
    visibleGroup(viewer, { groupId: filter.groupId }),
    eq(bookingEvents.deleted, false),
    passesFare(viewer, bookingEvents.priceCents),
    filter.endsAfter === undefined ? undefined : gt(bookingEvents.endAt, filter.endsAfter),
  );
}

export async function countEvents(db: Db, viewer: TCatalogViewer, filter: TEventFilter) {
  const [row] = await db
    .select({ n: count() })
    .from(bookingEvents)
    .innerJoin(bookingEventGroups, eq(bookingEventGroups.id, bookingEvents.groupId))
    .innerJoin(services, eq(services.id, bookingEventGroups.serviceId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(visibleEvent(viewer, filter));
  return row?.n ?? 0;
}

export async function findEvents(
  db: Db,
  viewer: TCatalogViewer,
  filter: TEventFilter,
  window: TWindow,
) {
  return db
    .select({ event: bookingEvents, serviceId: bookingEventGroups.serviceId })
    .from(bookingEvents)
    .innerJoin(bookingEventGroups, eq(bookingEventGroups.id, bookingEvents.groupId))
    .innerJoin(services, eq(services.id, bookingEventGroups.serviceId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(visibleEvent(viewer, filter))
    .orderBy(asc(bookingEvents.startAt), asc(bookingEvents.id))
    .limit(window.limit)
    .offset(window.offset);
}
export type TEventRow = Awaited<ReturnType<typeof findEvents>>[number];

/** Seats taken (bookings not cancelled) of many events, in one aggregate query. */
export async function countSeatsTaken(db: Db, eventIds: readonly number[]) {
  if (eventIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ eventId: reservations.eventId, n: count() })
    .from(reservations)
    .where(and(inArray(reservations.eventId, [...eventIds]), isNull(reservations.canceledAt)))
    .groupBy(reservations.eventId);
  return new Map(rows.map((row) => [row.eventId!, row.n]));
}
