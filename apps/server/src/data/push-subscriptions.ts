/** Owns push_subscriptions: the browsers' Web Push subscriptions (issue 24). */
import { and, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '#server/db/client';
import { pushSubscriptions } from '#server/db/notifications-schema';
import { sessionRows } from './session-rows';

export type TPushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Saves a browser's subscription. An endpoint names one browser profile: whoever subscribes
 * with it last (a new user signed in on that browser) takes it over, with their session.
 */
export async function savePushSubscription(
  db: TDbOrTx,
  values: { userId: number; endpoint: string; p256dh: string; auth: string; sessionId: string },
) {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: values.userId,
        p256dh: values.p256dh,
        auth: values.auth,
        sessionId: values.sessionId,
        createdAt: new Date(),
      },
    })
    .returning({ id: pushSubscriptions.id });
  return row!.id;
}

/** The user turned push off on this browser; someone else's endpoint is left alone. */
export async function deletePushSubscription(db: TDbOrTx, userId: number, endpoint: string) {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** The push service said the subscription is gone (404/410). */
export async function deletePushSubscriptionByEndpoint(db: TDbOrTx, endpoint: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function pushSubscriptionsOf(db: TDbOrTx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
}

/** The subscriptions deliveries' targets (their endpoints) name; one gone is absent. */
export async function findPushSubscriptionsByEndpoints(db: TDbOrTx, endpoints: string[]) {
  if (endpoints.length === 0) return [];
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, endpoints));
}

const ofPushSubscriptions = sessionRows(pushSubscriptions);

/** Signing out of one session stops pushing to the browser that session subscribed. */
export const deleteSessionPushSubscriptions = ofPushSubscriptions.deleteOfSession;

/** Signing out everywhere stops pushing to every browser of the account (but the one kept). */
export const deleteUserPushSubscriptions = ofPushSubscriptions.deleteOfAccount;

/** A session that goes on under a new token (a password change) keeps its browser's subscription. */
export const moveSessionPushSubscriptions = ofPushSubscriptions.move;
