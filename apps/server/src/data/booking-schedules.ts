/** Owns the tables booking_entities (schedules), booking_event_groups and booking_events. */

import { and, asc, count, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bookingEntities, bookingEventGroups, bookingEvents } from '#server/db/bookings-schema';
import type { Db, TDbOrTx } from '#server/db/client';
import type { TContentScope } from '#server/features/properties/content-scope';
import type { pageWindow } from '#server/lib/paging';
import { aliasedJoin } from './aliased-join';
import {
  joinServiceOf,
  serviceBookingRuleColumns,
  serviceDisplayOrder,
  serviceOwnerColumns,
  servicePropertyId,
  visibleService,
} from './services';

type TWindow = ReturnType<typeof pageWindow>;

export type TEntityRow = typeof bookingEntities.$inferSelect;
export type TEntityValues = Omit<typeof bookingEntities.$inferInsert, 'id' | 'serviceId'>;
export type TGroupRow = typeof bookingEventGroups.$inferSelect;
export type TGroupValues = Pick<
  TGroupRow,
  'name' | 'description' | 'priceCents' | 'bookingHorizonDays' | 'waitlistHoldMinutes'
>;
export type TEventRow = typeof bookingEvents.$inferSelect;
export type TEventValues = Pick<
  TEventRow,
  'name' | 'description' | 'maxAvailable' | 'maxSeatsPerUser' | 'priceCents' | 'startAt' | 'endAt'
>;

/* ---------- Predicates ---------- */

/** Not retired: residents may book it. */
const liveEntity = eq(bookingEntities.deleted, false);
const liveGroup = eq(bookingEventGroups.deleted, false);
/** An event is booked through its group: both must be live. */
const liveEvent = and(eq(bookingEvents.deleted, false), liveGroup);

/* ---------- What reservations join: the schedule or event booked ---------- */

/** A schedule joined in another aggregate's query (under the alias `as`), with what it shows. */
export function entityJoin<TAlias extends string>(as: TAlias) {
  return aliasedJoin({
    table: bookingEntities,
    as,
    on: 'id',
    columns: ['id', 'name', 'priceCents'],
  });
}

/** An event joined in another aggregate's query (under the alias `as`), with what it shows. */
export function eventJoin<TAlias extends string>(as: TAlias) {
  return aliasedJoin({ table: bookingEvents, as, on: 'id', columns: ['id', 'name', 'priceCents'] });
}

/* ---------- Residents: the catalog ---------- */

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
    conditions.push(inArray(servicePropertyId, viewer.cardPropertyIds));
  }
  if (viewer.ownPropertyTakesCards) conditions.push(isNull(servicePropertyId));
  return or(...conditions) as SQL;
}

/** A table of the catalog's lists: schedules and event groups, each of a service, at a price. */
type TCatalogTable = typeof bookingEntities | typeof bookingEventGroups;

/** The live rows of `table` the viewer sees (visible service, a fare they may pay), maybe fewer. */
function visibleIn(options: {
  table: TCatalogTable;
  live: SQL;
  viewer: TCatalogViewer;
  filter: { serviceId?: number; id?: number };
}) {
  const { table, live, viewer, filter } = options;
  return and(
    visibleService(viewer.scope),
    live,
    passesFare(viewer, table.priceCents),
    filter.serviceId === undefined ? undefined : eq(table.serviceId, filter.serviceId),
    filter.id === undefined ? undefined : eq(table.id, filter.id),
  );
}

/** How many rows of `table` a condition keeps, their service and its category joined. */
async function countWithService(db: Db, table: TCatalogTable, where: SQL | undefined) {
  const query = db.select({ n: count() }).from(table).$dynamic();
  const [row] = await joinServiceOf(query, table.serviceId).where(where);
  return row?.n ?? 0;
}

const visibleEntity = (viewer: TCatalogViewer, filter: { serviceId?: number; entityId?: number }) =>
  visibleIn({
    table: bookingEntities,
    live: liveEntity,
    viewer,
    filter: { serviceId: filter.serviceId, id: filter.entityId },
  });

export async function countEntities(
  db: Db,
  viewer: TCatalogViewer,
  filter: { serviceId?: number },
) {
  return countWithService(db, bookingEntities, visibleEntity(viewer, filter));
}

export async function findEntities(
  db: Db,
  viewer: TCatalogViewer,
  filter: { serviceId?: number; entityId?: number },
  window: TWindow,
) {
  const query = db
    .select({ entity: bookingEntities, propertyId: servicePropertyId })
    .from(bookingEntities)
    .$dynamic();
  return joinServiceOf(query, bookingEntities.serviceId)
    .where(visibleEntity(viewer, filter))
    .orderBy(...serviceDisplayOrder(), asc(bookingEntities.position), asc(bookingEntities.id))
    .limit(window.limit)
    .offset(window.offset);
}
export type TCatalogEntityRow = Awaited<ReturnType<typeof findEntities>>[number];

const visibleGroup = (viewer: TCatalogViewer, filter: { serviceId?: number; groupId?: number }) =>
  visibleIn({
    table: bookingEventGroups,
    live: liveGroup,
    viewer,
    filter: { serviceId: filter.serviceId, id: filter.groupId },
  });

export async function countEventGroups(
  db: Db,
  viewer: TCatalogViewer,
  filter: { serviceId?: number },
) {
  return countWithService(db, bookingEventGroups, visibleGroup(viewer, filter));
}

export async function findEventGroups(
  db: Db,
  viewer: TCatalogViewer,
  filter: { serviceId?: number },
  window: TWindow,
) {
  const query = db.select({ group: bookingEventGroups }).from(bookingEventGroups).$dynamic();
  return joinServiceOf(query, bookingEventGroups.serviceId)
    .where(visibleGroup(viewer, filter))
    .orderBy(...serviceDisplayOrder(), asc(bookingEventGroups.position), asc(bookingEventGroups.id))
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
  const query = db
    .select({ n: count() })
    .from(bookingEvents)
    .innerJoin(bookingEventGroups, eq(bookingEventGroups.id, bookingEvents.groupId))
    .$dynamic();
  const [row] = await joinServiceOf(query, bookingEventGroups.serviceId).where(
    visibleEvent(viewer, filter),
  );
  return row?.n ?? 0;
}

export async function findEvents(
  db: Db,
  viewer: TCatalogViewer,
  filter: TEventFilter,
  window: TWindow,
) {
  const query = db
    .select({ event: bookingEvents, serviceId: bookingEventGroups.serviceId })
    .from(bookingEvents)
    .innerJoin(bookingEventGroups, eq(bookingEventGroups.id, bookingEvents.groupId))
    .$dynamic();
  return joinServiceOf(query, bookingEventGroups.serviceId)
    .where(visibleEvent(viewer, filter))
    .orderBy(asc(bookingEvents.startAt), asc(bookingEvents.id))
    .limit(window.limit)
    .offset(window.offset);
}
export type TCatalogEventRow = Awaited<ReturnType<typeof findEvents>>[number];

/* ---------- Residents: what a booking is made on ---------- */

/**
 * A schedule the caller can see (not retired, of an active service of their scope), with its
 * service's booking rules and the property it is booked in. No fare filter: a paid schedule of
 * a building without card payment answers payment_not_configured, not 404.
 */
export async function findEntityTarget(db: Db, scope: TContentScope, entityId: number) {
  const query = db
    .select({
      entity: bookingEntities,
      service: serviceBookingRuleColumns,
      categoryPropertyId: servicePropertyId,
    })
    .from(bookingEntities)
    .$dynamic();
  const [row] = await joinServiceOf(query, bookingEntities.serviceId).where(
    and(eq(bookingEntities.id, entityId), liveEntity, visibleService(scope)),
  );
  return row ?? null;
}

/** An event the caller can see (it and its group live), with its group's service and horizon. */
export async function findEventTarget(db: Db, scope: TContentScope, eventId: number) {
  const query = db
    .select({
      event: bookingEvents,
      bookingHorizonDays: bookingEventGroups.bookingHorizonDays,
      service: serviceBookingRuleColumns,
      categoryPropertyId: servicePropertyId,
    })
    .from(bookingEvents)
    .innerJoin(bookingEventGroups, eq(bookingEventGroups.id, bookingEvents.groupId))
    .$dynamic();
  const [row] = await joinServiceOf(query, bookingEventGroups.serviceId).where(
    and(eq(bookingEvents.id, eventId), liveEvent, visibleService(scope)),
  );
  return row ?? null;
}

/* ---------- Console: whose is it (service → category → property) ---------- */

export async function findEntityWithOwner(db: Db, entityId: number) {
  const query = db
    .select({ entity: bookingEntities, owner: serviceOwnerColumns })
    .from(bookingEntities)
    .$dynamic();
  const [row] = await joinServiceOf(query, bookingEntities.serviceId).where(
    and(eq(bookingEntities.id, entityId), liveEntity),
  );
  return row ?? null;
}

export async function findGroupWithOwner(db: Db, groupId: number) {
  const query = db
    .select({ group: bookingEventGroups, owner: serviceOwnerColumns })
    .from(bookingEventGroups)
    .$dynamic();
  const [row] = await joinServiceOf(query, bookingEventGroups.serviceId).where(
    and(eq(bookingEventGroups.id, groupId), liveGroup),
  );
  return row ?? null;
}

/** An event live, whose service it is, and its group's waitlist hold (null: the default). */
export async function findEventWithOwner(db: Db, eventId: number) {
  const query = db
    .select({
      event: bookingEvents,
      owner: serviceOwnerColumns,
      waitlistHoldMinutes: bookingEventGroups.waitlistHoldMinutes,
    })
    .from(bookingEvents)
    .innerJoin(bookingEventGroups, eq(bookingEventGroups.id, bookingEvents.groupId))
    .$dynamic();
  const [row] = await joinServiceOf(query, bookingEventGroups.serviceId).where(
    and(eq(bookingEvents.id, eventId), liveEvent),
  );
  return row ?? null;
}

/* ---------- Console: schedules ---------- */

export async function findEntitiesOfService(db: Db, serviceId: number) {
  return db
    .select()
    .from(bookingEntities)
    .where(and(eq(bookingEntities.serviceId, serviceId), liveEntity))
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

/* ---------- Console: event groups and events ---------- */

export async function findGroupsOfService(db: Db, serviceId: number) {
  return db
    .select()
    .from(bookingEventGroups)
    .where(and(eq(bookingEventGroups.serviceId, serviceId), liveGroup))
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
