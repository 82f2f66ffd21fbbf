import { ZAuditListResponse, ZManageAuditQuery } from '@habitat/shared';
import type { TApp, TAppContext } from '../../../app-context';
import { sessionOf } from '../../../lib/auth';
import { listAuditEntries } from './service';

export function registerManageAuditRoutes(app: TApp, ctx: TAppContext) {
  app.get(
    '/manage/audit',
    {
      schema: {
        tags: ['manage'],
        summary: "An item's history of console changes (who, what, when, before / after)",
        querystring: ZManageAuditQuery,
        response: { 200: ZAuditListResponse },
      },
    },
    async (request) =>
      listAuditEntries({ db: ctx.db, session: sessionOf(request), query: request.query }),
  );
}
