import {
  FAILED_REFUNDS_MAX,
  type TFailedRefund,
  type TFailedRefundListResponse,
  type TSettledRefund,
} from '@habitat/shared';
import {
  findFailedRefunds,
  findPayment,
  settleFailedRefund,
  type TFailedRefundRow,
  type TPaymentRow,
} from '#server/data/payments';
import type { Db } from '#server/db/client';
import { recordAudit } from '#server/features/manage/audit/record';
import { managedProperty } from '#server/features/manage/scope';
import type { TPaymentProcessor } from '#server/features/payments/processor';
import { AppError, conflict, notFound } from '#server/lib/errors';
import type { TSession } from '#server/lib/tokens';

type TCaller = { db: Db; session: TSession };

function toFailedRefund(row: TFailedRefundRow): TFailedRefund {
  const { payment } = row;
  return {
    id: payment.id,
    resident: { id: payment.userId, firstName: row.firstName, lastName: row.lastName },
    amount: payment.amountCents,
    currency: payment.currency,
    processor: payment.processor,
    chargeId: payment.chargeId,
    paidAt: payment.createdAt.toISOString(),
  };
}

/** A managed building's failed refunds, oldest first. */
export async function listFailedRefunds(
  options: TCaller & { propertyId: number },
): Promise<TFailedRefundListResponse> {
  const { db, session } = options;
  const property = await managedProperty(db, session, options.propertyId);
  const data = (await findFailedRefunds(db, property.id, FAILED_REFUNDS_MAX)).map(toFailedRefund);
  return { data, count: data.length };
}

/**
 * The failed refund this id names, in a building the caller manages (another's: 403). Unknown,
 * or a booking's payment: 404; given back already: 409.
 */
async function managedFailedRefund(db: Db, session: TSession, id: number) {
  const payment = await findPayment(db, id);
  if (!payment || payment.reservationId !== null || payment.propertyId === null) {
    throw notFound('Failed refund');
  }
  const property = await managedProperty(db, session, payment.propertyId);
  if (payment.status !== 'succeeded') throw conflict('This charge was already given back');
  return { payment, property };
}

/** Marks it given back, with the audit entry, in one transaction; a settle meanwhile: 409. */
async function settle(
  options: TCaller & {
    payment: TPaymentRow;
    propertyId: number;
    settledBy: TSettledRefund['settledBy'];
    now: Date;
  },
): Promise<TSettledRefund> {
  const { db, session, payment, settledBy, now } = options;
  await db.transaction(async (tx) => {
    if (!(await settleFailedRefund(tx, payment.id, now))) {
      throw conflict('This charge was already given back');
    }
    await recordAudit(tx, session, {
      entity: 'payment',
      entityId: payment.id,
      action: settledBy === 'processor' ? 'refund_retry' : 'refund_by_hand',
      propertyId: options.propertyId,
      before: { status: payment.status, refundedAt: null },
      after: {
        status: 'refunded',
        refundedAt: now,
        amountCents: payment.amountCents,
        currency: payment.currency,
        chargeId: payment.chargeId,
      },
    });
  });
  return { id: payment.id, settledBy, refundedAt: now.toISOString() };
}

/**
 * Asks the processor for the refund again. Refused again: 502 payment_failed and nothing
 * changes (it stays in the list). A charge of another processor than this deployment's: 409.
 */
export async function retryRefund(
  options: TCaller & { processor: TPaymentProcessor; paymentId: number; now?: Date },
): Promise<TSettledRefund> {
  const { db, session, processor, now = new Date() } = options;
  const { payment, property } = await managedFailedRefund(db, session, options.paymentId);
  if (payment.processor !== processor.name) {
    throw conflict('This charge was made through another card processor; refund it there');
  }
  // Outside the transaction: the processor is another system (and the local one another query).
  await processor.refund(payment.chargeId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'payment_failed') throw error;
    throw new AppError(502, 'payment_failed', 'The card processor refused the refund');
  });
  return settle({ db, session, payment, propertyId: property.id, settledBy: 'processor', now });
}

/** The manager gave the money back another way (cash, transfer): it leaves the list. */
export async function settleRefundByHand(
  options: TCaller & { paymentId: number; now?: Date },
): Promise<TSettledRefund> {
  const { db, session, now = new Date() } = options;
  const { payment, property } = await managedFailedRefund(db, session, options.paymentId);
  return settle({ db, session, payment, propertyId: property.id, settledBy: 'by_hand', now });
}
