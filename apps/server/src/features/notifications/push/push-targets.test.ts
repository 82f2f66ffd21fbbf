import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptionsOf, savePushSubscription } from '#server/data/push-subscriptions';
import { deviceTokens, users } from '#server/db/schema';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { createPushChannels, nativePlatformOf, type TPush } from '.';

let t: TTestApp;
let push: TPush;
let residentId: number;
beforeAll(async () => {
  t = await createTestApp();
  push = await createPushChannels({ config: t.config.push, db: t.db });
  const [resident] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'resident@example.com'));
  residentId = resident!.id;
});
afterAll(async () => {
  await push.close();
  await t.close();
});

const payload = { title: 'Urgent : Coupure d’eau', link: '/news/4' };
const apnsToken = (n: number) => n.toString(16).padStart(64, 'b');
const sessionOf = (token: string) => (jwt.decode(token) as jwt.JwtPayload).jti!;
const tokensOf = async (userId: number) =>
  (await t.db.select().from(deviceTokens).where(eq(deviceTokens.userId, userId)))
    .map((row) => row.token)
    .sort();
const endpointsOf = async (userId: number) =>
  (await pushSubscriptionsOf(t.db, [userId])).map((row) => row.endpoint).sort();

async function subscribeBrowser(sessionId: string) {
  const browser = push.standIns!.webPush.subscribe({
    applicationServerKey: push.webPushPublicKey!,
  });
  await savePushSubscription(t.db, {
    userId: residentId,
    endpoint: browser.endpoint,
    ...browser.keys,
    sessionId,
  });
  return browser;
}

async function registerDevice(token: string, deviceToken: string, platform?: 'ios' | 'android') {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/me',
    headers: t.bearer(token),
    payload: { deviceToken, ...(platform ? { platform } : {}) },
  });
  expect(response.statusCode).toBe(200);
}

describe('a target the provider says is gone is forgotten', () => {
  it('drops the Web Push subscription on 410, keeps the others', async () => {
    const gone = await subscribeBrowser('session-a');
    const kept = await subscribeBrowser('session-b');
    push.standIns!.webPush.unsubscribe(gone.id);
    const target = (b: typeof gone) => ({ endpoint: b.endpoint, ...b.keys });
    expect(await push.webPush(target(gone), payload, 'delivery-1')).toEqual({ status: 'gone' });
    expect(await push.webPush(target(kept), payload, 'delivery-2')).toEqual({ status: 'sent' });
    const endpoints = await endpointsOf(residentId);
    expect(endpoints).toContain(kept.endpoint);
    expect(endpoints).not.toContain(gone.endpoint);
  });

  it('drops the device token FCM calls UNREGISTERED and the one APNs calls Unregistered', async () => {
    const { token } = await t.login('resident@example.com');
    await registerDevice(token, 'fcm:uninstalled', 'android');
    await registerDevice(token, 'fcm:installed', 'android');
    await registerDevice(token, apnsToken(1), 'ios');
    await registerDevice(token, apnsToken(2));
    push.standIns!.fcm.unregister('fcm:uninstalled');
    push.standIns!.apns.unregister(apnsToken(1));

    expect(await push.fcm('fcm:uninstalled', payload, 'd3')).toEqual({ status: 'gone' });
    expect(await push.fcm('fcm:installed', payload, 'd4')).toEqual({ status: 'sent' });
    expect(await push.apns(apnsToken(1), payload, 'd5')).toEqual({ status: 'gone' });
    expect(await push.apns(apnsToken(2), payload, 'd6')).toEqual({ status: 'sent' });
    expect(await tokensOf(residentId)).toEqual([apnsToken(2), 'fcm:installed'].sort());
  });

  it('stores the platform and tells an unmarked token apart by its shape', async () => {
    const rows = await t.db.select().from(deviceTokens).where(eq(deviceTokens.userId, residentId));
    const platformOf = Object.fromEntries(rows.map((row) => [row.token, row.platform]));
    expect(platformOf).toMatchObject({ 'fcm:installed': 'android', [apnsToken(2)]: null });
    expect(nativePlatformOf(apnsToken(2), null)).toBe('ios');
    expect(nativePlatformOf('fcm:installed', null)).toBe('android');
    expect(nativePlatformOf(apnsToken(2), 'android')).toBe('android');
  });
});

describe('channels that are not configured are off, with the reason', () => {
  it('skips every push when neither keys nor stand-ins exist', async () => {
    const off = await createPushChannels({
      config: { standIns: false, webPush: null, fcm: null, apns: null },
      db: t.db,
    });
    const target = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', p256dh: 'p', auth: 'a' };
    expect(await off.webPush(target, payload, 'k')).toMatchObject({ status: 'off' });
    expect(await off.fcm('t', payload, 'k')).toEqual({
      status: 'off',
      reason: 'FCM is not configured (FCM_PROJECT_ID, FCM_SERVICE_ACCOUNT)',
    });
    expect(await off.apns(apnsToken(9), payload, 'k')).toMatchObject({ status: 'off' });
    expect(off.summary).toBe(
      'push: web push off (no VAPID keys), FCM off (not configured), APNs off (not configured)',
    );
    expect(off.webPushPublicKey).toBeNull();
    expect(push.summary).toBe(
      'push: web push on (browsers and the local stand-in), FCM on (local stand-in), APNs on (local stand-in)',
    );
  });
});

describe('signing out stops pushing to that session’s device and browser', () => {
  it('a device-only sign-out removes its device token and push subscription, not the other session’s', async () => {
    const cotenant = await t.login('cotenant@example.com');
    const here = await t.login('resident@example.com');
    const there = await t.login('resident@example.com');
    await registerDevice(here.token, apnsToken(10), 'ios');
    await registerDevice(there.token, 'fcm:there', 'android');
    await registerDevice(cotenant.token, 'fcm:cotenant', 'android');
    const hereBrowser = await subscribeBrowser(sessionOf(here.token));
    const thereBrowser = await subscribeBrowser(sessionOf(there.token));

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: t.bearer(here.token),
    });
    expect(logout.statusCode).toBe(204);
    const tokens = await tokensOf(residentId);
    expect(tokens).toContain('fcm:there');
    expect(tokens).not.toContain(apnsToken(10));
    const endpoints = await endpointsOf(residentId);
    expect(endpoints).toContain(thereBrowser.endpoint);
    expect(endpoints).not.toContain(hereBrowser.endpoint);

    const everywhere = await t.app.inject({
      method: 'POST',
      url: '/api/logout/everywhere',
      headers: t.bearer(there.token),
    });
    expect(everywhere.statusCode).toBe(204);
    expect(await tokensOf(residentId)).toEqual([]);
    expect(await endpointsOf(residentId)).toEqual([]);
    const [cotenantRow] = await t.db
      .select()
      .from(deviceTokens)
      .where(eq(deviceTokens.token, 'fcm:cotenant'));
    expect(cotenantRow).toBeDefined();
  });

  it('a device token moves to whoever signs in on that device last, with their session', async () => {
    const cotenant = await t.login('cotenant@example.com');
    const resident = await t.login('resident@example.com');
    await registerDevice(resident.token, apnsToken(20), 'ios');
    await registerDevice(cotenant.token, apnsToken(20), 'ios');
    const [row] = await t.db
      .select()
      .from(deviceTokens)
      .where(eq(deviceTokens.token, apnsToken(20)));
    expect(row).toMatchObject({ sessionId: sessionOf(cotenant.token), platform: 'ios' });
    expect(row!.userId).not.toBe(residentId);
  });

  it('refuses a platform other than ios or android', async () => {
    const { token } = await t.login('resident@example.com');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: t.bearer(token),
      payload: { deviceToken: 'x', platform: 'windows' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('a new password stops pushing to what the old one signed in', () => {
  const shop = 'shop@example.com';
  const shopId = async () => {
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, shop));
    return row!.id;
  };
  async function shopSubscribes(token: string) {
    const browser = push.standIns!.webPush.subscribe();
    await savePushSubscription(t.db, {
      userId: await shopId(),
      endpoint: browser.endpoint,
      ...browser.keys,
      sessionId: sessionOf(token),
    });
    return browser.endpoint;
  }

  it('a password change keeps this device’s targets (under the new token) and drops the others’', async () => {
    const here = await t.login(shop, 'shop');
    const attacker = await t.login(shop, 'shop');
    await registerDevice(here.token, apnsToken(30), 'ios');
    await registerDevice(attacker.token, apnsToken(31), 'ios');
    const hereEndpoint = await shopSubscribes(here.token);
    const attackerEndpoint = await shopSubscribes(attacker.token);

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/me/password',
      headers: t.bearer(here.token),
      payload: { currentPassword: 'shop', password: 'a-brand-new-password' },
    });
    expect(changed.statusCode).toBe(200);
    const renewed = changed.json<{ token: string }>().token;
    expect(await tokensOf(await shopId())).toEqual([apnsToken(30)]);
    expect(await endpointsOf(await shopId())).toEqual([hereEndpoint]);
    expect(await endpointsOf(await shopId())).not.toContain(attackerEndpoint);

    // Signing out with the new token still finds them.
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: t.bearer(renewed) });
    expect(await tokensOf(await shopId())).toEqual([]);
    expect(await endpointsOf(await shopId())).toEqual([]);
  });

  it('a password reset by e-mail drops every device and browser of the account', async () => {
    const signedIn = await t.login(shop, 'a-brand-new-password');
    await registerDevice(signedIn.token, 'fcm:before-reset', 'android');
    await shopSubscribes(signedIn.token);
    const since = t.mails.length;
    await t.app.inject({ method: 'POST', url: '/api/forgot_password/', payload: { email: shop } });
    await t.settled();
    const mail = t.mails.slice(since).find((m) => m.to === shop)!;
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    const resetToken = new URL(link).searchParams.get('token')!;
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/forgot_password/${encodeURIComponent(resetToken)}`,
      payload: { password: 'another-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await tokensOf(await shopId())).toEqual([]);
    expect(await endpointsOf(await shopId())).toEqual([]);
  });
});

describe('the stand-ins’ dev routes', () => {
  it('make a local subscription and show what it received; absent when the stand-ins are off', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/dev/push/subscriptions',
      payload: { applicationServerKey: t.config.push.webPush!.publicKey },
    });
    expect(made.statusCode).toBe(201);
    const { id, endpoint, keys } = made.json();
    expect(endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/push\//);
    expect(Buffer.from(keys.p256dh, 'base64url')).toHaveLength(65);
    const messages = await t.app.inject({ url: `/api/dev/push/subscriptions/${id}/messages` });
    expect(messages.json()).toEqual({ data: [] });
    const unknown = await t.app.inject({
      url: '/api/dev/push/subscriptions/00000000-0000-4000-8000-000000000000/messages',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/dev/fcm/messages' })).json()).toEqual({ data: [] });

    const production = await createTestApp({ env: { PUSH_STAND_INS: 'off' }, seed: false });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/dev/push/subscriptions',
        payload: {},
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
