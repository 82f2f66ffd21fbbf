import { ZHomeSummary } from '@habitat/shared';
import type { TApp, TAppContext } from '../../app-context';
import { requireTenant, sessionOf } from '../../lib/auth';
import { contentScopeOf } from '../properties/content-scope';
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
