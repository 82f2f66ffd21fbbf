import {
  claimUnsettledIntents,
  countUnsettledIntents,
  findPaymentIntent,
} from '#server/data/payments';
import type { Db } from '#server/db/client';
import type { TPaymentProcessor } from '#server/features/payments/processor';
import { settlePaymentIntent } from './card-settlement';

/** Intents taken per query; a pass takes batches until none is due. */
const BATCH = 50;
/**
 * How long an instance keeps the intents it took before another may take them up again (a pass
 * slower than that only means two runs of an intent, which settle it once).
 */
export const HOLD_SECONDS = 60;

export type TRecoveryPass = {
  booked: number;
  refunded: number;
  /** The refund was refused: kept as a charge without a booking for the manager. */
  refundFailed: number;
  /** The card was refused: nothing charged. */
  failed: number;
  /** Could not be settled now (the processor or the database failed): taken up again later. */
  left: number;
  /** Unsettled intents after the pass, due or not. */
  pending: number;
};

/**
 * The reconciler: finishes the payment intents whose request stopped between the charge and the
 * booking (a killed server, a lost connection) and that nobody retried: each is booked if its
 * place is still free, else refunded, and the intent records which. Safe with several instances:
 * each takes its own intents (SKIP LOCKED) and holds them a while; and two runs of one intent
 * settle it once anyway.
 */
export async function recoverPaymentIntents(options: {
  db: Db;
  processor: TPaymentProcessor;
  now?: () => Date;
  log?: (error: unknown, message: string) => void;
}): Promise<TRecoveryPass> {
  const { db, processor, now = () => new Date(), log = () => {} } = options;
  const pass = { booked: 0, refunded: 0, refundFailed: 0, failed: 0, left: 0 };
  for (;;) {
    const intents = await claimUnsettledIntents(db, { limit: BATCH, holdSeconds: HOLD_SECONDS });
    for (const intent of intents) {
      // A refusal is an outcome (refunded, failed), read back below; anything else is logged.
      const failure = await settlePaymentIntent(
        { db, processor, now, keep: async () => {} },
        intent,
      ).then(
        () => null,
        (error: unknown) => error,
      );
      const settled = await findPaymentIntent(db, intent.key);
      switch (settled?.status) {
        case 'booked':
          pass.booked += 1;
          break;
        case 'refunded':
          pass.refunded += 1;
          break;
        case 'refund_failed':
          pass.refundFailed += 1;
          break;
        case 'failed':
          pass.failed += 1;
          break;
        default:
          pass.left += 1;
          log(failure, `payment intent ${intent.id} left ${settled?.status} for the next pass`);
      }
    }
    if (intents.length < BATCH) break;
  }
  return { ...pass, pending: await countUnsettledIntents(db) };
}
