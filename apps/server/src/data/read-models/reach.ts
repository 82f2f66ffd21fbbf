/**
 * Read model: who hears about a building (the notifications' fan-out), as subqueries of user ids,
 * and how many a news item or an emergency message reached. It reads leases, lease_signers, units,
 * properties, property_managers, notification_events and notifications through their owners'
 * joins, under the tables' own names so the leases' predicates apply; it owns no table.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, TDbOrTx } from '#server/db/client';
import type { TNotificationSubject } from '#server/db/notifications-schema';
import { signerJoin } from '../lease-signers';
import { inForceOn, leaseJoin } from '../leases';
import { managerJoin } from '../managers';
import { eventJoin } from '../notification-events';
import { inboxJoin } from '../notifications';
import { propertyJoin, unitJoin } from '../properties';

const leases = leaseJoin('leases');
const leaseSigners = signerJoin('lease_signers');
const units = unitJoin('units');
const properties = propertyJoin('properties');
const propertyManagers = managerJoin('property_managers');
const notificationEvents = eventJoin('notification_events');
const notifications = inboxJoin('notifications');

/** A property, or every property of the organization when `propertyId` is null. */
const ofBuilding = (where: { organizationId: number; propertyId: number | null }) =>
  where.propertyId === null
    ? eq(properties.organizationId, where.organizationId)
    : and(eq(properties.organizationId, where.organizationId), eq(properties.id, where.propertyId));

/**
 * The residents of a building as a subquery of user ids (for a bulk INSERT … SELECT): the
 * signers of a lease in force on `today` in one of its units.
 */
export function residentIdsOf(
  db: TDbOrTx,
  where: { organizationId: number; propertyId: number | null },
  today: string,
) {
  return db
    .selectDistinct({ userId: leaseSigners.userId })
    .from(leaseSigners.table)
    .innerJoin(leases.table, eq(leases.id, leaseSigners.leaseId))
    .innerJoin(units.table, eq(units.id, leases.unitId))
    .innerJoin(properties.table, eq(properties.id, units.propertyId))
    .where(and(ofBuilding(where), inForceOn(today)));
}

/** The managers of a building as a subquery of user ids. */
export function managerIdsOf(
  db: TDbOrTx,
  where: { organizationId: number; propertyId: number | null },
) {
  return db
    .selectDistinct({ userId: propertyManagers.userId })
    .from(propertyManagers.table)
    .innerJoin(properties.table, eq(properties.id, propertyManagers.propertyId))
    .where(ofBuilding(where));
}

/**
 * Per subject (a news item, an emergency message), how many people its events reached (an inbox
 * row) and how many of them read it; a subject nobody was told of is absent.
 */
export async function countReach(
  db: Db,
  subjectType: TNotificationSubject,
  subjectIds: readonly number[],
) {
  if (subjectIds.length === 0) return new Map<number, { reached: number; read: number }>();
  const rows = await db
    .select({
      subjectId: notificationEvents.subjectId,
      reached: sql<number>`count(distinct ${notifications.userId})`.mapWith(Number),
      read: sql<number>`count(distinct ${notifications.userId}) filter (where ${notifications.readAt} is not null)`.mapWith(
        Number,
      ),
    })
    .from(notificationEvents.table)
    .innerJoin(notifications.table, eq(notifications.eventId, notificationEvents.id))
    .where(
      and(
        eq(notificationEvents.subjectType, subjectType),
        inArray(notificationEvents.subjectId, [...subjectIds]),
      ),
    )
    .groupBy(notificationEvents.subjectId);
  return new Map(rows.map(({ subjectId, ...reach }) => [subjectId!, reach]));
}
