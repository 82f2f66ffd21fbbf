import type { TPostStatus } from '@habitat/shared';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  lte,
  min,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, posts, users } from '../../db/schema';

/**
 * Which posts a list shows; the service picks one from the session, never from the query.
 *  - billboard: published posts of these properties whose window contains `now`;
 *  - author: one author's posts (of their organization), in any status unless narrowed;
 *  - managed: every post of these properties, for their managers.
 */
export type TPostFilter =
  | { kind: 'billboard'; organizationId: number; propertyIds: number[]; now: Date }
  | {
      kind: 'author';
      organizationId: number;
      authorId: number;
      propertyId?: number;
      statuses?: TPostStatus[];
    }
  | {
      kind: 'managed';
      organizationId: number;
      propertyIds: number[];
      authorId?: number;
      statuses?: TPostStatus[];
    };

function conditionOf(filter: TPostFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(posts.organizationId, filter.organizationId)];
  switch (filter.kind) {
    case 'billboard':
      conditions.push(
        inArray(posts.propertyId, filter.propertyIds),
        eq(posts.status, 'published'),
        lte(posts.startAt, filter.now),
        gt(posts.endAt, filter.now),
      );
      break;
    case 'author':
      conditions.push(
        eq(posts.authorId, filter.authorId),
        filter.propertyId === undefined ? undefined : eq(posts.propertyId, filter.propertyId),
        filter.statuses ? inArray(posts.status, filter.statuses) : undefined,
      );
      break;
    case 'managed':
      conditions.push(
        inArray(posts.propertyId, filter.propertyIds),
        filter.authorId === undefined ? undefined : eq(posts.authorId, filter.authorId),
        filter.statuses ? inArray(posts.status, filter.statuses) : undefined,
      );
      break;
  }
  return and(...conditions);
}

/** The billboard reads by publication start; the author's and managers' lists by creation. */
const orderOf = (filter: TPostFilter) =>
  filter.kind === 'billboard'
    ? [desc(posts.startAt), desc(posts.createdAt), desc(posts.id)]
    : [desc(posts.createdAt), desc(posts.id)];

/** A post with its author's name and its photo: one query, whatever the number of rows. */
const selectPosts = (db: Db) =>
  db
    .select({
      ...getTableColumns(posts),
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      imageStoredName: files.storedName,
      imageMediaType: files.mediaType,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(files, eq(files.id, posts.imageFileId));

export async function countPosts(db: Db, filter: TPostFilter) {
  const [row] = await db.select({ n: count() }).from(posts).where(conditionOf(filter));
  return row?.n ?? 0;
}

export async function findPosts(
  db: Db,
  filter: TPostFilter,
  window: { limit: number; offset: number },
) {
  return selectPosts(db)
    .where(conditionOf(filter))
    .orderBy(...orderOf(filter))
    .limit(window.limit)
    .offset(window.offset);
}
export type TPostRow = Awaited<ReturnType<typeof findPosts>>[number];

/**
 * The billboard's count, with when it next changes by time alone: the first window among its
 * published posts that opens or closes after `now` (null: none will). One query, as a count.
 */
export async function countBillboard(
  db: Db,
  filter: Extract<TPostFilter, { kind: 'billboard' }>,
): Promise<{ count: number; changesAt: Date | null }> {
  const now = sql`${filter.now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      n: sql<number>`count(*) filter (where ${posts.startAt} <= ${now})`.mapWith(Number),
      changesAt: min(
        sql`case when ${posts.startAt} > ${now} then ${posts.startAt} else ${posts.endAt} end`,
      ).mapWith(posts.startAt),
    })
    .from(posts)
    .where(
      and(
        eq(posts.organizationId, filter.organizationId),
        inArray(posts.propertyId, filter.propertyIds),
        eq(posts.status, 'published'),
        gt(posts.endAt, filter.now),
      ),
    );
  return { count: row?.n ?? 0, changesAt: row?.changesAt ?? null };
}

export async function findPostById(db: Db, postId: number): Promise<TPostRow | null> {
  const [row] = await selectPosts(db).where(eq(posts.id, postId));
  return row ?? null;
}

export async function insertPost(db: Db, values: typeof posts.$inferInsert) {
  const [row] = await db.insert(posts).values(values).returning({ id: posts.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * Moves a post from `from` to `to`, only if it is still in `from` (two decisions at once: the
 * second finds nothing to update). Answers whether it did.
 */
export async function updatePostStatus(
  db: Db,
  change: {
    postId: number;
    from: TPostStatus;
    to: TPostStatus;
    decision?: { note: string | null; by: number; at: Date };
  },
) {
  const rows = await db
    .update(posts)
    .set({
      status: change.to,
      ...(change.decision
        ? {
            decisionNote: change.decision.note,
            decidedBy: change.decision.by,
            decidedAt: change.decision.at,
          }
        : {}),
    })
    .where(and(eq(posts.id, change.postId), eq(posts.status, change.from)))
    .returning({ id: posts.id });
  return rows.length === 1;
}

/** Posts the author created since `since` (the daily quota). */
export async function countPostsOfAuthorSince(db: Db, authorId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(and(eq(posts.authorId, authorId), gte(posts.createdAt, since)));
  return row?.n ?? 0;
}
