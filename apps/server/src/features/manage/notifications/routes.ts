import {
  ZManageDeliveriesQuery,
  ZManageDeliveryParams,
  ZManagedDelivery,
  ZManagedDeliveryListResponse,
  ZManagedEmergencyMessage,
  ZManagedEmergencyMessageListResponse,
  ZManageEmergencyMessageCreate,
  ZManageEmergencyMessagesQuery,
  ZManageNewsReachParams,
  ZReach,
} from '@habitat/shared';
import type { FastifyRequest } from 'fastify';
import type { TApp, TAppContext } from '#server/app-context';
import { sessionOf } from '#server/lib/auth';
import {
  createEmergencyMessage,
  getNewsReach,
  listDeliveries,
  listEmergencyMessages,
  retryDelivery,
} from './service';

/**
 * The console's notifications: deliveries that failed for good and their retry, the reach of a
 * news item, and emergency messages (ROLE_MANAGER: registerConsoleRoutes' guard).
 */
export function registerManageNotificationRoutes(app: TApp, ctx: TAppContext) {
  const { db } = ctx;
  const deps = (request: FastifyRequest) => ({ db, session: sessionOf(request) });

  app.get(
    '/manage/notification-deliveries',
    {
      schema: {
        summary: "A managed property's deliveries in one status (dead by default), newest first",
        querystring: ZManageDeliveriesQuery,
        response: { 200: ZManagedDeliveryListResponse },
      },
    },
    async (request) => listDeliveries({ ...deps(request), query: request.query }),
  );

  app.post(
    '/manage/notification-deliveries/:id/retry',
    {
      schema: {
        summary: 'Send a dead delivery again (anything but dead: 409)',
        params: ZManageDeliveryParams,
        response: { 200: ZManagedDelivery },
      },
    },
    async (request) =>
      retryDelivery({
        ...deps(request),
        deliveryId: request.params.id,
        enqueue: (tx, deliveryId) => ctx.notifications.enqueueDelivery(tx, deliveryId),
        queueReady: () => ctx.notifications.ready(),
      }),
  );

  app.get(
    '/manage/news/:id/reach',
    {
      schema: {
        summary: 'How many residents a news item reached, and how many read it',
        params: ZManageNewsReachParams,
        response: { 200: ZReach },
      },
    },
    async (request) => getNewsReach({ ...deps(request), newsId: request.params.id }),
  );

  app.post(
    '/manage/emergency-messages',
    {
      schema: {
        summary: "Send an emergency message to a managed property's residents (cannot be muted)",
        body: ZManageEmergencyMessageCreate,
        response: { 201: ZManagedEmergencyMessage },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createEmergencyMessage({ ...deps(request), body: request.body })),
  );

  app.get(
    '/manage/emergency-messages',
    {
      schema: {
        summary: "A managed property's emergency messages, newest first, with their reach",
        querystring: ZManageEmergencyMessagesQuery,
        response: { 200: ZManagedEmergencyMessageListResponse },
      },
    },
    async (request) => listEmergencyMessages({ ...deps(request), query: request.query }),
  );
}
