import {
  ZEmergencyMessage,
  ZEmergencyMessageParams,
  ZMarkNotificationRequest,
  ZNotification,
  ZNotificationParams,
  ZNotificationSettings,
  ZNotificationSettingsUpdate,
  ZNotificationsQuery,
  ZNotificationsResponse,
  ZPushSubscription,
  ZReadAllResponse,
} from '@habitat/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TApp, TAppContext } from '#server/app-context';
import { requireSession, sessionOf } from '#server/lib/auth';
import { getEmergencyMessage } from './emergency-messages';
import { listInbox, markAllRead, markRead } from './inbox';
import { subscribe, unsubscribe } from './push-subscriptions';
import { changeNotificationSettings, getNotificationSettings } from './settings';

const tags = ['notifications'];
const ZUnsubscribePush = z.object({ endpoint: ZPushSubscription.shape.endpoint });

/** The signed-in person's inbox and settings, residents and managers alike (issue 24). */
export function registerNotificationRoutes(app: TApp, ctx: TAppContext) {
  const { db } = ctx;
  const deps = (request: FastifyRequest) => ({ db, session: sessionOf(request) });

  app.get(
    '/notifications',
    {
      onRequest: requireSession,
      // The bell asks often: an unchanged inbox answers 304.
      config: { revalidate: true },
      schema: {
        tags,
        summary: "The caller's inbox, newest first, with the unread count",
        querystring: ZNotificationsQuery,
        response: { 200: ZNotificationsResponse },
      },
    },
    async (request) => listInbox({ ...deps(request), query: request.query }),
  );

  app.put(
    '/notifications/:id',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: "Mark one of the caller's notifications read (another's: 404)",
        params: ZNotificationParams,
        body: ZMarkNotificationRequest,
        response: { 200: ZNotification },
      },
    },
    async (request) => markRead(deps(request), request.params.id),
  );

  app.post(
    '/notifications/read-all',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: "Mark every notification of the caller's read",
        response: { 200: ZReadAllResponse },
      },
    },
    async (request) => markAllRead(deps(request)),
  );

  app.get(
    '/me/notification-settings',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: "The caller's notification settings (the defaults until they change one)",
        response: { 200: ZNotificationSettings },
      },
    },
    async (request) => getNotificationSettings(deps(request)),
  );

  app.put(
    '/me/notification-settings',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary:
          'Change some settings: the fields sent replace theirs, choices merge per type; ' +
          'urgent news and emergency messages cannot be turned off (400)',
        body: ZNotificationSettingsUpdate,
        response: { 200: ZNotificationSettings },
      },
    },
    async (request) => changeNotificationSettings(deps(request), request.body),
  );

  app.get(
    '/emergency-messages/:id',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: "A manager's emergency message, for the residents of its building",
        params: ZEmergencyMessageParams,
        response: { 200: ZEmergencyMessage },
      },
    },
    async (request) =>
      getEmergencyMessage({ db, session: sessionOf(request), messageId: request.params.id }),
  );

  app.post(
    '/push-subscriptions',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary:
          "Push to this browser (its PushSubscription.toJSON()), for the caller's session; " +
          'an endpoint that is not a known push service: 400',
        body: ZPushSubscription,
        response: { 201: z.object({ id: z.number().int() }) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await subscribe(
            { ...deps(request), isAllowedEndpoint: (url) => ctx.push.isAllowedEndpoint(url) },
            request.body,
          ),
        ),
  );

  app.delete(
    '/push-subscriptions',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: "Stop pushing to this browser (the caller's subscription only)",
        body: ZUnsubscribePush,
      },
    },
    async (request, reply) => {
      await unsubscribe(deps(request), request.body.endpoint);
      return reply.status(204).send();
    },
  );
}
