import { type TBuildingCalendarResponse, zonedInstant } from '@habitat/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEntities, reservations } from '#server/db/bookings-schema';
import { properties, serviceCategories, services, units } from '#server/db/schema';
import { consoleActors, expectError } from '#server/features/manage/test-console';
import { userIdOf } from '#server/features/posts/test-fixtures';
import { createTestApp, type TTestApp } from '#server/test/harness';

/**
 * The building-wide bookings calendar: every service's bookings of a day or a week of one
 * managed building, on its clock, cancelled ones too, found by resident name or unit; one query
 * whatever the number of services and bookings.
 */

let t: TTestApp;
let actors: Awaited<ReturnType<typeof consoleActors>>;
let timeZone = '';
/** A Monday far from the seeded bookings. */
const DAY = '2031-03-10';
const at = (date: string, hour: number, minute = 0) =>
  zonedInstant(date, hour * 60 + minute, timeZone);
const booked: Record<string, number> = {};

async function scheduleOf(propertyId: number, skip = 0) {
  const rows = await t.db
    .select({ entityId: bookingEntities.id, serviceId: services.id, name: services.name })
    .from(bookingEntities)
    .innerJoin(services, eq(services.id, bookingEntities.serviceId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(eq(serviceCategories.propertyId, propertyId))
    .orderBy(services.id);
  const distinct = rows.filter(
    (row, i) => rows.findIndex((r) => r.serviceId === row.serviceId) === i,
  );
  return distinct[skip]!;
}

async function book(
  key: string,
  values: { propertyId: number; userId: number; unitId: number | null; start: Date; skip?: number },
  canceled = false,
) {
  const schedule = await scheduleOf(values.propertyId, values.skip ?? 0);
  const [row] = await t.db
    .insert(reservations)
    .values({
      organizationId: actors.ids.org,
      propertyId: values.propertyId,
      serviceId: schedule.serviceId,
      entityId: schedule.entityId,
      userId: values.userId,
      unitId: values.unitId,
      startAt: values.start,
      endAt: new Date(values.start.getTime() + 3600_000),
      canceledAt: canceled ? new Date() : null,
      canceledBy: canceled ? actors.ids.manager : null,
    })
    .returning({ id: reservations.id });
  booked[key] = row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  actors = await consoleActors(t);
  const [jardins] = await t.db
    .select({ timeZone: properties.timeZone })
    .from(properties)
    .where(eq(properties.id, actors.ids.jardins));
  timeZone = jardins!.timeZone;
  const [unit] = await t.db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.propertyId, actors.ids.jardins), eq(units.number, '204')));
  const resident = await userIdOf(t.db, 'resident@example.com');
  const cotenant = await userIdOf(t.db, 'cotenant@example.com');
  const shop = await userIdOf(t.db, 'shop@example.com');
  const jardinsId = actors.ids.jardins;
  const unitId = unit!.id;
  await book('morning', { propertyId: jardinsId, userId: resident, unitId, start: at(DAY, 9) });
  await book(
    'afternoon',
    { propertyId: jardinsId, userId: cotenant, unitId, start: at(DAY, 14), skip: 1 },
    true,
  );
  await book('eveBefore', {
    propertyId: jardinsId,
    userId: resident,
    unitId,
    start: at('2031-03-09', 23, 30),
  });
  await book('tuesday', {
    propertyId: jardinsId,
    userId: resident,
    unitId,
    start: at('2031-03-11', 10),
  });
  await book('nextWeek', {
    propertyId: jardinsId,
    userId: resident,
    unitId,
    start: at('2031-03-17', 10),
  });
  await book('peel', {
    propertyId: actors.ids.peel,
    userId: shop,
    unitId: null,
    start: at(DAY, 9),
  });
});
afterAll(() => t.close());

const calendar = (query: string, token = actors.tokens.manager) =>
  t.app.inject({ url: `/api/manage/bookings?${query}`, headers: t.bearer(token) });
const view = async (query: string, token = actors.tokens.manager) => {
  const response = await calendar(query, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TBuildingCalendarResponse>();
};
const idsOf = (list: TBuildingCalendarResponse) => list.data.map((booking) => booking.id);

describe('GET /api/manage/bookings', () => {
  it('answers a day of every service of the building, by start, cancelled ones too', async () => {
    const day = await view(`property=${actors.ids.jardins}&from=${DAY}&to=${DAY}`);
    expect(day.timeZone).toBe(timeZone);
    expect(idsOf(day)).toEqual([booked.morning, booked.afternoon]);
    const [morning, afternoon] = day.data;
    expect(morning).toMatchObject({
      start: at(DAY, 9).toISOString(),
      resident: { firstName: 'Camille', lastName: 'Tremblay' },
      unit: { number: '204' },
      status: 'active',
    });
    expect(afternoon?.status).toBe('cancelled');
    expect(morning?.service.id).not.toBe(afternoon?.service.id);
    expect(morning?.service.name.fr).toBeTruthy();
    expect(morning?.what).not.toBeNull();
  });

  it('answers a week, on the building’s clock, and nothing of another building', async () => {
    const week = await view(`property=${actors.ids.jardins}&from=${DAY}&to=2031-03-16`);
    expect(idsOf(week)).toEqual([booked.morning, booked.afternoon, booked.tuesday]);
    const before = await view(`property=${actors.ids.jardins}&from=2031-03-09&to=2031-03-09`);
    expect(idsOf(before)).toEqual([booked.eveBefore]);
    const peel = await view(
      `property=${actors.ids.peel}&from=${DAY}&to=${DAY}`,
      actors.tokens.peelManager,
    );
    expect(idsOf(peel)).toEqual([booked.peel]);
  });

  it('finds a resident’s bookings by name or unit', async () => {
    const find = async (q: string) =>
      idsOf(
        await view(
          `property=${actors.ids.jardins}&from=${DAY}&to=2031-03-16&q=${encodeURIComponent(q)}`,
        ),
      );
    expect(await find('camille trem')).toEqual([booked.morning, booked.tuesday]);
    expect(await find('204')).toEqual([booked.morning, booked.afternoon, booked.tuesday]);
    expect(await find('%')).toEqual([]);
  });

  it('costs the same queries for an empty day as for a busy week', async () => {
    t.queries.length = 0;
    await view(`property=${actors.ids.jardins}&from=2031-05-01&to=2031-05-01`);
    const empty = t.queries.length;
    t.queries.length = 0;
    const week = await view(`property=${actors.ids.jardins}&from=${DAY}&to=2031-03-16`);
    expect(week.count).toBe(3);
    expect(t.queries.length).toBe(empty);
    expect(t.queries.filter((sql) => sql.includes('"reservations"'))).toHaveLength(1);
  });

  it('refuses another building’s manager, a tenant, and a bad span', async () => {
    const query = `property=${actors.ids.jardins}&from=${DAY}&to=${DAY}`;
    expectError(await calendar(query, actors.tokens.peelManager), 403, 'forbidden');
    expectError(await calendar(query, actors.tokens.resident), 403, 'forbidden');
    expectError(
      await calendar(`property=${actors.ids.jardins}&from=${DAY}&to=2031-03-17`),
      400,
      'validation_failed',
    );
    expectError(
      await calendar(`property=${actors.ids.jardins}&from=2031-02-30&to=2031-03-01`),
      400,
      'validation_failed',
    );
    expectError(await calendar(`from=${DAY}&to=${DAY}`), 400, 'validation_failed');
  });
});
