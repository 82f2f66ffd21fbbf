import { ZCardTokenRequest, ZCardTokenResponse } from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { tokenizeCard } from './local-processor';

export function registerPaymentRoutes(app: TApp, ctx: TAppContext) {
  app.post(
    '/payments/tokens',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Trade card data for a single-use token (local processor; no sign-in, like a publishable key)',
        body: ZCardTokenRequest,
        response: { 200: ZCardTokenResponse },
      },
      config: { rateLimit: ctx.rateLimits.cardToken },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return tokenizeCard({
        db: ctx.db,
        card: request.body,
        // Only a deployment that charges with the local processor takes its tokens.
        acceptedPublicKey: ctx.payments.name === 'local' ? ctx.payments.publicKey : null,
      });
    },
  );
}
