import {
  dayjs,
  isRequestDone,
  MODERATION_MOVES,
  REQUEST_OLD_AFTER_DAYS,
  REQUEST_STATUSES,
  type TManageDashboard,
  type TManagedPost,
  type TManagedProperty,
  type TModerationAction,
  type TModerationStatus,
} from '@habitat/shared';
import { countAccountRequests } from '#server/data/account-requests';
import { findManagedProperties, type TManagedPropertyRow } from '#server/data/managers';
import {
  countPostsInStatus,
  findDecidedPost,
  findPostsInStatus,
  type TDecidedPostRow,
  updatePostStatus,
} from '#server/data/posts';
import { countReservationsStarting } from '#server/data/reservations';
import { countRequestsForDashboard } from '#server/data/user-requests';
import type { Db } from '#server/db/client';
import { recordPostDecision, toPost } from '#server/features/posts/service';
import { conflict, notFound } from '#server/lib/errors';
import { pageWindow } from '#server/lib/paging';
import type { TSession } from '#server/lib/tokens';
import { recordAudit } from './audit/record';
import { managedProperty } from './scope';

const DAY_MS = 24 * 3600_000;

const toManagedProperty = (row: TManagedPropertyRow): TManagedProperty => ({
  id: row.id,
  name: row.name,
  timeZone: row.timeZone,
  address: { full: row.addressFull, city: row.city, state: row.state, zip: row.zip },
});

export async function listManagedProperties(db: Db, session: TSession) {
  const rows = await findManagedProperties(db, session.userId);
  const data = rows
    .filter((row) => row.organizationId === session.organizationId)
    .map(toManagedProperty);
  return { data, count: data.length };
}

/** What needs attention in one building now: counts only, each from one indexed query. */
export async function getDashboard(options: {
  db: Db;
  session: TSession;
  propertyId: number;
  now?: Date;
}): Promise<TManageDashboard> {
  const { db, session, now = new Date() } = options;
  const property = await managedProperty(db, session, options.propertyId);
  const propertyId = property.id;
  const dayStart = dayjs(now).tz(property.timeZone).startOf('day');
  const openStatuses = REQUEST_STATUSES.filter((status) => !isRequestDone(status));
  const [pendingPosts, requests, accountRequests, bookingsToday] = await Promise.all([
    countPostsInStatus(db, propertyId, 'pending'),
    countRequestsForDashboard(db, {
      propertyId,
      openStatuses,
      oldBefore: new Date(now.getTime() - REQUEST_OLD_AFTER_DAYS * DAY_MS),
    }),
    countAccountRequests(db, propertyId, 'pending'),
    countReservationsStarting(db, {
      propertyId,
      from: dayStart.toDate(),
      to: dayStart.add(1, 'day').toDate(),
    }),
  ]);
  const byStatus = Object.fromEntries(REQUEST_STATUSES.map((s) => [s, 0])) as Record<
    (typeof REQUEST_STATUSES)[number],
    number
  >;
  for (const row of requests.byStatus) byStatus[row.status] = row.n;
  return {
    property: propertyId,
    posts: { pending: pendingPosts },
    requests: {
      byStatus,
      open: openStatuses.reduce((sum, status) => sum + byStatus[status], 0),
      urgent: requests.urgent,
      old: requests.old,
    },
    accountRequests: { toDecide: accountRequests },
    bookings: { today: bookingsToday },
  };
}

/** The post as the resident API shows it (same image URL), plus who decided and when. */
function toManagedPost(row: TDecidedPostRow): TManagedPost {
  return {
    ...toPost(row, { seesDecisionNote: true }),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy:
      row.decidedById === null
        ? null
        : {
            id: row.decidedById,
            firstName: row.decidedByFirstName ?? '',
            lastName: row.decidedByLastName ?? '',
          },
  };
}

export async function listPostsToModerate(options: {
  db: Db;
  session: TSession;
  query: { property: number; status: TModerationStatus; page: number; perPage: number };
}) {
  const { db, session, query } = options;
  const { id: propertyId } = await managedProperty(db, session, query.property);
  // Side by side: on PostgreSQL each waits on its own connection.
  const [count, rows] = await Promise.all([
    countPostsInStatus(db, propertyId, query.status),
    findPostsInStatus(db, { propertyId, status: query.status, ...pageWindow(query) }),
  ]);
  return { data: rows.map(toManagedPost), count };
}

/**
 * Publishes, rejects or disables a post of a property the caller manages: unknown post 404,
 * another building's 403, a post not (or no longer) in the status the action starts from 409.
 * Who decided, when and why are recorded on the post; the author reads the reason.
 */
export async function moderatePost(options: {
  db: Db;
  session: TSession;
  postId: number;
  action: TModerationAction;
  reason: string | null;
}): Promise<TManagedPost> {
  const { db, session, postId, action, reason } = options;
  const post = await findDecidedPost(db, postId);
  if (!post) throw notFound('Post');
  await managedProperty(db, session, post.propertyId);
  const move = MODERATION_MOVES[action];
  if (post.status !== move.from) {
    throw conflict(`Only a ${move.from} post can be set to ${move.to}; this one is ${post.status}`);
  }
  await db.transaction(async (tx) => {
    const decision = { note: reason, by: session.userId, at: new Date() };
    if (!(await updatePostStatus(tx, { postId, ...move, decision }))) {
      throw conflict('This post was decided in the meantime');
    }
    await recordAudit(tx, session, {
      entity: 'post',
      entityId: postId,
      action,
      propertyId: post.propertyId,
      before: { status: post.status, decisionNote: post.decisionNote },
      after: { status: move.to, decisionNote: reason },
    });
    await recordPostDecision(tx, session, post, { status: move.to, decisionNote: reason });
  });
  const decided = await findDecidedPost(db, postId);
  if (!decided) throw notFound('Post');
  return toManagedPost(decided);
}
