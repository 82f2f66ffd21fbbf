import {
  ZAuditListResponse,
  ZAuditLogResponse,
  ZManageAuditLogQuery,
  ZManageAuditQuery,
} from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { sessionOf } from '#server/lib/auth';
import { auditLogCsv, listAuditEntries, listAuditLog } from './service';

export function registerManageAuditRoutes(app: TApp, ctx: TAppContext) {
  app.get(
    '/manage/audit',
    {
      schema: {
        summary: "An item's history of console changes (who, what, when, before / after)",
        querystring: ZManageAuditQuery,
        response: { 200: ZAuditListResponse },
      },
    },
    async (request) =>
      listAuditEntries({ db: ctx.db, session: sessionOf(request), query: request.query }),
  );

  app.get(
    '/manage/audit-log',
    {
      schema: {
        summary:
          "A building's history across its items: filtered by person, item, days; paged, newest first",
        querystring: ZManageAuditLogQuery,
        response: { 200: ZAuditLogResponse },
      },
    },
    async (request) =>
      listAuditLog({ db: ctx.db, session: sessionOf(request), query: request.query }),
  );

  app.get(
    '/manage/audit-log.csv',
    {
      schema: {
        summary: 'The same history as CSV (UTF-8 with BOM, one line per changed field)',
        querystring: ZManageAuditLogQuery,
      },
    },
    async (request, reply) => {
      const csv = await auditLogCsv({
        db: ctx.db,
        session: sessionOf(request),
        query: request.query,
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="history-${request.query.property}-${day}.csv"`,
        )
        .send(csv);
    },
  );
}
