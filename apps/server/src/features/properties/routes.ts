import {
  ZLease,
  ZLeaseParams,
  ZLeaseQuery,
  ZProperty,
  ZPropertyParams,
  ZPropertySearchQuery,
  ZPropertySearchResponse,
} from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { requireSession, sessionOf } from '#server/lib/auth';
import { getLease, getProperty, searchPropertiesByAddress } from './service';

export function registerPropertyRoutes(app: TApp, ctx: TAppContext) {
  const { db } = ctx;

  app.get(
    '/properties_search',
    {
      schema: {
        tags: ['properties'],
        summary: 'Find the buildings of this deployment by address (no auth)',
        querystring: ZPropertySearchQuery,
        response: { 200: ZPropertySearchResponse },
      },
      config: { rateLimit: ctx.rateLimits.accountRequest },
    },
    async (request) => {
      const { organizationId } = await ctx.deployment();
      const data = await searchPropertiesByAddress({
        db,
        organizationId,
        address: request.query.address,
      });
      return { data, count: data.length };
    },
  );

  app.get(
    '/properties/:property',
    {
      onRequest: requireSession,
      schema: {
        tags: ['properties'],
        params: ZPropertyParams,
        response: { 200: ZProperty },
      },
    },
    (request) =>
      getProperty({
        db,
        session: sessionOf(request),
        propertyId: request.params.property,
        processor: ctx.payments,
      }),
  );

  app.get(
    '/leases/:id',
    {
      onRequest: requireSession,
      schema: {
        tags: ['properties'],
        params: ZLeaseParams,
        querystring: ZLeaseQuery,
        response: { 200: ZLease },
      },
    },
    (request) =>
      getLease({
        db,
        session: sessionOf(request),
        leaseId: request.params.id,
        propertyId: request.query.property,
      }),
  );
}
