/**
 * Owns notification_events (the outbox), notifications (the inbox), notification_deliveries,
 * notification_settings and push_subscriptions (docs/decisions/028-notifications.md).
 */
import type { TLocale, TNotificationParams, TNotificationType } from '@habitat/shared';
import type { TDbOrTx } from '../db/client';
import { notificationEvents, type TNotificationSubject } from '../db/notifications-schema';

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
