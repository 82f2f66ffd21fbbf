import {
  addDays,
  localDateOf,
  type TBookingEntity,
  type TScheduleResponse,
  WEEKDAYS,
  zonedInstant,
} from '@habitat/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '#server/db/bookings-schema';
import { createContentTestContext } from '#server/test/content-fixtures';
import type { TTestApp } from '#server/test/harness';
import { scheduleAvailability } from './availability';

const ZONE = 'America/Toronto';
let t: TTestApp;
let resident: string;
let shop: string;
let entities: TBookingEntity[];
const today = () => localDateOf(new Date(), ZONE);

beforeAll(async () => {
  ({
    t,
    tokens: { resident, shop },
  } = await createContentTestContext());
  const response = await t.app.inject({
    url: '/api/booking_entities?perPage=-1',
    headers: t.bearer(resident),
  });
  entities = response.json<{ data: TBookingEntity[] }>().data;
});
afterAll(() => t.close());

const entityId = (en: string) => entities.find((e) => e.name.en === en)!.id;
const get = (url: string, token = resident) => t.app.inject({ url, headers: t.bearer(token) });
async function schedule(en: string, query: string): Promise<TScheduleResponse> {
  const response = await get(`/api/booking_entities/${entityId(en)}/schedule?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TScheduleResponse>();
}
const range = (from: string, to: string) => ({ from, to });

describe('GET /api/booking_entities/{id}/schedule', () => {
  it('answers the opening and free ranges of each date in the property time zone', async () => {
    const body = await schedule('Gym', `from=${today()} 00:00:00&days=7`);
    expect(body).toMatchObject({ entity: entityId('Gym'), timeZone: ZONE, from: today(), days: 7 });
    expect(Object.keys(body.opening)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((d) => addDays(today(), d)),
    );
    expect(body.opening[today()]).toEqual([range('06:00', '22:00')]);
  });

  it('takes out a slot once the capacity is full, not before', async () => {
    const body = await schedule('Gym', `from=${today()}&days=4`);
    // Tomorrow 18:00 has 4 of 4 bookings; in 2 days 07:00 has 3 of 4 and a cancelled one.
    expect(body.available[addDays(today(), 1)]).toEqual([
      range('06:00', '18:00'),
      range('19:00', '22:00'),
    ]);
    expect(body.available[addDays(today(), 2)]).toEqual([range('06:00', '22:00')]);
  });

  it('gives a cancelled seat back at once', async () => {
    const gym = entityId('Gym');
    const start = zonedInstant(addDays(today(), 3), 18 * 60, ZONE);
    const [seat] = await t.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(
          eq(reservations.entityId, gym),
          eq(reservations.startAt, start),
          isNull(reservations.canceledAt),
        ),
      );
    const setCancelled = (at: Date | null) =>
      t.db.update(reservations).set({ canceledAt: at }).where(eq(reservations.id, seat!.id));
    await setCancelled(new Date());
    try {
      const body = await schedule('Gym', `from=${addDays(today(), 3)}&days=1`);
      expect(body.available[addDays(today(), 3)]).toEqual([range('06:00', '22:00')]);
    } finally {
      await setCancelled(null);
    }
    const again = await schedule('Gym', `from=${addDays(today(), 3)}&days=1`);
    expect(again.available[addDays(today(), 3)]).toHaveLength(2);
  });

  it('keeps the buffer free on both sides of a booking', async () => {
    // A neighbour has the party room in 2 days from 18:00 to 22:00, buffer 30 min.
    const day = addDays(today(), 2);
    const body = await schedule('Party room', `from=${day}&days=1`);
    expect(body.opening[day]).toEqual([range('10:00', '23:00')]);
    expect(body.available[day]).toEqual([range('10:00', '17:30'), range('22:30', '23:00')]);
  });

  it('leaves closed dates and weekends out of both maps', async () => {
    const body = await schedule('Moving elevator', `from=${today()}&days=14`);
    const closure = Object.keys(entities.find((e) => e.name.en === 'Moving elevator')!.dates)[0]!;
    expect(body.opening).not.toHaveProperty(closure);
    expect(body.available).not.toHaveProperty(closure);
    for (const date of Object.keys(body.opening)) {
      const weekday = WEEKDAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7];
      expect(['saturday', 'sunday']).not.toContain(weekday);
    }
    expect(Object.keys(body.opening)).toHaveLength(9); // 10 weekdays in 14 days, less the closure
  });

  it('reads the reservations of the whole window in one query', async () => {
    const count = async (days: number) => {
      t.queries.length = 0;
      await schedule('Gym', `from=${today()}&days=${days}`);
      return t.queries.length;
    };
    expect(await count(92)).toBe(await count(1));
  });

  it('defaults to 31 days', async () => {
    expect((await schedule('Gym', `from=${today()}`)).days).toBe(31);
  });

  it("answers 404 for another building's schedule or one the fare filter hides", async () => {
    const shopsView = await get(
      `/api/booking_entities/${entityId('Gym')}/schedule?from=${today()}`,
      shop,
    );
    expect(shopsView.statusCode).toBe(404);
    const peel = (await get('/api/booking_entities?perPage=-1', shop)).json<{
      data: TBookingEntity[];
    }>().data[0]!;
    expect(
      (await get(`/api/booking_entities/${peel.id}/schedule?from=${today()}`)).statusCode,
    ).toBe(404);
    expect((await get(`/api/booking_entities/999999/schedule?from=${today()}`)).statusCode).toBe(
      404,
    );
  });

  it.each([
    '',
    'from=2026-13-01',
    'from=2026-02-30x',
    'from=2026-02-30',
    'from=tomorrow',
    'from=2026-03-02&days=0',
    'from=2026-03-02&days=93',
  ])('answers 400 to "%s"', async (query) => {
    const response = await get(`/api/booking_entities/${entityId('Gym')}/schedule?${query}`);
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 to an id that is not one', async () => {
    expect((await get(`/api/booking_entities/abc/schedule?from=${today()}`)).statusCode).toBe(400);
  });
});

describe('scheduleAvailability', () => {
  const entity = {
    ranges: Object.fromEntries(
      WEEKDAYS.map((d) => [d, [range('00:00', '24:00')]]),
    ) as TBookingEntity['ranges'],
    dates: {},
    bufferDuration: 30,
    maximumConcurrentBooking: 2,
  };
  const at = (date: string, time: string) =>
    zonedInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), ZONE);

  it('splits a booking across midnight between both dates, with its buffer', () => {
    const booking = { startAt: at('2026-03-10', '23:00'), endAt: at('2026-03-11', '01:00') };
    const result = scheduleAvailability({
      entity: { ...entity, maximumConcurrentBooking: 1 },
      from: '2026-03-10',
      days: 2,
      timeZone: ZONE,
      taken: [booking],
    });
    expect(result.available['2026-03-10']).toEqual([range('00:00', '22:30')]);
    expect(result.available['2026-03-11']).toEqual([range('01:30', '24:00')]);
  });

  it('blocks only where as many bookings as the capacity overlap', () => {
    const taken = [
      { startAt: at('2026-03-10', '10:00'), endAt: at('2026-03-10', '12:00') },
      { startAt: at('2026-03-10', '11:00'), endAt: at('2026-03-10', '13:00') },
    ];
    const result = scheduleAvailability({
      entity,
      from: '2026-03-10',
      days: 1,
      timeZone: ZONE,
      taken,
    });
    expect(result.available['2026-03-10']).toEqual([
      range('00:00', '10:30'),
      range('12:30', '24:00'),
    ]);
  });
});
