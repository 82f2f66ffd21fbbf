import type {
  TManagedEmergencyMessage,
  TManagedEmergencyMessageListResponse,
  TNotificationsResponse,
} from '@habitat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleActors } from '#server/features/manage/test-console';
import { idle } from '#server/features/notifications/test-engine';
import { createTestApp, type TTestApp } from '#server/test/harness';

/**
 * Through the real engine (relay, fan-out, deliveries): what a manager's emergency message does,
 * read through the resident's inbox and the console's reach.
 */
describe('an emergency message, end to end', () => {
  let t: TTestApp;
  let a: Awaited<ReturnType<typeof consoleActors>>;
  const tokens = { cotenant: '', shop: '' };

  beforeAll(async () => {
    t = await createTestApp({
      notifications: { worker: true, relayIntervalMs: 50, pollSeconds: 0.5 },
    });
    a = await consoleActors(t);
    tokens.cotenant = (await t.login('cotenant@example.com')).token;
    tokens.shop = (await t.login('shop@example.com')).token;
  }, 60_000);
  afterAll(async () => t?.close());

  const get = (url: string, token: string) => t.app.inject({ url, headers: t.bearer(token) });
  const inbox = async (token: string) =>
    (await get('/api/notifications', token)).json<TNotificationsResponse>();
  const reachOf = async (id: number) =>
    (await get(`/api/manage/emergency-messages?property=${a.ids.jardins}`, a.tokens.manager))
      .json<TManagedEmergencyMessageListResponse>()
      .data.find((message) => message.id === id)?.reach;

  it("reaches every resident of the building (not another building's, not the manager), in their language, and the console counts who read it", async () => {
    // Quiet hours all day and every choice off: an emergency message goes through anyway.
    const muted = await t.app.inject({
      method: 'PUT',
      url: '/api/me/notification-settings',
      headers: t.bearer(tokens.cotenant),
      payload: { locale: 'en', quietHours: { start: '00:00', end: '23:59' } },
    });
    expect(muted.statusCode, muted.body).toBe(200);
    const before = {
      shop: (await inbox(tokens.shop)).count,
      manager: (await inbox(a.tokens.manager)).count,
    };

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/manage/emergency-messages',
      headers: t.bearer(a.tokens.manager),
      payload: {
        property: a.ids.jardins,
        title: 'Fuite de gaz',
        body: 'Sortez par l’escalier est.',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json<TManagedEmergencyMessage>();
    await idle(t.db);

    const camille = await inbox(a.tokens.resident);
    expect(camille.data[0]).toMatchObject({
      type: 'emergency',
      title: "Message d'urgence : Fuite de gaz",
      link: `/messages/${message.id}`,
      readAt: null,
    });
    const olivier = await inbox(tokens.cotenant);
    expect(olivier.data[0]).toMatchObject({ title: 'Emergency message: Fuite de gaz' });
    expect((await inbox(tokens.shop)).count).toBe(before.shop);
    expect((await inbox(a.tokens.manager)).count).toBe(before.manager);
    // Both told by e-mail at once, the quiet hours notwithstanding.
    for (const to of ['resident@example.com', 'cotenant@example.com']) {
      expect(
        t.mails.filter((mail) => mail.to === to && mail.subject.includes('Fuite de gaz')),
      ).toHaveLength(1);
    }

    // The demo building has five residents.
    expect(await reachOf(message.id)).toEqual({ reached: 5, read: 0 });
    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/notifications/${camille.data[0]!.id}`,
      headers: t.bearer(a.tokens.resident),
      payload: { read: true },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: t.bearer(tokens.cotenant),
    });
    expect(await reachOf(message.id)).toEqual({ reached: 5, read: 2 });

    const opened = await get(
      camille.data[0]!.link.replace('/messages/', '/api/emergency-messages/'),
      a.tokens.resident,
    );
    expect(opened.json()).toMatchObject({
      title: 'Fuite de gaz',
      body: 'Sortez par l’escalier est.',
    });
  }, 60_000);
});
