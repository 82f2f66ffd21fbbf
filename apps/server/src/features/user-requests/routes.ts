import {
  ZCreateUserRequest,
  ZUserRequest,
  ZUserRequestParams,
  ZUserRequestsQuery,
  ZUserRequestsResponse,
  ZUserRequestUpdate,
} from '@habitat/shared';
import type { TApp, TAppContext } from '../../app-context';
import { requireSession, requireTenant, sessionOf } from '../../lib/auth';
import { contentScopeOf } from '../properties/content-scope';
import { createUserRequest, getUserRequest, listUserRequests, updateUserRequest } from './service';

export function registerUserRequestRoutes(app: TApp, ctx: TAppContext) {
  const { db, deployment, config } = ctx;
  const tags = ['requests'];

  app.get(
    '/user_requests',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: "The tenant's own requests (a manager's: the managed properties'), newest first",
        querystring: ZUserRequestsQuery,
        response: { 200: ZUserRequestsResponse },
      },
    },
    async (request) => {
      const { query } = request;
      const session = sessionOf(request);
      const scope = await contentScopeOf({ db, deployment, session, query });
      return listUserRequests({ db, session, scope, query });
    },
  );

  app.get(
    '/user_requests/:id',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'One request with its discussion (author or manager of the property)',
        params: ZUserRequestParams,
        response: { 200: ZUserRequest },
      },
    },
    async (request) =>
      getUserRequest({ db, session: sessionOf(request), requestId: request.params.id }),
  );

  app.post(
    '/user_requests',
    {
      preHandler: requireTenant,
      schema: {
        tags,
        summary: 'A tenant files a request (created pending)',
        body: ZCreateUserRequest,
        response: { 200: ZUserRequest },
      },
    },
    async (request) =>
      createUserRequest({
        db,
        dataDir: config.dataDir,
        session: sessionOf(request),
        body: request.body,
      }),
  );

  app.put(
    '/user_requests/:id',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Cancel, reply, or (manager) move the status and write the admin comment',
        params: ZUserRequestParams,
        body: ZUserRequestUpdate,
        response: { 200: ZUserRequest },
      },
    },
    async (request) =>
      updateUserRequest({
        db,
        session: sessionOf(request),
        requestId: request.params.id,
        body: request.body,
      }),
  );
}
