import {
  type TList,
  ZService,
  ZServiceCategoriesQuery,
  ZServiceCategoriesResponse,
  ZServiceParams,
  ZServicesQuery,
  ZServicesResponse,
} from '@habitat/shared';
import type { FastifyRequest } from 'fastify';
import type { TApp, TAppContext } from '#server/app-context';
import type { Db } from '#server/db/client';
import {
  contentScopeOf,
  type TContentScope,
  withSignerRule,
} from '#server/features/properties/content-scope';
import { createListCache } from '#server/lib/list-cache';
import { getService, listServiceCategories, listServices } from './service';

type TScopeQuery = { organization?: number; property?: number };

/** Public: visitors see the deployment's organization (and PROPERTY); a token narrows to its own. */
export function registerServiceRoutes(app: TApp, ctx: TAppContext) {
  const { db, deployment } = ctx;
  const scopeOf = async (request: FastifyRequest, query: TScopeQuery) =>
    withSignerRule(
      request,
      await contentScopeOf({ db, deployment, session: request.session, query }),
    );

  /** A list of the caller's scope (none: empty), kept by all it depends on: scope and query. */
  function keptList<Q extends TScopeQuery, T>(
    list: (options: { db: Db; scope: TContentScope; query: Q }) => Promise<TList<T>>,
  ) {
    const lists = createListCache<TList<T>>({ versions: ctx.listVersions });
    return async (request: FastifyRequest, query: Q): Promise<TList<T>> => {
      const scope = await scopeOf(request, query);
      if (!scope) return { data: [], count: 0 };
      return lists(request, {
        organizationId: scope.organizationId,
        key: JSON.stringify([scope, query]),
        read: async () => ({ value: await list({ db, scope, query }) }),
      });
    };
  }
  const categoryList = keptList(listServiceCategories);
  const serviceList = keptList(listServices);

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
    async (request) => categoryList(request, request.query),
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
    async (request) => serviceList(request, request.query),
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
    async (request) =>
      getService({ db, scope: await scopeOf(request, {}), serviceId: request.params.id }),
  );
}
