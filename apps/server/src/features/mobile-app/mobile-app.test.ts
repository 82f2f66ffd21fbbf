import { randomBytes, randomUUID } from 'node:crypto';
import { APP_LINK_PATHS, type TUserRequest } from '@habitat/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, notificationEvents } from '#server/db/notifications-schema';
import { files } from '#server/db/schema';
import { idle } from '#server/features/notifications/test-engine';
import {
  categoryIdOf,
  requestActors,
  setStatus,
  validRequest,
} from '#server/features/user-requests/test-fixtures';
import { createTestApp, type TTestApp } from '#server/test/harness';

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, '0'))
  .join(':')
  .toUpperCase();
const MOBILE_ENV = {
  IOS_STORE_URL: 'https://apps.apple.com/app/habitat/id1234567890',
  ANDROID_STORE_URL: 'https://play.google.com/store/apps/details?id=com.example.habitat',
  ANDROID_APP_ID: 'com.example.habitat',
  ANDROID_CERT_SHA256: FINGERPRINT.toLowerCase(),
  IOS_APP_IDS: 'ABCDE12345.com.example.habitat',
};

describe('the mobile app, configured', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...MOBILE_ENV, NOTIFICATIONS_WORKER: 'off' } });
  });
  afterAll(() => t?.close());

  it('publishes the store URLs in /api/config', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.apps).toEqual({
      ios: MOBILE_ENV.IOS_STORE_URL,
      android: MOBILE_ENV.ANDROID_STORE_URL,
    });
  });

  it('serves assetlinks.json for the configured app and certificate, as JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'com.example.habitat',
          sha256_cert_fingerprints: [FINGERPRINT],
        },
      },
    ]);
  });

  it('serves apple-app-site-association for the app pages only, as JSON without a redirect', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/.well-known/apple-app-site-association',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    const [details] = body.applinks.details;
    expect(details.appIDs).toEqual(['ABCDE12345.com.example.habitat']);
    const paths = details.components.map((c: { '/': string }) => c['/']);
    expect(paths).toContain('/requests/*');
    expect(paths).toHaveLength(APP_LINK_PATHS.length * 2);
    expect(paths.some((p: string) => /^\/(manage|api|uploads)/.test(p) || p === '*')).toBe(false);
    expect(body.webcredentials.apps).toEqual(['ABCDE12345.com.example.habitat']);
  });
});

describe('the mobile app, not configured', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NOTIFICATIONS_WORKER: 'off' } });
  });
  afterAll(() => t?.close());

  it('answers 404 for both well-known files and null store URLs', async () => {
    for (const url of ['/.well-known/assetlinks.json', '/.well-known/apple-app-site-association']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.apps).toEqual({ ios: null, android: null });
  });

  it.each([['capacitor://localhost'], ['https://localhost']])(
    'allows CORS from the wrapper origin %s: preflight and actual request',
    async (origin) => {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/me',
        headers: {
          origin,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      expect(preflight.headers['access-control-allow-methods']).toContain('PUT');
      expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'authorization',
      );
      expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'idempotency-key',
      );
      expect(preflight.headers.vary).toContain('Origin');

      const { token } = await t.login('resident@example.com');
      const actual = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { origin, ...t.bearer(token) },
      });
      expect(actual.statusCode).toBe(200);
      expect(actual.headers['access-control-allow-origin']).toBe(origin);
      expect(actual.headers['access-control-allow-credentials']).toBeUndefined();
    },
  );

  it.each([
    ['https://evil.example.com'],
    ['http://localhost'],
    ['capacitor://evil'],
    ['https://localhost:8443'],
    ['null'],
  ])('gives the origin %s no CORS header, on a preflight or a request', async (origin) => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/me',
      headers: { origin, 'access-control-request-method': 'PUT' },
    });
    expect(preflight.statusCode).not.toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    const actual = await t.app.inject({ method: 'GET', url: '/api/config', headers: { origin } });
    expect(actual.statusCode).toBe(200);
    expect(actual.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("lets the app's WebView show uploaded images: their answers allow cross-origin embedding", async () => {
    const stored = await t.db.select({ storedName: files.storedName }).from(files);
    let served = 0;
    for (const { storedName } of stored) {
      const response = await t.app.inject({ method: 'GET', url: `/uploads/${storedName}` });
      if (response.statusCode !== 200) continue; // a private file, or a row without bytes
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      served++;
    }
    expect(served).toBeGreaterThan(0);
    // Pages and the API keep helmet's same-origin policy.
    const api = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('sends no CORS header to a same-origin request without Origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('native push end to end through the FCM and APNs stand-ins', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({
      notifications: { worker: true, relayIntervalMs: 50, pollSeconds: 0.5 },
    });
  }, 60_000);
  afterAll(() => t?.close());

  const messagesOf = async (service: 'fcm' | 'apns', token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/dev/${service}/messages?token=${encodeURIComponent(token)}`,
      })
    ).json<{ data: Record<string, unknown>[] }>().data;

  it("a manager's reply reaches the resident's Android and iPhone once each, opening the request", async () => {
    const a = await requestActors(t);
    // The resident signs in on two phones; each app sends its token with PUT /api/me.
    const android = `fcm-${randomUUID()}:APA91b${'x'.repeat(40)}`;
    const iphone = randomBytes(32).toString('hex');
    for (const [deviceToken, platform] of [
      [android, 'android'],
      [iphone, 'ios'],
    ] as const) {
      const { token } = await t.login('resident@example.com');
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/me',
        headers: { ...t.bearer(token), origin: 'capacitor://localhost' },
        payload: { deviceToken, platform },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const tap = await categoryIdOf(t.db, a.ids.jardins, [
      'Plomberie',
      'Cuisine',
      'Robinet qui fuit',
    ]);
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/user_requests',
      headers: t.bearer(a.resident),
      payload: validRequest(tap),
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const { id } = filed.json<TUserRequest>();
    await setStatus(t.db, id, 'in_progress');
    await idle(t.db);

    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/manage/requests/${id}/messages`,
      headers: t.bearer(a.manager),
      payload: { reply: 'Le plombier passe jeudi.' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    await idle(t.db);

    const fcm = await messagesOf('fcm', android);
    const apns = await messagesOf('apns', iphone);
    // The lock screen says that the request changed, not what the reply says; a tap opens it.
    const expected = {
      title: `Votre demande n° ${String(id).padStart(7, '0')} a été mise à jour`,
      link: `/requests/${id}`,
    };
    expect(fcm).toEqual([expect.objectContaining({ token: android, ...expected })]);
    expect(apns).toEqual([expect.objectContaining({ token: iphone, ...expected })]);
    // One request each: the stand-ins keep one message per collapse key, the deliveries count sends.
    const sends = await t.db
      .select({
        channel: notificationDeliveries.channel,
        target: notificationDeliveries.target,
        status: notificationDeliveries.status,
        attempts: notificationDeliveries.attempts,
      })
      .from(notificationDeliveries)
      .innerJoin(notificationEvents, eq(notificationEvents.id, notificationDeliveries.eventId))
      .where(
        and(
          eq(notificationEvents.type, 'request_reply'),
          inArray(notificationDeliveries.channel, ['fcm', 'apns']),
        ),
      );
    expect(sends.sort((x, y) => x.channel.localeCompare(y.channel))).toEqual([
      { channel: 'apns', target: iphone, status: 'sent', attempts: 1 },
      { channel: 'fcm', target: android, status: 'sent', attempts: 1 },
    ]);
    for (const message of [...fcm, ...apns]) {
      expect(JSON.stringify(message)).not.toContain('plombier');
    }
  });
});
