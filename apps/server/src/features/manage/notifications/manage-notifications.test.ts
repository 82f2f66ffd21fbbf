import type {
  TManagedDelivery,
  TManagedDeliveryListResponse,
  TManagedEmergencyMessage,
  TManagedEmergencyMessageListResponse,
} from '@habitat/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf } from '#server/features/manage/audit/test-audit';
import { consoleActors, expectError } from '#server/features/manage/test-console';
import {
  deliverToInboxes,
  deliveryRow,
  emergencyMessagesOf,
  eventsOf,
  insertDelivery,
  insertEvent,
} from '#server/features/notifications/test-notifications';
import { insertUser } from '#server/features/posts/test-fixtures';
import { insertNews } from '#server/test/content-fixtures';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { maskTarget } from './service';

let t: TTestApp;
let a: Awaited<ReturnType<typeof consoleActors>>;

beforeAll(async () => {
  t = await createTestApp();
  a = await consoleActors(t);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token = a.tokens.manager, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(token), payload });

const residentsOf = async (propertyId: number, count: number) => {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    ids.push((await insertUser(t.db, { organizationId: a.ids.org, leaseIn: propertyId })).id);
  }
  return ids;
};

describe('who may use the console notification routes', () => {
  it.each([
    ['GET', '/api/manage/notification-deliveries?property=1'],
    ['POST', '/api/manage/notification-deliveries/1/retry'],
    ['GET', '/api/manage/news/1/reach'],
    ['POST', '/api/manage/emergency-messages'],
    ['GET', '/api/manage/emergency-messages?property=1'],
  ] as const)('%s %s: tenant 403, visitor 401', async (method, url) => {
    const payload = method === 'POST' ? { property: 1, title: 'x', body: 'x' } : undefined;
    expectError(await call(method, url, a.tokens.resident, payload), 403, 'forbidden');
    expectError(await t.app.inject({ method, url, payload }), 401, 'unauthorized');
  });
});

describe('maskTarget', () => {
  it.each([
    ['email', 'jeanne.roy@example.com', 'j***@example.com'],
    ['email', 'not-an-address', '***'],
    ['web_push', 'https://fcm.googleapis.com/fcm/send/abc:def', 'fcm.googleapis.com'],
    ['web_push', 'nonsense', '***'],
    ['fcm', 'dGhpcyBpcyBhIGRldmljZSB0b2tlbg-1a2b3c', '***1a2b3c'],
    ['apns', `${'a'.repeat(58)}ffee00`, '***ffee00'],
    ['apns', 'short', '***'],
  ] as const)('%s %s → %s', (channel, target, masked) => {
    expect(maskTarget(channel, target)).toBe(masked);
  });
});

describe('GET /api/manage/notification-deliveries and retry', () => {
  const ids = { dead: [] as number[], sent: 0, peelDead: 0 };

  beforeAll(async () => {
    const [resident] = await residentsOf(a.ids.jardins, 1);
    const eventId = await insertEvent(t.db, {
      type: 'request_reply',
      organizationId: a.ids.org,
      propertyId: a.ids.jardins,
      params: { requestId: 42 },
    });
    const dead = { eventId, userId: resident, status: 'dead' as const, attempts: 6 };
    ids.dead.push(
      await insertDelivery(t.db, {
        ...dead,
        channel: 'email',
        target: 'camille.t@example.com',
        lastError: 'SMTP 451',
        createdAt: new Date(Date.now() - 120_000),
      }),
      await insertDelivery(t.db, {
        ...dead,
        channel: 'web_push',
        target: 'https://updates.push.services.mozilla.com/wpush/v2/secret-part',
        lastError: 'push service 500',
        createdAt: new Date(Date.now() - 60_000),
      }),
      await insertDelivery(t.db, {
        ...dead,
        channel: 'fcm',
        target: 'device-token-of-some-length-987654',
        lastError: 'FCM 503',
      }),
    );
    ids.sent = await insertDelivery(t.db, {
      eventId,
      userId: resident,
      channel: 'apns',
      target: 'b'.repeat(64),
      status: 'sent',
      attempts: 1,
    });
    const peelEvent = await insertEvent(t.db, {
      type: 'request_status',
      organizationId: a.ids.org,
      propertyId: a.ids.peel,
      params: { requestId: 43 },
    });
    ids.peelDead = await insertDelivery(t.db, {
      eventId: peelEvent,
      channel: 'email',
      target: 'shop@example.com',
      status: 'dead',
      attempts: 6,
    });
  });

  it("lists a managed building's dead deliveries, newest first, targets masked, titled in the manager's language", async () => {
    const response = await call(
      'GET',
      `/api/manage/notification-deliveries?property=${a.ids.jardins}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<TManagedDeliveryListResponse>();
    expect(list.count).toBe(3);
    expect(list.data.map((row) => row.id)).toEqual([...ids.dead].reverse());
    expect(list.data.map((row) => row.target)).toEqual([
      '***987654',
      'updates.push.services.mozilla.com',
      'c***@example.com',
    ]);
    expect(list.data[2]).toMatchObject({
      channel: 'email',
      type: 'request_reply',
      title: 'Nouvelle réponse à votre demande n° 0000042',
      status: 'dead',
      attempts: 6,
      lastError: 'SMTP 451',
    });
    expect(response.body).not.toContain('secret-part');
    expect(response.body).not.toContain('camille.t');

    const sent = await call(
      'GET',
      `/api/manage/notification-deliveries?property=${a.ids.jardins}&status=sent&perPage=1`,
    );
    expect(sent.json<TManagedDeliveryListResponse>().data.map((row) => row.id)).toEqual([ids.sent]);
  });

  it("another building's manager gets 403, an unknown property 404, bad input 400", async () => {
    const url = `/api/manage/notification-deliveries?property=${a.ids.jardins}`;
    expectError(await call('GET', url, a.tokens.peelManager), 403, 'forbidden');
    const peel = await call(
      'GET',
      `/api/manage/notification-deliveries?property=${a.ids.peel}`,
      a.tokens.peelManager,
    );
    expect(peel.json<TManagedDeliveryListResponse>().data.map((row) => row.id)).toEqual([
      ids.peelDead,
    ]);
    expectError(
      await call('GET', '/api/manage/notification-deliveries?property=2147483647'),
      404,
      'not_found',
    );
    for (const query of ['', '?property=x', `?property=${a.ids.jardins}&status=lost`]) {
      expectError(
        await call('GET', `/api/manage/notification-deliveries${query}`),
        400,
        'validation_failed',
      );
    }
  });

  it('retry puts a dead delivery back to pending, audited; anything not dead is 409', async () => {
    const id = ids.dead[0]!;
    const response = await call('POST', `/api/manage/notification-deliveries/${id}/retry`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TManagedDelivery>()).toMatchObject({
      id,
      status: 'pending',
      attempts: 0,
      lastError: null,
    });
    const row = await deliveryRow(t.db, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    // Queued in the same transaction: the worker sends it again.
    const jobs = (await t.db.execute(
      sql`select data from pgboss.job where name = 'notify-deliver'`,
    )) as unknown as { rows: { data: { deliveryId: number } }[] };
    expect(jobs.rows.map((job) => job.data.deliveryId)).toEqual([id]);
    expect(row!.sendAfter.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await auditRowsOf(t.db, 'notification_delivery', id)).toEqual([
      expect.objectContaining({
        actorId: a.ids.manager,
        propertyId: a.ids.jardins,
        action: 'retry',
        before: { status: 'dead', attempts: 6 },
        after: { status: 'pending', attempts: 0 },
      }),
    ]);

    for (const notDead of [id, ids.sent]) {
      expectError(
        await call('POST', `/api/manage/notification-deliveries/${notDead}/retry`),
        409,
        'conflict',
      );
    }
    expect((await deliveryRow(t.db, ids.sent))?.status).toBe('sent');
  });

  it("another building's manager cannot retry (403, nothing changes); unknown 404; bad id 400", async () => {
    const id = ids.dead[1]!;
    expectError(
      await call('POST', `/api/manage/notification-deliveries/${id}/retry`, a.tokens.peelManager),
      403,
      'forbidden',
    );
    expect(await deliveryRow(t.db, id)).toMatchObject({ status: 'dead', attempts: 6 });
    expect(await auditRowsOf(t.db, 'notification_delivery', id)).toEqual([]);
    expectError(
      await call('POST', '/api/manage/notification-deliveries/2147483647/retry'),
      404,
      'not_found',
    );
    expectError(
      await call('POST', '/api/manage/notification-deliveries/abc/retry'),
      400,
      'validation_failed',
    );
  });
});

describe('GET /api/manage/news/{id}/reach', () => {
  it('counts the residents its events reached and those who read, each once', async () => {
    const [newsId] = await insertNews(t.db, {
      organizationId: a.ids.org,
      propertyId: a.ids.jardins,
      label: 'Reach',
      count: 1,
    });
    const [otherNewsId] = await insertNews(t.db, {
      organizationId: a.ids.org,
      propertyId: a.ids.jardins,
      label: 'Other',
      count: 1,
    });
    const readers = await residentsOf(a.ids.jardins, 3);
    const published = await insertEvent(t.db, {
      type: 'news',
      organizationId: a.ids.org,
      propertyId: a.ids.jardins,
      subject: { type: 'news', id: newsId! },
    });
    await deliverToInboxes(t.db, published, [
      { userId: readers[0]! },
      { userId: readers[1]!, readAt: new Date() },
    ]);
    // Made urgent later: a second event, the same resident told again is still one reached.
    const urgent = await insertEvent(t.db, {
      type: 'news_urgent',
      organizationId: a.ids.org,
      propertyId: a.ids.jardins,
      subject: { type: 'news', id: newsId! },
    });
    await deliverToInboxes(t.db, urgent, [
      { userId: readers[1]! },
      { userId: readers[2]!, readAt: new Date() },
    ]);
    const other = await insertEvent(t.db, {
      type: 'news',
      organizationId: a.ids.org,
      propertyId: a.ids.jardins,
      subject: { type: 'news', id: otherNewsId! },
    });
    await deliverToInboxes(t.db, other, [{ userId: readers[0]!, readAt: new Date() }]);

    const response = await call('GET', `/api/manage/news/${newsId}/reach`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ reached: 3, read: 2 });
    expect((await call('GET', `/api/manage/news/${otherNewsId}/reach`)).json()).toEqual({
      reached: 1,
      read: 1,
    });

    expectError(
      await call('GET', `/api/manage/news/${newsId}/reach`, a.tokens.peelManager),
      403,
      'forbidden',
    );
    expectError(await call('GET', '/api/manage/news/2147483647/reach'), 404, 'not_found');
    expectError(await call('GET', '/api/manage/news/0/reach'), 400, 'validation_failed');
  });

  it('a news item nobody was told of reached nobody', async () => {
    const [newsId] = await insertNews(t.db, {
      organizationId: a.ids.org,
      propertyId: a.ids.peel,
      label: 'Quiet',
      count: 1,
      status: 'draft',
    });
    const response = await call('GET', `/api/manage/news/${newsId}/reach`, a.tokens.peelManager);
    expect(response.json()).toEqual({ reached: 0, read: 0 });
  });
});

describe('emergency messages', () => {
  const send = (payload: object, token = a.tokens.manager) =>
    call('POST', '/api/manage/emergency-messages', token, payload);

  it('refuses a title with a line break (400 singleLine: it is every mail’s subject), sends nothing', async () => {
    const listed = async () =>
      (await call('GET', `/api/manage/emergency-messages?property=${a.ids.jardins}`)).json<{
        count: number;
      }>().count;
    const before = { listed: await listed(), events: (await eventsOf(t.db, 'emergency')).length };
    const response = await send({
      property: a.ids.jardins,
      title: 'Fuite de gaz\r\nBcc: victim@example.org',
      body: 'Quittez le bâtiment.\nPar l’escalier est.',
    });
    expectError(response, 400, 'validation_failed');
    expect(response.json().error.fields).toEqual({ title: 'singleLine' });
    expect({ listed: await listed(), events: (await eventsOf(t.db, 'emergency')).length }).toEqual(
      before,
    );
  });

  it('a manager sends one: the message, its unmutable event and the audit entry; the list shows its reach', async () => {
    const response = await send({
      property: a.ids.jardins,
      title: '  Fuite de gaz  ',
      body: 'Quittez le bâtiment par l’escalier est.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<TManagedEmergencyMessage>();
    expect(created).toMatchObject({
      title: 'Fuite de gaz',
      body: 'Quittez le bâtiment par l’escalier est.',
      author: { id: a.ids.manager },
      reach: { reached: 0, read: 0 },
    });

    const events = (await eventsOf(t.db, 'emergency')).filter(
      (event) => event.subjectId === created.id,
    );
    expect(events).toEqual([
      expect.objectContaining({
        organizationId: a.ids.org,
        propertyId: a.ids.jardins,
        actorId: a.ids.manager,
        subjectType: 'emergency',
        recipientId: null,
        params: { emergencyId: created.id, emergencyTitle: 'Fuite de gaz' },
      }),
    ]);
    expect(await auditRowsOf(t.db, 'emergency_message', created.id)).toEqual([
      expect.objectContaining({ action: 'create', propertyId: a.ids.jardins, before: null }),
    ]);

    // The fan-out's work, as it leaves it: two residents told, one has read it.
    const readers = await residentsOf(a.ids.jardins, 2);
    await deliverToInboxes(t.db, events[0]!.id, [
      { userId: readers[0]! },
      { userId: readers[1]!, readAt: new Date() },
    ]);
    const list = await call('GET', `/api/manage/emergency-messages?property=${a.ids.jardins}`);
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json<TManagedEmergencyMessageListResponse>();
    expect(page.data[0]).toMatchObject({ id: created.id, reach: { reached: 2, read: 1 } });
    expect(page.count).toBeGreaterThanOrEqual(1);

    const resident = await call('GET', `/api/emergency-messages/${created.id}`, a.tokens.resident);
    expect(resident.statusCode, resident.body).toBe(200);
  });

  it("another building's manager gets 403 and nothing is sent", async () => {
    const before = (await emergencyMessagesOf(t.db, a.ids.jardins)).length;
    const eventsBefore = (await eventsOf(t.db, 'emergency')).length;
    expectError(
      await send({ property: a.ids.jardins, title: 'x', body: 'y' }, a.tokens.peelManager),
      403,
      'forbidden',
    );
    expectError(
      await call(
        'GET',
        `/api/manage/emergency-messages?property=${a.ids.jardins}`,
        a.tokens.peelManager,
      ),
      403,
      'forbidden',
    );
    expect(await emergencyMessagesOf(t.db, a.ids.jardins)).toHaveLength(before);
    expect(await eventsOf(t.db, 'emergency')).toHaveLength(eventsBefore);
  });

  const jardins = () => a.ids.jardins;
  it.each([
    [() => ({ title: 'x', body: 'y' }), 'property'],
    [() => ({ property: 'x', title: 'x', body: 'y' }), 'property'],
    [() => ({ property: jardins(), title: '   ', body: 'y' }), 'title'],
    [() => ({ property: jardins(), title: 'x' }), 'body'],
    [() => ({ property: jardins(), title: 'x'.repeat(201), body: 'y' }), 'title'],
    [() => ({ property: jardins(), title: 'x', body: 'y'.repeat(5001) }), 'body'],
    [() => ({ property: jardins(), title: 'x', body: 'y', urgent: true }), 'body'],
  ])('case %#: 400 on %s, nothing is sent', async (payload, field) => {
    const before = (await emergencyMessagesOf(t.db, a.ids.jardins)).length;
    const eventsBefore = (await eventsOf(t.db, 'emergency')).length;
    const response = await send(payload());
    expectError(response, 400, 'validation_failed');
    // An unknown key is the body's error (a strict object).
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
    expect(await emergencyMessagesOf(t.db, a.ids.jardins)).toHaveLength(before);
    expect(await eventsOf(t.db, 'emergency')).toHaveLength(eventsBefore);
  });

  it('an unknown property is 404', async () => {
    expectError(await send({ property: 2147483647, title: 'x', body: 'y' }), 404, 'not_found');
  });
});
