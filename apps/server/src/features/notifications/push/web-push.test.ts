import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import type { TVapidConfig } from '#server/config-push';
import { isAllowedPushEndpoint } from './endpoints';
import { nowSeconds, p256PrivateKey, signJwt } from './jwt';
import { PushServiceError, topicOf } from './push-errors';
import { startPushStandIns, type TPushStandIns } from './stand-ins';
import { createWebPushSender } from './web-push';

let standIns: TPushStandIns;
beforeAll(async () => {
  standIns = await startPushStandIns();
});
afterAll(() => standIns.close());

const vapidKeys = (): TVapidConfig => ({
  ...webpush.generateVAPIDKeys(),
  subject: 'mailto:webpush@habitat.test',
});
const vapid = vapidKeys();
const sender = (keys = vapid) =>
  createWebPushSender({ vapid: keys, localService: () => standIns.webPush.base });
const send = sender();
const payload = { title: 'Votre demande n° 0000123 a été mise à jour', link: '/requests/123' };

/** A browser subscribing for this server's key (PushManager.subscribe with applicationServerKey). */
function subscribe(keys = vapid) {
  const made = standIns.webPush.subscribe({ applicationServerKey: keys.publicKey });
  return { ...made, target: { endpoint: made.endpoint, ...made.keys } };
}

describe('Web Push through the local push service', () => {
  it('arrives encrypted (aes128gcm) and decrypts with the subscription keys, with TTL, Topic and urgency', async () => {
    const browser = subscribe();
    expect(await send(browser.target, payload, 'delivery-41')).toEqual({ status: 'sent' });
    expect(await send(browser.target, { ...payload, urgent: true }, 'delivery-42')).toEqual({
      status: 'sent',
    });
    const messages = standIns.webPush.messages(browser.id)!;
    expect(messages).toHaveLength(2);
    expect(JSON.parse(messages[0]!.payload)).toEqual({ ...payload, tag: 'delivery-41' });
    expect(messages[0]).toMatchObject({ topic: 'delivery-41', urgency: 'normal', ttl: 86400 });
    expect(messages[1]).toMatchObject({ topic: 'delivery-42', urgency: 'high' });
  });

  it('keeps one message per Topic: a resend of the same delivery is not a second one', async () => {
    const browser = subscribe();
    await send(browser.target, payload, 'delivery-7');
    await send(browser.target, payload, 'delivery-7');
    expect(standIns.webPush.messages(browser.id)).toHaveLength(1);
  });

  it('fails to decrypt with the wrong keys: the service refuses, the sender throws', async () => {
    const browser = subscribe();
    const other = subscribe();
    const wrongKey = { ...browser.target, p256dh: other.keys.p256dh };
    await expect(send(wrongKey, payload, 'k1')).rejects.toThrow(/400.*does not decrypt/);
    const wrongSecret = { ...browser.target, auth: other.keys.auth };
    await expect(send(wrongSecret, payload, 'k2')).rejects.toThrow(/400.*does not decrypt/);
    expect(standIns.webPush.messages(browser.id)).toEqual([]);
  });

  it('refuses a VAPID key other than the one the subscription was made for (403)', async () => {
    const browser = subscribe();
    const otherServer = sender(vapidKeys());
    await expect(otherServer(browser.target, payload, 'k')).rejects.toMatchObject({ status: 403 });
  });

  it('checks the VAPID JWT: signature, audience and expiry (401)', async () => {
    const browser = subscribe();
    const origin = new URL(browser.endpoint).origin;
    const key = p256PrivateKey(
      Buffer.from(vapid.privateKey, 'base64url'),
      Buffer.from(vapid.publicKey, 'base64url'),
    );
    const jwt = (claims: Record<string, unknown>, signer = key) =>
      signJwt(
        { alg: 'ES256' },
        { aud: origin, exp: nowSeconds() + 3600, sub: vapid.subject, ...claims },
        signer,
      );
    const forger = vapidKeys();
    const forgedKey = p256PrivateKey(
      Buffer.from(forger.privateKey, 'base64url'),
      Buffer.from(forger.publicKey, 'base64url'),
    );
    const cases = {
      valid: jwt({}),
      'signed by another key': jwt({}, forgedKey),
      'another audience': jwt({ aud: 'https://fcm.googleapis.com' }),
      expired: jwt({ exp: nowSeconds() - 10 }),
      'beyond 24 h': jwt({ exp: nowSeconds() + 25 * 3600 }),
    };
    const statuses: Record<string, number> = {};
    for (const [name, token] of Object.entries(cases)) {
      const request = webpush.generateRequestDetails(
        { endpoint: browser.endpoint, keys: browser.keys },
        JSON.stringify(payload),
        { vapidDetails: vapid, TTL: 60, contentEncoding: 'aes128gcm' },
      );
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers: { ...request.headers, Authorization: `vapid t=${token}, k=${vapid.publicKey}` },
        body: request.body,
      });
      statuses[name] = response.status;
    }
    expect(statuses).toEqual({
      valid: 201,
      'signed by another key': 401,
      'another audience': 401,
      expired: 401,
      'beyond 24 h': 401,
    });
  });

  it('says gone when the browser unsubscribed (410), and throws on 429 and 5xx so the job retries', async () => {
    const browser = subscribe();
    standIns.webPush.failNext(browser.id, 429, 503);
    const failure = await send(browser.target, payload, 'k').catch((error) => error);
    expect(failure).toBeInstanceOf(PushServiceError);
    expect(failure.status).toBe(429);
    await expect(send(browser.target, payload, 'k')).rejects.toMatchObject({ status: 503 });
    expect(await send(browser.target, payload, 'k')).toEqual({ status: 'sent' });

    standIns.webPush.unsubscribe(browser.id);
    expect(await send(browser.target, payload, 'k')).toEqual({ status: 'gone' });
  });

  it('throws when the push service cannot be reached (network error: retried)', async () => {
    const browser = subscribe();
    const closed = await startPushStandIns();
    const endpoint = `${closed.webPush.base}${browser.id}`;
    await closed.close();
    const local = createWebPushSender({ vapid, localService: () => closed.webPush.base });
    await expect(local({ ...browser.target, endpoint }, payload, 'k')).rejects.toThrow();
  });

  it('never calls an endpoint that is not a known push service', async () => {
    const browser = subscribe();
    const elsewhere = { ...browser.target, endpoint: 'http://127.0.0.1:1/admin' };
    expect(await send(elsewhere, payload, 'k')).toEqual({
      status: 'off',
      reason: 'not a push service this server sends to',
    });
  });
});

describe('isAllowedPushEndpoint', () => {
  const local = 'http://127.0.0.1:4567/push/';
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGx4',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    `${local}3f1c9a2e-0000-4000-8000-000000000000`,
  ])('allows %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, local)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/fcm/send',
    'https://evilfcm.googleapis.com/x',
    'https://push.apple.com/x',
    'https://evil.example/?.push.apple.com',
    'https://user:pw@fcm.googleapis.com/fcm/send/abc',
    'http://127.0.0.1:4567/admin',
    'http://127.0.0.1:4568/push/x',
    'http://169.254.169.254/latest/meta-data/',
    'file:///etc/passwd',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, local)).toBe(false);
  });

  it('refuses the local service when the stand-ins are off', () => {
    expect(isAllowedPushEndpoint(`${local}x`, null)).toBe(false);
  });
});

describe('topicOf', () => {
  it('keeps a short url-safe key and digests a long one to 32 url-safe characters', () => {
    expect(topicOf('delivery-12')).toBe('delivery-12');
    const long = topicOf(`delivery-${'9'.repeat(40)}`);
    expect(long).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(topicOf(`delivery-${'9'.repeat(40)}`)).toBe(long);
  });
});

// A raw key that is not on the curve must not crash the service.
it('answers 401 to a VAPID k that is not a P-256 key', async () => {
  const browser = subscribe();
  const request = webpush.generateRequestDetails(
    { endpoint: browser.endpoint, keys: browser.keys },
    'x',
    { vapidDetails: vapid, TTL: 60, contentEncoding: 'aes128gcm' },
  );
  const token = /t=([^,]+)/.exec(String(request.headers.Authorization))![1];
  const response = await fetch(request.endpoint, {
    method: 'POST',
    headers: { ...request.headers, Authorization: `vapid t=${token}, k=AAAA` },
    body: request.body,
  });
  expect(response.status).toBe(401);
});
