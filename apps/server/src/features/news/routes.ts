import { ZNewsItem, ZNewsParams, ZNewsQuery, ZNewsResponse } from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { contentScopeOf } from '#server/features/properties/content-scope';
import { requireSession } from '#server/lib/auth';
import { createListCache } from '#server/lib/list-cache';
import { getNewsItem, readNewsList } from './service';

export function registerNewsRoutes(app: TApp, ctx: TAppContext) {
  const { db, deployment } = ctx;
  // Keyed by all a list depends on: its scope (from the token) and its query.
  const newsLists = createListCache<Awaited<ReturnType<typeof readNewsList>>['value']>({
    versions: ctx.listVersions,
  });

  app.get(
    '/news',
    {
      onRequest: requireSession,
      config: { revalidate: true },
      schema: {
        tags: ['news'],
        summary: 'News in progress, newest first',
        querystring: ZNewsQuery,
        response: { 200: ZNewsResponse },
      },
    },
    async (request) => {
      const { query, session } = request;
      const scope = await contentScopeOf({ db, deployment, session, query });
      if (!scope) return { data: [], count: 0 };
      return newsLists(request, {
        organizationId: scope.organizationId,
        key: JSON.stringify([scope, query]),
        read: () => readNewsList({ db, scope, query }),
      });
    },
  );

  app.get(
    '/news/:id',
    {
      onRequest: requireSession,
      schema: {
        tags: ['news'],
        summary: 'One news item in progress',
        params: ZNewsParams,
        response: { 200: ZNewsItem },
      },
    },
    async (request) => {
      const scope = await contentScopeOf({ db, deployment, session: request.session, query: {} });
      return getNewsItem({ db, scope, newsId: request.params.id });
    },
  );
}
