import { ZAppConfig } from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';

export function registerConfigRoutes(app: TApp, ctx: TAppContext) {
  app.get(
    '/config',
    { schema: { tags: ['config'], response: { 200: ZAppConfig } } },
    async (_request, reply) => {
      const { organizationId, propertyId } = await ctx.deployment();
      reply.header('cache-control', 'no-cache');
      return {
        brand: ctx.config.brand,
        organization: organizationId,
        property: propertyId,
        version: ctx.config.version,
        // The browser tokenizes cards with this key (Stripe.js or the local processor's form).
        payments: { processor: ctx.payments.name, publicKey: ctx.payments.publicKey },
        // Browsers subscribe to Web Push with this key (issue 24); null while Web Push is off.
        webPush: { publicKey: ctx.push.webPushPublicKey },
        // The welcome page links to the stores that publish the app, and hides the others.
        apps: ctx.config.mobile.stores,
      };
    },
  );
}
