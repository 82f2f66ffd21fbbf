/**
 * The push channels (issue 24): Web Push, FCM and APNs, each to the real provider the
 * environment configures or to its local stand-in (PUSH_STAND_INS), or off, said so once at
 * start-up. A target the provider says is gone is forgotten here (subscription or token).
 */
import type { TPushConfig } from '#server/config-push';
import { deletePushSubscriptionByEndpoint } from '#server/data/push-subscriptions';
import { deleteDeviceToken } from '#server/data/users';
import type { TDbOrTx } from '#server/db/client';
import type { TPushChannels, TPushResult } from '../channels';
import { createApnsSender } from './apns';
import { isAllowedPushEndpoint } from './endpoints';
import { createFcmSender } from './fcm';
import { startPushStandIns, type TPushStandIns } from './stand-ins';
import { createWebPushSender } from './web-push';

/** An APNs device token is 64 hex digits; FCM's are longer and carry a colon. */
export const APNS_TOKEN_PATTERN = /^[0-9a-fA-F]{64}$/;
export const nativePlatformOf = (token: string, platform: 'ios' | 'android' | null) =>
  platform ?? (APNS_TOKEN_PATTERN.test(token) ? 'ios' : 'android');

export type TPush = TPushChannels & {
  /** The VAPID public key browsers subscribe with (GET /api/config); null while Web Push is off. */
  webPushPublicKey: string | null;
  /** Whether a browser's endpoint is one the server may call (POST /api/push-subscriptions). */
  isAllowedEndpoint(endpoint: string): boolean;
  /** The local stand-ins, when they run (dev routes, tests). */
  standIns: TPushStandIns | null;
  /** Which channels are on, and where they send: the start-up log line. */
  summary: string;
  close(): Promise<void>;
};

const off = (reason: string) => async (): Promise<TPushResult> => ({ status: 'off', reason });

export async function createPushChannels(options: {
  config: TPushConfig;
  db: TDbOrTx;
  /** Stand-ins another instance started (tests with two instances share one set). */
  standIns?: TPushStandIns;
}): Promise<TPush> {
  const { config, db } = options;
  const ownStandIns = !options.standIns && config.standIns ? await startPushStandIns() : null;
  const standIns = options.standIns ?? ownStandIns;
  const localService = () => standIns?.webPush.base ?? null;

  const fcmConfig = config.fcm ?? standIns?.fcm.config() ?? null;
  const apnsConfig = config.apns ?? standIns?.apns.config() ?? null;
  const webPush = config.webPush
    ? createWebPushSender({ vapid: config.webPush, localService })
    : null;
  const fcm = fcmConfig ? createFcmSender(fcmConfig) : null;
  const apns = apnsConfig ? createApnsSender(apnsConfig) : null;

  const where = (real: unknown, url?: string) =>
    real
      ? `on (${url ?? 'configured'})`
      : standIns
        ? 'on (local stand-in)'
        : 'off (not configured)';
  const summary = [
    `web push ${config.webPush ? (standIns ? 'on (browsers and the local stand-in)' : 'on') : 'off (no VAPID keys)'}`,
    `FCM ${where(config.fcm, config.fcm ? `project ${config.fcm.projectId}` : undefined)}`,
    `APNs ${where(config.apns, config.apns?.url)}`,
  ].join(', ');

  return {
    webPushPublicKey: config.webPush?.publicKey ?? null,
    isAllowedEndpoint: (endpoint) => isAllowedPushEndpoint(endpoint, localService()),
    standIns,
    summary: `push: ${summary}`,
    webPush: webPush
      ? async (subscription, payload, key) => {
          const result = await webPush(subscription, payload, key);
          if (result.status === 'gone')
            await deletePushSubscriptionByEndpoint(db, subscription.endpoint);
          return result;
        }
      : off('web push is off: no VAPID keys (WEB_PUSH_VAPID_PUBLIC_KEY / _PRIVATE_KEY)'),
    fcm: fcm
      ? async (token, payload, key) => forgetIfGone(await fcm(token, payload, key), db, token)
      : off('FCM is not configured (FCM_PROJECT_ID, FCM_SERVICE_ACCOUNT)'),
    apns: apns
      ? async (token, payload, key) => forgetIfGone(await apns.send(token, payload, key), db, token)
      : off('APNs is not configured (APNS_KEY_ID, APNS_TEAM_ID, APNS_KEY, APNS_TOPIC)'),
    async close() {
      apns?.close();
      await ownStandIns?.close();
    },
  };
}

async function forgetIfGone(result: TPushResult, db: TDbOrTx, token: string) {
  if (result.status === 'gone') await deleteDeviceToken(db, token);
  return result;
}
