/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291): the
 * `web-push` package encrypts and signs; the request itself goes out with fetch, which also
 * speaks plain http to the local stand-in and never follows a redirect elsewhere.
 */
import type { TVapidConfig } from '#server/config-push';
import type { TPushPayload, TPushResult, TWebPushTarget } from '../channels';
import { isAllowedPushEndpoint } from './endpoints';
import { PushServiceError, readBody, topicOf } from './push-errors';

/** A notification nobody could deliver in a day is not worth showing any more. */
export const PUSH_TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

export function createWebPushSender(options: {
  vapid: TVapidConfig;
  /** The local stand-in's base, allowed besides the browsers' push services. */
  localService: () => string | null;
}) {
  const { vapid } = options;
  return async function send(
    subscription: TWebPushTarget,
    payload: TPushPayload,
    key: string,
  ): Promise<TPushResult> {
    if (!isAllowedPushEndpoint(subscription.endpoint, options.localService())) {
      // Checked when saved too: here, another instance's stand-in or one gone with its port.
      // Skipped, not forgotten: this instance's settings are no word from the push service.
      return { status: 'off', reason: 'not a push service this server sends to' };
    }
    const topic = topicOf(key);
    // The tag lets the service worker show one notification per delivery, even if sent twice.
    const body = JSON.stringify({ title: payload.title, link: payload.link, tag: topic });
    // Loaded by the first push, not at start-up.
    const { default: webpush } = await import('web-push');
    const request = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      body,
      {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: payload.urgent ? 'high' : 'normal',
        topic,
        contentEncoding: 'aes128gcm',
      },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok) return { status: 'sent' };
    // The browser unsubscribed, or the subscription expired.
    if (response.status === 404 || response.status === 410) return { status: 'gone' };
    throw new PushServiceError('Web Push', response.status, await readBody(response));
  };
}
