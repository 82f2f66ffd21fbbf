/**
 * What the local push stand-ins received, for the e2e and a developer (PUSH_STAND_INS=on only:
 * never served in production unless asked for). Also makes a subscription of the local Web Push
 * service, as a browser's PushManager.subscribe() would.
 */
import { z } from 'zod';
import type { TApp } from '#server/app-context';
import { notFound } from '#server/lib/errors';
import type { TPushStandIns } from './stand-ins';

const ZSubscribeRequest = z.object({ applicationServerKey: z.string().max(200).optional() });
const ZSubscriptionParams = z.object({ id: z.string().uuid() });
const ZTokenQuery = z.object({ token: z.string().max(512).optional() });

export function registerPushStandInRoutes(app: TApp, standIns: TPushStandIns) {
  const tags = ['dev'];
  app.post(
    '/dev/push/subscriptions',
    {
      schema: {
        tags,
        summary: 'A subscription of the local Web Push service',
        body: ZSubscribeRequest,
      },
    },
    async (request, reply) => reply.status(201).send(standIns.webPush.subscribe(request.body)),
  );
  app.get(
    '/dev/push/subscriptions/:id/messages',
    {
      schema: {
        tags,
        summary: 'What the subscription received, decrypted',
        params: ZSubscriptionParams,
      },
    },
    async (request) => {
      const messages = standIns.webPush.messages(request.params.id);
      if (!messages) throw notFound('Subscription');
      return { data: messages };
    },
  );
  app.get(
    '/dev/fcm/messages',
    { schema: { tags, summary: 'What the local FCM received', querystring: ZTokenQuery } },
    async (request) => ({ data: standIns.fcm.messages(request.query.token) }),
  );
  app.get(
    '/dev/apns/messages',
    { schema: { tags, summary: 'What the local APNs received', querystring: ZTokenQuery } },
    async (request) => ({ data: standIns.apns.messages(request.query.token) }),
  );
}
