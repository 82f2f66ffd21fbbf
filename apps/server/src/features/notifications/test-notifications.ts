import {
  notificationLink,
  type TDeliveryChannel,
  type TNotificationParams,
  type TNotificationType,
} from '@habitat/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  emergencyMessages,
  notificationDeliveries,
  notificationEvents,
  notificationSettings,
  notifications,
  type TDeliveryStatus,
  type TNotificationSubject,
} from '#server/db/notifications-schema';

/**
 * Rows as the fan-out writes them (the engine is tested on its own): an event and one inbox row
 * per reader, then deliveries in any status, so that the API's tests choose exactly what exists.
 */
export async function insertEvent(
  db: Db,
  values: {
    type: TNotificationType;
    organizationId: number;
    propertyId?: number | null;
    subject?: { type: TNotificationSubject; id: number };
    params?: TNotificationParams;
  },
) {
  const [event] = await db
    .insert(notificationEvents)
    .values({
      type: values.type,
      organizationId: values.organizationId,
      propertyId: values.propertyId ?? null,
      subjectType: values.subject?.type ?? null,
      subjectId: values.subject?.id ?? null,
      params: values.params ?? {},
      dispatchedAt: new Date(),
    })
    .returning({ id: notificationEvents.id });
  return event!.id;
}

/** The event's inbox rows for these readers; returns their ids in the same order. */
export async function deliverToInboxes(
  db: Db,
  eventId: number,
  readers: readonly { userId: number; readAt?: Date; createdAt?: Date }[],
) {
  const [event] = await db
    .select()
    .from(notificationEvents)
    .where(eq(notificationEvents.id, eventId));
  const rows = await db
    .insert(notifications)
    .values(
      readers.map((reader) => ({
        eventId,
        userId: reader.userId,
        type: event!.type,
        params: event!.params,
        link: notificationLink(event!.type, event!.params),
        readAt: reader.readAt ?? null,
        ...(reader.createdAt ? { createdAt: reader.createdAt } : {}),
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

/** One event and its inbox row for one reader. */
export async function insertInboxItem(
  db: Db,
  values: Parameters<typeof insertEvent>[1] & { userId: number; readAt?: Date; createdAt?: Date },
) {
  const eventId = await insertEvent(db, values);
  const [id] = await deliverToInboxes(db, eventId, [values]);
  return { eventId, id: id! };
}

export async function insertDelivery(
  db: Db,
  values: {
    eventId: number;
    userId?: number;
    channel: TDeliveryChannel;
    target: string;
    status: TDeliveryStatus;
    attempts?: number;
    lastError?: string;
    createdAt?: Date;
  },
) {
  const [row] = await db
    .insert(notificationDeliveries)
    .values({
      ...values,
      userId: values.userId ?? null,
      attempts: values.attempts ?? 0,
      lastError: values.lastError ?? null,
    })
    .returning({ id: notificationDeliveries.id });
  return row!.id;
}

export async function deliveryRow(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.id, id));
  return row;
}

export async function settingsRow(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? null;
}

export async function inboxRows(db: Db, userId: number) {
  return db.select().from(notifications).where(eq(notifications.userId, userId));
}

export async function eventsOf(db: Db, type: TNotificationType) {
  return db.select().from(notificationEvents).where(eq(notificationEvents.type, type));
}

export async function emergencyMessagesOf(db: Db, propertyId: number) {
  return db.select().from(emergencyMessages).where(eq(emergencyMessages.propertyId, propertyId));
}
