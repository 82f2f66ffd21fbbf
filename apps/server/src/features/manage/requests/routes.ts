import {
  ZManagedRequest,
  ZManagedRequestListResponse,
  ZManageRequestCommentBody,
  ZManageRequestListQuery,
  ZManageRequestParams,
  ZManageRequestReplyBody,
  ZManageRequestStatusBody,
} from '@habitat/shared';
import type { FastifyRequest } from 'fastify';
import type { TApp, TAppContext } from '#server/app-context';
import { sessionOf } from '#server/lib/auth';
import {
  commentManagedRequest,
  getManagedRequest,
  listManagedRequests,
  moveManagedRequest,
  replyToManagedRequest,
} from './service';

const item = { params: ZManageRequestParams, response: { 200: ZManagedRequest } };

/** The console's requests area: list, detail, status steps, admin comment and replies. */
export function registerManageRequestRoutes(app: TApp, ctx: TAppContext) {
  const { db, fileSigner } = ctx;
  const deps = (request: FastifyRequest) => ({ db, fileSigner, session: sessionOf(request) });

  app.get(
    '/manage/requests',
    {
      schema: {
        summary: "A managed property's requests, filtered and paged, newest first",
        querystring: ZManageRequestListQuery,
        response: { 200: ZManagedRequestListResponse },
      },
    },
    async (request) =>
      listManagedRequests({ db, session: sessionOf(request), query: request.query }),
  );

  app.get(
    '/manage/requests/:id',
    {
      schema: { summary: 'One request with its discussion and next statuses', ...item },
    },
    async (request) => getManagedRequest(deps(request), request.params.id),
  );

  app.post(
    '/manage/requests/:id/status',
    {
      schema: {
        summary: 'Move the status one step along the order (or cancel); else 409',
        body: ZManageRequestStatusBody,
        ...item,
      },
    },
    async (request) => moveManagedRequest(deps(request), request.params.id, request.body.status),
  );

  app.post(
    '/manage/requests/:id/comment',
    {
      schema: {
        summary: 'Write (or clear) the admin comment',
        body: ZManageRequestCommentBody,
        ...item,
      },
    },
    async (request) =>
      commentManagedRequest(deps(request), request.params.id, request.body.comment),
  );

  app.post(
    '/manage/requests/:id/messages',
    {
      schema: {
        summary: 'Reply in the discussion as the manager (in progress or completed only)',
        body: ZManageRequestReplyBody,
        ...item,
      },
    },
    async (request) => replyToManagedRequest(deps(request), request.params.id, request.body.reply),
  );
}
