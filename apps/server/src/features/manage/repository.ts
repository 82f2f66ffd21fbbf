import type { TModerationStatus, TPostStatus, TRequestStatus } from '@habitat/shared';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { reservations } from '../../db/bookings-schema';
import type { Db, TDbOrTx } from '../../db/client';
import {
  accountRequests,
  files,
  posts,
  properties,
  propertyManagers,
  userRequests,
  users,
} from '../../db/schema';

/** The properties a manager manages, by name. */
export async function findManagedProperties(db: Db, userId: number) {
  return db
    .select({
      id: properties.id,
      name: properties.name,
      organizationId: properties.organizationId,
      timeZone: properties.timeZone,
      addressFull: properties.addressFull,
      city: properties.city,
      state: properties.state,
      zip: properties.zip,
    })
    .from(propertyManagers)
    .innerJoin(properties, eq(properties.id, propertyManagers.propertyId))
    .where(eq(propertyManagers.userId, userId))
    .orderBy(asc(properties.name), asc(properties.id));
}
export type TManagedPropertyRow = Awaited<ReturnType<typeof findManagedProperties>>[number];

export async function propertyExists(db: Db, propertyId: number) {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row !== undefined;
}

// Dashboard counts: each one query on an index that starts with property_id.

export async function countPostsInStatus(db: Db, propertyId: number, status: TPostStatus) {
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(and(eq(posts.propertyId, propertyId), eq(posts.status, status)));
  return row?.n ?? 0;
}

/** Requests per status, and among the open ones how many are urgent and how many are old. */
export async function countRequests(
  db: Db,
  options: { propertyId: number; openStatuses: TRequestStatus[]; oldBefore: Date },
) {
  const { propertyId, openStatuses, oldBefore } = options;
  const inProperty = eq(userRequests.propertyId, propertyId);
  const open = and(inProperty, inArray(userRequests.status, openStatuses));
  const [byStatus, [urgent], [old]] = await Promise.all([
    db
      .select({ status: userRequests.status, n: count() })
      .from(userRequests)
      .where(inProperty)
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

/** The property's account requests still to decide (pending). */
export async function countAccountRequests(db: Db, propertyId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(accountRequests)
    .where(and(eq(accountRequests.propertyId, propertyId), eq(accountRequests.status, 'pending')));
  return row?.n ?? 0;
}

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
        isNull(reservations.canceledAt),
        gte(reservations.startAt, options.from),
        lt(reservations.startAt, options.to),
      ),
    );
  return row?.n ?? 0;
}

// Moderation

const decider = alias(users, 'decider');

/** A post with its author, its decider and its photo: one query, whatever the number of rows. */
const selectManagedPosts = (db: Db) =>
  db
    .select({
      id: posts.id,
      organizationId: posts.organizationId,
      propertyId: posts.propertyId,
      title: posts.title,
      subTitle: posts.subTitle,
      body: posts.body,
      startAt: posts.startAt,
      endAt: posts.endAt,
      status: posts.status,
      createdAt: posts.createdAt,
      decisionNote: posts.decisionNote,
      decidedAt: posts.decidedAt,
      authorId: posts.authorId,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      decidedById: decider.id,
      decidedByFirstName: decider.firstName,
      decidedByLastName: decider.lastName,
      imageStoredName: files.storedName,
      imageMediaType: files.mediaType,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(decider, eq(decider.id, posts.decidedBy))
    .leftJoin(files, eq(files.id, posts.imageFileId));

const inQueue = (propertyId: number, status: TModerationStatus): SQL =>
  and(eq(posts.propertyId, propertyId), eq(posts.status, status)) as SQL;

/** One page of a property's posts in one status, newest first. */
export async function findPostsInStatus(
  db: Db,
  options: { propertyId: number; status: TModerationStatus; limit: number; offset: number },
) {
  return selectManagedPosts(db)
    .where(inQueue(options.propertyId, options.status))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(options.limit)
    .offset(options.offset);
}
export type TManagedPostRow = Awaited<ReturnType<typeof findPostsInStatus>>[number];

export async function findManagedPost(db: Db, postId: number): Promise<TManagedPostRow | null> {
  const [row] = await selectManagedPosts(db).where(eq(posts.id, postId));
  return row ?? null;
}

/**
 * Records a manager's decision, only if the post is still in `from` (two decisions at once:
 * the second finds nothing to update). Answers whether it did.
 */
export async function recordDecision(
  db: TDbOrTx,
  decision: {
    postId: number;
    from: TPostStatus;
    to: TPostStatus;
    note: string | null;
    by: number;
    at: Date;
  },
) {
  const rows = await db
    .update(posts)
    .set({
      status: decision.to,
      decisionNote: decision.note,
      decidedBy: decision.by,
      decidedAt: decision.at,
    })
    .where(and(eq(posts.id, decision.postId), eq(posts.status, decision.from)))
    .returning({ id: posts.id });
  return rows.length === 1;
}
