import {
  notificationTitle,
  type TLocale,
  type TNotification,
  type TNotificationsResponse,
  type ZNotificationsQuery,
} from '@habitat/shared';
import type { z } from 'zod';
import { findNotificationSettings } from '#server/data/notification-settings';
import {
  findInboxWithSummary,
  markAllNotificationsRead,
  markNotificationRead,
  type TInboxRow,
} from '#server/data/notifications';
import type { Db } from '#server/db/client';
import { notFound } from '#server/lib/errors';
import { pageWindow } from '#server/lib/paging';
import type { TSession } from '#server/lib/tokens';

type TDeps = { db: Db; session: TSession };

/** The language a person reads notifications in: their settings', French until they chose. */
export async function readerLocale(db: Db, userId: number): Promise<TLocale> {
  return (await findNotificationSettings(db, userId))?.locale ?? 'fr';
}

const toNotification = (row: TInboxRow, locale: TLocale): TNotification => ({
  id: row.id,
  type: row.type,
  title: notificationTitle(row.type, row.params, locale),
  link: row.link,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** One page of the caller's inbox, newest first, with their unread count. */
export async function listInbox(
  deps: TDeps & { query: z.output<typeof ZNotificationsQuery> },
): Promise<TNotificationsResponse> {
  const { db, session, query } = deps;
  const unreadOnly = query.unread === 'true';
  const { rows, ...summary } = await findInboxWithSummary(db, session.userId, {
    unreadOnly,
    ...pageWindow(query),
  });
  const locale = summary.locale ?? 'fr';
  return {
    data: rows.map((row) => toNotification(row, locale)),
    count: unreadOnly ? summary.unread : summary.count,
    unread: summary.unread,
  };
}

/** Marks one of the caller's items read; another person's, or an unknown id, is 404. */
export async function markRead(deps: TDeps, notificationId: number): Promise<TNotification> {
  const { db, session } = deps;
  const row = await markNotificationRead(db, session.userId, notificationId);
  if (!row) throw notFound('Notification');
  return toNotification(row, await readerLocale(db, session.userId));
}

export async function markAllRead(deps: TDeps) {
  return {
    updated: await markAllNotificationsRead(deps.db, deps.session.userId),
    unread: 0 as const,
  };
}
