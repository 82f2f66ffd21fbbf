import { z } from 'zod';
import { PAYMENT_PROCESSORS } from '../bookings/bookings.types';
import { ZIsoDateTime } from '../common';

/**
 * Failed refunds: card charges that paid for no booking (refused after the charge) and whose
 * refund the processor refused. The console lists a building's, to retry the refund or to mark
 * it given back by hand (GET /api/manage/refunds?property=…, POST …/{id}/retry | …/{id}/settle).
 */

/** The most a list answers: more than a building ever owes at once. */
export const FAILED_REFUNDS_MAX = 200;

export const ZFailedRefund = z.object({
  /** The payment's id. */
  id: z.number(),
  resident: z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }),
  amount: z.number().int(),
  currency: z.string(),
  processor: z.enum(PAYMENT_PROCESSORS),
  chargeId: z.string(),
  /** When the card was charged. */
  paidAt: ZIsoDateTime,
});
export type TFailedRefund = z.infer<typeof ZFailedRefund>;

export const ZFailedRefundListResponse = z.object({
  data: z.array(ZFailedRefund),
  count: z.number().int(),
});
export type TFailedRefundListResponse = z.infer<typeof ZFailedRefundListResponse>;

/** How a failed refund was settled: refunded through the processor, or given back by hand. */
export const REFUND_SETTLEMENTS = ['processor', 'by_hand'] as const;

export const ZSettledRefund = z.object({
  id: z.number(),
  settledBy: z.enum(REFUND_SETTLEMENTS),
  refundedAt: ZIsoDateTime,
});
export type TSettledRefund = z.infer<typeof ZSettledRefund>;
