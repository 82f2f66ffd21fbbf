import {
  buildDayGrid,
  startIssue,
  TEST_CARDS,
  type TReservation,
  type TScheduleResponse,
  timeOfMinutes,
} from '@habitat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '#server/db/bookings-schema';
import { createTestApp, type TTestApp } from '#server/test/harness';
import {
  activeCount,
  cardToken,
  chargesAndPayments,
  dayFromToday,
  insertEntity,
  insertEvent,
  insertService,
  racingProcessor,
  type TChargeRace,
} from './test-fixtures';

let t: TTestApp;
let resident: Record<string, string>;
let cotenant: Record<string, string>;
let shop: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  resident = t.bearer((await t.login('resident@example.com')).token);
  cotenant = t.bearer((await t.login('cotenant@example.com')).token);
  shop = t.bearer((await t.login('shop@example.com')).token);
});
afterAll(() => t.close());

const JARDINS = 'jardins-saint-laurent';
const day = dayFromToday(2);

function book(headers: Record<string, string>, payload: object, extra: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers: { ...headers, ...extra },
    payload,
  });
}

const slot = (entity: number, from: string, to: string, date = day) => ({
  entity,
  start: `${date} ${from}:00`,
  end: `${date} ${to}:00`,
  total: 0,
  currency: 'CAD',
  payments: [],
});

describe('POST /api/reservations on a schedule', () => {
  it('books a free slot and answers the reservation in the building time zone', async () => {
    const entity = await insertEntity(t.db, await insertService(t.db, { property: JARDINS }));
    const response = await book(resident, slot(entity, '10:00', '11:00'));
    expect(response.statusCode).toBe(200);
    const booking = response.json<TReservation>();
    expect(booking).toMatchObject({
      entity: { id: entity },
      event: null,
      price: 0,
      total: 0,
      currency: 'CAD',
      payments: [],
      timeZone: 'America/Toronto',
      canceledAt: null,
    });
    expect(booking.lease).not.toBeNull();
    // 10:00 in Montreal is 14:00 or 15:00 UTC depending on daylight saving time.
    expect(new Date(booking.start).getUTCHours()).toBeGreaterThanOrEqual(14);
    expect(Date.parse(booking.end) - Date.parse(booking.start)).toBe(3600_000);
  });

  it('refuses times the grid does not offer, with a code per rule, and stores nothing', async () => {
    const entity = await insertEntity(t.db, await insertService(t.db, { property: JARDINS }));
    const cases: [object, number, string][] = [
      [slot(entity, '10:15', '11:15'), 400, 'booking_invalid_time'],
      [slot(entity, '07:00', '08:00'), 400, 'booking_invalid_time'],
      [slot(entity, '19:30', '20:30'), 400, 'booking_invalid_time'],
      [slot(entity, '10:00', '10:30'), 400, 'booking_too_short'],
      [slot(entity, '10:00', '12:30'), 400, 'booking_too_long'],
      [slot(entity, '11:00', '10:00'), 400, 'booking_invalid_time'],
      [slot(entity, '10:00', '11:00', dayFromToday(-1)), 400, 'booking_in_past'],
      [
        { ...slot(entity, '10:00', '11:00'), start: '2027-02-30 10:00:00' },
        400,
        'booking_invalid_time',
      ],
      [{ ...slot(entity, '10:00', '11:00'), start: `${day}T10:00:00Z` }, 400, 'validation_failed'],
      [{ ...slot(entity, '10:00', '11:00'), total: -1 }, 400, 'validation_failed'],
      [{ ...slot(entity, '10:00', '11:00'), total: 5000 }, 400, 'booking_total_mismatch'],
      [{ ...slot(entity, '10:00', '11:00'), currency: 'USD' }, 400, 'validation_failed'],
      [{ ...slot(entity, '10:00', '11:00'), entity: 2147483647 }, 404, 'not_found'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await book(resident, payload);
      expect({ payload, status: response.statusCode, code: response.json().error?.code }).toEqual({
        payload,
        status,
        code,
      });
    }
    expect(await activeCount(t.db, { entityId: entity })).toBe(0);
  });

  it('takes as many bookings of a slot as the capacity, then answers 409', async () => {
    const entity = await insertEntity(t.db, await insertService(t.db, { property: JARDINS }), {
      capacity: 2,
    });
    expect((await book(resident, slot(entity, '09:00', '10:00'))).statusCode).toBe(200);
    expect((await book(cotenant, slot(entity, '09:30', '10:30'))).statusCode).toBe(200);
    const third = await book(resident, slot(entity, '09:00', '11:00'));
    expect(third.statusCode).toBe(409);
    expect(third.json().error.code).toBe('booking_slot_unavailable');
    // Beside the full half hour, there is room.
    expect((await book(resident, slot(entity, '10:30', '11:30'))).statusCode).toBe(200);
  });

  it('keeps the buffer free on both sides of a booking', async () => {
    const entity = await insertEntity(t.db, await insertService(t.db, { property: JARDINS }), {
      buffer: 30,
    });
    expect((await book(resident, slot(entity, '12:00', '13:00'))).statusCode).toBe(200);
    expect((await book(resident, slot(entity, '13:00', '14:00'))).json().error.code).toBe(
      'booking_slot_unavailable',
    );
    expect((await book(resident, slot(entity, '11:00', '12:00'))).json().error.code).toBe(
      'booking_slot_unavailable',
    );
    expect((await book(resident, slot(entity, '13:30', '14:30'))).statusCode).toBe(200);
    expect((await book(resident, slot(entity, '10:30', '11:30'))).statusCode).toBe(200);
  });

  it('refuses every range from a start the grid disables (the shared startIssue rule)', async () => {
    const entity = await insertEntity(t.db, await insertService(t.db, { property: JARDINS }), {
      buffer: 30,
    });
    expect((await book(cotenant, slot(entity, '12:00', '13:00'))).statusCode).toBe(200);
    const schedule = await t.app.inject({
      method: 'GET',
      url: `/api/booking_entities/${entity}/schedule?from=${encodeURIComponent(`${day} 00:00:00`)}&days=1`,
      headers: resident,
    });
    const { opening, available } = schedule.json<TScheduleResponse>();
    const rules = { step: 30, minimumDuration: 60, maximumDuration: 120 };
    const grid = buildDayGrid({
      entity: rules,
      date: day,
      timeZone: 'America/Toronto',
      opening: opening[day] ?? [],
      available: available[day] ?? [],
      nowMinutes: -1,
    });
    const disabled = grid.slots
      .filter((s) => startIssue(grid, s.index, rules.minimumDuration) === 'minimum_does_not_fit')
      .map((s) => timeOfMinutes(s.start));
    // Before the buffer of the 12:00 booking (blocked from 11:30) and before the 20:00 closing.
    expect(disabled).toEqual(['11:00', '19:30']);
    for (const start of disabled) {
      for (const end of ['11:30', '12:00', '12:30', '20:00', '20:30', '21:00']) {
        if (end <= start) continue;
        const response = await book(resident, slot(entity, start, end));
        expect({ start, end, status: response.statusCode }).not.toMatchObject({ status: 200 });
      }
    }
    expect(await activeCount(t.db, { entityId: entity })).toBe(1);
    // The valid start just before it is taken.
    expect((await book(resident, slot(entity, '10:30', '11:30'))).statusCode).toBe(200);
  });

  it('stops at the per-user limit, then at the per-unit limit (the lease)', async () => {
    const perUser = await insertService(t.db, { property: JARDINS, perUser: 1 });
    const entity = await insertEntity(t.db, perUser, { capacity: 5 });
    expect((await book(resident, slot(entity, '08:00', '09:00'))).statusCode).toBe(200);
    const again = await book(resident, slot(entity, '10:00', '11:00'));
    expect([again.statusCode, again.json().error.code]).toEqual([
      409,
      'booking_user_limit_reached',
    ]);

    const perUnit = await insertService(t.db, { property: JARDINS, perUnit: 1 });
    const room = await insertEntity(t.db, perUnit, { capacity: 5 });
    expect((await book(resident, slot(room, '08:00', '09:00'))).statusCode).toBe(200);
    const mate = await book(cotenant, slot(room, '10:00', '11:00'));
    expect([mate.statusCode, mate.json().error.code]).toEqual([409, 'booking_unit_limit_reached']);
    expect(await activeCount(t.db, { entityId: room })).toBe(1);
  });

  it('keeps a signers-only service from a tenant who did not sign the lease', async () => {
    const service = await insertService(t.db, { property: JARDINS, signersOnly: true });
    const entity = await insertEntity(t.db, service);
    const response = await book(cotenant, slot(entity, '10:00', '11:00'));
    expect([response.statusCode, response.json().error.code]).toEqual([
      403,
      'booking_signers_only',
    ]);
    expect((await book(resident, slot(entity, '10:00', '11:00'))).statusCode).toBe(200);
  });

  it('hides a signers-only service from a tenant who did not sign: services, categories, catalog', async () => {
    const service = await insertService(t.db, { property: JARDINS, signersOnly: true });
    await insertEntity(t.db, service);
    await insertEvent(t.db, service, { seats: 5, startAt: new Date(Date.now() + 86_400_000) });
    const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
    const sees = async (headers: Record<string, string>) => {
      const services = (await get('/api/services?perPage=-1', headers)).json<{
        data: { id: number }[];
      }>();
      const categories = (await get('/api/service_categories?perPage=-1', headers)).json<{
        data: { services: { id: number }[] }[];
      }>();
      const entities = (await get('/api/booking_entities?perPage=-1', headers)).json<{
        data: { service: number }[];
      }>();
      const groups = (await get('/api/booking_event_groups?perPage=-1', headers)).json<{
        data: { service: number }[];
      }>();
      return {
        list: services.data.some((s) => s.id === service),
        categories: categories.data.some((c) => c.services.some((s) => s.id === service)),
        one: (await get(`/api/services/${service}`, headers)).statusCode,
        schedules: entities.data.some((e) => e.service === service),
        events: groups.data.some((g) => g.service === service),
      };
    };
    expect(await sees(cotenant)).toEqual({
      list: false,
      categories: false,
      one: 404,
      schedules: false,
      events: false,
    });
    expect(await sees(resident)).toEqual({
      list: true,
      categories: true,
      one: 200,
      schedules: true,
      events: true,
    });
  });

  it('answers 404 for another building, and payment_not_configured for a paid schedule without card payment', async () => {
    const jardins = await insertEntity(t.db, await insertService(t.db, { property: JARDINS }));
    const response = await book(shop, slot(jardins, '10:00', '11:00'));
    expect(response.statusCode).toBe(404);

    const peel = await insertEntity(t.db, await insertService(t.db, { property: 'carre-peel' }), {
      price: 4000,
    });
    const token = await cardToken(t, TEST_CARDS.succeeds);
    const paid = await book(shop, {
      ...slot(peel, '10:00', '11:00'),
      total: 4000,
      payments: [{ from: token, processor: 'local', amount: 4000, currency: 'CAD' }],
    });
    expect([paid.statusCode, paid.json().error.code]).toEqual([400, 'payment_not_configured']);
    expect(await activeCount(t.db, { entityId: peel })).toBe(0);
  });

  it('needs no sign-in to be refused: 401', async () => {
    expect((await book({}, slot(1, '10:00', '11:00'))).statusCode).toBe(401);
  });
});

describe('paid bookings', () => {
  let entity: number;
  beforeAll(async () => {
    entity = await insertEntity(t.db, await insertService(t.db, { property: JARDINS }), {
      price: 5000,
      capacity: 10,
    });
  });
  const paid = (from: string | null, amount = 5000, total = 5000) => ({
    ...slot(entity, '14:00', '15:00'),
    total,
    payments: from === null ? [] : [{ from, processor: 'local', amount, currency: 'CAD' }],
  });

  it('charges the price with the card token and keeps the payment', async () => {
    const before = await chargesAndPayments(t.db);
    const response = await book(resident, paid(await cardToken(t, TEST_CARDS.succeeds)));
    expect(response.statusCode).toBe(200);
    expect(response.json<TReservation>()).toMatchObject({
      price: 5000,
      total: 5000,
      payments: [{ processor: 'local', amount: 5000, currency: 'CAD', status: 'succeeded' }],
    });
    const after = await chargesAndPayments(t.db);
    expect(after.charges.length - before.charges.length).toBe(1);
    expect(after.charges.at(-1)).toMatchObject({ amountCents: 5000, refundedAt: null });
  });

  it('refuses a missing payment, a wrong amount and a declined or empty card, storing nothing', async () => {
    const before = await activeCount(t.db, { entityId: entity });
    const cases: [object, number, string][] = [
      [paid(null), 400, 'payment_required'],
      [paid(null, 5000, 0), 400, 'booking_total_mismatch'],
      [paid(await cardToken(t, TEST_CARDS.succeeds), 100), 400, 'booking_total_mismatch'],
      [paid(await cardToken(t, TEST_CARDS.declined)), 402, 'card_declined'],
      [paid(await cardToken(t, TEST_CARDS.insufficientFunds)), 402, 'insufficient_funds'],
      [paid('tok_made_up'), 400, 'invalid_card'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await book(resident, payload);
      expect([response.statusCode, response.json().error.code]).toEqual([status, code]);
    }
    expect(await activeCount(t.db, { entityId: entity })).toBe(before);
  });

  it('a retried request with the same Idempotency-Key books and charges once', async () => {
    const token = await cardToken(t, TEST_CARDS.succeeds);
    const before = await chargesAndPayments(t.db);
    const key = { 'idempotency-key': `retry-${Date.now()}` };
    const first = await book(resident, paid(token), key);
    const second = await book(resident, paid(token), key);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const after = await chargesAndPayments(t.db);
    expect(after.charges.length - before.charges.length).toBe(1);
    expect(after.payments.length - before.payments.length).toBe(1);

    const other = await book(resident, { ...paid(token), end: `${day} 16:00:00` }, key);
    expect([other.statusCode, other.json().error.code]).toEqual([422, 'idempotency_key_reused']);
  });
});

describe('a booking refused after the card was charged', () => {
  it('refunds the charge and stores no reservation', async () => {
    // The processor charges, then, before the booking is stored, someone takes the last place.
    const race: TChargeRace = {};
    const raced = await createTestApp({
      paymentProcessor: (db) => racingProcessor(db, race),
    });
    try {
      const headers = raced.bearer((await raced.login('resident@example.com')).token);
      const other = raced.bearer((await raced.login('cotenant@example.com')).token);
      const entity = await insertEntity(
        raced.db,
        await insertService(raced.db, { property: JARDINS }),
        { price: 5000 },
      );
      race.next = async () => {
        const taken = await raced.app.inject({
          method: 'POST',
          url: '/api/reservations',
          headers: other,
          payload: {
            ...slot(entity, '14:00', '15:00'),
            total: 5000,
            payments: [
              {
                from: await cardToken(raced, TEST_CARDS.succeeds),
                processor: 'local',
                amount: 5000,
                currency: 'CAD',
              },
            ],
          },
        });
        expect(taken.statusCode).toBe(200);
      };
      // The demo's paid bookings have charges of their own.
      const seeded = new Set((await chargesAndPayments(raced.db)).charges.map((c) => c.id));
      const response = await raced.app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers,
        payload: {
          ...slot(entity, '14:00', '15:00'),
          total: 5000,
          payments: [
            {
              from: await cardToken(raced, TEST_CARDS.succeeds),
              processor: 'local',
              amount: 5000,
              currency: 'CAD',
            },
          ],
        },
      });
      expect([response.statusCode, response.json().error.code]).toEqual([
        409,
        'booking_slot_unavailable',
      ]);
      const after = await chargesAndPayments(raced.db);
      const charges = after.charges.filter((charge) => !seeded.has(charge.id));
      const { payments } = after;
      expect(charges).toHaveLength(2);
      expect(charges.filter((charge) => charge.refundedAt !== null)).toHaveLength(1);
      expect(payments.map((payment) => [payment.reservationId === null, payment.status])).toEqual(
        expect.arrayContaining([
          [false, 'succeeded'],
          [true, 'refunded'],
        ]),
      );
      expect(await activeCount(raced.db, { entityId: entity })).toBe(1);
    } finally {
      await raced.close();
    }
  });
});

describe('event seats', () => {
  it('takes seats up to the number offered, refuses a full or started event', async () => {
    const service = await insertService(t.db, { property: JARDINS });
    const startAt = new Date(Date.now() + 3 * 24 * 3600_000);
    const event = await insertEvent(t.db, service, { seats: 1, startAt });
    const seat = { event, total: 0, currency: 'CAD', payments: [] };
    expect((await book(resident, seat)).statusCode).toBe(200);
    const full = await book(cotenant, seat);
    expect([full.statusCode, full.json().error.code]).toEqual([409, 'booking_event_full']);

    const started = await insertEvent(t.db, service, {
      seats: 10,
      startAt: new Date(Date.now() - 3600_000),
    });
    const late = await book(resident, { ...seat, event: started });
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'booking_event_over']);

    const open = await insertEvent(t.db, service, { seats: 10, startAt });
    const moved = await book(resident, { ...seat, event: open, start: `${day} 03:00:00` });
    expect([moved.statusCode, moved.json().error.code]).toEqual([400, 'booking_invalid_time']);
  });
});

describe('reading and cancelling', () => {
  let mine: TReservation;
  let leaseId: number;
  beforeAll(async () => {
    const entity = await insertEntity(t.db, await insertService(t.db, { property: JARDINS }));
    mine = (await book(resident, slot(entity, '16:00', '17:00'))).json<TReservation>();
    leaseId = mine.lease!;
  });

  it('lists and reads only your own reservations', async () => {
    const me = (await t.app.inject({ url: '/api/me', headers: resident })).json<{ id: number }>();
    const list = await t.app.inject({
      url: `/api/reservations?user=${me.id}&perPage=-1`,
      headers: resident,
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const data = list.json<{ data: TReservation[] }>().data;
    expect(data.map((booking) => booking.id)).toContain(mine.id);
    expect(data.every((booking) => booking.user === me.id)).toBe(true);

    expect(
      (await t.app.inject({ url: `/api/reservations?user=${me.id}`, headers: shop })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/reservations/${mine.id}`, headers: shop })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/reservations/${mine.id}`, headers: resident })).json(),
    ).toEqual(mine);
    expect(
      (await t.app.inject({ url: '/api/reservations/999999', headers: resident })).statusCode,
    ).toBe(404);
  });

  it('shows a unit-mate the lease bookings that count, without who made them', async () => {
    const response = await t.app.inject({
      url: `/api/reservations?lease=${leaseId}&perPage=-1`,
      headers: cotenant,
    });
    expect(response.statusCode).toBe(200);
    const row = response
      .json<{ data: Record<string, unknown>[] }>()
      .data.find((r) => r.id === mine.id);
    expect(row).toEqual({
      id: mine.id,
      service: mine.service.id,
      entity: mine.entity!.id,
      event: null,
      start: mine.start,
      end: mine.end,
    });
    expect(
      (await t.app.inject({ url: `/api/reservations?lease=${leaseId}`, headers: shop })).statusCode,
    ).toBe(403);
  });

  it('cancels a free booking once, only by its owner, and frees the slot', async () => {
    const cancel = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: `/api/reservations/${mine.id}/cancel`, headers });
    expect((await cancel(cotenant)).statusCode).toBe(403);
    const response = await cancel(resident);
    expect(response.statusCode).toBe(200);
    expect(response.json<TReservation>()).toMatchObject({
      canceledAt: expect.any(String),
      canceledByBuilding: false,
      refunded: 0,
    });
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, mine.id));
    expect(row!.canceledBy).toBe(mine.user);
    const again = await cancel(resident);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'booking_not_cancellable']);
    // The slot is free again at once.
    expect((await book(resident, slot(mine.entity!.id, '16:00', '17:00'))).statusCode).toBe(200);
  });

  it('does not cancel a paid booking', async () => {
    const entity = await insertEntity(t.db, await insertService(t.db, { property: JARDINS }), {
      price: 2000,
    });
    const booking = (
      await book(resident, {
        ...slot(entity, '10:00', '11:00'),
        total: 2000,
        payments: [
          {
            from: await cardToken(t, TEST_CARDS.succeeds),
            processor: 'local',
            amount: 2000,
            currency: 'CAD',
          },
        ],
      })
    ).json<TReservation>();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/reservations/${booking.id}/cancel`,
      headers: resident,
    });
    expect([response.statusCode, response.json().error.code]).toEqual([
      409,
      'booking_not_cancellable',
    ]);
  });
});
