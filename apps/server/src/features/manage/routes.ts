import {
  ROLE_MANAGER,
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
import type { TApp, TAppContext } from '../../app-context';
import { requireRole, sessionOf } from '../../lib/auth';
import { getDashboard, listManagedProperties, listPostsToModerate, moderatePost } from './service';

/** Runs before the body is read: a tenant token answers 403 whatever it sends. */
const managersOnly = requireRole(ROLE_MANAGER);
const tags = ['manage'];

/** The manager console's API: every route ROLE_MANAGER only, every id checked in the service. */
export function registerManageRoutes(app: TApp, ctx: TAppContext) {
  const { db } = ctx;

  app.get(
    '/manage/properties',
    {
      onRequest: managersOnly,
      schema: {
        tags,
        summary: 'The properties the caller manages',
        response: { 200: ZManagedPropertyListResponse },
      },
    },
    async (request) => listManagedProperties(db, sessionOf(request)),
  );

  app.get(
    '/manage/dashboard',
    {
      onRequest: managersOnly,
      schema: {
        tags,
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
      onRequest: managersOnly,
      schema: {
        tags,
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
      onRequest: managersOnly,
      schema: {
        tags,
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
      onRequest: managersOnly,
      schema: {
        tags,
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
      onRequest: managersOnly,
      schema: {
        tags,
        summary: 'Take a published post off the billboard, with an optional reason',
        params: ZManagePostParams,
        body: ZDisablePostRequest,
        response: { 200: ZManagedPost },
      },
    },
    async (request) => decide(request, 'disable', request.body.reason),
  );
}
