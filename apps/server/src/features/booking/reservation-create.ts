import { randomUUID } from 'node:crypto';
import { CURRENCY, type TCreateReservationRequest, type TReservation } from '@habitat/shared';
import { findPaymentIntent, openPaymentIntent } from '#server/data/payments';
import type { Db } from '#server/db/client';
import type { TPaymentProcessor } from '#server/features/payments/processor';
import type { TContentScope } from '#server/features/properties/content-scope';
import { notFound } from '#server/lib/errors';
import { idempotent, type TKeepAnswer } from '#server/lib/idempotency';
import type { TSession } from '#server/lib/tokens';
import { checkAvailable, paymentOf, prepare, type TBookingRequest } from './booking-target';
import { settlePaymentIntent } from './card-settlement';
import { findOwnReservation } from './reservation-read';
import { storeBooking } from './reservation-store';

/**
 * POST /reservations. Every rule is checked before the card is charged, then again under a
 * lock on the service row, where the booking is stored. A paid one is first recorded as a
 * payment intent (the processor's idempotency key with it), then charged with that key, then
 * booked, intent and booking in one transaction; a charge whose booking is refused is refunded.
 * If the server stops in between, a retry with the same Idempotency-Key, or the reconciler,
 * finishes the intent: a charge always ends as its booking or its refund. With an
 * Idempotency-Key, a retry answers the first outcome (see lib/idempotency.ts for a dead claim).
 */
export async function createReservation(options: {
  db: Db;
  processor: TPaymentProcessor;
  scope: TContentScope | null;
  session: TSession;
  body: TCreateReservationRequest;
  idempotencyKey: string | undefined;
  /**
   * How long the request is left to settle its own charge before the reconciler may (two runs
   * of one intent are safe: this only spares the work). PAYMENT_RECOVERY_SECONDS.
   */
  recoverAfterSeconds?: number;
  now?: () => Date;
}): Promise<TReservation> {
  const { db, session, body, idempotencyKey, now = () => new Date() } = options;
  const scopeName = `user:${session.userId}:reservations`;
  const id = await idempotent<number>({
    db,
    key: idempotencyKey,
    scope: scopeName,
    body,
    run: (keep) =>
      bookOnce({
        ...options,
        now,
        keep,
        chargeKey: idempotencyKey ? `${scopeName}:${idempotencyKey}` : randomUUID(),
      }),
  });
  return findOwnReservation(db, session.userId, id);
}

async function bookOnce(options: {
  db: Db;
  processor: TPaymentProcessor;
  scope: TContentScope | null;
  session: TSession;
  body: TCreateReservationRequest;
  now: () => Date;
  keep: TKeepAnswer<number>;
  chargeKey: string;
  recoverAfterSeconds?: number;
}): Promise<number> {
  const { db, processor, scope, session, body, now, keep, chargeKey } = options;
  if (!scope) throw notFound('Booking entity');
  // A retry of a paid request whose first run stopped after recording its intent: finish that.
  const started = await findPaymentIntent(db, chargeKey);
  if (started) return settlePaymentIntent({ db, processor, now, keep }, started);

  const request = {
    session: {
      userId: session.userId,
      organizationId: session.organizationId,
      propertyId: session.propertyId,
    },
    scope,
    body,
  };
  const prepared = await prepare(db, request, now());
  const card = paymentOf(prepared.target, body, prepared.property.cardsTaken);
  await checkAvailable(db, prepared.target, prepared.booker, now());
  if (!card) {
    return storeBooking(db, { prepared, request, amountCents: 0, now, keep, payment: null });
  }
  const intent = await openPaymentIntent(
    db,
    {
      key: chargeKey,
      userId: session.userId,
      processor: processor.name,
      amountCents: prepared.target.price,
      currency: CURRENCY,
      token: card.token,
      request: {
        ...request,
        body: { ...body, payments: body.payments.map((payment) => ({ ...payment, from: '' })) },
        description: prepared.target.description,
        propertyId: prepared.target.propertyId,
      } satisfies TBookingRequest,
    },
    options.recoverAfterSeconds ?? 60,
  );
  return settlePaymentIntent({ db, processor, now, keep }, intent, prepared);
}
