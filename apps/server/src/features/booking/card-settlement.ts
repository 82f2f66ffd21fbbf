/**
 * Payment intents: a paid booking's charge finished from wherever its request stopped, by the
 * request itself, its retry or the reconciler (payment-recovery.ts).
 */
import { CURRENCY, type TErrorCode } from '@habitat/shared';
import {
  failPaymentIntent,
  findPaymentIntent,
  finishIntentRefund,
  setIntentCharge,
  startIntentRefund,
  type TPaymentIntentRow,
} from '#server/data/payments';
import type { Db } from '#server/db/client';
import type { TPaymentProcessor } from '#server/features/payments/processor';
import { AppError } from '#server/lib/errors';
import type { TKeepAnswer } from '#server/lib/idempotency';
import { prepare, type TBookingRequest, type TPrepared } from './booking-target';
import { SettledMeanwhile, storeBooking } from './reservation-store';

export type TSettle = {
  db: Db;
  processor: TPaymentProcessor;
  now: () => Date;
  /** Stores the request's answer with the booking (a no-op for the reconciler). */
  keep: TKeepAnswer<number>;
};

const isRefusal = (error: unknown): error is AppError =>
  error instanceof AppError &&
  error.statusCode >= 400 &&
  error.statusCode < 500 &&
  error.code !== 'idempotency_in_progress';

const outcomeOf = ({ statusCode, code, message }: AppError) => ({ statusCode, code, message });

/** What a settled intent answers: its booking, or the refusal it got. */
function answerOf(intent: TPaymentIntentRow): number {
  if (intent.status === 'booked' && intent.reservationId !== null) return intent.reservationId;
  if (intent.outcome && intent.status !== 'pending') {
    const { statusCode, code, message } = intent.outcome;
    throw new AppError(statusCode, code as TErrorCode, message);
  }
  // Still being worked on elsewhere: a 5xx, so the Idempotency-Key is given up for a retry.
  throw new AppError(502, 'payment_failed', 'The payment is still being settled; retry shortly');
}

async function answerAgain(db: Db, key: string) {
  return answerOf((await findPaymentIntent(db, key))!);
}

/**
 * Finishes an intent from wherever it stopped: a pending one is charged with its key (the
 * processor answers the same charge if it was made), then booked if its place is still free,
 * else refunded; one stopped while refunding is refunded. Answers the reservation, or throws the
 * refusal the booking got. A processor that cannot be reached leaves it pending (a 5xx).
 * `prepared`: the request's target, when the caller has just built it.
 */
export async function settlePaymentIntent(
  ctx: TSettle,
  intent: TPaymentIntentRow,
  prepared?: TPrepared,
): Promise<number> {
  if (intent.status === 'refunding') {
    await refundIntent(ctx, intent);
    return answerAgain(ctx.db, intent.key);
  }
  if (intent.status !== 'pending') return answerOf(intent);
  if (intent.processor !== ctx.processor.name) {
    throw new AppError(502, 'payment_failed', `This charge was made with ${intent.processor}`);
  }
  const chargeId = await chargeIntent(ctx, intent);
  if (chargeId === null) return answerAgain(ctx.db, intent.key);
  const request = intent.request as TBookingRequest;
  try {
    return await storeBooking(ctx.db, {
      prepared: prepared ?? (await prepare(ctx.db, request, ctx.now())),
      request,
      amountCents: intent.amountCents,
      now: ctx.now,
      keep: ctx.keep,
      payment: { intentId: intent.id, processor: intent.processor, chargeId },
    });
  } catch (error) {
    if (error instanceof SettledMeanwhile) return answerAgain(ctx.db, intent.key);
    if (!isRefusal(error)) throw error;
    // The place was taken meanwhile (or the schedule is gone): the charge is given back.
    if (await startIntentRefund(ctx.db, intent.id, chargeId, outcomeOf(error))) {
      await refundIntent(ctx, { ...intent, chargeId });
    }
    return answerAgain(ctx.db, intent.key);
  }
}

/**
 * The intent's charge: the one recorded, or the processor's answer to the charge made (again)
 * with its key. Null when the processor refused the card (the intent is failed, nothing charged)
 * or another run settled it meanwhile.
 */
async function chargeIntent(ctx: TSettle, intent: TPaymentIntentRow): Promise<string | null> {
  if (intent.chargeId) return intent.chargeId;
  const request = intent.request as TBookingRequest;
  try {
    const { chargeId } = await ctx.processor.charge({
      token: intent.token ?? '',
      amountCents: intent.amountCents,
      currency: CURRENCY,
      description: request.description,
      idempotencyKey: intent.key,
    });
    await setIntentCharge(ctx.db, intent.id, chargeId);
    return chargeId;
  } catch (error) {
    if (!isRefusal(error)) throw error;
    await failPaymentIntent(ctx.db, intent.id, outcomeOf(error));
    return null;
  }
}

/** After this long, a refund the processor still cannot make is left to the manager. */
const REFUND_RETRY_HOURS = 24;

/**
 * Gives the charge back; a refund the processor refuses is kept for the manager to settle. One
 * it cannot make now (a 5xx, the network) stays refunding for the reconciler to retry, for
 * REFUND_RETRY_HOURS; meanwhile the request still answers the refusal its booking got.
 */
async function refundIntent(ctx: TSettle, intent: TPaymentIntentRow) {
  const retrying = intent.createdAt.getTime() > ctx.now().getTime() - REFUND_RETRY_HOURS * 3600_000;
  const refunded = await ctx.processor.refund(intent.chargeId!).then(
    () => true,
    (error: unknown) => {
      if (!isRefusal(error) && retrying) return null;
      return false;
    },
  );
  if (refunded === null) return;
  await finishIntentRefund(
    ctx.db,
    { ...intent, status: 'refunding' },
    refunded,
    propertyOf(intent),
  );
}

/** The building of an intent's booking (recorded without it: the resident's building). */
function propertyOf(intent: TPaymentIntentRow) {
  const request = intent.request as TBookingRequest;
  return request.propertyId ?? request.session.propertyId;
}
