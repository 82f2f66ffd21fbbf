/** Owns posts: the neighbours' notices of the billboard and their moderation. */
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
  isNotNull,
  lte,
  min,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, TDbOrTx } from '#server/db/client';
import { posts } from '#server/db/schema';
import { fileJoin } from './files';
import { userJoin } from './users';

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

type TBillboard = Extract<TPostFilter, { kind: 'billboard' }>;

/** Published posts of the billboard's properties whose window has not closed by `now`. */
const publishedUntilNow = (filter: TBillboard) =>
  and(
    eq(posts.organizationId, filter.organizationId),
    inArray(posts.propertyId, filter.propertyIds),
    eq(posts.status, 'published'),
    gt(posts.endAt, filter.now),
  );

const inStatuses = (statuses: TPostStatus[] | undefined) =>
  statuses ? inArray(posts.status, statuses) : undefined;

function conditionOf(filter: TPostFilter): SQL | undefined {
  switch (filter.kind) {
    case 'billboard':
      return and(publishedUntilNow(filter), lte(posts.startAt, filter.now));
    case 'author':
      return and(
        eq(posts.organizationId, filter.organizationId),
        eq(posts.authorId, filter.authorId),
        filter.propertyId === undefined ? undefined : eq(posts.propertyId, filter.propertyId),
        inStatuses(filter.statuses),
      );
    case 'managed':
      return and(
        eq(posts.organizationId, filter.organizationId),
        inArray(posts.propertyId, filter.propertyIds),
        filter.authorId === undefined ? undefined : eq(posts.authorId, filter.authorId),
        inStatuses(filter.statuses),
      );
  }
}

/** The billboard reads by publication start; the author's and managers' lists by creation. */
const orderOf = (filter: TPostFilter) =>
  filter.kind === 'billboard'
    ? [desc(posts.startAt), desc(posts.createdAt), desc(posts.id)]
    : [desc(posts.createdAt), desc(posts.id)];

const author = userJoin('author');
const decider = userJoin('decider');
const image = fileJoin('image');

const postColumns = {
  ...getTableColumns(posts),
  authorFirstName: author.firstName,
  authorLastName: author.lastName,
  imageStoredName: image.storedName,
  imageMediaType: image.mediaType,
};

/** A post with its author's name and its photo: one query, whatever the number of rows. */
const selectPosts = (db: Db) =>
  db
    .select(postColumns)
    .from(posts)
    .innerJoin(author.table, author.on(posts.authorId))
    .leftJoin(image.table, image.on(posts.imageFileId));

/** The same with who decided it, for the console. */
const selectDecidedPosts = (db: Db) =>
  db
    .select({
      ...postColumns,
      decidedById: decider.id,
      decidedByFirstName: decider.firstName,
      decidedByLastName: decider.lastName,
    })
    .from(posts)
    .innerJoin(author.table, author.on(posts.authorId))
    .leftJoin(decider.table, decider.on(posts.decidedBy))
    .leftJoin(image.table, image.on(posts.imageFileId));

/* ---------- Residents' lists and reads ---------- */

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
  filter: TBillboard,
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
    .where(publishedUntilNow(filter));
  return { count: row?.n ?? 0, changesAt: row?.changesAt ?? null };
}

export async function findPostById(db: Db, postId: number): Promise<TPostRow | null> {
  const [row] = await selectPosts(db).where(eq(posts.id, postId));
  return row ?? null;
}

/* ---------- Writes ---------- */

export async function insertPost(db: TDbOrTx, values: typeof posts.$inferInsert) {
  const [row] = await db.insert(posts).values(values).returning({ id: posts.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * Moves a post from `from` to `to`, only if it is still in `from` (two decisions at once: the
 * second finds nothing to update), recording a manager's decision if any. Answers whether it did.
 */
export async function updatePostStatus(
  db: TDbOrTx,
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

/**
 * A refused post edited by its author and sent again: its new content, pending again with the
 * decision cleared, only if it is still refused. Answers whether it did.
 */
export async function resubmitRefusedPost(
  db: TDbOrTx,
  postId: number,
  content: Pick<
    typeof posts.$inferInsert,
    'title' | 'subTitle' | 'body' | 'startAt' | 'endAt' | 'imageFileId'
  >,
) {
  const rows = await db
    .update(posts)
    .set({ ...content, status: 'pending', decisionNote: null, decidedBy: null, decidedAt: null })
    .where(and(eq(posts.id, postId), eq(posts.status, 'rejected')))
    .returning({ id: posts.id });
  return rows.length === 1;
}

/* ---------- Daily quotas ---------- */

const ofAuthorSince = (authorId: number, since: Date) =>
  and(eq(posts.authorId, authorId), gte(posts.createdAt, since));

/** Posts the author created since `since`. */
export async function countPostsOfAuthorSince(db: Db, authorId: number, since: Date) {
  const [row] = await db.select({ n: count() }).from(posts).where(ofAuthorSince(authorId, since));
  return row?.n ?? 0;
}

/** Posts the author created with a photo since `since`. */
export async function countPostPhotosOfAuthorSince(db: Db, authorId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(and(ofAuthorSince(authorId, since), isNotNull(posts.imageFileId)));
  return row?.n ?? 0;
}

/* ---------- The console ---------- */

const inPropertyAndStatus = (propertyId: number, status: TPostStatus) =>
  and(eq(posts.propertyId, propertyId), eq(posts.status, status));

export async function countPostsInStatus(db: Db, propertyId: number, status: TPostStatus) {
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(inPropertyAndStatus(propertyId, status));
  return row?.n ?? 0;
}

/** One page of a property's posts in one status, newest first, with who decided them. */
export async function findPostsInStatus(
  db: Db,
  options: { propertyId: number; status: TPostStatus; limit: number; offset: number },
) {
  return selectDecidedPosts(db)
    .where(inPropertyAndStatus(options.propertyId, options.status))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(options.limit)
    .offset(options.offset);
}
export type TDecidedPostRow = Awaited<ReturnType<typeof findPostsInStatus>>[number];

export async function findDecidedPost(db: Db, postId: number): Promise<TDecidedPostRow | null> {
  const [row] = await selectDecidedPosts(db).where(eq(posts.id, postId));
  return row ?? null;
}
