import type { TPushSubscription } from '@habitat/shared';
import { deletePushSubscription, savePushSubscription } from '#server/data/push-subscriptions';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/errors';
import type { TSession } from '#server/lib/tokens';

type TDeps = { db: Db; session: TSession; isAllowedEndpoint: (endpoint: string) => boolean };

/**
 * Saves this browser's subscription for the caller, tied to their session (signing out of it
 * removes it). The endpoint is a URL the server will call: one that is not a known push service
 * (or the local stand-in) is refused, before anything is written.
 */
export async function subscribe(deps: TDeps, subscription: TPushSubscription) {
  if (!deps.isAllowedEndpoint(subscription.endpoint)) {
    throw new AppError(400, 'validation_failed', 'This push service is not one Habitat sends to', {
      endpoint: 'push_service_unknown',
    });
  }
  const id = await savePushSubscription(deps.db, {
    userId: deps.session.userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    sessionId: deps.session.tokenId,
  });
  return { id };
}

/** Push turned off on this browser: the caller's subscription goes; anyone else's stays. */
export async function unsubscribe(deps: Omit<TDeps, 'isAllowedEndpoint'>, endpoint: string) {
  await deletePushSubscription(deps.db, deps.session.userId, endpoint);
}
