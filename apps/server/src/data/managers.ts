/** Owns property_managers. */

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, TDbOrTx } from '#server/db/client';
import { propertyManagers } from '#server/db/schema';
import { aliasedJoin, shownColumns } from './aliased-join';
import { propertyJoin } from './properties';
import { userJoin } from './users';

/** A property's managers joined in another module's query (under the alias `as`). */
export function managerJoin<TAlias extends string>(as: TAlias) {
  return aliasedJoin({ table: propertyManagers, as, columns: ['propertyId', 'userId'] });
}

/** The managed buildings, joined under the table's own name. */
const properties = propertyJoin('properties');

const managedBy = (userId: number) => eq(propertyManagers.userId, userId);

export async function isManagerOf(db: Db, userId: number, propertyId: number) {
  const [row] = await db
    .select({ userId: propertyManagers.userId })
    .from(propertyManagers)
    .where(and(managedBy(userId), eq(propertyManagers.propertyId, propertyId)));
  return row !== undefined;
}

export async function findManagedPropertyIds(db: Db, userId: number) {
  const rows = await db
    .select({ propertyId: propertyManagers.propertyId })
    .from(propertyManagers)
    .where(managedBy(userId));
  return rows.map((row) => row.propertyId);
}

/** The properties a manager manages, by name. */
export async function findManagedProperties(db: TDbOrTx, userId: number) {
  return db
    .select(shownColumns(properties))
    .from(propertyManagers)
    .innerJoin(properties.table, properties.on(propertyManagers.propertyId))
    .where(managedBy(userId))
    .orderBy(asc(properties.name), asc(properties.id));
}
export type TManagedPropertyRow = Awaited<ReturnType<typeof findManagedProperties>>[number];

/** Makes the user a manager of the property (false: they already were). */
export async function addPropertyManager(
  db: TDbOrTx,
  values: { propertyId: number; userId: number },
) {
  const added = await db
    .insert(propertyManagers)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: propertyManagers.userId });
  return added.length > 0;
}

/** The property's managers with what the console shows of them, by name. */
export async function findManagersOfProperty(db: Db, propertyId: number) {
  const manager = userJoin('manager');
  return db
    .select({
      id: manager.id,
      email: manager.email,
      firstName: manager.firstName,
      lastName: manager.lastName,
      deactivatedAt: manager.deactivatedAt,
    })
    .from(propertyManagers)
    .innerJoin(manager.table, manager.on(propertyManagers.userId))
    .where(eq(propertyManagers.propertyId, propertyId))
    .orderBy(sql`lower(${manager.lastName})`, sql`lower(${manager.firstName})`, asc(manager.id));
}

/** How many managers the property has (read under its row's lock to keep the last one). */
export async function countManagersOfProperty(db: TDbOrTx, propertyId: number) {
  const [row] = await db
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(propertyManagers)
    .where(eq(propertyManagers.propertyId, propertyId));
  return row?.n ?? 0;
}

/** Takes the user off the property's managers; false when they were not one. */
export async function removePropertyManager(
  db: TDbOrTx,
  values: { propertyId: number; userId: number },
) {
  const removed = await db
    .delete(propertyManagers)
    .where(
      and(
        eq(propertyManagers.propertyId, values.propertyId),
        eq(propertyManagers.userId, values.userId),
      ),
    )
    .returning({ userId: propertyManagers.userId });
  return removed.length > 0;
}

/** Whether the user manages every property of the organization (and it has one at least). */
export async function managesEveryProperty(db: TDbOrTx, userId: number, organizationId: number) {
  const [row] = await db
    .select({
      all: sql<number>`cast(count(*) as integer)`,
      managed: sql<number>`cast(count(${propertyManagers.userId}) as integer)`,
    })
    .from(properties.table)
    .leftJoin(
      propertyManagers,
      and(eq(propertyManagers.propertyId, properties.id), managedBy(userId)),
    )
    .where(eq(properties.organizationId, organizationId));
  return row !== undefined && row.all > 0 && row.all === row.managed;
}
