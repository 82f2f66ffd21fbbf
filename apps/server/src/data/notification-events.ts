/** Owns notification_events: the outbox (docs/decisions/028-notifications.md). */

import type { TLocale, TNotificationParams, TNotificationType } from '@habitat/shared';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { TDbOrTx } from '#server/db/client';
import { notificationEvents, type TNotificationSubject } from '#server/db/notifications-schema';
import { aliasedJoin } from './aliased-join';

/** An event joined in another module's query (under the alias `as`). */
export function eventJoin<TAlias extends string>(as: TAlias) {
  return aliasedJoin({
    table: notificationEvents,
    as,
    on: 'id',
    columns: [
      'id',
      'type',
      'params',
      'organizationId',
      'propertyId',
      'subjectType',
      'subjectId',
      'recipientLocale',
    ],
  });
}

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
