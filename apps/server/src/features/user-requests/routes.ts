import {
  ZCreateUserRequest,
  ZUserRequest,
  ZUserRequestParams,
  ZUserRequestsQuery,
  ZUserRequestsResponse,
  ZUserRequestUpdate,
} from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { contentScopeOf } from '#server/features/properties/content-scope';
import { requireSession, requireTenant, sessionOf } from '#server/lib/auth';
import { ZIdempotencyHeaders } from '#server/lib/idempotency';
import { IMAGE_BODY_LIMIT_BYTES } from '#server/lib/json-body';
import { createUserRequest, getUserRequest, listUserRequests, updateUserRequest } from './service';

export function registerUserRequestRoutes(app: TApp, ctx: TAppContext) {
  const { db, deployment, fileSigner } = ctx;
  const tags = ['requests'];

  app.get(
    '/user_requests',
    {
      onRequest: requireSession,
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
      return listUserRequests({ db, fileSigner, session, scope, query });
    },
  );

  app.get(
    '/user_requests/:id',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: 'One request with its discussion (author or manager of the property)',
        params: ZUserRequestParams,
        response: { 200: ZUserRequest },
      },
    },
    async (request) =>
      getUserRequest({
        db,
        fileSigner,
        session: sessionOf(request),
        requestId: request.params.id,
      }),
  );

  app.post(
    '/user_requests',
    {
      onRequest: requireTenant,
      bodyLimit: IMAGE_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'A tenant files a request (created pending); honours Idempotency-Key',
        headers: ZIdempotencyHeaders,
        body: ZCreateUserRequest,
        response: { 200: ZUserRequest },
      },
    },
    async (request) =>
      createUserRequest({
        db,
        fileSigner,
        storage: ctx.storage,
        session: sessionOf(request),
        body: request.body,
        quotas: ctx.quotas,
        idempotencyKey: request.headers['idempotency-key'],
      }),
  );

  app.put(
    '/user_requests/:id',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary:
          'Cancel, reply (honours Idempotency-Key), or (manager) move the status and write the admin comment',
        headers: ZIdempotencyHeaders,
        params: ZUserRequestParams,
        body: ZUserRequestUpdate,
        response: { 200: ZUserRequest },
      },
    },
    async (request) =>
      updateUserRequest({
        db,
        fileSigner,
        session: sessionOf(request),
        requestId: request.params.id,
        body: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      }),
  );
}
