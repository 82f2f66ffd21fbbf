/**
 * What the deliver job asks of the push services (features/notifications/push implements it,
 * with local stand-ins by default). Each call carries an idempotency key derived from the
 * delivery, so a resend after a crash is recognised as the same message by the service.
 */

/**
 * What a lock screen may show: a title without private contents, and the app path it opens.
 * `urgent` (urgent news, emergency messages) asks the service to wake the device at once.
 */
export type TPushPayload = { title: string; link: string; urgent?: boolean };

export type TWebPushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * `sent`; `gone` (the service says the subscription or token no longer exists: it is dropped);
 * `off` (the channel is not configured: the delivery is skipped with the reason). A retryable
 * failure (5xx, network) throws.
 */
export type TPushResult =
  | { status: 'sent' }
  | { status: 'gone' }
  | { status: 'off'; reason: string };

export type TPushChannels = {
  webPush(subscription: TWebPushTarget, payload: TPushPayload, key: string): Promise<TPushResult>;
  fcm(token: string, payload: TPushPayload, key: string): Promise<TPushResult>;
  apns(token: string, payload: TPushPayload, key: string): Promise<TPushResult>;
};

/** No push service: every push delivery is skipped, saying so. */
export const pushChannelsOff: TPushChannels = {
  webPush: async () => ({ status: 'off', reason: 'web push is not configured' }),
  fcm: async () => ({ status: 'off', reason: 'FCM is not configured' }),
  apns: async () => ({ status: 'off', reason: 'APNs is not configured' }),
};
