import {
  ZApproveAccountRequest,
  ZDeclineAccountRequest,
  ZManageAccountRequestListQuery,
  ZManageAccountRequestParams,
  ZManagedAccountRequest,
  ZManagedAccountRequestListResponse,
  ZManagedUnitListResponse,
  ZManagePropertyQuery,
} from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { sessionOf } from '#server/lib/auth';
import {
  approveAccountRequest,
  declineAccountRequest,
  listAccountRequests,
  listUnits,
} from './service';

/** Account requests in the manager console: ROLE_MANAGER only, every id checked in the service. */
export function registerManageAccountRequestRoutes(app: TApp, ctx: TAppContext) {
  const { db } = ctx;

  app.get(
    '/manage/account-requests',
    {
      schema: {
        summary: "A managed property's account requests in one status",
        querystring: ZManageAccountRequestListQuery,
        response: { 200: ZManagedAccountRequestListResponse },
      },
    },
    async (request) =>
      listAccountRequests({ db, session: sessionOf(request), query: request.query }),
  );

  app.get(
    '/manage/units',
    {
      schema: {
        summary: "A managed property's units",
        querystring: ZManagePropertyQuery,
        response: { 200: ZManagedUnitListResponse },
      },
    },
    async (request) => listUnits(db, sessionOf(request), request.query.property),
  );

  app.post(
    '/manage/account-requests/:id/approve',
    {
      schema: {
        summary:
          'Approve a pending request: create the account, link it to a lease, mail an invitation',
        params: ZManageAccountRequestParams,
        body: ZApproveAccountRequest,
        response: { 200: ZManagedAccountRequest },
      },
    },
    async (request) =>
      approveAccountRequest({
        db,
        session: sessionOf(request),
        id: request.params.id,
        approval: request.body,
        mailer: ctx.mailer,
        background: ctx.background,
        publicUrl: ctx.config.publicUrl,
        brand: ctx.config.brand,
      }),
  );

  app.post(
    '/manage/account-requests/:id/decline',
    {
      schema: {
        summary: 'Decline a pending request, with a reason',
        params: ZManageAccountRequestParams,
        body: ZDeclineAccountRequest,
        response: { 200: ZManagedAccountRequest },
      },
    },
    async (request) =>
      declineAccountRequest({
        db,
        session: sessionOf(request),
        id: request.params.id,
        reason: request.body.reason,
      }),
  );
}
