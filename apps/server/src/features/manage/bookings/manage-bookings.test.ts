import {
  TEST_CARDS,
  type TManagedEvent,
  type TManagedEventGroup,
  type TManagedReservation,
  type TManagedReservationListResponse,
  type TManagedSchedule,
  type TManageScheduleInput,
  type TReservation,
  WEEKDAYS,
} from '@habitat/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEntities, bookingEvents, localCharges, payments } from '#server/db/bookings-schema';
import { auditLog, serviceCategories, services } from '#server/db/schema';
import {
  cardToken,
  dayFromToday,
  insertEntity,
  insertService,
} from '#server/features/booking/test-fixtures';
import { consoleActors, expectError } from '#server/features/manage/test-console';
import { createTestApp, type TTestApp } from '#server/test/harness';

let t: TTestApp;
const ids = { org: 0, jardins: 0, peel: 0, service: 0 };
const tokens = { resident: '', manager: '', peelManager: '' };
const JARDINS = 'jardins-saint-laurent';
const day = dayFromToday(3);

beforeAll(async () => {
  t = await createTestApp();
  const actors = await consoleActors(t);
  Object.assign(ids, actors.ids);
  Object.assign(tokens, actors.tokens);
  ids.service = await insertService(t.db, { property: JARDINS });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => t.app.inject({ method, url, headers: t.bearer(token), ...(payload ? { payload } : {}) });
const auditRows = (entity: string, entityId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entity), eq(auditLog.entityId, entityId)));
const entityCount = async () => (await t.db.select({ n: count() }).from(bookingEntities))[0]!.n;

const week = (from: string, to: string) =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, [{ from, to }]])) as TManageScheduleInput['ranges'];

const schedulePayload = (overrides: Partial<TManageScheduleInput> = {}): TManageScheduleInput => ({
  name: { fr: 'Salle de fête', en: 'Party room' },
  price: 0,
  step: 30,
  minimumDuration: 60,
  maximumDuration: 180,
  bufferDuration: 0,
  maximumConcurrentBooking: 1,
  ranges: week('09:00', '21:00'),
  dates: {},
  ...overrides,
});

function book(entity: number, from: string, to: string, extra: object = {}) {
  return call('POST', '/api/reservations', tokens.resident, {
    entity,
    start: `${day} ${from}:00`,
    end: `${day} ${to}:00`,
    total: 0,
    currency: 'CAD',
    payments: [],
    ...extra,
  });
}

describe('every bookings set-up route', () => {
  const routes = [
    ['GET', '/api/manage/services/1/schedules'],
    ['POST', '/api/manage/services/1/schedules'],
    ['PUT', '/api/manage/schedules/1'],
    ['DELETE', '/api/manage/schedules/1'],
    ['GET', '/api/manage/services/1/event-groups'],
    ['POST', '/api/manage/services/1/event-groups'],
    ['PUT', '/api/manage/event-groups/1'],
    ['DELETE', '/api/manage/event-groups/1'],
    ['POST', '/api/manage/event-groups/1/events'],
    ['PUT', '/api/manage/events/1'],
    ['DELETE', '/api/manage/events/1'],
    ['GET', '/api/manage/services/1/reservations?from=2026-01-01&to=2026-01-01'],
    ['POST', '/api/manage/reservations/1/cancel'],
  ] as const;
  it.each(routes)('%s %s answers 403 to a tenant and 401 to a visitor', async (method, url) => {
    expectError(await call(method, url, tokens.resident, { note: 'x' }), 403, 'forbidden');
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });
});

describe('schedules', () => {
  let created: TManagedSchedule;

  it('creates a schedule a resident can book at once, with an audit row', async () => {
    const closed = dayFromToday(4);
    const response = await call(
      'POST',
      `/api/manage/services/${ids.service}/schedules`,
      tokens.manager,
      schedulePayload({ dates: { [closed]: [] } }),
    );
    expect(response.statusCode, response.body).toBe(200);
    created = response.json<TManagedSchedule>();
    expect(created).toMatchObject({ service: ids.service, price: 0, step: 30 });
    expect(created.dates).toEqual({ [closed]: [] });

    const listed = await call(
      'GET',
      `/api/booking_entities?service=${ids.service}`,
      tokens.resident,
    );
    expect(listed.json<{ data: { id: number }[] }>().data.map((e) => e.id)).toContain(created.id);
    const booked = await book(created.id, '10:00', '11:30');
    expect(booked.statusCode, booked.body).toBe(200);
    // The closed date offers nothing.
    const schedule = await call(
      'GET',
      `/api/booking_entities/${created.id}/schedule?from=${closed}&days=1`,
      tokens.resident,
    );
    expect(schedule.json<{ opening: object }>().opening).toEqual({});

    const [row] = await auditRows('booking_schedule', created.id);
    expect(row).toMatchObject({ action: 'create', propertyId: ids.jardins, before: null });
  });

  it('lists the service schedules to its manager only', async () => {
    const mine = await call('GET', `/api/manage/services/${ids.service}/schedules`, tokens.manager);
    expect(mine.json<{ data: TManagedSchedule[] }>().data.map((s) => s.id)).toContain(created.id);
    const url = `/api/manage/services/${ids.service}/schedules`;
    expectError(await call('GET', url, tokens.peelManager), 403, 'forbidden');
    expectError(await call('POST', url, tokens.peelManager, schedulePayload()), 403, 'forbidden');
    expectError(
      await call('GET', '/api/manage/services/999999/schedules', tokens.manager),
      404,
      'not_found',
    );
  });

  it('refuses bad input with a code per field and stores nothing', async () => {
    const before = await entityCount();
    const url = `/api/manage/services/${ids.service}/schedules`;
    const cases: [object, string, string][] = [
      [{ name: { fr: '', en: 'x' } }, 'name.fr', 'required'],
      [{ minimumDuration: 120, maximumDuration: 60 }, 'maximumDuration', 'min_max'],
      [{ maximumConcurrentBooking: 0 }, 'maximumConcurrentBooking', 'invalid_type'],
      [{ price: -1 }, 'price', 'invalid_type'],
      [{ bookingHorizonDays: 0 }, 'bookingHorizonDays', 'invalid_type'],
      [{ bookingHorizonDays: 366 }, 'bookingHorizonDays', 'invalid_type'],
      [
        {
          ranges: {
            ...week('09:00', '21:00'),
            monday: [
              { from: '09:00', to: '12:00' },
              { from: '11:00', to: '13:00' },
            ],
          },
        },
        'ranges.monday.1.from',
        'overlap',
      ],
      [{ dates: { '2026-02-30': [] } }, 'dates.2026-02-30', 'date'],
      [
        { dates: { '2030-12-24': [{ from: '14:00', to: '10:00' }] } },
        'dates.2030-12-24.0.to',
        'range_order',
      ],
    ];
    for (const [overrides, field, code] of cases) {
      const response = await call('POST', url, tokens.manager, schedulePayload(overrides));
      expectError(response, 400, 'validation_failed');
      expect(response.json().error.fields[field], JSON.stringify(overrides)).toBe(code);
    }
    expect(await entityCount()).toBe(before);
  });

  it('edits a schedule (audited) and only its own manager may', async () => {
    const url = `/api/manage/schedules/${created.id}`;
    expectError(await call('PUT', url, tokens.peelManager, schedulePayload()), 403, 'forbidden');
    expectError(
      await call('PUT', '/api/manage/schedules/999999', tokens.manager, schedulePayload()),
      404,
      'not_found',
    );
    const response = await call(
      'PUT',
      url,
      tokens.manager,
      schedulePayload({ price: 0, step: 15, bookingHorizonDays: 30 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TManagedSchedule>()).toMatchObject({ step: 15, bookingHorizonDays: 30 });
    const rows = await auditRows('booking_schedule', created.id);
    expect(rows.find((r) => r.action === 'update')).toMatchObject({
      before: { step: 30, bookingHorizonDays: 90 },
      after: { step: 15, bookingHorizonDays: 30 },
    });
  });

  it('retires a schedule: residents can no longer book it', async () => {
    const entity = await insertEntity(t.db, ids.service);
    expectError(
      await call('DELETE', `/api/manage/schedules/${entity}`, tokens.peelManager),
      403,
      'forbidden',
    );
    const response = await call('DELETE', `/api/manage/schedules/${entity}`, tokens.manager);
    expect(response.statusCode).toBe(204);
    expectError(await book(entity, '12:00', '13:00'), 404, 'not_found');
    expect((await auditRows('booking_schedule', entity))[0]).toMatchObject({
      action: 'retire',
      after: null,
    });
    expectError(
      await call('DELETE', `/api/manage/schedules/${entity}`, tokens.manager),
      404,
      'not_found',
    );
  });

  it('refuses to set up a service of an organization-wide category (403)', async () => {
    const [category] = await t.db
      .insert(serviceCategories)
      .values({ organizationId: ids.org, propertyId: null, name: { fr: 'Tous', en: 'All' } })
      .returning();
    const [service] = await t.db
      .insert(services)
      .values({ categoryId: category!.id, name: { fr: 'Partout', en: 'Everywhere' } })
      .returning();
    const url = `/api/manage/services/${service!.id}/schedules`;
    expectError(await call('POST', url, tokens.manager, schedulePayload()), 403, 'forbidden');
  });
});

describe('event groups and events', () => {
  let group: TManagedEventGroup;
  let event: TManagedEvent;
  const start = new Date(Date.now() + 5 * 86_400_000);
  const eventPayload = (overrides: object = {}) => ({
    name: { fr: 'Yoga', en: 'Yoga' },
    maxAvailable: 2,
    price: 0,
    start: start.toISOString(),
    end: new Date(start.getTime() + 3600_000).toISOString(),
    ...overrides,
  });

  it('creates a group and an event that residents see, each audited', async () => {
    const created = await call(
      'POST',
      `/api/manage/services/${ids.service}/event-groups`,
      tokens.manager,
      {
        name: { fr: 'Cours', en: 'Classes' },
        price: 0,
      },
    );
    expect(created.statusCode, created.body).toBe(200);
    group = created.json<TManagedEventGroup>();
    const response = await call(
      'POST',
      `/api/manage/event-groups/${group.id}/events`,
      tokens.manager,
      eventPayload(),
    );
    expect(response.statusCode, response.body).toBe(200);
    event = response.json<TManagedEvent>();
    expect(event).toMatchObject({ group: group.id, maxAvailable: 2, reserved: 0 });

    const seen = await call('GET', `/api/booking_events?group=${group.id}`, tokens.resident);
    expect(seen.json<{ data: { id: number }[] }>().data.map((e) => e.id)).toEqual([event.id]);
    const booked = await call('POST', '/api/reservations', tokens.resident, {
      event: event.id,
      total: 0,
      currency: 'CAD',
      payments: [],
    });
    expect(booked.statusCode, booked.body).toBe(200);

    const list = await call(
      'GET',
      `/api/manage/services/${ids.service}/event-groups`,
      tokens.manager,
    );
    const listed = list.json<{ data: TManagedEventGroup[] }>().data.find((g) => g.id === group.id);
    expect(listed?.events).toEqual([expect.objectContaining({ id: event.id, reserved: 1 })]);
    expect((await auditRows('booking_event_group', group.id))[0]?.action).toBe('create');
    expect((await auditRows('booking_event', event.id))[0]?.action).toBe('create');
  });

  it("sets a group's horizon and an event's seats per resident, 90 days and 1 seat by default", async () => {
    const url = `/api/manage/services/${ids.service}/event-groups`;
    const made = await call('POST', url, tokens.manager, { name: { fr: 'A', en: 'A' }, price: 0 });
    expect(made.json<TManagedEventGroup>().bookingHorizonDays).toBe(90);
    const refused = await call(
      'PUT',
      `/api/manage/event-groups/${made.json().id}`,
      tokens.manager,
      {
        name: { fr: 'A', en: 'A' },
        price: 0,
        bookingHorizonDays: 0,
      },
    );
    expectError(refused, 400, 'validation_failed');
    expect(refused.json().error.fields.bookingHorizonDays).toBe('invalid_type');
    const edited = await call('PUT', `/api/manage/event-groups/${made.json().id}`, tokens.manager, {
      name: { fr: 'A', en: 'A' },
      price: 0,
      bookingHorizonDays: 14,
    });
    expect(edited.json<TManagedEventGroup>().bookingHorizonDays).toBe(14);

    const events = `/api/manage/event-groups/${made.json().id}/events`;
    const one = await call('POST', events, tokens.manager, eventPayload());
    expect(one.json<TManagedEvent>().maxSeatsPerUser).toBe(1);
    const zero = await call('POST', events, tokens.manager, eventPayload({ maxSeatsPerUser: 0 }));
    expect(zero.json().error.fields.maxSeatsPerUser).toBe('invalid_type');
    const three = await call('POST', events, tokens.manager, eventPayload({ maxSeatsPerUser: 3 }));
    expect(three.json<TManagedEvent>().maxSeatsPerUser).toBe(3);
    const seen = await call('GET', `/api/booking_events?group=${made.json().id}`, tokens.resident);
    expect(
      seen.json<{ data: { maxSeatsPerUser: number }[] }>().data.map((e) => e.maxSeatsPerUser),
    ).toEqual([1, 3]);
  });

  it("gives a new event its group's price unless the manager sets its own", async () => {
    const url = `/api/manage/services/${ids.service}/event-groups`;
    const paidGroup = (
      await call('POST', url, tokens.manager, { name: { fr: 'Cours', en: 'Classes' }, price: 1500 })
    ).json<TManagedEventGroup>();
    const events = `/api/manage/event-groups/${paidGroup.id}/events`;
    const { price: _unset, ...withoutPrice } = eventPayload();
    const inherited = await call('POST', events, tokens.manager, withoutPrice);
    expect(inherited.statusCode, inherited.body).toBe(200);
    expect(inherited.json<TManagedEvent>().price).toBe(1500);
    const own = await call('POST', events, tokens.manager, eventPayload({ price: 500 }));
    expect(own.json<TManagedEvent>().price).toBe(500);
    const free = await call('POST', events, tokens.manager, eventPayload({ price: 0 }));
    expect(free.json<TManagedEvent>().price).toBe(0);
    // Back to the group's price by leaving it empty (null).
    const reset = await call(
      'PUT',
      `/api/manage/events/${own.json<TManagedEvent>().id}`,
      tokens.manager,
      eventPayload({ price: null }),
    );
    expect(reset.json<TManagedEvent>().price).toBe(1500);
  });

  it('refuses an event ending before it starts, and another building', async () => {
    const [before] = await t.db.select({ n: count() }).from(bookingEvents);
    const bad = await call(
      'POST',
      `/api/manage/event-groups/${group.id}/events`,
      tokens.manager,
      eventPayload({ end: start.toISOString() }),
    );
    expectError(bad, 400, 'validation_failed');
    expect(bad.json().error.fields.end).toBe('start_end');
    const seats = await call(
      'POST',
      `/api/manage/event-groups/${group.id}/events`,
      tokens.manager,
      eventPayload({ maxAvailable: -1 }),
    );
    expect(seats.json().error.fields.maxAvailable).toBe('invalid_type');
    const [after] = await t.db.select({ n: count() }).from(bookingEvents);
    expect(after!.n).toBe(before!.n);
    expectError(
      await call(
        'POST',
        `/api/manage/event-groups/${group.id}/events`,
        tokens.peelManager,
        eventPayload(),
      ),
      403,
      'forbidden',
    );
    expectError(
      await call('PUT', `/api/manage/events/${event.id}`, tokens.peelManager, eventPayload()),
      403,
      'forbidden',
    );
    expectError(
      await call('PUT', `/api/manage/event-groups/${group.id}`, tokens.peelManager, {
        name: { fr: 'a', en: 'b' },
        price: 0,
      }),
      403,
      'forbidden',
    );
    expectError(
      await call('GET', `/api/manage/services/${ids.service}/event-groups`, tokens.peelManager),
      403,
      'forbidden',
    );
    expectError(
      await call('PUT', '/api/manage/events/999999', tokens.manager, eventPayload()),
      404,
      'not_found',
    );
    expectError(
      await call('POST', '/api/manage/event-groups/999999/events', tokens.manager, eventPayload()),
      404,
      'not_found',
    );
  });

  it('edits and retires an event and a group, audited', async () => {
    const edited = await call(
      'PUT',
      `/api/manage/events/${event.id}`,
      tokens.manager,
      eventPayload({ maxAvailable: 5 }),
    );
    expect(edited.json<TManagedEvent>()).toMatchObject({ maxAvailable: 5, reserved: 1 });
    const renamed = await call('PUT', `/api/manage/event-groups/${group.id}`, tokens.manager, {
      name: { fr: 'Ateliers', en: 'Workshops' },
      price: 0,
    });
    expect(renamed.json<TManagedEventGroup>().name.en).toBe('Workshops');
    expect(
      (await call('DELETE', `/api/manage/events/${event.id}`, tokens.manager)).statusCode,
    ).toBe(204);
    const seen = await call('GET', `/api/booking_events?group=${group.id}`, tokens.resident);
    expect(seen.json<{ data: unknown[] }>().data).toEqual([]);
    expect(
      (await call('DELETE', `/api/manage/event-groups/${group.id}`, tokens.manager)).statusCode,
    ).toBe(204);
    expect((await auditRows('booking_event', event.id)).map((r) => r.action).sort()).toEqual([
      'create',
      'retire',
      'update',
    ]);
    expect((await auditRows('booking_event_group', group.id)).map((r) => r.action).sort()).toEqual([
      'create',
      'retire',
      'update',
    ]);
  });
});

describe('calendar and cancelling', () => {
  let entity: number;
  let paid: TReservation;
  const calendar = (token: string, from = day, to = day) =>
    call('GET', `/api/manage/services/${ids.service}/reservations?from=${from}&to=${to}`, token);

  beforeAll(async () => {
    entity = await insertEntity(t.db, ids.service, { price: 2500, capacity: 5 });
    const response = await book(entity, '15:00', '16:00', {
      total: 2500,
      payments: [
        {
          from: await cardToken(t, TEST_CARDS.succeeds),
          processor: 'local',
          amount: 2500,
          currency: 'CAD',
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    paid = response.json<TReservation>();
  });

  it("lists the day's reservations with the resident, unit and amount", async () => {
    const response = await calendar(tokens.manager);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TManagedReservationListResponse>();
    expect(body.timeZone).toBe('America/Toronto');
    const found = body.data.find((r) => r.id === paid.id);
    expect(found).toMatchObject({
      total: 2500,
      status: 'active',
      payment: 'paid',
      entity: { id: entity },
      resident: { firstName: expect.any(String) },
    });
    expect(found?.unit?.number).toBeTruthy();
    expect(
      (await calendar(tokens.manager, dayFromToday(10), dayFromToday(10))).json<{
        data: unknown[];
      }>().data,
    ).toEqual([]);
  });

  it('refuses a window longer than a week, a bad date, and other buildings', async () => {
    const long = await calendar(tokens.manager, day, dayFromToday(20));
    expectError(long, 400, 'validation_failed');
    expect(long.json().error.fields.to).toBe('span');
    expectError(await calendar(tokens.manager, 'tomorrow', day), 400, 'validation_failed');
    expectError(await calendar(tokens.peelManager), 403, 'forbidden');
  });

  it('refunds a paid reservation through the local processor when cancelled, with the note', async () => {
    const url = `/api/manage/reservations/${paid.id}/cancel`;
    expectError(await call('POST', url, tokens.manager, { note: '   ' }), 400, 'validation_failed');
    expectError(
      await call('POST', url, tokens.manager, { note: 'x'.repeat(501) }),
      400,
      'validation_failed',
    );
    expectError(await call('POST', url, tokens.peelManager, { note: 'Sorry' }), 403, 'forbidden');
    expectError(
      await call('POST', '/api/manage/reservations/999999/cancel', tokens.manager, { note: 'x' }),
      404,
      'not_found',
    );

    const response = await call('POST', url, tokens.manager, { note: 'Water damage in the room' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TManagedReservation>()).toMatchObject({
      status: 'cancelled',
      payment: 'refunded',
      cancelNote: 'Water damage in the room',
    });
    const [payment] = await t.db.select().from(payments).where(eq(payments.reservationId, paid.id));
    expect(payment).toMatchObject({ status: 'refunded' });
    expect(payment!.refundedAt).not.toBeNull();
    const [charge] = await t.db
      .select()
      .from(localCharges)
      .where(eq(localCharges.id, payment!.chargeId));
    expect(charge!.refundedAt).not.toBeNull();

    const mine = await call('GET', '/api/reservations', tokens.resident);
    const seen = mine.json<{ data: TReservation[] }>().data.find((r) => r.id === paid.id);
    expect(seen?.canceledAt).not.toBeNull();
    expect(seen?.payments[0]?.status).toBe('refunded');
    expect(seen?.cancelNote).toBe('Water damage in the room');
    // The resident's detail says the building cancelled it, why, and what went back on the card.
    const detail = await call('GET', `/api/reservations/${paid.id}`, tokens.resident);
    expect(detail.json<TReservation>()).toMatchObject({
      canceledByBuilding: true,
      cancelNote: 'Water damage in the room',
      refunded: 2500,
      currency: 'CAD',
    });

    const [row] = await auditRows('reservation', paid.id);
    expect(row).toMatchObject({ action: 'cancel', propertyId: ids.jardins });
    expect(row!.after).toMatchObject({
      cancelNote: 'Water damage in the room',
      refundedCents: 2500,
    });

    expectError(await call('POST', url, tokens.manager, { note: 'Again' }), 409, 'conflict');
  });
});
