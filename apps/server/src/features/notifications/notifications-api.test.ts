import type {
  TEmergencyMessage,
  TNotification,
  TNotificationSettings,
  TNotificationsResponse,
} from '@habitat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEmergencyMessage } from '#server/data/emergency-messages';
import { findPushSubscriptionsByEndpoints } from '#server/data/push-subscriptions';
import type { Db } from '#server/db/client';
import { consoleActors, expectError } from '#server/features/manage/test-console';
import { insertUser, userIdOf } from '#server/features/posts/test-fixtures';
import { insertOtherOrganization } from '#server/test/content-fixtures';
import { createTestApp, type TTestApp } from '#server/test/harness';
import {
  deliverToInboxes,
  inboxRows,
  insertEvent,
  insertInboxItem,
  settingsRow,
} from './test-notifications';

const findPushSubscriptionByEndpoint = async (db: Db, endpoint: string) =>
  (await findPushSubscriptionsByEndpoints(db, [endpoint]))[0] ?? null;

let t: TTestApp;
let a: Awaited<ReturnType<typeof consoleActors>>;
const ids = { resident: 0, cotenant: 0, shop: 0 };
const tokens = { cotenant: '', shop: '' };

beforeAll(async () => {
  t = await createTestApp();
  a = await consoleActors(t);
  ids.resident = await userIdOf(t.db, 'resident@example.com');
  ids.cotenant = await userIdOf(t.db, 'cotenant@example.com');
  ids.shop = await userIdOf(t.db, 'shop@example.com');
  tokens.cotenant = (await t.login('cotenant@example.com')).token;
  tokens.shop = (await t.login('shop@example.com')).token;
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => t.app.inject({ method, url, headers: t.bearer(token), payload });
const inbox = async (token: string, query = '') => {
  const response = await call('GET', `/api/notifications${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TNotificationsResponse>();
};

/** A fresh tenant of Les Jardins with an empty inbox, signed in. */
async function newResident() {
  const user = await insertUser(t.db, { organizationId: a.ids.org, leaseIn: a.ids.jardins });
  return { id: user.id, token: (await t.login(user.username, 'password')).token };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('who may use the inbox and settings', () => {
  it.each([
    ['GET', '/api/notifications'],
    ['PUT', '/api/notifications/1'],
    ['POST', '/api/notifications/read-all'],
    ['GET', '/api/me/notification-settings'],
    ['PUT', '/api/me/notification-settings'],
    ['GET', '/api/emergency-messages/1'],
    ['POST', '/api/push-subscriptions'],
    ['DELETE', '/api/push-subscriptions'],
  ] as const)('%s %s: a visitor gets 401', async (method, url) => {
    const payload = method === 'GET' ? undefined : { read: true };
    expectError(await t.app.inject({ method, url, payload }), 401, 'unauthorized');
  });
});

describe('GET /api/notifications', () => {
  it("lists the caller's items only, newest first, titled in their language, with the unread count", async () => {
    const me = await newResident();
    const other = await newResident();
    const request = await insertInboxItem(t.db, {
      type: 'request_reply',
      organizationId: a.ids.org,
      propertyId: a.ids.jardins,
      params: { requestId: 123 },
      userId: me.id,
      createdAt: minutesAgo(30),
    });
    const news = await insertInboxItem(t.db, {
      type: 'news',
      organizationId: a.ids.org,
      propertyId: a.ids.jardins,
      params: { newsId: 7, newsTitle: { fr: 'Travaux', en: 'Works' } },
      userId: me.id,
      readAt: minutesAgo(1),
      createdAt: minutesAgo(10),
    });
    await insertInboxItem(t.db, {
      type: 'request_status',
      organizationId: a.ids.org,
      params: { requestId: 999 },
      userId: other.id,
    });

    const page = await inbox(me.token);
    expect(page.count).toBe(2);
    expect(page.unread).toBe(1);
    expect(page.data.map((item) => item.id)).toEqual([news.id, request.id]);
    expect(page.data[0]).toMatchObject({
      type: 'news',
      title: 'Actualité : Travaux',
      link: '/news/7',
    });
    expect(page.data[0]!.readAt).not.toBeNull();
    expect(page.data[1]).toMatchObject({
      type: 'request_reply',
      title: 'Nouvelle réponse à votre demande n° 0000123',
      link: '/requests/123',
      readAt: null,
    });

    const settings = await call('PUT', '/api/me/notification-settings', me.token, {
      locale: 'en',
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const english = await inbox(me.token);
    expect(english.data.map((item) => item.title)).toEqual([
      'News: Works',
      'New reply to your request #0000123',
    ]);
  });

  it('filters the unread ones and pages', async () => {
    const me = await newResident();
    const eventIds: number[] = [];
    for (let i = 0; i < 5; i++) {
      const eventId = await insertEvent(t.db, {
        type: 'request_status',
        organizationId: a.ids.org,
        params: { requestId: i + 1 },
      });
      eventIds.push(eventId);
      await deliverToInboxes(t.db, eventId, [
        { userId: me.id, createdAt: minutesAgo(10 - i), readAt: i % 2 ? new Date() : undefined },
      ]);
    }
    const unread = await inbox(me.token, '?unread=true');
    expect(unread.count).toBe(3);
    expect(unread.unread).toBe(3);
    expect(unread.data.map((item) => item.link)).toEqual([
      '/requests/5',
      '/requests/3',
      '/requests/1',
    ]);
    const second = await inbox(me.token, '?page=2&perPage=2');
    expect(second.count).toBe(5);
    expect(second.data.map((item) => item.link)).toEqual(['/requests/3', '/requests/2']);
    const all = await inbox(me.token, '?unread=false');
    expect(all.count).toBe(5);
  });

  it('an unchanged inbox answers 304 to the bell, a changed one 200', async () => {
    const me = await newResident();
    const first = await call('GET', '/api/notifications', me.token);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const ask = () =>
      t.app.inject({
        url: '/api/notifications',
        headers: { ...t.bearer(me.token), 'if-none-match': etag },
      });
    expect((await ask()).statusCode).toBe(304);
    await insertInboxItem(t.db, {
      type: 'request_status',
      organizationId: a.ids.org,
      params: { requestId: 9 },
      userId: me.id,
    });
    const changed = await ask();
    expect(changed.statusCode).toBe(200);
    expect(changed.json<TNotificationsResponse>().unread).toBe(1);
  });

  it('a page and its counts cost one query of the inbox, whatever its size (the bell asks often)', async () => {
    const me = await newResident();
    const eventId = await insertEvent(t.db, {
      type: 'request_status',
      organizationId: a.ids.org,
      params: { requestId: 1 },
    });
    await deliverToInboxes(t.db, eventId, [{ userId: me.id }]);
    await inbox(me.token);
    t.queries.length = 0;
    await inbox(me.token);
    const inboxQueries = t.queries.filter((query) => /"notification(s|_settings)"/.test(query));
    expect(inboxQueries).toHaveLength(1);
    // A page past the end still answers the counts.
    expect(await inbox(me.token, '?page=2&perPage=1')).toEqual({ data: [], count: 1, unread: 1 });
  });

  it.each(['?page=0', '?perPage=101', '?perPage=x', '?unread=yes'])('%s: 400', async (query) => {
    expectError(
      await call('GET', `/api/notifications${query}`, a.tokens.resident),
      400,
      'validation_failed',
    );
  });

  it('a manager has an inbox too, with manager titles and console links', async () => {
    await insertInboxItem(t.db, {
      type: 'manager_new_request',
      organizationId: a.ids.org,
      propertyId: a.ids.peel,
      params: { requestId: 55, urgent: true },
      userId: a.ids.peelManager,
    });
    const page = await inbox(a.tokens.peelManager);
    expect(page.data).toEqual([
      expect.objectContaining({
        title: 'URGENT – Nouvelle demande n° 0000055',
        link: '/manage/requests/55',
      }),
    ]);
  });
});

describe('PUT /api/notifications/{id} and POST /api/notifications/read-all', () => {
  it('marks one read (the first read is kept), and the unread count follows', async () => {
    const me = await newResident();
    const first = await insertInboxItem(t.db, {
      type: 'post_accepted',
      organizationId: a.ids.org,
      params: { postId: 4 },
      userId: me.id,
    });
    await insertInboxItem(t.db, {
      type: 'post_disabled',
      organizationId: a.ids.org,
      params: { postId: 5 },
      userId: me.id,
    });
    expect((await inbox(me.token)).unread).toBe(2);

    const marked = await call('PUT', `/api/notifications/${first.id}`, me.token, { read: true });
    expect(marked.statusCode, marked.body).toBe(200);
    const item = marked.json<TNotification>();
    expect(item).toMatchObject({ id: first.id, link: '/billboard/4' });
    expect(item.readAt).not.toBeNull();
    expect((await inbox(me.token)).unread).toBe(1);

    const again = await call('PUT', `/api/notifications/${first.id}`, me.token, { read: true });
    expect(again.json<TNotification>().readAt).toBe(item.readAt);
    expect((await inbox(me.token)).unread).toBe(1);
  });

  it("someone else's item or an unknown id is 404 and nothing changes; bad input is 400", async () => {
    const me = await newResident();
    const other = await newResident();
    const theirs = await insertInboxItem(t.db, {
      type: 'request_reply',
      organizationId: a.ids.org,
      params: { requestId: 8 },
      userId: other.id,
    });
    expectError(
      await call('PUT', `/api/notifications/${theirs.id}`, me.token, { read: true }),
      404,
      'not_found',
    );
    expectError(
      await call('PUT', `/api/notifications/${theirs.id}`, a.tokens.manager, { read: true }),
      404,
      'not_found',
    );
    expectError(
      await call('PUT', '/api/notifications/2147483647', me.token, { read: true }),
      404,
      'not_found',
    );
    for (const [url, payload] of [
      [`/api/notifications/${theirs.id}`, { read: false }],
      [`/api/notifications/${theirs.id}`, {}],
      ['/api/notifications/abc', { read: true }],
      ['/api/notifications/0', { read: true }],
    ] as const) {
      expectError(await call('PUT', url, other.token, payload), 400, 'validation_failed');
    }
    expect((await inboxRows(t.db, other.id)).map((row) => row.readAt)).toEqual([null]);
    expect((await inbox(other.token)).unread).toBe(1);
  });

  it("read-all marks the caller's unread items only", async () => {
    const me = await newResident();
    const other = await newResident();
    const eventId = await insertEvent(t.db, {
      type: 'news',
      organizationId: a.ids.org,
      propertyId: a.ids.jardins,
      params: { newsId: 1, newsTitle: { fr: 'a', en: 'a' } },
    });
    await deliverToInboxes(t.db, eventId, [{ userId: me.id }, { userId: other.id }]);
    await insertInboxItem(t.db, {
      type: 'request_status',
      organizationId: a.ids.org,
      params: { requestId: 3 },
      userId: me.id,
    });
    await insertInboxItem(t.db, {
      type: 'request_status',
      organizationId: a.ids.org,
      params: { requestId: 4 },
      userId: me.id,
      readAt: minutesAgo(5),
    });

    const response = await call('POST', '/api/notifications/read-all', me.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ updated: 2, unread: 0 });
    const page = await inbox(me.token);
    expect(page.unread).toBe(0);
    expect(page.data.every((item) => item.readAt !== null)).toBe(true);
    expect((await inbox(other.token)).unread).toBe(1);
    expect((await call('POST', '/api/notifications/read-all', me.token)).json()).toEqual({
      updated: 0,
      unread: 0,
    });
  });
});

describe('GET / PUT /api/me/notification-settings', () => {
  const settingsOf = async (token: string) => {
    const response = await call('GET', '/api/me/notification-settings', token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TNotificationSettings>();
  };
  const put = (token: string, payload: object) =>
    call('PUT', '/api/me/notification-settings', token, payload);

  it('answers the defaults until a change, without writing a row', async () => {
    const me = await newResident();
    expect(await settingsOf(me.token)).toEqual({
      locale: 'fr',
      choices: {},
      quietHours: null,
      dailyDigest: false,
    });
    expect(await settingsRow(t.db, me.id)).toBeNull();
  });

  it('a partial change keeps the rest; choices merge by type and channel; quiet hours clear with null', async () => {
    const me = await newResident();
    let response = await put(me.token, {
      choices: { news: { email: true }, request_reply: { email: false } },
      quietHours: { start: '22:00', end: '07:00' },
    });
    expect(response.statusCode, response.body).toBe(200);
    response = await put(me.token, { locale: 'en', choices: { news: { push: false } } });
    expect(response.json<TNotificationSettings>()).toEqual({
      locale: 'en',
      choices: { news: { email: true, push: false }, request_reply: { email: false } },
      quietHours: { start: '22:00', end: '07:00' },
      dailyDigest: false,
    });
    expect(await settingsOf(me.token)).toEqual(response.json());
    response = await put(me.token, { quietHours: null });
    expect(response.json<TNotificationSettings>().quietHours).toBeNull();
    expect((await settingsRow(t.db, me.id))?.quietStart).toBeNull();
    expect((await settingsOf(me.token)).locale).toBe('en');
  });

  it.each([
    [{ choices: { news_urgent: { email: false } } }, 'choices.news_urgent', 'unmutable'],
    [{ choices: { emergency: { push: false } } }, 'choices.emergency', 'unmutable'],
    [
      { choices: { manager_new_request: { email: true } } },
      'choices.manager_new_request',
      'invalid_value',
    ],
    [
      { choices: { account_approved: { email: false } } },
      'choices.account_approved',
      'invalid_value',
    ],
    [{ dailyDigest: true }, 'dailyDigest', 'managers_only'],
    [{ quietHours: { start: '22:00', end: '22:00' } }, 'quietHours.end', 'same_as_start'],
  ])(
    'a resident sending %j gets 400 (%s: %s) and nothing changes',
    async (payload, field, code) => {
      const me = await newResident();
      await put(me.token, { locale: 'en', choices: { news: { email: true } } });
      const before = await settingsRow(t.db, me.id);
      const response = await put(me.token, { locale: 'fr', ...payload });
      expectError(response, 400, 'validation_failed');
      expect(response.json().error.fields[field]).toBe(code);
      expect(await settingsRow(t.db, me.id)).toEqual(before);
    },
  );

  it.each([
    { locale: 'de' },
    { quietHours: { start: '25:00', end: '07:00' } },
    { quietHours: { start: '22:00' } },
    { choices: { news: { sms: true } } },
    { choices: { nonsense: { email: true } } },
    { choices: { news: { email: 'yes' } } },
    { dailyDigest: 'true' },
    { colour: 'blue' },
  ])('%j is 400 and writes nothing', async (payload) => {
    const me = await newResident();
    expectError(await put(me.token, payload), 400, 'validation_failed');
    expect(await settingsRow(t.db, me.id)).toBeNull();
  });

  it('turning an unmutable type on is accepted (nothing to mute)', async () => {
    const me = await newResident();
    const response = await put(me.token, { choices: { news_urgent: { email: true } } });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("a manager chooses the daily digest and their own types, not residents'", async () => {
    const response = await put(a.tokens.peelManager, {
      dailyDigest: true,
      choices: { manager_post_pending: { email: true } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TNotificationSettings>()).toMatchObject({
      dailyDigest: true,
      choices: { manager_post_pending: { email: true } },
    });
    const refused = await put(a.tokens.peelManager, { choices: { news: { email: true } } });
    expectError(refused, 400, 'validation_failed');
    expect(refused.json().error.fields['choices.news']).toBe('invalid_value');
  });
});

describe('GET /api/emergency-messages/{id}', () => {
  let messageId = 0;
  let elsewhereId = 0;

  beforeAll(async () => {
    const message = await insertEmergencyMessage(t.db, {
      organizationId: a.ids.org,
      propertyId: a.ids.jardins,
      authorId: a.ids.manager,
      title: "Coupure d'eau",
      body: "L'eau sera coupée de 9 h à 11 h.",
    });
    messageId = message.id;
    const other = await insertOtherOrganization(t.db);
    const manager = await insertUser(t.db, {
      organizationId: other.organizationId,
      role: 'ROLE_MANAGER',
      manages: [other.propertyId],
    });
    elsewhereId = (
      await insertEmergencyMessage(t.db, {
        organizationId: other.organizationId,
        propertyId: other.propertyId,
        authorId: manager.id,
        title: 'Ailleurs',
        body: 'x',
      })
    ).id;
  });

  it('a resident of the building and its manager read it', async () => {
    for (const token of [a.tokens.resident, tokens.cotenant, a.tokens.manager]) {
      const response = await call('GET', `/api/emergency-messages/${messageId}`, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<TEmergencyMessage>()).toMatchObject({
        id: messageId,
        title: "Coupure d'eau",
        body: "L'eau sera coupée de 9 h à 11 h.",
      });
    }
  });

  it("another building's resident or manager, another organization's message, an unknown id: 404", async () => {
    for (const token of [tokens.shop, a.tokens.peelManager]) {
      expectError(
        await call('GET', `/api/emergency-messages/${messageId}`, token),
        404,
        'not_found',
      );
    }
    expectError(
      await call('GET', `/api/emergency-messages/${elsewhereId}`, a.tokens.resident),
      404,
      'not_found',
    );
    expectError(
      await call('GET', '/api/emergency-messages/2147483647', a.tokens.resident),
      404,
      'not_found',
    );
    expectError(
      await call('GET', '/api/emergency-messages/abc', a.tokens.resident),
      400,
      'validation_failed',
    );
  });
});

describe('POST / DELETE /api/push-subscriptions', () => {
  const endpointNo = (n: number) => `https://fcm.googleapis.com/fcm/send/test-${n}-${Date.now()}`;
  const subscription = (endpoint: string) => ({
    endpoint,
    keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret' },
    expirationTime: null,
  });
  const jtiOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti as string;

  it("saves the browser's subscription for the caller's session; the same endpoint again is the same row", async () => {
    const me = await newResident();
    const endpoint = endpointNo(1);
    const response = await call(
      'POST',
      '/api/push-subscriptions',
      me.token,
      subscription(endpoint),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number }>();
    expect(await findPushSubscriptionByEndpoint(t.db, endpoint)).toMatchObject({
      id,
      userId: me.id,
      p256dh: 'BPublicKeyOfTheBrowser',
      auth: 'authSecret',
      sessionId: jtiOf(me.token),
    });
    const again = await call('POST', '/api/push-subscriptions', me.token, subscription(endpoint));
    expect(again.json()).toEqual({ id });
  });

  it('takes a subscription of the local Web Push service (the stand-in tests and npm start use)', async () => {
    const me = await newResident();
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/dev/push/subscriptions',
      payload: {},
    });
    expect(made.statusCode, made.body).toBe(201);
    const local = made.json<{ endpoint: string; keys: { p256dh: string; auth: string } }>();
    const response = await call('POST', '/api/push-subscriptions', me.token, local);
    expect(response.statusCode, response.body).toBe(201);
    expect(await findPushSubscriptionByEndpoint(t.db, local.endpoint)).toMatchObject({
      userId: me.id,
      p256dh: local.keys.p256dh,
    });
  });

  it.each([
    'http://169.254.169.254/latest/meta-data',
    'https://attacker.example.com/push',
    'http://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://user:pass@fcm.googleapis.com/fcm/send/x',
  ])('an endpoint the server must not call (%s) is 400 and saves nothing', async (endpoint) => {
    const me = await newResident();
    const response = await call(
      'POST',
      '/api/push-subscriptions',
      me.token,
      subscription(endpoint),
    );
    expectError(response, 400, 'validation_failed');
    expect(response.json().error.fields.endpoint).toBe('push_service_unknown');
    expect(await findPushSubscriptionByEndpoint(t.db, endpoint)).toBeNull();
  });

  it.each([
    { endpoint: 'not a url', keys: { p256dh: 'a', auth: 'b' } },
    { endpoint: 'https://fcm.googleapis.com/fcm/send/k' },
    { endpoint: 'https://fcm.googleapis.com/fcm/send/k', keys: { p256dh: '', auth: 'b' } },
    {
      endpoint: 'https://fcm.googleapis.com/fcm/send/k',
      keys: { p256dh: 'a', auth: 'b'.repeat(65) },
    },
  ])('a malformed subscription is 400', async (payload) => {
    const me = await newResident();
    expectError(
      await call('POST', '/api/push-subscriptions', me.token, payload),
      400,
      'validation_failed',
    );
    expect(
      await findPushSubscriptionByEndpoint(t.db, 'https://fcm.googleapis.com/fcm/send/k'),
    ).toBeNull();
  });

  it("DELETE removes the caller's subscription only (someone else's stays), 204 either way", async () => {
    const me = await newResident();
    const other = await newResident();
    const endpoint = endpointNo(2);
    await call('POST', '/api/push-subscriptions', other.token, subscription(endpoint));
    const theirs = await call('DELETE', '/api/push-subscriptions', me.token, { endpoint });
    expect(theirs.statusCode).toBe(204);
    expect(await findPushSubscriptionByEndpoint(t.db, endpoint)).toMatchObject({
      userId: other.id,
    });
    const own = await call('DELETE', '/api/push-subscriptions', other.token, { endpoint });
    expect(own.statusCode).toBe(204);
    expect(await findPushSubscriptionByEndpoint(t.db, endpoint)).toBeNull();
    expectError(
      await call('DELETE', '/api/push-subscriptions', other.token, { endpoint: 'x' }),
      400,
      'validation_failed',
    );
  });
});
