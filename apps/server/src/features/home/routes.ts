import { ZHomeSummary } from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { contentScopeOf } from '#server/features/properties/content-scope';
import { requireTenant, sessionOf } from '#server/lib/auth';
import { readHome } from './service';

export function registerHomeRoutes(app: TApp, ctx: TAppContext) {
  const { db, deployment } = ctx;
  app.get(
    '/home',
    {
      onRequest: requireTenant,
      schema: {
        tags: ['home'],
        summary:
          "A resident's home at a glance: unread notifications, next bookings, open requests, latest news, own posts awaiting moderation",
        response: { 200: ZHomeSummary },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const scope = await contentScopeOf({ db, deployment, session, query: {} });
      return readHome({ db, session, scope });
    },
  );
}
