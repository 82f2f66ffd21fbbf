/**
 * The fan-out job (docs/decisions/028-notifications.md): one event becomes inbox rows and
 * deliveries, in short bulk statements (slices of readers, each column an array parameter), each
 * idempotent, so a run cut short by a crash is simply run again. Then one deliver job per range of
 * deliveries still pending (the same send time, `batchSize` consecutive ids), with an id derived
 * from the event and the range: a second run queues nothing new.
 */

import { setImmediate } from 'node:timers/promises';
import {
  channelsFor,
  DEFAULT_TIME_ZONE,
  isUnmutable,
  MANAGER_NOTIFICATION_TYPES,
  minutesUntilQuietHoursEnd,
  notificationLink,
  type TDeliveryChannel,
  type TNotificationType,
  wallClock,
} from '@habitat/shared';
import { sql } from 'drizzle-orm';
import { findNewsById } from '#server/data/news';
import {
  findPendingDeliveriesOfEvent,
  insertDeliveries,
  type TNewDelivery,
} from '#server/data/notification-deliveries';
import {
  findNotificationEvent,
  type TNotificationEventRow,
} from '#server/data/notification-events';
import {
  findEventReaders,
  insertInboxRows,
  selectUserIds,
  type TEventReader,
} from '#server/data/notifications';
import { findPropertyTimeZone } from '#server/data/properties';
import { pushSubscriptionsOf } from '#server/data/push-subscriptions';
import { managerIdsOf, residentIdsOf } from '#server/data/read-models/reach';
import { findReservationRow } from '#server/data/reservations';
import { findDeviceTokensOf } from '#server/data/users';
import type { Db } from '#server/db/client';
import { groupBy } from '#server/lib/group-by';
import type { TJobQueue, TJobToSend } from '#server/lib/jobs/define';
import { deterministicJobId } from '#server/lib/jobs/queue';

/** One delivery (a retry after a failed send, or a dead one the console put back). */
export const DELIVER_QUEUE = 'notify-deliver';
/** A range of an event's deliveries, sent together: the fan-out's way of queueing them. */
export const DELIVER_BATCH_QUEUE = 'notify-deliver-batch';

const isManagerType = (type: TNotificationType) =>
  (MANAGER_NOTIFICATION_TYPES as readonly TNotificationType[]).includes(type);

/** Told by a mail of their own (an approval's invitation): the notification stays in the inbox. */
const MAILED_APART: readonly TNotificationType[] = ['account_approved'];
const channelsOf = (type: TNotificationType, choices: Parameters<typeof channelsFor>[1]) =>
  MAILED_APART.includes(type) ? { email: false, push: false } : channelsFor(type, choices);

/** APNs device tokens are 32 bytes in hex; FCM's registration tokens look nothing like it. */
const nativeChannel = (token: string, platform: 'ios' | 'android' | null): TDeliveryChannel =>
  (platform ?? (/^[0-9a-f]{64}$/i.test(token) ? 'ios' : 'android')) === 'ios' ? 'apns' : 'fcm';

export async function fanOut(
  db: Db,
  jobs: TJobQueue<typeof DELIVER_BATCH_QUEUE>,
  eventId: number,
  options: { batchSize: number },
  now = new Date(),
) {
  const event = await findNotificationEvent(db, eventId);
  if (!event || !(await stillRelevant(db, event, now))) return;
  if (event.recipientEmail) await insertDeliveries(db, [accountDecisionMail(event, now)]);
  else await fanOutToReaders(db, event, now);
  const pending = await findPendingDeliveriesOfEvent(db, event.id);
  await queueDeliveryBatches(jobs, event.id, pending, options.batchSize);
}

/**
 * Checked again when the event is fanned out, since it was queued before: a booking reminder
 * (nothing if the booking was cancelled), news (nothing if it was withdrawn or deleted, or
 * moved to another date, which recorded its own event).
 */
async function stillRelevant(db: Db, event: TNotificationEventRow, now: Date) {
  if (event.subjectId === null) return true;
  if (event.type === 'booking_reminder') {
    const booking = await findReservationRow(db, event.subjectId);
    return booking !== null && booking.canceledAt === null && booking.startAt > now;
  }
  if (event.subjectType === 'news') {
    const item = await findNewsById(db, event.subjectId);
    return (
      item !== null &&
      item.status === 'in_progress' &&
      item.createdAt.getTime() === event.availableAt.getTime() &&
      item.createdAt <= now
    );
  }
  return true;
}

/** Account decisions: e-mail only, to the address given in the request (no account, no inbox). */
const accountDecisionMail = (event: TNotificationEventRow, now: Date): TNewDelivery => ({
  eventId: event.id,
  channel: 'email',
  target: event.recipientEmail!,
  sendAfter: now,
});

/** Who an event is for: its one recipient, else the building's managers or residents. */
function readersOf(db: Db, event: TNotificationEventRow, now: Date) {
  const building = { organizationId: event.organizationId, propertyId: event.propertyId };
  if (event.recipientId !== null) return sql`select ${event.recipientId}::integer`;
  if (isManagerType(event.type)) return managerIdsOf(db, building);
  return residentIdsOf(db, building, now.toISOString().slice(0, 10));
}

/** Readers given their deliveries at a time: a building's thousands in short turns. */
const READERS_AT_ONCE = 250;

/**
 * The inbox rows, then the deliveries of the readers, `READERS_AT_ONCE` at a time, each turn one
 * short read and one short insert by the readers' ids (not by an offset or a range, whose plan
 * would depend on statistics PGlite may not have yet): on PGlite the residents' own requests run
 * in between.
 */
async function fanOutToReaders(db: Db, event: TNotificationEventRow, now: Date) {
  const readerIds = await selectUserIds(db, readersOf(db, event, now));
  await insertInboxRows(db, event, notificationLink(event.type, event.params), readerIds);
  const timeZone =
    event.propertyId === null ? null : await findPropertyTimeZone(db, event.propertyId);
  const localMinutes = Math.floor(wallClock(now, timeZone ?? DEFAULT_TIME_ZONE).minutes);
  for (let at = 0; at < readerIds.length; at += READERS_AT_ONCE) {
    await setImmediate();
    const readers = await findEventReaders(db, event.id, readerIds.slice(at, at + READERS_AT_ONCE));
    const deliveries = await deliveriesOf(db, event, readers, { now, localMinutes });
    await setImmediate();
    await insertDeliveries(db, deliveries);
  }
}

/** What each reader is sent: e-mail and push per their choices, after their quiet hours. */
async function deliveriesOf(
  db: Db,
  event: TNotificationEventRow,
  readers: TEventReader[],
  clock: { now: Date; localMinutes: number },
) {
  const userIds = readers.map((reader) => reader.userId);
  const [webPush, devices] = await Promise.all([
    pushSubscriptionsOf(db, userIds),
    findDeviceTokensOf(db, userIds),
  ]);
  const webPushOf = groupBy(webPush, (sub) => sub.userId);
  const devicesOf = groupBy(devices, (device) => device.userId);
  const deliveries: TNewDelivery[] = [];
  for (const reader of readers) {
    const channels = channelsOf(event.type, reader.choices ?? {});
    const quiet =
      reader.quietStart && reader.quietEnd && !isUnmutable(event.type)
        ? { start: reader.quietStart, end: reader.quietEnd }
        : null;
    const sendAfter = new Date(
      clock.now.getTime() + minutesUntilQuietHoursEnd(quiet, clock.localMinutes) * 60_000,
    );
    const base = {
      eventId: event.id,
      notificationId: reader.notificationId,
      userId: reader.userId,
      sendAfter,
    };
    // A manager who chose the digest gets their manager notifications in it, once a day.
    const digested = reader.dailyDigest === true && isManagerType(event.type);
    if (channels.email && !digested)
      deliveries.push({ ...base, channel: 'email', target: reader.email });
    if (!channels.push) continue;
    for (const sub of webPushOf.get(reader.userId) ?? [])
      deliveries.push({ ...base, channel: 'web_push', target: sub.endpoint });
    for (const device of devicesOf.get(reader.userId) ?? [])
      deliveries.push({
        ...base,
        channel: nativeChannel(device.token, device.platform),
        target: device.token,
      });
  }
  return deliveries;
}

/**
 * One deliver job per range of `batchSize` delivery ids with one send time, not before it. The
 * ranges are fixed by the ids, so a run again derives the same job ids (inserted once): a
 * delivery is never in two jobs of one event.
 */
export async function queueDeliveryBatches(
  jobs: TJobQueue<typeof DELIVER_BATCH_QUEUE>,
  eventId: number,
  deliveries: { id: number; sendAfter: Date }[],
  batchSize: number,
) {
  const batches = groupBy(
    deliveries,
    (d) => `${eventId}:${d.sendAfter.getTime()}:${Math.floor(d.id / batchSize)}`,
  );
  const rows: TJobToSend<typeof DELIVER_BATCH_QUEUE>[] = [...batches].map(([key, batch]) => ({
    name: DELIVER_BATCH_QUEUE,
    id: deterministicJobId('deliver-batch', key),
    data: { deliveryIds: batch.map((delivery) => delivery.id) },
    startAfter: batch[0]!.sendAfter.toISOString(),
  }));
  for (let at = 0; at < rows.length; at += 500) await jobs.send(rows.slice(at, at + 500));
}
