import type { TBookingEntity, TBookingEvent, TBookingEventGroup, TList } from '@habitat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEntities, bookingEventGroups, bookingEvents } from '#server/db/bookings-schema';
import { properties } from '#server/db/schema';
import { createContentTestContext, type TContentContext } from '#server/test/content-fixtures';
import type { TTestApp } from '#server/test/harness';

let t: TTestApp;
let ids: TContentContext['ids'];
let other: TContentContext['other'];
let resident: string;
let shop: string;

beforeAll(async () => {
  ({
    t,
    ids,
    other,
    tokens: { resident, shop },
  } = await createContentTestContext());
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? t.bearer(token) : {} });
async function list<T>(url: string, token: string): Promise<TList<T>> {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TList<T>>();
}
const names = (body: TList<{ name: { en: string } }>) => body.data.map((row) => row.name.en);

/** Takes cards in Carré Peel for the duration of `run`. */
async function withPeelTakingCards(run: () => Promise<void>) {
  const set = (on: boolean) =>
    t.db
      .update(properties)
      .set({ paymentEnabled: on, cardPaymentEnabled: on })
      .where(eq(properties.id, ids.peel));
  await set(true);
  try {
    await run();
  } finally {
    await set(false);
  }
}

describe('the booking catalog needs a session', () => {
  it.each([
    '/api/booking_entities',
    '/api/booking_entities/1/schedule?from=2026-01-05',
    '/api/booking_event_groups',
    '/api/booking_events?augment=stats',
  ])('answers 401 to %s without a token', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });
});

describe('GET /api/booking_entities', () => {
  it("lists the schedules of the resident's building, paid ones included", async () => {
    const body = await list<TBookingEntity>('/api/booking_entities?perPage=-1', resident);
    expect(names(body)).toEqual(
      expect.arrayContaining(['Party room', 'Gym', 'Guest suite', 'Moving elevator']),
    );
    // A signers-only service stays listed: the app shows the notice.
    expect(names(body)).toContain('Terrace BBQ');
    expect(names(body)).not.toContain('Party room (former schedule)');
    expect(names(body).some((n) => n.startsWith('Peel') || n.startsWith('Boardroom'))).toBe(false);
    expect(body.count).toBe(body.data.length);
    expect(body.data.find((e) => e.name.en === 'Party room')).toMatchObject({
      type: 'room',
      price: 5000,
      step: null,
      minimumDuration: 120,
      maximumDuration: 240,
      bufferDuration: 30,
      maximumConcurrentBooking: 1,
      ranges: { monday: [{ from: '10:00', to: '23:00' }] },
      dates: {},
    });
  });

  it('shows only free schedules where the building does not take cards', async () => {
    const before = await list<TBookingEntity>('/api/booking_entities?perPage=-1', shop);
    expect(names(before)).toEqual(['Peel room (12 seats)']);
    expect(before.count).toBe(1);
    await withPeelTakingCards(async () => {
      const after = await list<TBookingEntity>('/api/booking_entities?perPage=-1', shop);
      expect(names(after)).toEqual(['Peel room (12 seats)', 'Boardroom (20 seats)']);
    });
  });

  it('filters by service and pages with the total count', async () => {
    const all = await list<TBookingEntity>('/api/booking_entities?perPage=-1', resident);
    const lanes = all.data.filter((e) => e.name.en.startsWith('Swim lane'));
    const pool = await list<TBookingEntity>(
      `/api/booking_entities?service=${lanes[0]!.service}`,
      resident,
    );
    expect(names(pool)).toEqual(['Swim lane 1', 'Swim lane 2']);
    const first = await list<TBookingEntity>('/api/booking_entities?perPage=2', resident);
    expect(first.data.map((e) => e.id)).toEqual(all.data.slice(0, 2).map((e) => e.id));
    expect(first.count).toBe(all.count);
  });

  it("never shows another organization's schedules", async () => {
    const [leak] = await t.db
      .insert(bookingEntities)
      .values({
        serviceId: other.serviceIds[0]!,
        name: { fr: 'Fuite', en: 'Leak' },
        ranges: {
          monday: [],
          tuesday: [],
          wednesday: [],
          thursday: [],
          friday: [],
          saturday: [],
          sunday: [],
        },
      })
      .returning({ id: bookingEntities.id });
    for (const token of [resident, shop]) {
      const body = await list<TBookingEntity>('/api/booking_entities?perPage=-1', token);
      expect(body.data.map((e) => e.id)).not.toContain(leak!.id);
    }
    const schedule = await get(`/api/booking_entities/${leak!.id}/schedule?from=2026-01-05`, shop);
    expect(schedule.statusCode).toBe(404);
  });

  it.each(['perPage=-2', 'perPage=abc', 'service=0', 'service=x'])(
    'answers 400 to %s',
    async (query) => {
      const response = await get(`/api/booking_entities?${query}`, resident);
      expect(response.statusCode).toBe(400);
    },
  );
});

describe('GET /api/booking_event_groups', () => {
  it('lists the groups of the building, paid ones only where cards are taken', async () => {
    const jardins = await list<TBookingEventGroup>(
      '/api/booking_event_groups?perPage=-1',
      resident,
    );
    expect(names(jardins)).toEqual(
      expect.arrayContaining([
        'Saturday yoga',
        'Wine and cheese evening',
        'Annual residents’ meeting',
        'Aquafitness',
      ]),
    );
    expect(jardins.data.find((g) => g.name.en === 'Wine and cheese evening')?.price).toBe(2500);
    expect(names(jardins)).not.toContain('Lunch & learn');

    expect(names(await list('/api/booking_event_groups?perPage=-1', shop))).toEqual([
      'Lunch & learn',
    ]);
    await withPeelTakingCards(async () => {
      expect(names(await list('/api/booking_event_groups', shop))).toEqual([
        'Lunch & learn',
        'Tenants’ cocktail',
      ]);
    });
  });
});

describe('GET /api/booking_events', () => {
  const groupId = async (en: string) => {
    const group = (await t.db.select().from(bookingEventGroups)).find((g) => g.name.en === en);
    if (!group) throw new Error(`no event group ${en}`);
    return group.id;
  };

  it('answers the events of a group by start with their seats taken and left', async () => {
    const yoga = await groupId('Saturday yoga');
    const after = new Date().toISOString();
    const body = await list<TBookingEvent>(
      `/api/booking_events?augment=stats&after=${encodeURIComponent(after)}&perPage=-1&group=${yoga}`,
      resident,
    );
    expect(body.count).toBe(6);
    const starts = body.data.map((e) => e.start);
    expect(starts).toEqual([...starts].sort());
    expect(body.data[0]).toMatchObject({
      group: yoga,
      maxAvailable: 12,
      price: 0,
      stats: { reservations: 12 },
      remainingAvailable: 0,
    });
    expect(body.data[1]).toMatchObject({ stats: { reservations: 2 }, remainingAvailable: 10 });
  });

  it('has no remaining count for an unlimited event, and no stats unless asked', async () => {
    const all = await list<TBookingEvent>('/api/booking_events?augment=stats', resident);
    const wine = all.data.find((e) => e.name.en === 'Wine and cheese evening')!;
    expect(wine).toMatchObject({ price: 2500, stats: { reservations: 27 }, remainingAvailable: 3 });
    const meeting = all.data.find((e) => e.name.en === 'Annual meeting')!;
    expect(meeting.stats).toEqual({ reservations: 4 });
    expect(meeting).not.toHaveProperty('remainingAvailable');
    const plain = await list<TBookingEvent>('/api/booking_events', resident);
    expect(
      plain.data.every((e) => e.stats === undefined && e.remainingAvailable === undefined),
    ).toBe(true);
  });

  it('keeps only events ending after `after`', async () => {
    const yoga = await groupId('Saturday yoga');
    const events = await t.db.select().from(bookingEvents).where(eq(bookingEvents.groupId, yoga));
    const third = events.map((e) => e.endAt).sort((a, b) => a.getTime() - b.getTime())[2]!;
    const body = await list<TBookingEvent>(
      `/api/booking_events?group=${yoga}&after=${encodeURIComponent(third.toISOString())}`,
      resident,
    );
    expect(body.count).toBe(3);
  });

  it('applies the fare filter and the building to events too', async () => {
    const shopEvents = await list<TBookingEvent>('/api/booking_events?perPage=-1', shop);
    expect(names(shopEvents)).toEqual(['Cybersecurity at the office']);
    const cocktail = await groupId('Tenants’ cocktail');
    const hidden = await list<TBookingEvent>(`/api/booking_events?group=${cocktail}`, shop);
    expect(hidden).toEqual({ data: [], count: 0 });
    const residentsView = await list<TBookingEvent>(
      `/api/booking_events?group=${cocktail}`,
      resident,
    );
    expect(residentsView.count).toBe(0);
  });

  it('counts seats with one query whatever the number of events', async () => {
    const count = async (query: string) => {
      t.queries.length = 0;
      await list(`/api/booking_events?augment=stats&${query}`, resident);
      return t.queries.length;
    };
    const yoga = await groupId('Saturday yoga');
    expect(await count('perPage=-1')).toBe(await count(`group=${yoga}&perPage=1`));
  });

  it.each(['augment=all', 'after=yesterday', 'group=0', 'perPage=-5'])(
    'answers 400 to %s',
    async (query) => {
      const response = await get(`/api/booking_events?${query}`, resident);
      expect(response.statusCode).toBe(400);
    },
  );
});
