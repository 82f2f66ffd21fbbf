/** Owns user_requests and request_messages: residents' requests and their discussions. */
import type { TManageRequestSort, TRequestStatus } from '@habitat/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  lt,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, TDbOrTx } from '#server/db/client';
import { requestMessages, userRequests } from '#server/db/schema';
import { fileJoin } from './files';
import { propertyJoin, unitJoin } from './properties';
import { categoryJoin } from './request-categories';
import { userJoin } from './users';

/** For the files' query: whether the file in `fileId` is the photo of a request. */
export const requestPhotoExists = (db: Db, fileId: AnyPgColumn) =>
  exists(
    db
      .select({ id: userRequests.id })
      .from(userRequests)
      .where(eq(userRequests.imageFileId, fileId)),
  );

const inProperty = (propertyId: number) => eq(userRequests.propertyId, propertyId);

const ofAuthorSince = (authorId: number, since: Date) =>
  and(eq(userRequests.authorId, authorId), gte(userRequests.createdAt, since));

/* ---------- Residents' lists and reads ---------- */

/** Which requests a list or a read may see: always within properties, optionally one author. */
export type TRequestFilter = {
  organizationId: number;
  propertyIds: readonly number[];
  authorId?: number;
  requestId?: number;
};

const visibleTo = (filter: TRequestFilter): SQL | undefined => {
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
  const [row] = await db.select({ n: count() }).from(userRequests).where(visibleTo(filter));
  return row?.n ?? 0;
}

/**
 * Requests newest first, each with its property, unit, author, photo and category chain (the
 * tree has three levels: the category and up to two ancestors): one query whatever the number
 * of rows.
 */
export async function findRequests(
  db: Db,
  filter: TRequestFilter,
  window: { limit: number; offset: number },
) {
  if (filter.propertyIds.length === 0) return [];
  const property = propertyJoin('property');
  const unit = unitJoin('unit');
  const author = userJoin('author');
  const image = fileJoin('image');
  const category = categoryJoin('category');
  const parent = categoryJoin('parent_category');
  const grandparent = categoryJoin('grandparent_category');
  return db
    .select({
      request: userRequests,
      property: {
        id: property.id,
        name: property.name,
        addressFull: property.addressFull,
        city: property.city,
        state: property.state,
        zip: property.zip,
      },
      unitNumber: unit.number,
      author: { id: author.id, firstName: author.firstName, lastName: author.lastName },
      imageStoredName: image.storedName,
      category: { id: category.id, name: category.name },
      parent: { id: parent.id, name: parent.name },
      grandparent: { id: grandparent.id, name: grandparent.name },
    })
    .from(userRequests)
    .innerJoin(property.table, property.on(userRequests.propertyId))
    .innerJoin(author.table, author.on(userRequests.authorId))
    .innerJoin(category.table, category.on(userRequests.categoryId))
    .leftJoin(parent.table, parent.on(category.parentId))
    .leftJoin(grandparent.table, grandparent.on(parent.parentId))
    .leftJoin(unit.table, unit.on(userRequests.unitId))
    .leftJoin(image.table, image.on(userRequests.imageFileId))
    .where(visibleTo(filter))
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
  const writer = userJoin('writer');
  return db
    .select({
      id: requestMessages.id,
      from: requestMessages.from,
      msg: requestMessages.msg,
      createdAt: requestMessages.createdAt,
      user: { id: writer.id, firstName: writer.firstName, lastName: writer.lastName },
    })
    .from(requestMessages)
    .innerJoin(writer.table, writer.on(requestMessages.userId))
    .where(eq(requestMessages.requestId, requestId))
    .orderBy(asc(requestMessages.createdAt), asc(requestMessages.id));
}
export type TMessageRow = Awaited<ReturnType<typeof findMessages>>[number];

/**
 * An author's requests in these statuses, latest activity first (a status change or a message),
 * each with who wrote last in its thread and when, and how many there are in all: one query.
 */
export async function findRequestsWithLastMessage(
  db: Db,
  filter: TRequestFilter & { authorId: number; statuses: readonly TRequestStatus[] },
  limit: number,
) {
  if (filter.propertyIds.length === 0) return [];
  const last = db
    .select({ at: requestMessages.createdAt, from: requestMessages.from })
    .from(requestMessages)
    .where(eq(requestMessages.requestId, userRequests.id))
    .orderBy(desc(requestMessages.createdAt), desc(requestMessages.id))
    .limit(1)
    .as('last_message');
  return db
    .select({
      id: userRequests.id,
      title: userRequests.title,
      status: userRequests.status,
      updatedAt: userRequests.updatedAt,
      lastMessageAt: last.at,
      lastMessageFrom: last.from,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(userRequests)
    .leftJoinLateral(last, sql`true`)
    .where(and(visibleTo(filter), inArray(userRequests.status, [...filter.statuses])))
    .orderBy(desc(sql`greatest(${userRequests.updatedAt}, ${last.at})`), desc(userRequests.id))
    .limit(limit);
}

/* ---------- Writes ---------- */

export async function insertRequest(db: TDbOrTx, values: typeof userRequests.$inferInsert) {
  const [row] = await db.insert(userRequests).values(values).returning({ id: userRequests.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * Updates a request only if its status is still the one the caller decided on: of two
 * concurrent changes, the second finds no row (the first holds the row lock, then changed it).
 */
export async function updateRequestIfStatus(
  db: TDbOrTx,
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

export async function insertMessage(db: TDbOrTx, values: typeof requestMessages.$inferInsert) {
  await db.insert(requestMessages).values(values);
}

/* ---------- Daily quotas ---------- */

/** Requests the author filed since `since`. */
export async function countRequestsOfAuthorSince(db: Db, authorId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(userRequests)
    .where(ofAuthorSince(authorId, since));
  return row?.n ?? 0;
}

/** Requests the author filed with a photo since `since`. */
export async function countRequestPhotosOfAuthorSince(db: Db, authorId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(userRequests)
    .where(and(ofAuthorSince(authorId, since), isNotNull(userRequests.imageFileId)));
  return row?.n ?? 0;
}

/* ---------- The console ---------- */

/** What the console's list filters by; the property is already checked as managed. */
export type TManagedRequestFilter = {
  propertyId: number;
  statuses: readonly TRequestStatus[];
  /** The chosen category and its descendants; undefined: any. */
  categoryIds?: readonly number[];
  urgent?: boolean;
};

const managedWhere = (filter: TManagedRequestFilter): SQL | undefined => {
  const conditions: SQL[] = [
    inProperty(filter.propertyId),
    inArray(userRequests.status, [...filter.statuses]),
  ];
  if (filter.categoryIds)
    conditions.push(inArray(userRequests.categoryId, [...filter.categoryIds]));
  if (filter.urgent !== undefined) conditions.push(eq(userRequests.emergency, filter.urgent));
  return and(...conditions);
};

export async function countManagedRequests(db: Db, filter: TManagedRequestFilter) {
  const [row] = await db.select({ n: count() }).from(userRequests).where(managedWhere(filter));
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
  const author = userJoin('author');
  const unit = unitJoin('unit');
  const category = categoryJoin('category');
  return db
    .select({
      id: userRequests.id,
      title: userRequests.title,
      status: userRequests.status,
      emergency: userRequests.emergency,
      createdAt: userRequests.createdAt,
      updatedAt: userRequests.updatedAt,
      author: { id: author.id, firstName: author.firstName, lastName: author.lastName },
      unit: unit.number,
      category: { id: category.id, name: category.name },
    })
    .from(userRequests)
    .innerJoin(author.table, author.on(userRequests.authorId))
    .innerJoin(category.table, category.on(userRequests.categoryId))
    .leftJoin(unit.table, unit.on(userRequests.unitId))
    .where(managedWhere(filter))
    .orderBy(order(userRequests.createdAt), order(userRequests.id))
    .limit(window.limit)
    .offset(window.offset);
}
export type TManagedRequestRow = Awaited<ReturnType<typeof findManagedRequests>>[number];

/**
 * One page of a resident's requests in some properties (the caller's buildings), newest first,
 * with the whole count: one query (the (author_id, property_id, created_at) index).
 */
export async function findRequestsOfAuthorIn(
  db: Db,
  options: { authorId: number; propertyIds: readonly number[]; limit: number; offset: number },
) {
  if (options.propertyIds.length === 0) return [];
  return db
    .select({
      id: userRequests.id,
      title: userRequests.title,
      status: userRequests.status,
      emergency: userRequests.emergency,
      createdAt: userRequests.createdAt,
      propertyId: userRequests.propertyId,
      total: sql<number>`cast(count(*) over () as integer)`,
    })
    .from(userRequests)
    .where(
      and(
        eq(userRequests.authorId, options.authorId),
        inArray(userRequests.propertyId, [...options.propertyIds]),
      ),
    )
    .orderBy(desc(userRequests.createdAt), desc(userRequests.id))
    .limit(options.limit)
    .offset(options.offset);
}

/** The building's requests per category (grouped on the property index, one query). */
export async function countRequestsPerCategory(db: Db, propertyId: number) {
  const rows = await db
    .select({ categoryId: userRequests.categoryId, n: count() })
    .from(userRequests)
    .where(inProperty(propertyId))
    .groupBy(userRequests.categoryId);
  return new Map(rows.map((row) => [row.categoryId, row.n]));
}

/** Requests per status, and among the open ones how many are urgent and how many are old. */
export async function countRequestsForDashboard(
  db: Db,
  options: { propertyId: number; openStatuses: TRequestStatus[]; oldBefore: Date },
) {
  const { propertyId, openStatuses, oldBefore } = options;
  const open = and(inProperty(propertyId), inArray(userRequests.status, openStatuses));
  const [byStatus, [urgent], [old]] = await Promise.all([
    db
      .select({ status: userRequests.status, n: count() })
      .from(userRequests)
      .where(inProperty(propertyId))
      .groupBy(userRequests.status),
    db
      .select({ n: count() })
      .from(userRequests)
      .where(and(open, eq(userRequests.emergency, true))),
    db
      .select({ n: count() })
      .from(userRequests)
      .where(and(open, lt(userRequests.createdAt, oldBefore))),
  ]);
  return { byStatus, urgent: urgent?.n ?? 0, old: old?.n ?? 0 };
}
