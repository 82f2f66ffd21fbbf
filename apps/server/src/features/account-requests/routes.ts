import { ZAccountRequest, ZAccountRequestResponse } from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { ZIdempotencyHeaders } from '#server/lib/idempotency';
import { createAccountRequest } from './service';

export function registerAccountRequestRoutes(app: TApp, ctx: TAppContext) {
  app.post(
    '/account_requests',
    {
      schema: {
        tags: ['account requests'],
        summary: 'A visitor asks for an account (no auth); honours Idempotency-Key',
        headers: ZIdempotencyHeaders,
        body: ZAccountRequest,
        response: { 201: ZAccountRequestResponse },
      },
      config: { rateLimit: ctx.rateLimits.accountRequest },
    },
    async (request, reply) => {
      const { organizationId } = await ctx.deployment();
      const created = await createAccountRequest({
        db: ctx.db,
        organizationId,
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(201).send(created);
    },
  );
}
