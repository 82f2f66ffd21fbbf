import {
  ZService,
  ZServiceCategoriesQuery,
  ZServiceCategoriesResponse,
  ZServiceParams,
  ZServicesQuery,
  ZServicesResponse,
} from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { contentScopeOf, withSignerRule } from '#server/features/properties/content-scope';
import { createListCache } from '#server/lib/list-cache';
import { getService, listServiceCategories, listServices } from './service';

/** Public: visitors see the deployment's organization (and PROPERTY); a token narrows to its own. */
export function registerServiceRoutes(app: TApp, ctx: TAppContext) {
  const { db, deployment } = ctx;
  // Keyed by all a list depends on: its scope (from the token) and its query.
  const categoryLists = createListCache<Awaited<ReturnType<typeof listServiceCategories>>>({
    versions: ctx.listVersions,
  });
  const serviceLists = createListCache<Awaited<ReturnType<typeof listServices>>>({
    versions: ctx.listVersions,
  });

  app.get(
    '/service_categories',
    {
      config: { revalidate: true },
      schema: {
        tags: ['services'],
        summary: 'Service categories with their active services (public)',
        querystring: ZServiceCategoriesQuery,
        response: { 200: ZServiceCategoriesResponse },
      },
    },
    async (request) => {
      const { query, session } = request;
      const scope = withSignerRule(
        request,
        await contentScopeOf({ db, deployment, session, query }),
      );
      if (!scope) return { data: [], count: 0 };
      return categoryLists(request, {
        organizationId: scope.organizationId,
        key: JSON.stringify([scope, query]),
        read: async () => ({ value: await listServiceCategories({ db, scope, query }) }),
      });
    },
  );

  app.get(
    '/services',
    {
      config: { revalidate: true },
      schema: {
        tags: ['services'],
        summary: 'Active services (public)',
        querystring: ZServicesQuery,
        response: { 200: ZServicesResponse },
      },
    },
    async (request) => {
      const { query, session } = request;
      const scope = withSignerRule(
        request,
        await contentScopeOf({ db, deployment, session, query }),
      );
      if (!scope) return { data: [], count: 0 };
      return serviceLists(request, {
        organizationId: scope.organizationId,
        key: JSON.stringify([scope, query]),
        read: async () => ({ value: await listServices({ db, scope, query }) }),
      });
    },
  );

  app.get(
    '/services/:id',
    {
      schema: {
        tags: ['services'],
        summary: 'One active service (public)',
        params: ZServiceParams,
        response: { 200: ZService },
      },
    },
    async (request) => {
      const { session } = request;
      const scope = withSignerRule(
        request,
        await contentScopeOf({ db, deployment, session, query: {} }),
      );
      return getService({ db, scope, serviceId: request.params.id });
    },
  );
}
