import {
  ZFailedRefundListResponse,
  ZManageIdParams,
  ZManagePropertyQuery,
  ZSettledRefund,
} from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { sessionOf } from '#server/lib/auth';
import { listFailedRefunds, retryRefund, settleRefundByHand } from './service';

const params = ZManageIdParams;

/**
 * A building's failed refunds (charges that paid for no booking, whose refund was refused): the
 * list, a retry through the processor, or "settled by hand". ROLE_MANAGER of the building.
 */
export function registerManageRefundRoutes(app: TApp, ctx: TAppContext) {
  const { db } = ctx;

  app.get(
    '/manage/refunds',
    {
      schema: {
        summary: "A building's failed refunds, oldest first",
        querystring: ZManagePropertyQuery,
        response: { 200: ZFailedRefundListResponse },
      },
    },
    async (request) =>
      listFailedRefunds({ db, session: sessionOf(request), propertyId: request.query.property }),
  );

  app.post(
    '/manage/refunds/:id/retry',
    {
      schema: {
        summary: 'Ask the card processor for a failed refund again',
        params,
        response: { 200: ZSettledRefund },
      },
    },
    async (request) =>
      retryRefund({
        db,
        session: sessionOf(request),
        processor: ctx.payments,
        paymentId: request.params.id,
      }),
  );

  app.post(
    '/manage/refunds/:id/settle',
    {
      schema: {
        summary: 'Mark a failed refund as given back by hand',
        params,
        response: { 200: ZSettledRefund },
      },
    },
    async (request) =>
      settleRefundByHand({ db, session: sessionOf(request), paymentId: request.params.id }),
  );
}
