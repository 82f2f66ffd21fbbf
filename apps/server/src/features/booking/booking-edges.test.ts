import {
  addDays,
  localDateOf,
  skippedMinutes,
  TEST_CARDS,
  type TReservation,
  type TScheduleResponse,
  type TWeeklyHours,
  WEEKDAYS,
  zonedInstant,
  zoneOffsetMinutes,
} from '@habitat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEntities } from '#server/db/bookings-schema';
import { properties } from '#server/db/schema';
import { createTestApp, type TTestApp } from '#server/test/harness';
import {
  activeCount,
  cardToken,
  chargesAndPayments,
  dayFromToday,
  insertEntity,
  insertEvent,
  insertService,
} from './test-fixtures';

/**
 * Bookings' edges (issue 23): the clock changes of daylight saving time, the booking horizon of
 * a schedule or an event group, and the seats one resident may hold at an event.
 */

let t: TTestApp;
let resident: Record<string, string>;
let cotenant: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  resident = t.bearer((await t.login('resident@example.com')).token);
  cotenant = t.bearer((await t.login('cotenant@example.com')).token);
});
afterAll(() => t.close());

const JARDINS = 'jardins-saint-laurent';

function book(headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/reservations', headers, payload });
}

const slot = (entity: number, date: string, from: string, to: string, price = 0) => ({
  entity,
  start: `${date} ${from}:00`,
  end: `${date} ${to}:00`,
  total: price,
  currency: 'CAD',
  payments: [],
});

const hours = (booking: TReservation) =>
  (Date.parse(booking.end) - Date.parse(booking.start)) / 3600_000;

/** The next date (after tomorrow) on which the zone's clocks go forward, or back. */
function nextClockChange(timeZone: string, change: 'forward' | 'back'): string {
  const today = localDateOf(new Date(), timeZone);
  for (let day = 2; day < 400; day += 1) {
    const date = addDays(today, day);
    if (change === 'forward' && skippedMinutes(date, timeZone)) return date;
    const offset = (on: string) => zoneOffsetMinutes(zonedInstant(on, 0, timeZone), timeZone);
    if (change === 'back' && offset(addDays(date, 1)) < offset(date)) return date;
  }
  throw new Error(`no clock change in ${timeZone}`);
}

const allNight: TWeeklyHours = Object.fromEntries(
  WEEKDAYS.map((day) => [day, [{ from: '00:00', to: '06:00' }]]),
) as TWeeklyHours;

/** A schedule open 00:00–06:00 by the hour, bookable a year ahead (the next change may be far). */
async function nightSchedule(options: { price?: number } = {}) {
  const entity = await insertEntity(t.db, await insertService(t.db, { property: JARDINS }), {
    price: options.price,
    horizonDays: 365,
  });
  await t.db
    .update(bookingEntities)
    .set({ ranges: allNight, step: 60, minimumDuration: 60, maximumDuration: 180 })
    .where(eq(bookingEntities.id, entity));
  return entity;
}

describe.each(['America/Toronto', 'America/New_York'])('daylight saving in %s', (timeZone) => {
  const springForward = nextClockChange(timeZone, 'forward');
  const fallBack = nextClockChange(timeZone, 'back');

  beforeAll(async () => {
    await t.db.update(properties).set({ timeZone }).where(eq(properties.slug, JARDINS));
  });

  it('refuses the hour the clocks skip with a 400 and stores nothing', async () => {
    const entity = await nightSchedule();
    for (const [from, to] of [
      ['02:00', '03:00'],
      ['01:00', '03:00'],
      ['02:00', '04:00'],
    ] as const) {
      const response = await book(resident, slot(entity, springForward, from, to));
      expect([from, to, response.statusCode, response.json().error?.code]).toEqual([
        from,
        to,
        400,
        'booking_time_skipped',
      ]);
    }
    expect(await activeCount(t.db, { entityId: entity })).toBe(0);
    // The hours on both sides of the jump stay bookable, each one real hour.
    const before = await book(resident, slot(entity, springForward, '01:00', '02:00'));
    const after = await book(cotenant, slot(entity, springForward, '03:00', '04:00'));
    expect([before.statusCode, after.statusCode]).toEqual([200, 200]);
    expect(hours(before.json<TReservation>())).toBe(1);
    expect(hours(after.json<TReservation>())).toBe(1);
  });

  it('refuses a paid booking of the skipped hour before any charge', async () => {
    const price = 2500;
    const entity = await nightSchedule({ price });
    const charged = await chargesAndPayments(t.db);
    const token = await cardToken(t, TEST_CARDS.succeeds);
    const response = await book(resident, {
      ...slot(entity, springForward, '02:00', '03:00', price),
      payments: [{ from: token, processor: 'local', amount: price, currency: 'CAD' }],
    });
    expect([response.statusCode, response.json().error.code]).toEqual([
      400,
      'booking_time_skipped',
    ]);
    const now = await chargesAndPayments(t.db);
    expect(now.charges.length).toBe(charged.charges.length);
    expect(now.payments.length).toBe(charged.payments.length);
  });

  it('holds a slot of the night the clocks fall back for its wall-clock length', async () => {
    const entity = await nightSchedule();
    const repeated = await book(resident, slot(entity, fallBack, '01:00', '02:00'));
    expect(repeated.statusCode).toBe(200);
    const booking = repeated.json<TReservation>();
    expect(booking.start).toBe(zonedInstant(fallBack, 60, timeZone).toISOString());
    expect(hours(booking)).toBe(1);
    const midnight = await book(cotenant, slot(entity, fallBack, '00:00', '01:00'));
    expect(hours(midnight.json<TReservation>())).toBe(1);
    // Held 01:00–02:00 on the clock, no more, no less: 02:00 is free, 01:00 taken.
    const schedule = await t.app.inject({
      method: 'GET',
      url: `/api/booking_entities/${entity}/schedule?from=${fallBack}&days=1`,
      headers: resident,
    });
    expect(schedule.json<TScheduleResponse>().available[fallBack]).toEqual([
      { from: '02:00', to: '06:00' },
    ]);
    const again = await book(cotenant, slot(entity, fallBack, '01:00', '02:00'));
    expect(again.json().error.code).toBe('booking_slot_unavailable');
    expect((await book(cotenant, slot(entity, fallBack, '02:00', '03:00'))).statusCode).toBe(200);
  });
});

describe('the booking horizon', () => {
  beforeAll(async () => {
    await t.db
      .update(properties)
      .set({ timeZone: 'America/Toronto' })
      .where(eq(properties.slug, JARDINS));
  });

  it('books a schedule up to its horizon and refuses the day after with a 400', async () => {
    const entity = await insertEntity(t.db, await insertService(t.db, { property: JARDINS }), {
      horizonDays: 5,
      capacity: 5,
    });
    const last = dayFromToday(5);
    const beyond = await book(resident, slot(entity, dayFromToday(6), '10:00', '11:00'));
    expect([beyond.statusCode, beyond.json().error.code]).toEqual([400, 'booking_beyond_horizon']);
    expect((await book(resident, slot(entity, last, '10:00', '11:00'))).statusCode).toBe(200);
    expect(await activeCount(t.db, { entityId: entity })).toBe(1);
  });

  it('is 90 days unless the manager sets another', async () => {
    const entity = await insertEntity(t.db, await insertService(t.db, { property: JARDINS }));
    const beyond = await book(resident, slot(entity, dayFromToday(91), '10:00', '11:00'));
    expect(beyond.json().error.code).toBe('booking_beyond_horizon');
    expect(
      (await book(resident, slot(entity, dayFromToday(90), '10:00', '11:00'))).statusCode,
    ).toBe(200);
  });

  it('leaves nothing free in the schedule beyond the horizon', async () => {
    const entity = await insertEntity(t.db, await insertService(t.db, { property: JARDINS }), {
      horizonDays: 2,
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/booking_entities/${entity}/schedule?from=${dayFromToday(1)}&days=3`,
      headers: resident,
    });
    const schedule = response.json<TScheduleResponse>();
    expect(Object.keys(schedule.opening)).toHaveLength(3);
    expect(Object.keys(schedule.available)).toEqual([dayFromToday(1), dayFromToday(2)]);
  });

  it("refuses an event that starts beyond its group's horizon", async () => {
    const service = await insertService(t.db, { property: JARDINS });
    const inTenDays = new Date(Date.now() + 10 * 24 * 3600_000);
    const far = await insertEvent(t.db, service, { seats: 5, startAt: inTenDays, horizonDays: 7 });
    const refused = await book(resident, { event: far, total: 0, currency: 'CAD', payments: [] });
    expect([refused.statusCode, refused.json().error.code]).toEqual([
      400,
      'booking_beyond_horizon',
    ]);
    const near = await insertEvent(t.db, service, {
      seats: 5,
      startAt: inTenDays,
      horizonDays: 30,
    });
    const booked = await book(resident, { event: near, total: 0, currency: 'CAD', payments: [] });
    expect(booked.statusCode).toBe(200);
  });
});

describe('seats per resident at an event', () => {
  const seat = (event: number) => ({ event, total: 0, currency: 'CAD', payments: [] });
  const startAt = new Date(Date.now() + 3 * 24 * 3600_000);

  it('gives one seat per resident by default: a second answers 409, others still book', async () => {
    const service = await insertService(t.db, { property: JARDINS });
    const event = await insertEvent(t.db, service, { seats: 10, startAt });
    expect((await book(resident, seat(event))).statusCode).toBe(200);
    const second = await book(resident, seat(event));
    expect([second.statusCode, second.json().error.code]).toEqual([
      409,
      'booking_event_user_limit_reached',
    ]);
    expect((await book(cotenant, seat(event))).statusCode).toBe(200);
    expect(await activeCount(t.db, { eventId: event })).toBe(2);
  });

  it('gives as many as the manager allows', async () => {
    const service = await insertService(t.db, { property: JARDINS });
    const event = await insertEvent(t.db, service, { seats: 10, startAt, seatsPerUser: 2 });
    expect((await book(resident, seat(event))).statusCode).toBe(200);
    expect((await book(resident, seat(event))).statusCode).toBe(200);
    const third = await book(resident, seat(event));
    expect(third.json().error.code).toBe('booking_event_user_limit_reached');
    const events = await t.app.inject({
      method: 'GET',
      url: `/api/booking_events?augment=stats&perPage=-1&after=${new Date().toISOString()}`,
      headers: resident,
    });
    const listed = events.json<{ data: { id: number; maxSeatsPerUser: number }[] }>();
    expect(listed.data.find((row) => row.id === event)?.maxSeatsPerUser).toBe(2);
  });
});
