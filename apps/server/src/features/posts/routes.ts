import {
  type TList,
  type TPost,
  type TPostListQuery,
  ZCreatePostRequest,
  ZPost,
  ZPostListQuery,
  ZPostListResponse,
  ZPostParams,
  ZUpdatePostQuery,
  ZUpdatePostRequest,
} from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { contentScopeOf } from '#server/features/properties/content-scope';
import { requireSession, requireTenant, sessionOf } from '#server/lib/auth';
import { ZIdempotencyHeaders } from '#server/lib/idempotency';
import { IMAGE_BODY_LIMIT_BYTES } from '#server/lib/json-body';
import { createListCache } from '#server/lib/list-cache';
import { changePostStatus, createPost, getPost, readPostList, resubmitPost } from './service';

export function registerPostRoutes(app: TApp, ctx: TAppContext) {
  const { db, deployment } = ctx;
  // Keyed by all a list depends on: the caller (own posts, decision notes), scope and query.
  const postLists = createListCache<TList<TPost>>({
    versions: ctx.listVersions,
  });

  app.get(
    '/posts',
    {
      onRequest: requireSession,
      // The billboard is the building's content; one's own posts (author=) stay no-store.
      config: { revalidate: (request) => !(request.query as TPostListQuery).author },
      schema: {
        tags: ['billboard'],
        summary: "The billboard of the caller's building, or their own posts (author=)",
        querystring: ZPostListQuery,
        response: { 200: ZPostListResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { query } = request;
      const scope = await contentScopeOf({ db, deployment, session, query });
      if (!scope) return { data: [], count: 0 };
      const { userId, role, organizationId, propertyId } = session;
      const key = JSON.stringify([userId, role, organizationId, propertyId, scope, query]);
      return postLists(request, {
        organizationId: scope.organizationId,
        key,
        read: async () => {
          const { list, changesAt } = await readPostList({ db, session, scope, query });
          return { value: list, validUntil: changesAt };
        },
      });
    },
  );

  app.get(
    '/posts/:id',
    {
      onRequest: requireSession,
      schema: {
        tags: ['billboard'],
        summary: 'A published post of the building, or one of your own',
        params: ZPostParams,
        response: { 200: ZPost },
      },
    },
    async (request) => getPost({ db, session: sessionOf(request), postId: request.params.id }),
  );

  app.post(
    '/posts',
    {
      onRequest: requireTenant,
      bodyLimit: IMAGE_BODY_LIMIT_BYTES,
      schema: {
        tags: ['billboard'],
        summary: 'A new post, pending until a manager decides; honours Idempotency-Key',
        headers: ZIdempotencyHeaders,
        body: ZCreatePostRequest,
        response: { 200: ZPost },
      },
    },
    async (request) =>
      createPost({
        db,
        storage: ctx.storage,
        session: sessionOf(request),
        post: request.body,
        quotas: ctx.quotas,
        idempotencyKey: request.headers['idempotency-key'],
      }),
  );

  app.put(
    '/posts/:id/resubmit',
    {
      onRequest: requireTenant,
      bodyLimit: IMAGE_BODY_LIMIT_BYTES,
      schema: {
        tags: ['billboard'],
        summary: 'Edit your refused post and send it again: pending until a manager decides',
        params: ZPostParams,
        body: ZCreatePostRequest,
        response: { 200: ZPost },
      },
    },
    async (request) =>
      resubmitPost({
        db,
        storage: ctx.storage,
        session: sessionOf(request),
        postId: request.params.id,
        post: request.body,
        quotas: ctx.quotas,
      }),
  );

  app.put(
    '/posts/:id',
    {
      onRequest: requireSession,
      schema: {
        tags: ['billboard'],
        summary: 'Remove your post (finished), or decide on it as a manager of its property',
        params: ZPostParams,
        querystring: ZUpdatePostQuery,
        body: ZUpdatePostRequest,
        response: { 200: ZPost },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await contentScopeOf({ db, deployment, session, query: request.query });
      return changePostStatus({
        db,
        session,
        postId: request.params.id,
        status: request.body.status,
        decisionNote: request.body.decisionNote,
      });
    },
  );
}
