import {
  TEST_CARDS,
  type TFailedRefund,
  type TFailedRefundListResponse,
  type TManagedReservation,
  type TSettledRefund,
} from '@habitat/shared';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCharges, payments, reservations } from '#server/db/bookings-schema';
import {
  cardToken,
  dayFromToday,
  insertEntity,
  insertService,
  racingProcessor,
  type TChargeRace,
} from '#server/features/booking/test-fixtures';
import { auditRowsOf } from '#server/features/manage/audit/test-audit';
import { consoleActors, expectError } from '#server/features/manage/test-console';
import { createLocalProcessor } from '#server/features/payments/local-processor';
import { AppError } from '#server/lib/errors';
import { createTestApp, type TTestApp } from '#server/test/harness';

let t: TTestApp;
const ids = { jardins: 0, peel: 0, resident: 0 };
const tokens = { resident: '', manager: '', peelManager: '' };

beforeAll(async () => {
  t = await createTestApp();
  const actors = await consoleActors(t);
  Object.assign(ids, actors.ids);
  Object.assign(tokens, actors.tokens);
  const me = await t.app.inject({ url: '/api/me', headers: t.bearer(tokens.resident) });
  ids.resident = me.json<{ id: number }>().id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string) =>
  t.app.inject({ method, url, headers: t.bearer(token) });

/**
 * A charge kept without a booking because its refund failed, as the booking flow records it: a
 * real charge of the local processor (unless `chargeId` names one it never made).
 */
async function failedRefund(options: { amount: number; chargeId?: string }) {
  const chargeId =
    options.chargeId ??
    (
      await createLocalProcessor({ db: t.db }).charge({
        token: await cardToken(t, TEST_CARDS.succeeds),
        amountCents: options.amount,
        currency: 'CAD',
        description: 'Party room',
        idempotencyKey: `refund-test-${Math.random()}`,
      })
    ).chargeId;
  const [row] = await t.db
    .insert(payments)
    .values({
      reservationId: null,
      propertyId: ids.jardins,
      userId: ids.resident,
      processor: 'local',
      chargeId,
      amountCents: options.amount,
      currency: 'CAD',
      status: 'succeeded',
    })
    .returning();
  return row!;
}

const paymentRow = async (id: number) =>
  (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const listed = async (token: string, property: number) =>
  (await call('GET', `/api/manage/refunds?property=${property}`, token))
    .json<TFailedRefundListResponse>()
    .data.map((refund) => refund.id);

describe('failed refunds in the console', () => {
  it("lists a building's failed refunds to its manager only", async () => {
    const payment = await failedRefund({ amount: 4500 });
    const response = await call(
      'GET',
      `/api/manage/refunds?property=${ids.jardins}`,
      tokens.manager,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TFailedRefundListResponse>().data).toContainEqual({
      id: payment.id,
      resident: { id: ids.resident, firstName: expect.any(String), lastName: expect.any(String) },
      amount: 4500,
      currency: 'CAD',
      processor: 'local',
      chargeId: payment.chargeId,
      paidAt: payment.createdAt.toISOString(),
    } satisfies TFailedRefund);

    expect(await listed(tokens.manager, ids.peel)).not.toContain(payment.id);
    const url = `/api/manage/refunds?property=${ids.jardins}`;
    expectError(await call('GET', url, tokens.peelManager), 403, 'forbidden');
    expectError(await call('GET', url, tokens.resident), 403, 'forbidden');
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expectError(await call('GET', '/api/manage/refunds', tokens.manager), 400, 'validation_failed');
  });

  it('retries the refund through the processor, once, with an audit entry', async () => {
    const payment = await failedRefund({ amount: 3000 });
    const url = `/api/manage/refunds/${payment.id}/retry`;
    // Another building's manager and a resident change nothing.
    expectError(await call('POST', url, tokens.peelManager), 403, 'forbidden');
    expectError(await call('POST', url, tokens.resident), 403, 'forbidden');
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'succeeded', refundedAt: null });

    const response = await call('POST', url, tokens.manager);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TSettledRefund>()).toMatchObject({
      id: payment.id,
      settledBy: 'processor',
    });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded' });
    const [charge] = await t.db
      .select()
      .from(localCharges)
      .where(eq(localCharges.id, payment.chargeId));
    expect(charge!.refundedAt).not.toBeNull();
    expect(await listed(tokens.manager, ids.jardins)).not.toContain(payment.id);

    const audit = await auditRowsOf(t.db, 'payment', payment.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'refund_retry',
        actorId: (await consoleActors(t)).ids.manager,
        propertyId: ids.jardins,
        after: expect.objectContaining({ status: 'refunded', amountCents: 3000 }),
      }),
    ]);
    expectError(await call('POST', url, tokens.manager), 409, 'conflict');
    expect(await auditRowsOf(t.db, 'payment', payment.id)).toHaveLength(1);
  });

  it('a refund the processor refuses again stays listed; the manager can settle it by hand', async () => {
    const payment = await failedRefund({ amount: 2500, chargeId: 'ch_the_processor_lost' });
    const retry = await call('POST', `/api/manage/refunds/${payment.id}/retry`, tokens.manager);
    expectError(retry, 502, 'payment_failed');
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'succeeded', refundedAt: null });
    expect(await auditRowsOf(t.db, 'payment', payment.id)).toEqual([]);
    expect(await listed(tokens.manager, ids.jardins)).toContain(payment.id);

    const url = `/api/manage/refunds/${payment.id}/settle`;
    expectError(await call('POST', url, tokens.peelManager), 403, 'forbidden');
    expectError(await call('POST', url, tokens.resident), 403, 'forbidden');
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'succeeded' });

    const settled = await call('POST', url, tokens.manager);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json<TSettledRefund>()).toMatchObject({ settledBy: 'by_hand' });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded' });
    expect(await listed(tokens.manager, ids.jardins)).not.toContain(payment.id);
    expect((await auditRowsOf(t.db, 'payment', payment.id)).map((row) => row.action)).toEqual([
      'refund_by_hand',
    ]);
    expectError(await call('POST', url, tokens.manager), 409, 'conflict');
  });

  it("answers 404 for an unknown payment and for a booking's payment", async () => {
    expectError(
      await call('POST', '/api/manage/refunds/999999/retry', tokens.manager),
      404,
      'not_found',
    );
    const [booked] = await t.db
      .select({ id: payments.id })
      .from(payments)
      .where(isNotNull(payments.reservationId))
      .limit(1);
    const url = `/api/manage/refunds/${booked!.id}/settle`;
    expectError(await call('POST', url, tokens.manager), 404, 'not_found');
    expect(await paymentRow(booked!.id)).toMatchObject({ status: 'succeeded' });
  });
});

describe('a booking whose refund failed', () => {
  it('is listed for the manager of its building', async () => {
    // The processor charges, then someone takes the last place, then the refund is refused.
    const race: TChargeRace = {};
    const raced = await createTestApp({
      paymentProcessor: (db) =>
        racingProcessor(db, race, {
          // What the local processor answers for a charge it does not know: a refusal.
          async refund() {
            throw new AppError(404, 'not_found', 'Charge not found');
          },
        }),
    });
    try {
      const actors = await consoleActors(raced);
      const entity = await insertEntity(
        raced.db,
        await insertService(raced.db, { property: 'jardins-saint-laurent' }),
        { price: 5000 },
      );
      const day = dayFromToday(5);
      const payload = async () => ({
        entity,
        start: `${day} 14:00:00`,
        end: `${day} 15:00:00`,
        total: 5000,
        currency: 'CAD',
        payments: [
          {
            from: await cardToken(raced, TEST_CARDS.succeeds),
            processor: 'local',
            amount: 5000,
            currency: 'CAD',
          },
        ],
      });
      const book = async (login: string) =>
        raced.app.inject({
          method: 'POST',
          url: '/api/reservations',
          headers: raced.bearer((await raced.login(login)).token),
          payload: await payload(),
        });
      race.next = async () => {
        expect((await book('cotenant@example.com')).statusCode).toBe(200);
      };
      const refused = await book('resident@example.com');
      expect(refused.statusCode).toBe(409);

      const list = await raced.app.inject({
        url: `/api/manage/refunds?property=${actors.ids.jardins}`,
        headers: raced.bearer(actors.tokens.manager),
      });
      const [owed, ...others] = list.json<TFailedRefundListResponse>().data;
      expect(others).toEqual([]);
      expect(owed).toMatchObject({ amount: 5000, processor: 'local' });
      const settled = await raced.app.inject({
        method: 'POST',
        url: `/api/manage/refunds/${owed!.id}/settle`,
        headers: raced.bearer(actors.tokens.manager),
      });
      expect(settled.statusCode, settled.body).toBe(200);
    } finally {
      await raced.close();
    }
  });
});

describe("the demo's paid bookings", () => {
  it('were paid with real local charges: a manager cancels one and refunds it', async () => {
    const [paid] = await t.db
      .select({ reservationId: reservations.id, chargeId: payments.chargeId })
      .from(payments)
      .innerJoin(reservations, eq(reservations.id, payments.reservationId))
      .where(and(eq(payments.status, 'succeeded'), isNull(reservations.canceledAt)))
      .limit(1);
    expect(paid).toBeDefined();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/manage/reservations/${paid!.reservationId}/cancel`,
      headers: t.bearer(tokens.manager),
      payload: { note: 'The room is closed for repairs' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TManagedReservation>()).toMatchObject({
      status: 'cancelled',
      payment: 'refunded',
    });
    const [charge] = await t.db
      .select()
      .from(localCharges)
      .where(eq(localCharges.id, paid!.chargeId));
    expect(charge?.refundedAt).not.toBeNull();
  });
});
