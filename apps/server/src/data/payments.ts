/**
 * Owns the tables payments, payment_intents (charges asked for, until settled), card_tokens and
 * local_charges (the local processor's).
 */
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { cardTokens, localCharges, paymentIntents, payments } from '#server/db/bookings-schema';
import type { Db, TDbOrTx } from '#server/db/client';
import { userJoin } from './users';

/* ---------- Payments of reservations ---------- */

export type TPaymentValues = Omit<typeof payments.$inferInsert, 'id' | 'createdAt'>;
export type TPaymentRow = typeof payments.$inferSelect;

export async function insertPayment(tx: TDbOrTx, values: TPaymentValues) {
  await tx.insert(payments).values(values);
}

/** The payments of many reservations in one query. */
export async function findPaymentsOfReservations(
  db: Db,
  reservationIds: readonly number[],
): Promise<TPaymentRow[]> {
  if (reservationIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(inArray(payments.reservationId, [...reservationIds]))
    .orderBy(asc(payments.id));
}

export async function markPaymentsRefunded(tx: TDbOrTx, ids: readonly number[], at: Date) {
  if (ids.length === 0) return;
  await tx
    .update(payments)
    .set({ status: 'refunded', refundedAt: at })
    .where(inArray(payments.id, [...ids]));
}

/* ---------- Failed refunds: charges without a booking, for the manager to give back ---------- */

/** A charge that paid for no booking and was not given back: its refund failed. */
const isFailedRefund = and(isNull(payments.reservationId), eq(payments.status, 'succeeded'));

const payer = userJoin('payer');

/** A building's failed refunds with who paid, oldest first (owed the longest); at most `limit`. */
export async function findFailedRefunds(db: Db, propertyId: number, limit: number) {
  return db
    .select({ payment: payments, firstName: payer.firstName, lastName: payer.lastName })
    .from(payments)
    .innerJoin(payer.table, payer.on(payments.userId))
    .where(and(eq(payments.propertyId, propertyId), isFailedRefund))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(limit);
}
export type TFailedRefundRow = Awaited<ReturnType<typeof findFailedRefunds>>[number];

export async function findPayment(db: Db, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

/** Marks a failed refund given back, once: false when it was settled meanwhile. */
export async function settleFailedRefund(tx: TDbOrTx, id: number, at: Date) {
  const rows = await tx
    .update(payments)
    .set({ status: 'refunded', refundedAt: at })
    .where(and(eq(payments.id, id), isFailedRefund))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/* ---------- Payment intents: a charge recorded before the processor is called ---------- */

export type TPaymentIntentRow = typeof paymentIntents.$inferSelect;
export type TIntentOutcome = NonNullable<TPaymentIntentRow['outcome']>;

const UNSETTLED = ['pending', 'refunding'] as const;
const secondsFromNow = (seconds: number) =>
  sql`now() + make_interval(secs => ${seconds}::double precision)`;

export async function findPaymentIntent(db: TDbOrTx, key: string) {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.key, key));
  return row ?? null;
}

/**
 * Records a charge about to be made, left to its request for `graceSeconds` before the
 * reconciler may take it up. Answers the intent of that key: this one, or one recorded already.
 */
export async function openPaymentIntent(
  db: Db,
  values: Pick<
    typeof paymentIntents.$inferInsert,
    'key' | 'userId' | 'processor' | 'amountCents' | 'currency' | 'token' | 'request'
  >,
  graceSeconds: number,
): Promise<TPaymentIntentRow> {
  const [row] = await db
    .insert(paymentIntents)
    .values({ ...values, recoverAt: secondsFromNow(graceSeconds) })
    .onConflictDoNothing()
    .returning();
  return row ?? (await findPaymentIntent(db, values.key))!;
}

export async function setIntentCharge(db: Db, id: number, chargeId: string) {
  await db.update(paymentIntents).set({ chargeId }).where(eq(paymentIntents.id, id));
}

const settled = { token: null, settledAt: sql`now()` };

/**
 * In the transaction that stored the reservation: the pending intent is booked. False when it
 * was settled meanwhile (another run of it got there first): that transaction must roll back.
 */
export async function bookPaymentIntent(tx: TDbOrTx, id: number, reservationId: number) {
  const rows = await tx
    .update(paymentIntents)
    .set({ status: 'booked', reservationId, ...settled })
    .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'pending')))
    .returning({ id: paymentIntents.id });
  return rows.length > 0;
}

/** The processor refused the charge: nothing was charged. False when settled meanwhile. */
export async function failPaymentIntent(db: Db, id: number, outcome: TIntentOutcome) {
  const rows = await db
    .update(paymentIntents)
    .set({ status: 'failed', outcome, ...settled })
    .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'pending')))
    .returning({ id: paymentIntents.id });
  return rows.length > 0;
}

/** The booking was refused after the charge: it is to be refunded. False when settled meanwhile. */
export async function startIntentRefund(
  db: Db,
  id: number,
  chargeId: string,
  outcome: TIntentOutcome,
) {
  const rows = await db
    .update(paymentIntents)
    .set({ status: 'refunding', chargeId, outcome })
    .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'pending')))
    .returning({ id: paymentIntents.id });
  return rows.length > 0;
}

/**
 * After the processor answered the refund: the intent is refunded (or refund_failed, kept as a
 * succeeded payment without a reservation for the manager to give back), and its payment row
 * written, once, in one transaction.
 */
export async function finishIntentRefund(
  db: Db,
  intent: TPaymentIntentRow,
  refunded: boolean,
  propertyId: number | null,
) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(paymentIntents)
      .set({ status: refunded ? 'refunded' : 'refund_failed', ...settled })
      .where(and(eq(paymentIntents.id, intent.id), eq(paymentIntents.status, 'refunding')))
      .returning({ id: paymentIntents.id });
    if (rows.length === 0) return;
    await insertPayment(tx, {
      userId: intent.userId,
      processor: intent.processor,
      chargeId: intent.chargeId!,
      amountCents: intent.amountCents,
      currency: intent.currency,
      reservationId: null,
      propertyId,
      status: refunded ? 'refunded' : 'succeeded',
      refundedAt: refunded ? new Date() : null,
    });
  });
}

/**
 * Takes up to `limit` unsettled intents whose time has come, for `holdSeconds` (so another
 * instance's reconciler skips them meanwhile; SKIP LOCKED so two instances never wait on or take
 * the same rows).
 */
export async function claimUnsettledIntents(
  db: Db,
  options: { limit: number; holdSeconds: number },
): Promise<TPaymentIntentRow[]> {
  const due = db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(
      and(
        inArray(paymentIntents.status, [...UNSETTLED]),
        lte(paymentIntents.recoverAt, sql`now()`),
      ),
    )
    .orderBy(asc(paymentIntents.recoverAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(paymentIntents)
    .set({ recoverAt: secondsFromNow(options.holdSeconds) })
    .where(inArray(paymentIntents.id, due))
    .returning();
}

export async function countUnsettledIntents(db: Db) {
  return db.$count(paymentIntents, inArray(paymentIntents.status, [...UNSETTLED]));
}

/* ---------- The local processor: card tokens (hashed) and the charges made with them ---------- */

export type TCardTokenRow = typeof cardTokens.$inferSelect;
export type TLocalChargeRow = typeof localCharges.$inferSelect;

export async function insertCardToken(
  db: Db,
  values: Pick<
    typeof cardTokens.$inferInsert,
    'tokenHash' | 'publicKey' | 'brand' | 'last4' | 'outcome' | 'expiresAt'
  >,
) {
  await db.insert(cardTokens).values(values);
}

/**
 * Uses a live token up in one statement (so it works once, even under concurrent charges)
 * and, when its card pays, records the charge in the same transaction. Answers the token, or
 * null when it is unknown, used or expired.
 */
export async function consumeCardToken(
  db: Db,
  input: {
    tokenHash: string;
    now: Date;
    charge: Pick<TLocalChargeRow, 'id' | 'amountCents' | 'currency'>;
  },
): Promise<TCardTokenRow | null> {
  return db.transaction(async (tx) => {
    const [token] = await tx
      .update(cardTokens)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(cardTokens.tokenHash, input.tokenHash),
          isNull(cardTokens.usedAt),
          gt(cardTokens.expiresAt, input.now),
        ),
      )
      .returning();
    if (!token) return null;
    if (token.outcome === 'succeeds') {
      await tx
        .insert(localCharges)
        .values({ ...input.charge, tokenId: token.id, createdAt: input.now });
    }
    return token;
  });
}

export async function findCardToken(db: Db, tokenHash: string) {
  const [row] = await db.select().from(cardTokens).where(eq(cardTokens.tokenHash, tokenHash));
  return row ?? null;
}

export async function findLocalCharge(db: Db, id: string) {
  const [row] = await db.select().from(localCharges).where(eq(localCharges.id, id));
  return row ?? null;
}

/** Marks a charge refunded once; answers whether the charge exists. */
export async function refundLocalCharge(db: Db, id: string, now: Date): Promise<boolean> {
  const [updated] = await db
    .update(localCharges)
    .set({ refundedAt: now })
    .where(and(eq(localCharges.id, id), isNull(localCharges.refundedAt)))
    .returning({ id: localCharges.id });
  if (updated) return true;
  return (await findLocalCharge(db, id)) !== null;
}
