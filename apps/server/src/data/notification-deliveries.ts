/** Owns notification_deliveries: one send of an event to a reader on a channel, retried, then dead. */
import { setImmediate } from 'node:timers/promises';
import type { TDeliveryChannel } from '@habitat/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, TDbOrTx } from '#server/db/client';
import { notificationDeliveries, type TDeliveryStatus } from '#server/db/notifications-schema';
import { eventJoin } from './notification-events';
import { settingsJoin } from './notification-settings';
import { SLICE } from './notifications';

/* Their event and reader's settings, joined under the tables' own names. */
const notificationEvents = eventJoin('notification_events');
const notificationSettings = settingsJoin('notification_settings');

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
    .innerJoin(notificationEvents.table, eq(notificationEvents.id, notificationDeliveries.eventId))
    .leftJoin(
      notificationSettings.table,
      eq(notificationSettings.userId, notificationDeliveries.userId),
    )
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

/* ---------- The console: the deliveries that failed for good ---------- */

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
    .innerJoin(notificationEvents.table, eq(notificationEvents.id, notificationDeliveries.eventId));

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
    .innerJoin(notificationEvents.table, eq(notificationEvents.id, notificationDeliveries.eventId))
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
    .innerJoin(notificationEvents.table, eq(notificationEvents.id, notificationDeliveries.eventId))
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
