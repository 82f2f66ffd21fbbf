import type { TManageRequestSort, TRequestStatus } from '@habitat/shared';
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { requestCategories, units, userRequests, users } from '../../../db/schema';

/** What the console's list filters by; the property is already checked as managed. */
export type TManagedRequestFilter = {
  propertyId: number;
  statuses: readonly TRequestStatus[];
  /** The chosen category and its descendants; undefined: any. */
  categoryIds?: readonly number[];
  urgent?: boolean;
};

const where = (filter: TManagedRequestFilter): SQL | undefined => {
  const conditions: SQL[] = [
    eq(userRequests.propertyId, filter.propertyId),
    inArray(userRequests.status, [...filter.statuses]),
  ];
  if (filter.categoryIds)
    conditions.push(inArray(userRequests.categoryId, [...filter.categoryIds]));
  if (filter.urgent !== undefined) conditions.push(eq(userRequests.emergency, filter.urgent));
  return and(...conditions);
};

export async function countManagedRequests(db: Db, filter: TManagedRequestFilter) {
  const [row] = await db.select({ n: count() }).from(userRequests).where(where(filter));
  return row?.n ?? 0;
}

/**
 * One page of a property's requests, newest or oldest first (the (property_id, created_at)
 * index, walked either way), each with its author, unit and category: one query whatever the
 * number of rows.
 */
export async function findManagedRequests(
  db: Db,
  filter: TManagedRequestFilter,
  window: { limit: number; offset: number; sort: TManageRequestSort },
) {
  const order = window.sort === 'oldest' ? asc : desc;
  return db
    .select({
      id: userRequests.id,
      title: userRequests.title,
      status: userRequests.status,
      emergency: userRequests.emergency,
      createdAt: userRequests.createdAt,
      updatedAt: userRequests.updatedAt,
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      unit: units.number,
      category: { id: requestCategories.id, name: requestCategories.name },
    })
    .from(userRequests)
    .innerJoin(users, eq(users.id, userRequests.authorId))
    .innerJoin(requestCategories, eq(requestCategories.id, userRequests.categoryId))
    .leftJoin(units, eq(units.id, userRequests.unitId))
    .where(where(filter))
    .orderBy(order(userRequests.createdAt), order(userRequests.id))
    .limit(window.limit)
    .offset(window.offset);
}
export type TManagedRequestRow = Awaited<ReturnType<typeof findManagedRequests>>[number];

const parentCategory = alias(requestCategories, 'parent_category');

/** A category and the ones below it (the tree has three levels), deleted ones included. */
export async function findCategoryAndDescendants(db: Db, categoryId: number) {
  const rows = await db
    .select({ id: requestCategories.id })
    .from(requestCategories)
    .leftJoin(parentCategory, eq(parentCategory.id, requestCategories.parentId))
    .where(
      or(
        eq(requestCategories.id, categoryId),
        eq(requestCategories.parentId, categoryId),
        eq(parentCategory.parentId, categoryId),
      ),
    );
  return rows.map((row) => row.id);
}

/** The property a request belongs to, or null for an unknown id. */
export async function findRequestProperty(db: Db, requestId: number) {
  const [row] = await db
    .select({
      id: userRequests.id,
      propertyId: userRequests.propertyId,
      status: userRequests.status,
    })
    .from(userRequests)
    .where(eq(userRequests.id, requestId));
  return row ?? null;
}
