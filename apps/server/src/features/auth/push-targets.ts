/**
 * Where notifications are pushed for a session: the mobile app's device token and the
 * browser's Web Push subscription it registered. A session that ends stops receiving them, so
 * the next person on that device, or whoever held an old password, sees nothing more.
 */
import {
  deleteSessionPushSubscriptions,
  deleteUserPushSubscriptions,
  moveSessionPushSubscriptions,
} from '#server/data/push-subscriptions';
import {
  deleteSessionDeviceTokens,
  deleteUserDeviceTokens,
  moveSessionDeviceTokens,
} from '#server/data/users';
import type { TDbOrTx } from '#server/db/client';

export async function forgetSessionPushTargets(db: TDbOrTx, userId: number, sessionId: string) {
  await deleteSessionDeviceTokens(db, userId, sessionId);
  await deleteSessionPushSubscriptions(db, userId, sessionId);
}

/** Every session's targets, but those of the session `except` (the one changing its password). */
export async function forgetAllPushTargets(db: TDbOrTx, userId: number, except?: string) {
  await deleteUserDeviceTokens(db, userId, except);
  await deleteUserPushSubscriptions(db, userId, except);
}

/** The session goes on under a new token id: its targets follow it. */
export async function moveSessionPushTargets(
  db: TDbOrTx,
  userId: number,
  from: string,
  to: string,
) {
  await moveSessionDeviceTokens(db, userId, from, to);
  await moveSessionPushSubscriptions(db, userId, from, to);
}
