import type { TManagedDeliveryListResponse } from '@habitat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordNotificationEvent } from '#server/data/notification-events';
import { consoleActors } from '#server/features/manage/test-console';
import { idle } from '#server/features/notifications/test-engine';
import { deliveryRow } from '#server/features/notifications/test-notifications';
import { userIdOf } from '#server/features/posts/test-fixtures';
import type { TMail } from '#server/lib/mail';
import { createTestApp, type TTestApp } from '#server/test/harness';

/**
 * Through the real engine: a mail the provider keeps refusing dies after its retries, the
 * console lists it, and its retry sends it, once, when the provider is back.
 */
describe('a dead delivery retried from the console', () => {
  let t: TTestApp;
  let a: Awaited<ReturnType<typeof consoleActors>>;
  const provider = { down: true, sent: [] as TMail[] };

  beforeAll(async () => {
    t = await createTestApp({
      notifications: {
        worker: true,
        relayIntervalMs: 50,
        pollSeconds: 0.5,
        retryLimit: 1,
        retryDelaySeconds: 0,
        retryBackoff: false,
      },
      mailer: {
        send: async (mail) => {
          if (provider.down) throw new Error('SMTP 451 try again later');
          provider.sent.push(mail);
        },
      },
    });
    a = await consoleActors(t);
  }, 60_000);
  afterAll(async () => t?.close());

  const deadOnes = async () =>
    (
      await t.app.inject({
        url: `/api/manage/notification-deliveries?property=${a.ids.jardins}`,
        headers: t.bearer(a.tokens.manager),
      })
    )
      .json<TManagedDeliveryListResponse>()
      .data.filter((row) => row.type === 'request_status');

  it('dies after its retries, is listed, and is sent once by the retry', async () => {
    await recordNotificationEvent(t.db, {
      type: 'request_status',
      organizationId: a.ids.org,
      propertyId: a.ids.jardins,
      recipientId: await userIdOf(t.db, 'resident@example.com'),
      subject: { type: 'request', id: 777 },
      params: { requestId: 777, requestStatus: 'in_progress' },
    });
    await idle(t.db);

    const dead = await deadOnes();
    expect(dead).toEqual([
      expect.objectContaining({
        channel: 'email',
        target: 'r***@example.com',
        status: 'dead',
        lastError: expect.stringContaining('SMTP 451'),
      }),
    ]);
    expect(provider.sent).toEqual([]);

    provider.down = false;
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/manage/notification-deliveries/${dead[0]!.id}/retry`,
      headers: t.bearer(a.tokens.manager),
    });
    expect(retried.statusCode, retried.body).toBe(200);
    await idle(t.db);

    expect(provider.sent.filter((mail) => mail.to === 'resident@example.com')).toHaveLength(1);
    expect(await deliveryRow(t.db, dead[0]!.id)).toMatchObject({ status: 'sent' });
    expect(await deadOnes()).toEqual([]);
  }, 60_000);
});
