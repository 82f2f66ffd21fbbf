import { ZRequestCategoriesQuery, ZRequestCategoriesResponse } from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { contentScopeOf } from '#server/features/properties/content-scope';
import { requireSession } from '#server/lib/auth';
import { listRequestCategories } from './service';

export function registerRequestCategoryRoutes(app: TApp, ctx: TAppContext) {
  const { db, deployment } = ctx;

  app.get(
    '/request_categories',
    {
      onRequest: requireSession,
      schema: {
        tags: ['requests'],
        summary: "The property's request category tree (flat, depth first, deleted left out)",
        querystring: ZRequestCategoriesQuery,
        response: { 200: ZRequestCategoriesResponse },
      },
    },
    async (request) => {
      const { query, session } = request;
      const scope = await contentScopeOf({ db, deployment, session, query });
      return listRequestCategories({ db, scope, query });
    },
  );
}
