import type { TRequestStatus } from '@habitat/shared';
import { and, asc, count, desc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  files,
  properties,
  requestCategories,
  requestMessages,
  units,
  userRequests,
  users,
} from '../../db/schema';

/** Which requests a list or a read may see: always within properties, optionally one author. */
export type TRequestFilter = {
  organizationId: number;
  propertyIds: readonly number[];
  authorId?: number;
  requestId?: number;
};

const where = (filter: TRequestFilter): SQL | undefined => {
  const conditions: SQL[] = [
    eq(userRequests.organizationId, filter.organizationId),
    inArray(userRequests.propertyId, [...filter.propertyIds]),
  ];
  if (filter.authorId !== undefined) conditions.push(eq(userRequests.authorId, filter.authorId));
  if (filter.requestId !== undefined) conditions.push(eq(userRequests.id, filter.requestId));
  return and(...conditions);
};

export async function countRequests(db: Db, filter: TRequestFilter) {
  if (filter.propertyIds.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(userRequests).where(where(filter));
  return row?.n ?? 0;
}

// The tree has three levels: the category and up to two ancestors, joined in the same query.
const parent = alias(requestCategories, 'parent_category');
const grandparent = alias(requestCategories, 'grandparent_category');

/**
 * Requests newest first, each with its property, unit, author, photo and category chain: one
 * query whatever the number of rows.
 */
export async function findRequests(
  db: Db,
  filter: TRequestFilter,
  window: { limit: number; offset: number },
) {
  if (filter.propertyIds.length === 0) return [];
  return db
    .select({
      request: userRequests,
      property: {
        id: properties.id,
        name: properties.name,
        addressFull: properties.addressFull,
        city: properties.city,
        state: properties.state,
        zip: properties.zip,
      },
      unitNumber: units.number,
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      imageStoredName: files.storedName,
      category: { id: requestCategories.id, name: requestCategories.name },
      parent: { id: parent.id, name: parent.name },
      grandparent: { id: grandparent.id, name: grandparent.name },
    })
    .from(userRequests)
    .innerJoin(properties, eq(properties.id, userRequests.propertyId))
    .innerJoin(users, eq(users.id, userRequests.authorId))
    .innerJoin(requestCategories, eq(requestCategories.id, userRequests.categoryId))
    .leftJoin(parent, eq(parent.id, requestCategories.parentId))
    .leftJoin(grandparent, eq(grandparent.id, parent.parentId))
    .leftJoin(units, eq(units.id, userRequests.unitId))
    .leftJoin(files, eq(files.id, userRequests.imageFileId))
    .where(where(filter))
    .orderBy(desc(userRequests.createdAt), desc(userRequests.id))
    .limit(window.limit)
    .offset(window.offset);
}
export type TRequestRow = Awaited<ReturnType<typeof findRequests>>[number];

/** What deciding who may act on a request needs: its owner, property and status. */
export async function findRequestAccess(db: Db, requestId: number) {
  const [row] = await db
    .select({
      id: userRequests.id,
      organizationId: userRequests.organizationId,
      propertyId: userRequests.propertyId,
      authorId: userRequests.authorId,
      status: userRequests.status,
      decisionNote: userRequests.decisionNote,
    })
    .from(userRequests)
    .where(eq(userRequests.id, requestId));
  return row ?? null;
}
export type TRequestAccess = NonNullable<Awaited<ReturnType<typeof findRequestAccess>>>;

/** The discussion of a request, oldest first, with the writers' names. */
export async function findMessages(db: Db, requestId: number) {
  return db
    .select({
      id: requestMessages.id,
      from: requestMessages.from,
      msg: requestMessages.msg,
      createdAt: requestMessages.createdAt,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(requestMessages)
    .innerJoin(users, eq(users.id, requestMessages.userId))
    .where(eq(requestMessages.requestId, requestId))
    .orderBy(asc(requestMessages.createdAt), asc(requestMessages.id));
}
export type TMessageRow = Awaited<ReturnType<typeof findMessages>>[number];

export async function insertRequest(db: Db, values: typeof userRequests.$inferInsert) {
  const [row] = await db.insert(userRequests).values(values).returning({ id: userRequests.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * Updates a request only if its status is still the one the caller decided on: of two
 * concurrent changes, the second finds no row (the first holds the row lock, then changed it).
 */
export async function updateRequestIfStatus(
  db: Db,
  options: {
    requestId: number;
    expected: TRequestStatus;
    set: Partial<Pick<typeof userRequests.$inferInsert, 'status' | 'decisionNote' | 'decisionAt'>>;
  },
): Promise<boolean> {
  const rows = await db
    .update(userRequests)
    .set({ ...options.set, updatedAt: new Date() })
    .where(and(eq(userRequests.id, options.requestId), eq(userRequests.status, options.expected)))
    .returning({ id: userRequests.id });
  return rows.length > 0;
}

export async function insertMessage(db: Db, values: typeof requestMessages.$inferInsert) {
  await db.insert(requestMessages).values(values);
}

/** Requests the author filed since `since` (the daily quota). */
export async function countRequestsOfAuthorSince(db: Db, authorId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(userRequests)
    .where(and(eq(userRequests.authorId, authorId), gte(userRequests.createdAt, since)));
  return row?.n ?? 0;
}
