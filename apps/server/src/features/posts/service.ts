import {
  actorsFor,
  ROLE_TENANT,
  type TCreatePost,
  type TList,
  type TNotificationType,
  type TPost,
  type TPostActor,
  type TPostListQuery,
  type TPostStatus,
} from '@habitat/shared';
import { isManagerOf } from '#server/data/managers';
import { recordNotificationEvent } from '#server/data/notification-events';
import {
  countBillboard,
  countPosts,
  countPostsOfAuthorSince,
  findPostById,
  findPosts,
  insertPost,
  resubmitRefusedPost,
  type TPostFilter,
  type TPostRow,
  updatePostStatus,
} from '#server/data/posts';
import type { Db, TDbOrTx } from '#server/db/client';
import type { TContentScope } from '#server/features/properties/content-scope';
import { withUploadedImage } from '#server/features/uploads/service';
import { conflict, forbidden, notFound } from '#server/lib/errors';
import { extensionOf, fileUrl } from '#server/lib/files';
import { idempotent } from '#server/lib/idempotency';
import { pageWindow } from '#server/lib/paging';
import { enforceDailyQuota, quotaWindowStart, type TQuotas } from '#server/lib/quota';
import type { TStorage } from '#server/lib/storage/index';
import type { TSession } from '#server/lib/tokens';

/** What a post's answer is made of (the console's rows carry more). */
type TPostFields = Pick<
  TPostRow,
  | 'id'
  | 'title'
  | 'subTitle'
  | 'body'
  | 'organizationId'
  | 'propertyId'
  | 'startAt'
  | 'endAt'
  | 'status'
  | 'imageStoredName'
  | 'imageMediaType'
  | 'createdAt'
  | 'decisionNote'
  | 'authorId'
  | 'authorFirstName'
  | 'authorLastName'
>;

/** The decision note is meant for the author (and the managers): other readers get null. */
export function toPost(row: TPostFields, viewer: { seesDecisionNote: boolean }): TPost {
  return {
    id: row.id,
    title: row.title,
    subTitle: row.subTitle,
    body: row.body,
    organization: row.organizationId,
    property: row.propertyId,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    status: row.status,
    image:
      row.imageStoredName && row.imageMediaType
        ? {
            url: fileUrl(row.imageStoredName),
            mediaType: row.imageMediaType,
            extension: extensionOf(row.imageStoredName),
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    decisionNote: viewer.seesDecisionNote ? row.decisionNote : null,
    author: { id: row.authorId, firstName: row.authorFirstName, lastName: row.authorLastName },
  };
}

const isManager = (session: TSession) => session.role !== ROLE_TENANT;

/** The roles the caller holds on this post: its author, a manager of its property, both or none. */
async function actorsOn(db: Db, session: TSession, post: TPostRow): Promise<TPostActor[]> {
  const actors: TPostActor[] = [];
  if (post.authorId === session.userId) actors.push('author');
  if (
    isManager(session) &&
    post.organizationId === session.organizationId &&
    (await isManagerOf(db, session.userId, post.propertyId))
  ) {
    actors.push('manager');
  }
  return actors;
}

const onBillboard = (post: TPostRow, session: TSession, now: Date) =>
  post.status === 'published' &&
  post.organizationId === session.organizationId &&
  post.propertyId === session.propertyId &&
  post.startAt <= now &&
  now < post.endAt;

/**
 * Which list the caller gets (the scope was checked against the query already):
 *  - tenant with `author` = themselves: their own posts, in the statuses asked (default all);
 *  - tenant with `author` = someone else: 403;
 *  - tenant without `author`: the billboard of their building (published, in their window);
 *    asking only for other statuses answers an empty list (they are nobody else's to see);
 *  - manager: every post of the properties they manage (or of `property`), by status and author.
 */
function filterOf(options: {
  session: TSession;
  scope: TContentScope;
  query: TPostListQuery;
  now: Date;
}): TPostFilter | null {
  const { session, scope, query, now } = options;
  const { organizationId, propertyIds } = scope;
  if (isManager(session)) {
    if (propertyIds.length === 0) return null;
    return {
      kind: 'managed',
      organizationId,
      propertyIds,
      authorId: query.author,
      statuses: query.status,
    };
  }
  if (query.author !== undefined) {
    if (query.author !== session.userId) throw forbidden('You may only list your own posts');
    return {
      kind: 'author',
      organizationId,
      authorId: session.userId,
      propertyId: query.property,
      statuses: query.status,
    };
  }
  if (query.status && !query.status.includes('published')) return null;
  if (propertyIds.length === 0) return null;
  return { kind: 'billboard', organizationId, propertyIds, now };
}

type TPostListOptions = {
  db: Db;
  session: TSession;
  scope: TContentScope;
  query: TPostListQuery;
};

const countOf = (db: Db, filter: TPostFilter) =>
  filter.kind === 'billboard'
    ? countBillboard(db, filter)
    : countPosts(db, filter).then((count) => ({ count, changesAt: null }));

/**
 * The list, with when it changes by time alone (a billboard post's window opens or closes;
 * null for the lists only writes change).
 */
export async function readPostList(
  options: TPostListOptions,
): Promise<{ list: TList<TPost>; changesAt: Date | null }> {
  const { db, session, query } = options;
  const filter = filterOf({ ...options, now: new Date() });
  if (!filter) return { list: { data: [], count: 0 }, changesAt: null };
  // Side by side: on PostgreSQL each waits on its own connection.
  const [{ count, changesAt }, rows] = await Promise.all([
    countOf(db, filter),
    findPosts(db, filter, pageWindow(query)),
  ]);
  const seesNotes = filter.kind !== 'billboard';
  const data = rows.map((row) =>
    toPost(row, { seesDecisionNote: seesNotes || row.authorId === session.userId }),
  );
  return { list: { data, count }, changesAt };
}

export async function listPosts(options: TPostListOptions): Promise<TList<TPost>> {
  return (await readPostList(options)).list;
}

/**
 * A published post of the caller's building in its window, their own post in any status, or
 * (managers) any post of a property they manage; anything else answers 404.
 */
export async function getPost(options: {
  db: Db;
  session: TSession;
  postId: number;
}): Promise<TPost> {
  const { db, session, postId } = options;
  const row = await findPostById(db, postId);
  if (!row) throw notFound('Post');
  const actors = await actorsOn(db, session, row);
  if (actors.length > 0) return toPost(row, { seesDecisionNote: true });
  if (onBillboard(row, session, new Date())) return toPost(row, { seesDecisionNote: false });
  throw notFound('Post');
}

/**
 * A tenant's new post, pending, in the organization and property of their session. The photo
 * goes through the one image pipeline first: a refused image stops here, before any row.
 */
export async function createPost(options: {
  db: Db;
  storage: TStorage;
  session: TSession;
  post: TCreatePost;
  quotas: TQuotas;
  idempotencyKey: string | undefined;
}): Promise<TPost> {
  const { db, session, post, idempotencyKey } = options;
  const postId = await idempotent({
    db,
    key: idempotencyKey,
    scope: `user:${session.userId}:posts`,
    body: post,
    run: () => insertNewPost(options),
  });
  return getPost({ db, session, postId });
}

/** Within the author's daily quotas: the image stored, then the post (or the image dropped). */
async function insertNewPost(options: {
  db: Db;
  storage: TStorage;
  session: TSession;
  post: TCreatePost;
  quotas: TQuotas;
}): Promise<number> {
  const { db, storage, session, post, quotas } = options;
  const { organizationId, propertyId } = session;
  if (propertyId === null) throw forbidden('You need a lease in a building to post');
  const used = await countPostsOfAuthorSince(db, session.userId, quotaWindowStart());
  enforceDailyQuota({ quotas, name: 'posts', used });
  const upload = { db, storage, userId: session.userId, quotas, organizationId, propertyId };
  return withUploadedImage({ ...upload, imageData: post.imageData }, (image) =>
    db.transaction(async (tx) => {
      const postId = await insertPost(tx, {
        organizationId,
        propertyId,
        authorId: session.userId,
        title: post.title,
        subTitle: post.subTitle,
        body: post.body,
        startAt: new Date(post.startAt),
        endAt: new Date(post.endAt),
        status: 'pending',
        imageFileId: image?.fileId ?? null,
      });
      // The managers learn that a post waits, not what it says.
      await recordNotificationEvent(tx, {
        type: 'manager_post_pending',
        organizationId,
        propertyId,
        actorId: session.userId,
        subject: { type: 'post', id: postId },
        params: { postId },
      });
      return postId;
    }),
  );
}

/**
 * The author edits their refused post and sends it again (the refusal's reason asks for it):
 * new content, pending again, and the managers told like for a new post. A photo sent replaces
 * the old one; none keeps it. Not theirs: 403 (404 if unknown); not refused: 409.
 */
export async function resubmitPost(options: {
  db: Db;
  storage: TStorage;
  session: TSession;
  postId: number;
  post: TCreatePost;
  quotas: TQuotas;
}): Promise<TPost> {
  const { db, session, postId, post } = options;
  const current = await findPostById(db, postId);
  if (!current) throw notFound('Post');
  if (current.authorId !== session.userId) throw forbidden('This post is not yours');
  if (current.status !== 'rejected') throw conflict('Only a refused post can be sent again');
  const upload = {
    db,
    storage: options.storage,
    userId: session.userId,
    quotas: options.quotas,
    organizationId: current.organizationId,
    propertyId: current.propertyId,
  };
  await withUploadedImage({ ...upload, imageData: post.imageData }, (image) =>
    db.transaction(async (tx) => {
      const changed = await resubmitRefusedPost(tx, postId, {
        title: post.title,
        subTitle: post.subTitle,
        body: post.body,
        startAt: new Date(post.startAt),
        endAt: new Date(post.endAt),
        imageFileId: image?.fileId ?? current.imageFileId,
      });
      if (!changed) throw conflict('This post was changed in the meantime');
      await recordNotificationEvent(tx, {
        type: 'manager_post_pending',
        organizationId: current.organizationId,
        propertyId: current.propertyId,
        actorId: session.userId,
        subject: { type: 'post', id: postId },
        params: { postId },
      });
    }),
  );
  return getPost({ db, session, postId });
}

/**
 * Changes a post's status by the rules of post-status.ts. Unknown post: 404. A caller who is
 * neither its author nor a manager of its property: 403. A move nobody may make from the
 * current status (finished → anything, rejected → published, published → published): 409.
 * A move others may make but not this caller (the author publishing): 403.
 */
export async function changePostStatus(options: {
  db: Db;
  session: TSession;
  postId: number;
  status: TPostStatus;
  decisionNote: string | null;
}): Promise<TPost> {
  const { db, session, postId, status, decisionNote } = options;
  const post = await findPostById(db, postId);
  if (!post) throw notFound('Post');
  const actors = await actorsOn(db, session, post);
  if (actors.length === 0) throw forbidden('This post is not yours');
  const allowed = actorsFor({ from: post.status, to: status });
  if (allowed.length === 0) throw conflict(`A ${post.status} post cannot become ${status}`);
  const actor = actors.find((a) => allowed.includes(a));
  if (!actor) throw forbidden(`You may not set this post to ${status}`);

  await db.transaction(async (tx) => {
    const changed = await updatePostStatus(tx, {
      postId,
      from: post.status,
      to: status,
      decision:
        actor === 'manager'
          ? { note: decisionNote, by: session.userId, at: new Date() }
          : undefined,
    });
    if (!changed) throw conflict('This post was changed in the meantime');
    if (actor === 'manager') await recordPostDecision(tx, session, post, { status, decisionNote });
  });
  return getPost({ db, session, postId });
}

/**
 * What the author hears of a manager's decision, whichever API made it (the reason only with a
 * refusal). Call it in the decision's transaction.
 */
const DECISION_EVENTS: Partial<Record<TPostStatus, TNotificationType>> = {
  published: 'post_accepted',
  accepted: 'post_accepted',
  rejected: 'post_refused',
  disabled: 'post_disabled',
};

export async function recordPostDecision(
  tx: TDbOrTx,
  session: TSession,
  post: Pick<TPostRow, 'id' | 'organizationId' | 'propertyId' | 'authorId' | 'status'>,
  decision: { status: TPostStatus; decisionNote: string | null },
) {
  const type = DECISION_EVENTS[decision.status];
  // An accepted post going on the billboard was already announced as accepted.
  if (!type || (post.status === 'accepted' && decision.status === 'published')) return;
  const refused = type === 'post_refused' && decision.decisionNote;
  await recordNotificationEvent(tx, {
    type,
    organizationId: post.organizationId,
    propertyId: post.propertyId,
    actorId: session.userId,
    subject: { type: 'post', id: post.id },
    recipientId: post.authorId,
    params: { postId: post.id, ...(refused ? { reason: decision.decisionNote! } : {}) },
  });
}
