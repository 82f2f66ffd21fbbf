import {
  formatRequestNumber,
  HOME_ITEMS,
  isRequestDone,
  notificationTitle,
  REQUEST_STATUSES,
  type THomeSummary,
  type TNotification,
} from '@habitat/shared';
import { findPublishedNews } from '#server/data/news';
import { findNotificationSettings } from '#server/data/notification-settings';
import { countInbox, findInboxPage } from '#server/data/notifications';
import { countPosts, findPosts, type TPostFilter } from '#server/data/posts';
import { findNextOfUser } from '#server/data/reservations';
import { findRequestsWithLastMessage } from '#server/data/user-requests';
import type { Db } from '#server/db/client';
import type { TContentScope } from '#server/features/properties/content-scope';
import type { TSession } from '#server/lib/tokens';

const OPEN_STATUSES = REQUEST_STATUSES.filter((status) => !isRequestDone(status));
const FIRST = { limit: HOME_ITEMS, offset: 0 };

async function latestNotifications(db: Db, userId: number): Promise<THomeSummary['notifications']> {
  const [rows, unread, settings] = await Promise.all([
    findInboxPage(db, userId, { unreadOnly: false, ...FIRST }),
    countInbox(db, userId, true),
    findNotificationSettings(db, userId),
  ]);
  const locale = settings?.locale ?? 'fr';
  const latest: TNotification[] = rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: notificationTitle(row.type, row.params, locale),
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { unread, latest };
}

async function nextBookings(db: Db, userId: number, now: Date): Promise<THomeSummary['bookings']> {
  const rows = await findNextOfUser(db, userId, now, HOME_ITEMS);
  return rows.map((row) => ({
    id: row.reservation.id,
    serviceName: row.serviceName,
    placeName: row.entity?.name ?? row.event?.name ?? null,
    start: row.reservation.startAt.toISOString(),
    end: row.reservation.endAt.toISOString(),
    timeZone: row.timeZone,
  }));
}

async function openRequests(
  db: Db,
  userId: number,
  scope: TContentScope,
): Promise<THomeSummary['requests']> {
  const rows = await findRequestsWithLastMessage(
    db,
    { ...scope, authorId: userId, statuses: OPEN_STATUSES },
    HOME_ITEMS,
  );
  const data = rows.map((row) => ({
    id: row.id,
    number: formatRequestNumber(row.id),
    title: row.title,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
    lastReply:
      row.lastMessageAt && row.lastMessageFrom
        ? { at: row.lastMessageAt.toISOString(), from: row.lastMessageFrom }
        : null,
  }));
  return { count: rows[0]?.total ?? 0, data };
}

async function latestNews(db: Db, scope: TContentScope): Promise<THomeSummary['news']> {
  const rows = await findPublishedNews(db, scope, FIRST);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    urgent: row.urgent,
  }));
}

async function pendingPosts(db: Db, filter: TPostFilter): Promise<THomeSummary['pendingPosts']> {
  const [count, rows] = await Promise.all([countPosts(db, filter), findPosts(db, filter, FIRST)]);
  const data = rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
  return { count, data };
}

const EMPTY = { count: 0, data: [] };

/**
 * GET /api/home: a resident's summary, each part scoped like its own list — their inbox, their
 * bookings, their open requests in the building of their lease, the news of that building and
 * organization, their posts there awaiting moderation. A fixed number of queries, side by side.
 */
export async function readHome(options: {
  db: Db;
  session: TSession;
  scope: TContentScope | null;
  now?: Date;
}): Promise<THomeSummary> {
  const { db, session, scope, now = new Date() } = options;
  const { userId, propertyId } = session;
  const inBuilding = scope && propertyId !== null ? scope : null;
  const [notifications, bookings, requests, news, posts] = await Promise.all([
    latestNotifications(db, userId),
    nextBookings(db, userId, now),
    inBuilding ? openRequests(db, userId, inBuilding) : EMPTY,
    scope ? latestNews(db, scope) : [],
    inBuilding
      ? pendingPosts(db, {
          kind: 'author',
          organizationId: inBuilding.organizationId,
          authorId: userId,
          propertyId: propertyId ?? undefined,
          statuses: ['pending'],
        })
      : EMPTY,
  ]);
  return { notifications, bookings, requests, news, pendingPosts: posts };
}
