import {
  type TModerationAction,
  ZDisablePostRequest,
  ZManageDashboard,
  ZManagedPost,
  ZManagedPostListResponse,
  ZManagedPropertyListResponse,
  ZManagePostListQuery,
  ZManagePostParams,
  ZManagePropertyQuery,
  ZRejectPostRequest,
} from '@habitat/shared';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TApp, TAppContext } from '#server/app-context';
import { requireManager, sessionOf } from '#server/lib/auth';
import { registerManageAccountRequestRoutes } from './account-requests/routes';
import { registerManageAuditRoutes } from './audit/routes';
import { registerManageBookingRoutes } from './bookings/routes';
import { registerManageBuildingRoutes } from './building/routes';
import { registerManageCalendarRoutes } from './calendar/routes';
import { registerManageContentRoutes } from './content/routes';
import { registerManageLeaseRoutes } from './leases/routes';
import { registerManageManagerRoutes } from './managers/routes';
import { registerManageNotificationRoutes } from './notifications/routes';
import { registerManageRefundRoutes } from './refunds/routes';
import { registerManageRequestCategoryRoutes } from './request-categories/routes';
import { registerManageRequestRoutes } from './requests/routes';
import { registerManageResidentRoutes } from './residents/routes';
import { getDashboard, listManagedProperties, listPostsToModerate, moderatePost } from './service';
import { registerManageServiceRoutes } from './services/routes';

/**
 * The manager console's API, every /api/manage route, in one plugin scope with one guard:
 * requireManager, an onRequest hook, refuses a visitor (401) and a tenant (403) before the body
 * is read, whatever it sends. The scope also gives each route the OpenAPI tag `manage`. The
 * routes registered here repeat neither.
 */
export function registerConsoleRoutes(app: TApp, ctx: TAppContext) {
  app.register(async (scope) => {
    scope.addHook('onRequest', requireManager);
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, tags: ['manage'] };
    });
    const console = scope.withTypeProvider<ZodTypeProvider>();
    registerManageRoutes(console, ctx);
    registerManageContentRoutes(console, ctx);
    registerManageServiceRoutes(console, ctx);
    registerManageBookingRoutes(console, ctx);
    registerManageAccountRequestRoutes(console, ctx);
    registerManageRequestRoutes(console, ctx);
    registerManageRequestCategoryRoutes(console, ctx);
    registerManageAuditRoutes(console, ctx);
    registerManageRefundRoutes(console, ctx);
    registerManageNotificationRoutes(console, ctx);
    registerManageBuildingRoutes(console, ctx);
    registerManageResidentRoutes(console, ctx);
    registerManageLeaseRoutes(console, ctx);
    registerManageManagerRoutes(console, ctx);
    registerManageCalendarRoutes(console, ctx);
  });
}

/** Dashboard and post moderation of the console (ROLE_MANAGER: registerConsoleRoutes' guard). */
function registerManageRoutes(app: TApp, ctx: TAppContext) {
  const { db } = ctx;

  app.get(
    '/manage/properties',
    {
      schema: {
        summary: 'The properties the caller manages',
        response: { 200: ZManagedPropertyListResponse },
      },
    },
    async (request) => listManagedProperties(db, sessionOf(request)),
  );

  app.get(
    '/manage/dashboard',
    {
      schema: {
        summary: 'What needs attention in one managed property: counts',
        querystring: ZManagePropertyQuery,
        response: { 200: ZManageDashboard },
      },
    },
    async (request) =>
      getDashboard({ db, session: sessionOf(request), propertyId: request.query.property }),
  );

  app.get(
    '/manage/posts',
    {
      schema: {
        summary: "A managed property's billboard posts in one status, newest first",
        querystring: ZManagePostListQuery,
        response: { 200: ZManagedPostListResponse },
      },
    },
    async (request) =>
      listPostsToModerate({ db, session: sessionOf(request), query: request.query }),
  );

  const decide = (
    request: FastifyRequest & { params: { id: number } },
    action: TModerationAction,
    reason: string | null,
  ) => moderatePost({ db, session: sessionOf(request), postId: request.params.id, action, reason });

  app.post(
    '/manage/posts/:id/publish',
    {
      schema: {
        summary: 'Publish a pending post',
        params: ZManagePostParams,
        response: { 200: ZManagedPost },
      },
    },
    async (request) => decide(request, 'publish', null),
  );

  app.post(
    '/manage/posts/:id/reject',
    {
      schema: {
        summary: 'Reject a pending post, with the reason its author will read',
        params: ZManagePostParams,
        body: ZRejectPostRequest,
        response: { 200: ZManagedPost },
      },
    },
    async (request) => decide(request, 'reject', request.body.reason),
  );

  app.post(
    '/manage/posts/:id/disable',
    {
      schema: {
        summary: 'Take a published post off the billboard, with an optional reason',
        params: ZManagePostParams,
        body: ZDisablePostRequest,
        response: { 200: ZManagedPost },
      },
    },
    async (request) => decide(request, 'disable', request.body.reason),
  );
}
