/** Owns notifications: the inbox, one row per reader of an event (docs/decisions/028-notifications.md). */

import { setImmediate } from 'node:timers/promises';
import type { TLocale, TNotificationType } from '@habitat/shared';
import { and, asc, desc, eq, gt, inArray, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, TDbOrTx } from '#server/db/client';
import { notifications } from '#server/db/notifications-schema';
import { selectRows } from '#server/db/rows';
import { aliasedJoin } from './aliased-join';
import type { TNotificationEventRow } from './notification-events';
import { settingsJoin } from './notification-settings';
import { userJoin } from './users';

/** The readers' settings, joined under the table's own name. */
const notificationSettings = settingsJoin('notification_settings');

/** An inbox row joined in another module's query (under the alias `as`). */
export function inboxJoin<TAlias extends string>(as: TAlias) {
  return aliasedJoin({
    table: notifications,
    as,
    on: 'id',
    columns: ['eventId', 'userId', 'readAt'],
  });
}

/* ---------- The engine: relay, fan-out, deliveries (features/notifications) ---------- */

/**
 * Rows a fan-out writes per statement: small enough that one statement holds the database (the
 * single PGlite connection, the same thread as the requests) for a few milliseconds only.
 */
export const SLICE = 250;

/** The user ids a subquery selects (readers of an event), in order, read once. */
export async function selectUserIds(db: TDbOrTx, userIds: SQLWrapper) {
  const rows = await selectRows<{ user_id: number }>(
    db,
    sql`select user_id from (${userIds}) as readers(user_id) order by user_id`,
  );
  return rows.map((row) => row.user_id);
}

/**
 * One inbox row per reader, `slice` readers to an INSERT (a building's thousands of rows without
 * holding the database: on PGlite the residents' requests take their turn between two slices,
 * and each slice costs its own rows only, the readers being read once by the caller). The actor
 * is never told of their own action; a row already there (a fan-out run again) stays as it is.
 */
export async function insertInboxRows(
  db: TDbOrTx,
  event: Pick<TNotificationEventRow, 'id' | 'type' | 'params' | 'actorId'>,
  link: string,
  readerIds: readonly number[],
  slice = SLICE,
) {
  const ids = readerIds.filter((id) => id !== event.actorId);
  for (let at = 0; at < ids.length; at += slice) {
    if (at > 0) await setImmediate();
    await db.execute(sql`
      insert into ${notifications} (event_id, user_id, type, params, link)
      select ${event.id}, readers.user_id, ${event.type}, ${JSON.stringify(event.params)}::jsonb, ${link}
      from unnest(${sql.param(ids.slice(at, at + slice))}::integer[]) as readers(user_id)
      on conflict do nothing`);
  }
}

/**
 * These users' inbox rows of an event, with their address and settings (null: the defaults). A
 * deactivated account keeps its inbox row (seen if it comes back) but is sent nothing.
 */
export async function findEventReaders(db: TDbOrTx, eventId: number, userIds: number[]) {
  const reader = userJoin('reader');
  return db
    .select({
      notificationId: notifications.id,
      userId: notifications.userId,
      email: reader.email,
      locale: notificationSettings.locale,
      choices: notificationSettings.choices,
      quietStart: notificationSettings.quietStart,
      quietEnd: notificationSettings.quietEnd,
      dailyDigest: notificationSettings.dailyDigest,
    })
    .from(notifications)
    .innerJoin(reader.table, reader.on(notifications.userId))
    .leftJoin(notificationSettings.table, eq(notificationSettings.userId, notifications.userId))
    .where(
      and(
        eq(notifications.eventId, eventId),
        sql`${notifications.userId} = any(${sql.param(userIds)}::integer[])`,
        isNull(reader.deactivatedAt),
      ),
    );
}
export type TEventReader = Awaited<ReturnType<typeof findEventReaders>>[number];

/* ---------- The managers' daily digest ---------- */

/** A manager's manager notifications since a moment (all of them when null), oldest first. */
export async function findManagerNotificationsSince(
  db: TDbOrTx,
  userId: number,
  types: readonly TNotificationType[],
  since: Date | null,
) {
  return db
    .select({
      type: notifications.type,
      params: notifications.params,
      link: notifications.link,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        inArray(notifications.type, [...types]),
        since ? gt(notifications.createdAt, since) : undefined,
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

/* ---------- The inbox and the settings (GET /api/notifications, /api/me/notification-settings) ---------- */

const ofReader = (userId: number, unreadOnly: boolean) =>
  and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined);

const inboxColumns = {
  id: notifications.id,
  type: notifications.type,
  params: notifications.params,
  link: notifications.link,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

/** One page of a reader's inbox, newest first (on the (user_id, created_at, id) index). */
export async function findInboxPage(
  db: Db,
  userId: number,
  options: { unreadOnly: boolean; limit: number; offset: number },
) {
  return db
    .select(inboxColumns)
    .from(notifications)
    .where(ofReader(userId, options.unreadOnly))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit)
    .offset(options.offset);
}
export type TInboxRow = Awaited<ReturnType<typeof findInboxPage>>[number];

/** How many items a reader has (unread only: on the partial index of unread rows). */
export const countInbox = (db: Db, userId: number, unreadOnly: boolean) =>
  db.$count(notifications, ofReader(userId, unreadOnly));

/**
 * A page of the reader's inbox with its summary (how many items, how many unread, the reader's
 * language), in one statement: the list every open app asks for, one round trip instead of two
 * (on PGlite every statement waits its turn behind the fan-outs' ones). An empty page still
 * answers the summary (the page is joined to it).
 */
export async function findInboxWithSummary(
  db: Db,
  userId: number,
  options: { unreadOnly: boolean; limit: number; offset: number },
) {
  const rows = await preparedInbox(db, options.unreadOnly).execute({
    userId,
    limit: options.limit,
    offset: options.offset,
  });
  const summary = rows[0] ?? { count: 0, unread: 0, locale: null };
  return {
    rows: rows.flatMap((row) => (row.item ? [row.item] : [])),
    count: summary.count,
    unread: summary.unread,
    locale: summary.locale,
  };
}

/**
 * The inbox statement, prepared once per database (the list every open app asks for: building
 * its SQL each time cost as much CPU as running it).
 */
function prepareInbox(db: Db, unreadOnly: boolean) {
  const userId = sql.placeholder('userId');
  const mine = (unread: boolean) =>
    and(eq(notifications.userId, userId), unread ? isNull(notifications.readAt) : undefined);
  const page = db
    .select(inboxColumns)
    .from(notifications)
    .where(mine(unreadOnly))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const locale = db
    .select({ locale: notificationSettings.locale })
    .from(notificationSettings.table)
    .where(eq(notificationSettings.userId, userId));
  return db
    .select({
      count: sql<number>`${db.$count(notifications, mine(false))}`.mapWith(Number),
      unread: sql<number>`${db.$count(notifications, mine(true))}`.mapWith(Number),
      locale: sql<TLocale | null>`(${locale})`,
      item: {
        id: page.id,
        type: page.type,
        params: page.params,
        link: page.link,
        readAt: page.readAt,
        createdAt: page.createdAt,
      },
    })
    .from(sql`(select 1) as reader`)
    .leftJoin(page, sql`true`)
    .orderBy(desc(page.createdAt), desc(page.id))
    .prepare(unreadOnly ? 'inbox_unread' : 'inbox');
}
type TInboxStatement = ReturnType<typeof prepareInbox>;
const inboxStatements = new WeakMap<Db, Map<boolean, TInboxStatement>>();
const preparedInbox = (db: Db, unreadOnly: boolean): TInboxStatement => {
  const statements = inboxStatements.get(db) ?? new Map<boolean, TInboxStatement>();
  inboxStatements.set(db, statements);
  const statement = statements.get(unreadOnly) ?? prepareInbox(db, unreadOnly);
  statements.set(unreadOnly, statement);
  return statement;
};

/** Marks the reader's item read (kept as first read); null when it is not theirs or unknown. */
export async function markNotificationRead(db: Db, userId: number, notificationId: number) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning(inboxColumns);
  return row ?? null;
}

/** Marks every unread item of the reader read; answers how many. */
export async function markAllNotificationsRead(db: Db, userId: number) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(ofReader(userId, true))
    .returning({ id: notifications.id });
  return rows.length;
}
