/**
 * Owns notification_events (the outbox), notifications (the inbox), notification_deliveries,
 * notification_settings and push_subscriptions (docs/decisions/028-notifications.md).
 */
import { setImmediate } from 'node:timers/promises';
import type {
  TDeliveryChannel,
  TLocale,
  TNotificationParams,
  TNotificationType,
} from '@habitat/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db, TDbOrTx } from '../db/client';
import {
  notificationDeliveries,
  notificationEvents,
  notificationSettings,
  notifications,
  type TDeliveryStatus,
  type TNotificationSubject,
} from '../db/notifications-schema';
import { selectRows } from '../db/rows';
import { userJoin } from './users';

export type TNotificationEvent = {
  type: TNotificationType;
  organizationId: number;
  /** The building it is about; null or absent: the whole organization. */
  propertyId?: number | null;
  /** Who caused it: never told about their own action. */
  actorId?: number | null;
  subject?: { type: TNotificationSubject; id: number };
  /** The one person it is for (a request's author, a booking's resident…). */
  recipientId?: number | null;
  /** Account decisions only: the address given in the request, and its language. */
  recipientEmail?: string | null;
  recipientLocale?: TLocale | null;
  params?: TNotificationParams;
  /** Not before (a booking reminder); default now. */
  availableAt?: Date;
};

/**
 * Adds an event to the outbox. Call it with the transaction of the write the event is about:
 * a rolled-back write then sends nothing, a committed one is always fanned out.
 */
export async function recordNotificationEvent(tx: TDbOrTx, event: TNotificationEvent) {
  const [row] = await tx
    .insert(notificationEvents)
    .values({
      type: event.type,
      organizationId: event.organizationId,
      propertyId: event.propertyId ?? null,
      actorId: event.actorId ?? null,
      subjectType: event.subject?.type ?? null,
      subjectId: event.subject?.id ?? null,
      recipientId: event.recipientId ?? null,
      recipientEmail: event.recipientEmail ?? null,
      recipientLocale: event.recipientLocale ?? null,
      params: event.params ?? {},
      ...(event.availableAt ? { availableAt: event.availableAt } : {}),
    })
    .returning({ id: notificationEvents.id });
  return row!.id;
}

/* ---------- The engine: relay, fan-out, deliveries (features/notifications) ---------- */

/**
 * Rows a fan-out writes per statement: small enough that one statement holds the database (the
 * single PGlite connection, the same thread as the requests) for a few milliseconds only.
 */
const SLICE = 250;

/**
 * Locks the events due and not yet relayed (FOR UPDATE SKIP LOCKED: another instance's relay
 * takes the others), oldest first.
 */
export async function takeDueEvents(tx: TDbOrTx, now: Date, limit: number) {
  return tx
    .select({ id: notificationEvents.id })
    .from(notificationEvents)
    .where(and(isNull(notificationEvents.dispatchedAt), lte(notificationEvents.availableAt, now)))
    .orderBy(asc(notificationEvents.availableAt), asc(notificationEvents.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markEventsDispatched(tx: TDbOrTx, eventIds: number[], now: Date) {
  await tx
    .update(notificationEvents)
    .set({ dispatchedAt: now })
    .where(inArray(notificationEvents.id, eventIds));
}

export async function findNotificationEvent(db: TDbOrTx, eventId: number) {
  const [row] = await db
    .select()
    .from(notificationEvents)
    .where(eq(notificationEvents.id, eventId));
  return row ?? null;
}
export type TNotificationEventRow = typeof notificationEvents.$inferSelect;

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
    .leftJoin(notificationSettings, eq(notificationSettings.userId, notifications.userId))
    .where(
      and(
        eq(notifications.eventId, eventId),
        sql`${notifications.userId} = any(${sql.param(userIds)}::integer[])`,
        isNull(reader.deactivatedAt),
      ),
    );
}
export type TEventReader = Awaited<ReturnType<typeof findEventReaders>>[number];

export type TNewDelivery = {
  eventId: number;
  notificationId?: number;
  userId?: number;
  channel: TDeliveryChannel;
  target: string;
  sendAfter: Date;
};

/**
 * Bulk, in slices, letting other work in between; a delivery already there stays. Each column is
 * one array parameter: a slice's statement is built and parsed in a moment, not 1,500 values.
 */
export async function insertDeliveries(db: TDbOrTx, rows: TNewDelivery[]) {
  for (let at = 0; at < rows.length; at += SLICE) {
    if (at > 0) await setImmediate();
    const slice = rows.slice(at, at + SLICE);
    const column = (value: (row: TNewDelivery) => unknown) => sql.param(slice.map(value));
    await db.execute(sql`
      insert into ${notificationDeliveries}
        (event_id, notification_id, user_id, channel, target, send_after)
      select * from unnest(
        ${column((row) => row.eventId)}::integer[],
        ${column((row) => row.notificationId ?? null)}::integer[],
        ${column((row) => row.userId ?? null)}::integer[],
        ${column((row) => row.channel)}::text[],
        ${column((row) => row.target)}::text[],
        ${column((row) => row.sendAfter.toISOString())}::timestamptz[])
      on conflict do nothing`);
  }
}

/** An event's deliveries still to send (the ones a fan-out run again must still queue). */
export async function findPendingDeliveriesOfEvent(db: TDbOrTx, eventId: number) {
  return db
    .select({ id: notificationDeliveries.id, sendAfter: notificationDeliveries.sendAfter })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.eventId, eventId),
        eq(notificationDeliveries.status, 'pending'),
      ),
    );
}

/**
 * Deliveries about to be sent: one more attempt counted on each still pending, returned with
 * what the message says and the reader's language. Sent, gone or skipped ones are not returned.
 */
export async function startDeliveryAttempts(db: TDbOrTx, deliveryIds: number[]) {
  const started = await db
    .update(notificationDeliveries)
    .set({ attempts: sql`${notificationDeliveries.attempts} + 1` })
    .where(
      and(
        inArray(notificationDeliveries.id, deliveryIds),
        eq(notificationDeliveries.status, 'pending'),
      ),
    )
    .returning({ id: notificationDeliveries.id });
  if (started.length === 0) return [];
  return db
    .select({
      id: notificationDeliveries.id,
      channel: notificationDeliveries.channel,
      target: notificationDeliveries.target,
      userId: notificationDeliveries.userId,
      type: notificationEvents.type,
      params: notificationEvents.params,
      recipientLocale: notificationEvents.recipientLocale,
      locale: notificationSettings.locale,
    })
    .from(notificationDeliveries)
    .innerJoin(notificationEvents, eq(notificationEvents.id, notificationDeliveries.eventId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, notificationDeliveries.userId))
    .where(
      inArray(
        notificationDeliveries.id,
        started.map((row) => row.id),
      ),
    );
}
export type TDeliveryToSend = Awaited<ReturnType<typeof startDeliveryAttempts>>[number];

/** The outcome of sends; a delivery already sent (another run) keeps its first outcome. */
export async function settleDeliveries(
  db: TDbOrTx,
  deliveryIds: number[],
  outcome: { status: TDeliveryStatus; error?: string | null },
) {
  if (deliveryIds.length === 0) return;
  await db
    .update(notificationDeliveries)
    .set({
      status: outcome.status,
      lastError: outcome.error ?? null,
      ...(outcome.status === 'sent' ? { sentAt: sql`now()` } : {}),
    })
    .where(
      and(
        inArray(notificationDeliveries.id, deliveryIds),
        eq(notificationDeliveries.status, 'pending'),
      ),
    );
}

/** A failed attempt: the error kept for the console; still pending (the queue retries it). */
export async function recordDeliveryError(db: TDbOrTx, deliveryId: number, error: string) {
  await db
    .update(notificationDeliveries)
    .set({ lastError: error.slice(0, 500) })
    .where(eq(notificationDeliveries.id, deliveryId));
}

/** After the last retry: dead, visible in the console (unless it was sent meanwhile). */
export async function markDeliveryDead(db: TDbOrTx, deliveryId: number) {
  await db
    .update(notificationDeliveries)
    .set({ status: 'dead' })
    .where(
      and(eq(notificationDeliveries.id, deliveryId), eq(notificationDeliveries.status, 'pending')),
    );
}

/* ---------- The managers' daily digest ---------- */

/** Managers who chose the daily digest, with when they last got one. */
export async function findDigestReaders(db: TDbOrTx) {
  const reader = userJoin('reader');
  return db
    .select({
      userId: notificationSettings.userId,
      email: reader.email,
      locale: notificationSettings.locale,
      lastDigestAt: notificationSettings.lastDigestAt,
    })
    .from(notificationSettings)
    .innerJoin(reader.table, reader.on(notificationSettings.userId))
    .where(eq(notificationSettings.dailyDigest, true));
}

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

/** Claims today's digest: false when another run already claimed it since `notBefore`. */
export async function claimDigest(db: TDbOrTx, userId: number, notBefore: Date, now: Date) {
  const rows = await db
    .update(notificationSettings)
    .set({ lastDigestAt: now })
    .where(
      and(
        eq(notificationSettings.userId, userId),
        or(
          isNull(notificationSettings.lastDigestAt),
          lt(notificationSettings.lastDigestAt, notBefore),
        ),
      ),
    )
    .returning({ userId: notificationSettings.userId });
  return rows.length === 1;
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
    .from(notificationSettings)
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

export type TNotificationSettingsRow = typeof notificationSettings.$inferSelect;
export type TNotificationSettingsValues = Pick<
  TNotificationSettingsRow,
  'locale' | 'choices' | 'quietStart' | 'quietEnd' | 'dailyDigest'
>;

export async function findNotificationSettings(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? null;
}

/**
 * Changes a person's settings from what they are now (the defaults when they had none), the
 * row locked meanwhile, so two partial changes at once both hold.
 */
export async function updateNotificationSettings(
  db: Db,
  userId: number,
  change: (current: TNotificationSettingsRow) => TNotificationSettingsValues,
) {
  return db.transaction(async (tx) => {
    await tx.insert(notificationSettings).values({ userId }).onConflictDoNothing();
    const [current] = await tx
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId))
      .for('update');
    const [row] = await tx
      .update(notificationSettings)
      .set({ ...change(current!), updatedAt: sql`now()` })
      .where(eq(notificationSettings.userId, userId))
      .returning();
    return row!;
  });
}

/* ---------- The console: reach, and the deliveries that failed for good ---------- */

/**
 * Per subject (a news item, an emergency message), how many people its events reached (an inbox
 * row) and how many of them read it; a subject nobody was told of is absent.
 */
export async function countReach(
  db: Db,
  subjectType: TNotificationSubject,
  subjectIds: readonly number[],
) {
  if (subjectIds.length === 0) return new Map<number, { reached: number; read: number }>();
  const rows = await db
    .select({
      subjectId: notificationEvents.subjectId,
      reached: sql<number>`count(distinct ${notifications.userId})`.mapWith(Number),
      read: sql<number>`count(distinct ${notifications.userId}) filter (where ${notifications.readAt} is not null)`.mapWith(
        Number,
      ),
    })
    .from(notificationEvents)
    .innerJoin(notifications, eq(notifications.eventId, notificationEvents.id))
    .where(
      and(
        eq(notificationEvents.subjectType, subjectType),
        inArray(notificationEvents.subjectId, [...subjectIds]),
      ),
    )
    .groupBy(notificationEvents.subjectId);
  return new Map(rows.map(({ subjectId, ...reach }) => [subjectId!, reach]));
}

export type TDeliveryFilter = { propertyId: number; status: TDeliveryStatus };

const deliveriesOf = (filter: TDeliveryFilter) =>
  and(
    eq(notificationEvents.propertyId, filter.propertyId),
    eq(notificationDeliveries.status, filter.status),
  );

/** Deliveries with what their event says. */
const selectDeliveries = (db: Db) =>
  db
    .select({
      id: notificationDeliveries.id,
      channel: notificationDeliveries.channel,
      target: notificationDeliveries.target,
      status: notificationDeliveries.status,
      attempts: notificationDeliveries.attempts,
      lastError: notificationDeliveries.lastError,
      createdAt: notificationDeliveries.createdAt,
      type: notificationEvents.type,
      params: notificationEvents.params,
    })
    .from(notificationDeliveries)
    .innerJoin(notificationEvents, eq(notificationEvents.id, notificationDeliveries.eventId));

/** A building's deliveries in one status, newest first. */
export async function findDeliveriesOfProperty(
  db: Db,
  filter: TDeliveryFilter,
  window: { limit: number; offset: number },
) {
  return selectDeliveries(db)
    .where(deliveriesOf(filter))
    .orderBy(desc(notificationDeliveries.createdAt), desc(notificationDeliveries.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function findDelivery(db: Db, deliveryId: number) {
  const [row] = await selectDeliveries(db).where(eq(notificationDeliveries.id, deliveryId));
  return row ?? null;
}
export type TDeliveryRow = Awaited<ReturnType<typeof findDeliveriesOfProperty>>[number];

export async function countDeliveriesOfProperty(db: Db, filter: TDeliveryFilter) {
  const [row] = await db
    .select({ n: count() })
    .from(notificationDeliveries)
    .innerJoin(notificationEvents, eq(notificationEvents.id, notificationDeliveries.eventId))
    .where(deliveriesOf(filter));
  return row?.n ?? 0;
}

/** A delivery with the organization and building of its event (for the console's scope check). */
export async function findDeliveryScope(db: Db, deliveryId: number) {
  const [row] = await db
    .select({
      id: notificationDeliveries.id,
      status: notificationDeliveries.status,
      attempts: notificationDeliveries.attempts,
      organizationId: notificationEvents.organizationId,
      propertyId: notificationEvents.propertyId,
    })
    .from(notificationDeliveries)
    .innerJoin(notificationEvents, eq(notificationEvents.id, notificationDeliveries.eventId))
    .where(eq(notificationDeliveries.id, deliveryId));
  return row ?? null;
}

/** A dead delivery back to pending, to be sent now; false when it is no longer dead. */
export async function requeueDeadDelivery(tx: TDbOrTx, deliveryId: number) {
  const rows = await tx
    .update(notificationDeliveries)
    .set({ status: 'pending', attempts: 0, lastError: null, sendAfter: sql`now()` })
    .where(
      and(eq(notificationDeliveries.id, deliveryId), eq(notificationDeliveries.status, 'dead')),
    )
    .returning({ id: notificationDeliveries.id });
  return rows.length === 1;
}
