/**
 * Owns notification_events (the outbox), notifications (the inbox), notification_deliveries,
 * notification_settings and push_subscriptions (docs/decisions/028-notifications.md).
 */
import type { TLocale, TNotificationParams, TNotificationType } from '@habitat/shared';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, TDbOrTx } from '../db/client';
import {
  notificationDeliveries,
  notificationEvents,
  notificationSettings,
  notifications,
  type TDeliveryStatus,
  type TNotificationSubject,
} from '../db/notifications-schema';

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
  await tx.insert(notificationEvents).values({
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
  });
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
