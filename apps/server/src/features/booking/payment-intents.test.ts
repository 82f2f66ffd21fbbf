import { TEST_CARDS, type TReservation } from '@habitat/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCharges, paymentIntents, payments, reservations } from '#server/db/bookings-schema';
import { notificationEvents } from '#server/db/notifications-schema';
import { createLocalProcessor } from '#server/features/payments/local-processor';
import type { TPaymentProcessor } from '#server/features/payments/processor';
import { createStripeProcessor } from '#server/features/payments/stripe-processor';
import { STAND_IN_METHODS, startStripeStandIn } from '#server/features/payments/stripe-stand-in';
import { AppError } from '#server/lib/errors';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { recoverPaymentIntents } from './payment-recovery';
import { activeCount, cardToken, dayFromToday, insertEntity, insertService } from './test-fixtures';

/**
 * The server stopping between the card charge and the booking, played in one process: the
 * processor charges, then "dies" (throws what a killed process would never answer) at the step
 * a test names. The real kill -9 runs in crash.test.ts.
 */
type TDeath = 'after-charge' | 'after-refund' | 'refund-unreachable' | null;

let t: TTestApp;
let local: TPaymentProcessor;
/** The app's processor: the local one, dying where the test says. */
let dying: TPaymentProcessor;
let dieAt: TDeath = null;
let resident: Record<string, string>;
let cotenant: Record<string, string>;
let entity: number;

class Killed extends Error {}

beforeAll(async () => {
  t = await createTestApp({
    paymentProcessor: (db) => {
      local = createLocalProcessor({ db });
      dying = {
        ...local,
        async charge(input) {
          const result = await local.charge(input);
          if (dieAt === 'after-charge') throw new Killed('the server died after the charge');
          return result;
        },
        async refund(chargeId) {
          if (dieAt === 'refund-unreachable') {
            throw new AppError(502, 'payment_failed', 'The payment processor could not refund');
          }
          await local.refund(chargeId);
          if (dieAt === 'after-refund') throw new Killed('the server died after the refund');
        },
      };
      return dying;
    },
  });
  resident = t.bearer((await t.login('resident@example.com')).token);
  cotenant = t.bearer((await t.login('cotenant@example.com')).token);
  entity = await insertEntity(t.db, await insertService(t.db, { property: JARDINS }), {
    price: 4500,
    capacity: 1,
  });
});
afterAll(() => t.close());

const JARDINS = 'jardins-saint-laurent';
let slots = 0;
/** A new hour each time (08:00 to 20:00, then the next day), so tests do not take each other's. */
const nextSlot = () => {
  const n = slots++;
  const day = dayFromToday(3 + Math.floor(n / 12));
  const hh = (h: number) => String(h).padStart(2, '0');
  const from = 8 + (n % 12);
  return { start: `${day} ${hh(from)}:00:00`, end: `${day} ${hh(from + 1)}:00:00` };
};

async function book(
  headers: Record<string, string>,
  slot: { start: string; end: string },
  options: { key?: string; token?: string } = {},
) {
  const token = options.token ?? (await cardToken(t, TEST_CARDS.succeeds));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers: { ...headers, ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: {
      entity,
      ...slot,
      total: 4500,
      currency: 'CAD',
      payments: [{ from: token, processor: 'local', amount: 4500, currency: 'CAD' }],
    },
  });
  return { response, token };
}

const intentOf = async (key: string) => {
  const [row] = await t.db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.key, `user:${userIdOf(key)}:reservations:${key}`));
  return row;
};
const users = new Map<string, number>();
const userIdOf = (key: string) => users.get(key);

/** Who sent a key (the intent's key is scoped by user). */
async function remember(key: string, headers: Record<string, string>) {
  const me = await t.app.inject({ url: '/api/me', headers });
  users.set(key, me.json<{ id: number }>().id);
}

const chargesOf = async (chargeId: string) =>
  t.db.select().from(localCharges).where(eq(localCharges.id, chargeId));
const paymentsOf = async (chargeId: string) =>
  t.db.select().from(payments).where(eq(payments.chargeId, chargeId));

/** The confirmations recorded in the outbox for a reservation. */
const confirmationsOf = (reservationId: number) =>
  t.db
    .select({ type: notificationEvents.type, recipientId: notificationEvents.recipientId })
    .from(notificationEvents)
    .where(
      and(
        eq(notificationEvents.subjectType, 'reservation'),
        eq(notificationEvents.subjectId, reservationId),
        eq(notificationEvents.type, 'booking_confirmed'),
      ),
    );

/** The reconciler's pass, with the intents' grace over. */
async function recover() {
  await t.db.update(paymentIntents).set({ recoverAt: sql`now() - interval '1 second'` });
  return recoverPaymentIntents({ db: t.db, processor: dying });
}

async function dieAfterCharge(headers: Record<string, string>, key: string) {
  await remember(key, headers);
  dieAt = 'after-charge';
  const slot = nextSlot();
  try {
    const { response, token } = await book(headers, slot, { key });
    expect(response.statusCode).toBe(500);
    const intent = await intentOf(key);
    // The intent was recorded before the charge; the charge exists, the booking does not.
    expect(intent).toMatchObject({ status: 'pending', reservationId: null, amountCents: 4500 });
    return { slot, token, intent: intent! };
  } finally {
    dieAt = null;
  }
}

/** The one charge made with this request's card token (the local processor's table). */
async function onlyChargeOf(token: string, key: string) {
  const intent = await intentOf(key);
  const chargeId = intent!.chargeId!;
  const charges = await chargesOf(chargeId);
  expect(charges).toHaveLength(1);
  expect(token).toMatch(/^tok_/);
  return charges[0]!;
}

describe('a paid booking whose server died after the charge', () => {
  it('is booked once by a retry with the same Idempotency-Key, charged once', async () => {
    const key = `died-retry-${Date.now()}`;
    const { slot, token } = await dieAfterCharge(resident, key);
    const retry = await book(resident, slot, { key, token });
    expect(retry.response.statusCode, retry.response.body).toBe(200);
    const booking = retry.response.json<TReservation>();
    expect(booking.payments).toMatchObject([{ amount: 4500, status: 'succeeded' }]);

    const charge = await onlyChargeOf(token, key);
    expect(charge.refundedAt).toBeNull();
    expect(await paymentsOf(charge.id)).toMatchObject([{ reservationId: booking.id }]);
    expect(await intentOf(key)).toMatchObject({ status: 'booked', reservationId: booking.id });
    expect((await intentOf(key))?.token).toBeNull();
    // Again: the same answer, nothing more.
    const again = await book(resident, slot, { key, token });
    expect(again.response.json<TReservation>().id).toBe(booking.id);
    expect(await paymentsOf(charge.id)).toHaveLength(1);
  });

  it('is booked by the reconciler when nobody retries, and a late retry gets that booking', async () => {
    const key = `died-reconciled-${Date.now()}`;
    const { slot, token } = await dieAfterCharge(resident, key);
    const pass = await recover();
    expect(pass).toMatchObject({ booked: 1, refunded: 0, left: 0, pending: 0 });

    const intent = await intentOf(key);
    expect(intent?.status).toBe('booked');
    const charge = await onlyChargeOf(token, key);
    expect(await paymentsOf(charge.id)).toMatchObject([
      { reservationId: intent!.reservationId, status: 'succeeded' },
    ]);
    const [reservation] = await t.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, intent!.reservationId!));
    expect(reservation).toMatchObject({
      userId: userIdOf(key),
      priceCents: 4500,
      totalCents: 4500,
    });

    // The resident hears of the booking the reconciler made, once, even after the late retry.
    expect(await confirmationsOf(intent!.reservationId!)).toEqual([
      { type: 'booking_confirmed', recipientId: userIdOf(key) },
    ]);

    const late = await book(resident, slot, { key, token });
    expect(late.response.statusCode).toBe(200);
    expect(late.response.json<TReservation>().id).toBe(intent!.reservationId);
    expect(await chargesOf(charge.id)).toHaveLength(1);
    expect(await confirmationsOf(intent!.reservationId!)).toHaveLength(1);
    expect(await recover()).toMatchObject({ booked: 0, pending: 0 });
  });

  it('is refunded by the reconciler when its place was taken meanwhile, and the retry hears why', async () => {
    const key = `died-refunded-${Date.now()}`;
    const { slot, token } = await dieAfterCharge(resident, key);
    const other = await book(cotenant, slot);
    expect(other.response.statusCode, other.response.body).toBe(200);

    expect(await recover()).toMatchObject({ booked: 0, refunded: 1, left: 0, pending: 0 });
    const intent = await intentOf(key);
    expect(intent).toMatchObject({
      status: 'refunded',
      reservationId: null,
      outcome: { statusCode: 409, code: 'booking_slot_unavailable' },
    });
    const charge = await onlyChargeOf(token, key);
    expect(charge.refundedAt).not.toBeNull();
    expect(await paymentsOf(charge.id)).toMatchObject([
      { reservationId: null, status: 'refunded' },
    ]);
    expect(await activeCount(t.db, { entityId: entity })).toBeGreaterThan(0);

    const retry = await book(resident, slot, { key, token });
    expect([retry.response.statusCode, retry.response.json().error.code]).toEqual([
      409,
      'booking_slot_unavailable',
    ]);
    expect(await paymentsOf(charge.id)).toHaveLength(1);
  });

  it('finishes a refund the server died in the middle of, recording it once', async () => {
    const key = `died-refunding-${Date.now()}`;
    const { slot, token } = await dieAfterCharge(resident, key);
    expect((await book(cotenant, slot)).response.statusCode).toBe(200);
    dieAt = 'after-refund';
    try {
      const pass = await recover();
      expect(pass).toMatchObject({ refunded: 0, left: 1, pending: 1 });
    } finally {
      dieAt = null;
    }
    expect((await intentOf(key))?.status).toBe('refunding');
    expect(await recover()).toMatchObject({ refunded: 1, left: 0, pending: 0 });
    const charge = await onlyChargeOf(token, key);
    expect(charge.refundedAt).not.toBeNull();
    expect(await paymentsOf(charge.id)).toMatchObject([{ status: 'refunded' }]);
  });

  it('retries a refund the processor cannot make now, and leaves it to the manager after 24 h', async () => {
    const refundLater = async (aged: boolean) => {
      const key = `refund-unreachable-${aged}-${Date.now()}`;
      const { slot, token } = await dieAfterCharge(resident, key);
      expect((await book(cotenant, slot)).response.statusCode).toBe(200);
      if (aged) {
        await t.db
          .update(paymentIntents)
          .set({ createdAt: sql`now() - interval '25 hours'` })
          .where(eq(paymentIntents.id, (await intentOf(key))!.id));
      }
      dieAt = 'refund-unreachable';
      try {
        return { key, token, pass: await recover() };
      } finally {
        dieAt = null;
      }
    };

    const fresh = await refundLater(false);
    expect(fresh.pass).toMatchObject({ refunded: 0, refundFailed: 0, left: 1, pending: 1 });
    expect((await intentOf(fresh.key))?.status).toBe('refunding');
    expect(await recover()).toMatchObject({ refunded: 1, left: 0, pending: 0 });
    expect((await onlyChargeOf(fresh.token, fresh.key)).refundedAt).not.toBeNull();

    const aged = await refundLater(true);
    expect(aged.pass).toMatchObject({ refunded: 0, refundFailed: 1, left: 0, pending: 0 });
    const charge = await onlyChargeOf(aged.token, aged.key);
    expect(charge.refundedAt).toBeNull();
    // Kept as a charge without a booking: the console's failed refunds.
    expect(await paymentsOf(charge.id)).toMatchObject([
      { reservationId: null, status: 'succeeded' },
    ]);
  });

  it('records a card refused on the charge as failed, with nothing charged or booked', async () => {
    const key = `declined-${Date.now()}`;
    await remember(key, resident);
    const token = await cardToken(t, TEST_CARDS.declined);
    const { response } = await book(resident, nextSlot(), { key, token });
    expect(response.statusCode).toBe(402);
    expect(await intentOf(key)).toMatchObject({
      status: 'failed',
      chargeId: null,
      token: null,
      outcome: { statusCode: 402, code: 'card_declined' },
    });
  });
});

describe('the reconciler on two instances (PostgreSQL)', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'settles each intent once when both instances run a pass at the same time',
    async () => {
      const second = await createTestApp({
        databaseUrl: t.databaseUrl,
        paymentProcessor: (db) => createLocalProcessor({ db }),
      });
      try {
        const died = [];
        for (let i = 0; i < 6; i++) {
          const key = `two-instances-${Date.now()}-${i}`;
          died.push({ key, ...(await dieAfterCharge(resident, key)) });
        }
        await t.db.update(paymentIntents).set({ recoverAt: sql`now() - interval '1 second'` });
        const passes = await Promise.all([
          recoverPaymentIntents({ db: t.db, processor: dying }),
          recoverPaymentIntents({
            db: second.db,
            processor: createLocalProcessor({ db: second.db }),
          }),
        ]);
        expect(passes.reduce((sum, pass) => sum + pass.booked, 0)).toBe(6);
        for (const { key, token } of died) {
          const intent = await intentOf(key);
          expect(intent?.status).toBe('booked');
          const charge = await onlyChargeOf(token, key);
          expect(await paymentsOf(charge.id)).toHaveLength(1);
        }
      } finally {
        await second.close();
      }
    },
  );
});

describe('with Stripe (its local stand-in)', () => {
  it('finishes a charge its server died after with the same key: one PaymentIntent, one booking', async () => {
    const standIn = await startStripeStandIn();
    let die = true;
    const stripe = await createTestApp({
      paymentProcessor: () => {
        const real = createStripeProcessor({
          secretKey: 'sk_test_habitat',
          publishableKey: 'pk_test_habitat',
          client: { host: '127.0.0.1', port: standIn.port, protocol: 'http' },
        });
        return {
          ...real,
          async charge(input) {
            const result = await real.charge(input);
            if (die) throw new Killed('the server died after the charge');
            return result;
          },
        };
      },
    });
    try {
      const headers = stripe.bearer((await stripe.login('resident@example.com')).token);
      const paid = await insertEntity(
        stripe.db,
        await insertService(stripe.db, { property: JARDINS }),
        { price: 4500 },
      );
      const book = () =>
        stripe.app.inject({
          method: 'POST',
          url: '/api/reservations',
          headers: { ...headers, 'idempotency-key': 'stripe-died' },
          payload: {
            entity: paid,
            start: `${dayFromToday(4)} 10:00:00`,
            end: `${dayFromToday(4)} 11:00:00`,
            total: 4500,
            currency: 'CAD',
            payments: [
              {
                from: STAND_IN_METHODS.succeeds,
                processor: 'stripe',
                amount: 4500,
                currency: 'CAD',
              },
            ],
          },
        });
      expect((await book()).statusCode).toBe(500);
      die = false;
      const retry = await book();
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json<TReservation>().payments).toMatchObject([
        { processor: 'stripe', amount: 4500, status: 'succeeded' },
      ]);
      const created = standIn.requests.filter((r) => r.path === '/v1/payment_intents');
      // Sent twice with the intent's key; Stripe answered the first PaymentIntent again.
      expect(created.map((r) => r.idempotencyKey)).toEqual([
        expect.stringMatching(/:stripe-died$/),
        created[0]!.idempotencyKey,
      ]);
      const [row] = await stripe.db
        .select()
        .from(payments)
        .where(eq(payments.reservationId, retry.json<TReservation>().id));
      expect(row?.chargeId).toBe('pi_standin_1');
    } finally {
      await stripe.close();
      await standIn.close();
    }
  });
});
