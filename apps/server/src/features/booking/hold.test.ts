import type {
  TManagedEventGroup,
  TManagedSchedule,
  TReservation,
  TWaitlistEntry,
} from '@habitat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEntities, bookingEventGroups, bookingEvents } from '#server/db/bookings-schema';
import { users } from '#server/db/schema';
import { hashPassword } from '#server/lib/passwords';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { dayFromToday, insertEntity, insertEvent, insertService } from './test-fixtures';
import { sweepExpiredOffers } from './waitlist-expiry';

/**
 * How long an offer is held (issue 26): the schedule's own hold for a slot, the event group's
 * for an event, 2 h when they set none; set and refused through the console's API. Runs on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let t: TTestApp;
const as: Record<
  'resident' | 'cotenant' | 'sophie' | 'manager',
  Record<string, string>
> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword('sophie.lavoie');
  await t.db
    .update(users)
    .set({ passwordHash })
    .where(eq(users.email, 'sophie.lavoie@example.com'));
  as.resident = t.bearer((await t.login('resident@example.com')).token);
  as.cotenant = t.bearer((await t.login('cotenant@example.com')).token);
  as.sophie = t.bearer((await t.login('sophie.lavoie@example.com')).token);
  as.manager = t.bearer((await t.login('manager@example.com')).token);
});
afterAll(() => t.close());

const JARDINS = 'jardins-saint-laurent';
const FREE = { total: 0, currency: 'CAD', payments: [] };
const MINUTE = 60_000;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, payload });

const mine = async (who: object, id: number) =>
  (await call('GET', '/api/waitlist_entries', who))
    .json<{ data: TWaitlistEntry[] }>()
    .data.find((entry) => entry.id === id)!;

/** Books the target, puts the cotenant then Sophie in line, cancels: answers the two entries. */
async function freeAfterLine(target: object) {
  const booked = await call('POST', '/api/reservations', as.resident, { ...FREE, ...target });
  expect(booked.statusCode, booked.body).toBe(200);
  const first = (
    await call('POST', '/api/waitlist_entries', as.cotenant, target)
  ).json<TWaitlistEntry>();
  const second = (
    await call('POST', '/api/waitlist_entries', as.sophie, target)
  ).json<TWaitlistEntry>();
  const before = Date.now();
  const { id } = booked.json<TReservation>();
  expect((await call('PUT', `/api/reservations/${id}/cancel`, as.resident)).statusCode).toBe(200);
  const after = Date.now();
  return { first, second, before, after };
}

/** The offer's hold in minutes, read from its end and the moments around the cancel. */
function expectHeldFor(
  offer: TWaitlistEntry,
  minutes: number,
  around: { before: number; after: number },
) {
  expect(offer.status).toBe('offered');
  const expires = new Date(offer.offerExpiresAt!).getTime();
  expect(expires).toBeGreaterThanOrEqual(around.before + minutes * MINUTE);
  expect(expires).toBeLessThanOrEqual(around.after + minutes * MINUTE);
}

async function scheduleWithHold(minutes: number | null) {
  const service = await insertService(t.db, { property: JARDINS });
  const entity = await insertEntity(t.db, service);
  await t.db
    .update(bookingEntities)
    .set({ waitlistHoldMinutes: minutes })
    .where(eq(bookingEntities.id, entity));
  return { service, entity };
}

describe('a schedule’s hold', () => {
  it('30 min: the slot’s offer ends at +30 min, then passes to the next in line', async () => {
    const { entity } = await scheduleWithHold(30);
    const day = dayFromToday(3);
    const slot = { entity, start: `${day} 10:00:00`, end: `${day} 11:00:00` };
    const { first, second, ...around } = await freeAfterLine(slot);
    const offer = await mine(as.cotenant, first.id);
    expectHeldFor(offer, 30, around);

    // Still held a minute before its end; the next one's at the end, for 30 min again.
    const end = new Date(offer.offerExpiresAt!).getTime();
    expect(await sweepExpiredOffers(t.db, new Date(end - MINUTE))).toBe(0);
    expect(await sweepExpiredOffers(t.db, new Date(end))).toBe(1);
    expect((await mine(as.cotenant, first.id)).status).toBe('expired');
    const next = await mine(as.sophie, second.id);
    expect(new Date(next.offerExpiresAt!).getTime()).toBe(end + 30 * MINUTE);
  });

  it('none set: 2 h', async () => {
    const { entity } = await scheduleWithHold(null);
    const day = dayFromToday(3);
    const slot = { entity, start: `${day} 12:00:00`, end: `${day} 13:00:00` };
    const { first, ...around } = await freeAfterLine(slot);
    expectHeldFor(await mine(as.cotenant, first.id), 120, around);
  });
});

describe('an event group’s hold', () => {
  it('set in the console, applies to its events’ offers', async () => {
    const service = await insertService(t.db, { property: JARDINS });
    const event = await insertEvent(t.db, service, {
      seats: 1,
      startAt: new Date(Date.now() + 5 * 24 * 3600 * 1000),
    });
    const [row] = await t.db
      .select({ groupId: bookingEvents.groupId })
      .from(bookingEvents)
      .where(eq(bookingEvents.id, event));
    const edit = await call('PUT', `/api/manage/event-groups/${row!.groupId}`, as.manager, {
      name: { fr: 'Activités', en: 'Activities' },
      price: 0,
      waitlistHoldMinutes: 45,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<TManagedEventGroup>().waitlistHoldMinutes).toBe(45);

    const { first, ...around } = await freeAfterLine({ event });
    expectHeldFor(await mine(as.cotenant, first.id), 45, around);
  });
});

describe('the console', () => {
  const scheduleBody = (extra: object) => ({
    name: { fr: 'Salle', en: 'Room' },
    price: 0,
    maximumConcurrentBooking: 1,
    ranges: {},
    dates: {},
    ...extra,
  });

  it('saves, returns and clears a schedule’s hold; absent is null (the default)', async () => {
    const service = await insertService(t.db, { property: JARDINS });
    const url = `/api/manage/services/${service}/schedules`;
    const made = await call('POST', url, as.manager, scheduleBody({}));
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json<TManagedSchedule>().waitlistHoldMinutes).toBeNull();
    const id = made.json<TManagedSchedule>().id;
    const set = await call(
      'PUT',
      `/api/manage/schedules/${id}`,
      as.manager,
      scheduleBody({ waitlistHoldMinutes: 4320 }),
    );
    expect(set.json<TManagedSchedule>().waitlistHoldMinutes).toBe(4320);
    const listed = await call('GET', url, as.manager);
    expect(listed.json<{ data: TManagedSchedule[] }>().data[0]?.waitlistHoldMinutes).toBe(4320);
    const cleared = await call(
      'PUT',
      `/api/manage/schedules/${id}`,
      as.manager,
      scheduleBody({ waitlistHoldMinutes: null }),
    );
    expect(cleared.json<TManagedSchedule>().waitlistHoldMinutes).toBeNull();
  });

  it('refuses a hold out of 15 min–72 h or not whole with a field code, and changes nothing', async () => {
    const service = await insertService(t.db, { property: JARDINS });
    const made = await call('POST', `/api/manage/services/${service}/event-groups`, as.manager, {
      name: { fr: 'A', en: 'A' },
      price: 0,
      waitlistHoldMinutes: 60,
    });
    expect(made.json<TManagedEventGroup>().waitlistHoldMinutes).toBe(60);
    const groupId = made.json<TManagedEventGroup>().id;
    const schedules = `/api/manage/services/${service}/schedules`;
    for (const bad of [14, 4321, 30.5, '30', 0, -15]) {
      const group = await call('PUT', `/api/manage/event-groups/${groupId}`, as.manager, {
        name: { fr: 'B', en: 'B' },
        price: 0,
        waitlistHoldMinutes: bad,
      });
      expect(group.statusCode).toBe(400);
      expect(group.json().error.fields.waitlistHoldMinutes).toBe('invalid_type');
      const schedule = await call(
        'POST',
        schedules,
        as.manager,
        scheduleBody({ waitlistHoldMinutes: bad }),
      );
      expect(schedule.statusCode).toBe(400);
      expect(schedule.json().error.fields.waitlistHoldMinutes).toBe('invalid_type');
    }
    const [group] = await t.db
      .select()
      .from(bookingEventGroups)
      .where(eq(bookingEventGroups.id, groupId));
    expect(group).toMatchObject({ waitlistHoldMinutes: 60, name: { fr: 'A', en: 'A' } });
    const stored = await t.db
      .select()
      .from(bookingEntities)
      .where(eq(bookingEntities.serviceId, service));
    expect(stored).toEqual([]);
  });
});
