import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEvents } from '#server/db/notifications-schema';
import { units } from '#server/db/schema';
import { consoleActors } from '#server/features/manage/test-console';
import { deliveriesOf, idle, inboxOf } from '#server/features/notifications/test-engine';
import { createTestApp, type TTestApp } from '#server/test/harness';

/** The notification worker runs here, so what an approval sends is everything that is sent. */
let t: TTestApp;
let manager = '';
let jardins = 0;

beforeAll(async () => {
  t = await createTestApp({
    notifications: { worker: true, relayIntervalMs: 50, pollSeconds: 0.5 },
  });
  const actors = await consoleActors(t);
  manager = actors.tokens.manager;
  jardins = actors.ids.jardins;
});
afterAll(() => t.close());

describe('an approval', () => {
  it('sends one mail, the invitation; the notification goes to the new inbox only', async () => {
    const email = `one.mail.${Date.now()}@example.com`;
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/account_requests',
      payload: { name: 'Léa Fortin', address: '1 rue', unit: '305', email, property: jardins },
    });
    const requestId = filed.json<{ id: number }>().id;
    const [unit] = await t.db.select().from(units).where(eq(units.propertyId, jardins));
    await idle(t.db);
    const before = t.mails.length;

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/manage/account-requests/${requestId}/approve`,
      headers: t.bearer(manager),
      payload: { unit: unit!.id, leaseStart: '2026-01-01', firstName: 'Léa', lastName: 'Fortin' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const userId = approved.json<{ user: { id: number } }>().user.id;
    await t.settled();
    await idle(t.db);

    const sent = t.mails.slice(before).filter((mail) => mail.to === email);
    expect(sent.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('choisissez votre mot de passe'),
    ]);
    const [event] = await t.db
      .select()
      .from(notificationEvents)
      .where(eq(notificationEvents.type, 'account_approved'));
    expect(event).toMatchObject({ recipientId: userId, recipientEmail: null });
    expect(await inboxOf(t.db, event!.id)).toEqual([{ userId, link: expect.any(String) }]);
    expect(await deliveriesOf(t.db, event!.id)).toEqual([]);
  });
});
