import type { TCalendarFeed } from '@habitat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingEntities,
  bookingEventGroups,
  bookingEvents,
  calendarFeeds,
  reservations,
} from '#server/db/bookings-schema';
import { properties, serviceCategories, services, users } from '#server/db/schema';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { hashFeedToken } from './service';

let t: TTestApp;
let resident: string;
let cotenant: string;
const ids = {} as {
  resident: number;
  cotenant: number;
  upcoming: number;
  paidEvent: number;
  cancelled: number;
  old: number;
  cotenants: number;
};

const DAY_MS = 24 * 3600 * 1000;
const fromNow = (days: number, hours = 0) =>
  new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + days * DAY_MS + hours * 3600 * 1000);

async function userId(email: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** A schedule and an event of a service of the resident's building, and bookings on them. */
async function insertBookings(propertyId: number) {
  const [property] = await t.db.select().from(properties).where(eq(properties.id, propertyId));
  const [service] = await t.db
    .select({ id: services.id })
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(eq(serviceCategories.propertyId, propertyId))
    .limit(1);
  await t.db
    .update(services)
    .set({ name: { fr: 'Salle de réception', en: 'Party room' } })
    .where(eq(services.id, service!.id));
  const [entity] = await t.db
    .insert(bookingEntities)
    .values({
      serviceId: service!.id,
      name: { fr: 'Grande salle, 2e étage', en: 'Main hall; 2nd floor' },
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
    .returning();
  const [group] = await t.db
    .insert(bookingEventGroups)
    .values({ serviceId: service!.id, name: { fr: 'Soirées', en: 'Evenings' }, priceCents: 2500 })
    .returning();
  const [event] = await t.db
    .insert(bookingEvents)
    .values({
      groupId: group!.id,
      name: { fr: 'Vin et fromages', en: 'Wine and cheese' },
      priceCents: 2500,
      maxAvailable: 20,
      startAt: fromNow(5, 22),
      endAt: fromNow(6, 1),
    })
    .returning();
  const base = {
    organizationId: property!.organizationId,
    propertyId,
    serviceId: service!.id,
  };
  const insert = async (values: Partial<typeof reservations.$inferInsert> & { userId: number }) => {
    const [row] = await t.db
      .insert(reservations)
      .values({
        ...base,
        entityId: entity!.id,
        startAt: fromNow(3, 14),
        endAt: fromNow(3, 16),
        ...values,
      })
      .returning({ id: reservations.id });
    return row!.id;
  };
  ids.upcoming = await insert({ userId: ids.resident });
  ids.paidEvent = await insert({
    userId: ids.resident,
    entityId: null,
    eventId: event!.id,
    startAt: event!.startAt,
    endAt: event!.endAt,
    totalCents: 2500,
  });
  ids.cancelled = await insert({
    userId: ids.resident,
    startAt: fromNow(4, 14),
    endAt: fromNow(4, 15),
    canceledAt: new Date(),
    canceledBy: ids.resident,
  });
  ids.old = await insert({
    userId: ids.resident,
    startAt: fromNow(-400, 10),
    endAt: fromNow(-400, 11),
  });
  ids.cotenants = await insert({
    userId: ids.cotenant,
    startAt: fromNow(2, 9),
    endAt: fromNow(2, 10),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const login = await t.login('resident@example.com');
  resident = login.token;
  cotenant = (await t.login('cotenant@example.com')).token;
  ids.resident = await userId('resident@example.com');
  ids.cotenant = await userId('cotenant@example.com');
  await insertBookings(login.property!);
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? t.bearer(token) : {} });
const feedCall = (method: 'GET' | 'POST' | 'DELETE', token?: string, query = '') =>
  t.app.inject({
    method,
    url: `/api/calendar_feed${query}`,
    headers: token ? t.bearer(token) : {},
  });
/** RFC 5545 unfolding, so a test reads whole lines. */
const linesOf = (body: string) => body.replace(/\r\n /g, '').split('\r\n');
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};
const uidOf = (id: number) => `UID:reservation-${id}@localhost`;

describe('GET /api/reservations/{id}/ics', () => {
  it('needs a token', async () => {
    expect((await get(`/api/reservations/${ids.upcoming}/ics`)).statusCode).toBe(401);
  });

  it("answers the owner's booking as an .ics attachment, never cached", async () => {
    const response = await get(`/api/reservations/${ids.upcoming}/ics`, resident);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="reservation-${ids.upcoming}.ics"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = linesOf(response.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(response.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const [reservation] = await t.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, ids.upcoming));
    const utc = (d: Date) => `${d.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
    expect(lines).toEqual(
      expect.arrayContaining([
        uidOf(ids.upcoming),
        `DTSTART:${utc(reservation!.startAt)}`,
        `DTEND:${utc(reservation!.endAt)}`,
        'SUMMARY:Salle de réception — Grande salle\\, 2e étage',
        `DESCRIPTION:Réservation n° ${ids.upcoming}`,
        'LOCATION:Les Jardins Saint-Laurent\\, 1450 boulevard Saint-Laurent\\, Montréal\\, QC H2X 2S8',
        `URL:http://localhost:3000/booking/${ids.upcoming}`,
        'STATUS:CONFIRMED',
      ]),
    );
  });

  it('speaks English when asked, French otherwise', async () => {
    const english = linesOf(
      (await get(`/api/reservations/${ids.upcoming}/ics?locale=en`, resident)).body,
    );
    expect(english).toContain('SUMMARY:Party room — Main hall\\; 2nd floor');
    expect(english).toContain(`DESCRIPTION:Booking #${ids.upcoming}`);
    const unknown = await get(`/api/reservations/${ids.upcoming}/ics?locale=xx`, resident);
    expect(unknown.statusCode).toBe(200);
    expect(linesOf(unknown.body)).toContain(
      'SUMMARY:Salle de réception — Grande salle\\, 2e étage',
    );
  });

  it('names the event and the total of a paid seat', async () => {
    const lines = linesOf(
      (await get(`/api/reservations/${ids.paidEvent}/ics?locale=en`, resident)).body,
    );
    expect(lines).toContain('SUMMARY:Party room — Wine and cheese');
    expect(lines).toContain(`DESCRIPTION:Booking #${ids.paidEvent}\\nTotal: $25.00`);
  });

  it('marks a cancelled booking cancelled, as a newer version', async () => {
    const lines = linesOf((await get(`/api/reservations/${ids.cancelled}/ics`, resident)).body);
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:1');
  });

  it("refuses someone else's booking and answers 404 for an unknown one", async () => {
    const other = await get(`/api/reservations/${ids.cotenants}/ics`, resident);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('BEGIN:VCALENDAR');
    expect((await get('/api/reservations/99999999/ics', resident)).statusCode).toBe(404);
    expect((await get('/api/reservations/abc/ics', resident)).statusCode).toBe(400);
  });
});

describe('private calendar feed', () => {
  it('needs a token to see, create or revoke the link', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await feedCall(method)).statusCode).toBe(401);
    }
  });

  it('starts inactive', async () => {
    const response = await feedCall('GET', cotenant);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ active: false, url: null, createdAt: null });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers the URL once, keeping only the hash of its token', async () => {
    const created = (await feedCall('POST', resident)).json<TCalendarFeed>();
    expect(created).toEqual({
      active: true,
      url: expect.stringMatching(/^http:\/\/localhost:3000\/api\/calendar\/cal_[\w-]{43}\.ics$/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const token = /\/(cal_[\w-]+)\.ics/.exec(created.url!)![1]!;
    const [row] = await t.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, ids.resident));
    expect(row!.tokenHash).toBe(hashFeedToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const shown = (await feedCall('GET', resident)).json<TCalendarFeed>();
    expect(shown).toEqual({ active: true, url: null, createdAt: created.createdAt });
  });

  it("serves the owner's bookings without sign-in, not cancelled, old or others' ones", async () => {
    const { url } = (await feedCall('POST', resident)).json<TCalendarFeed>();
    const response = await get(pathOf(url!));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const lines = linesOf(response.body);
    expect(lines).toContain('X-WR-CALNAME:Habitat — Mes réservations');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    const uids = lines.filter((line) => line.startsWith('UID:'));
    expect(uids).toEqual(expect.arrayContaining([uidOf(ids.upcoming), uidOf(ids.paidEvent)]));
    for (const left of [ids.cancelled, ids.old, ids.cotenants])
      expect(uids).not.toContain(uidOf(left));
    // Whatever else is there (the demo's bookings) is the resident's and not cancelled.
    const rows = await t.db
      .select()
      .from(reservations)
      .where(eq(reservations.userId, ids.resident));
    const listed = rows.filter((r) => r.canceledAt === null && r.endAt > fromNow(-365));
    expect(uids.sort()).toEqual(listed.map((r) => uidOf(r.id)).sort());
  });

  it('can be made in English', async () => {
    const { url } = (await feedCall('POST', resident, '?locale=en')).json<TCalendarFeed>();
    expect(url).toMatch(/\.ics\?locale=en$/);
    const lines = linesOf((await get(pathOf(url!))).body);
    expect(lines).toContain('X-WR-CALNAME:Habitat — My bookings');
    expect(lines).toContain('SUMMARY:Party room — Wine and cheese');
  });

  it('stops the old link when a new one is made', async () => {
    const first = (await feedCall('POST', cotenant)).json<TCalendarFeed>();
    const second = (await feedCall('POST', cotenant)).json<TCalendarFeed>();
    expect(second.url).not.toBe(first.url);
    expect((await get(pathOf(first.url!))).statusCode).toBe(404);
    const lines = linesOf((await get(pathOf(second.url!))).body);
    const uids = lines.filter((line) => line.startsWith('UID:'));
    expect(uids).toContain(uidOf(ids.cotenants));
    expect(uids).not.toContain(uidOf(ids.upcoming));
  });

  it('answers 404 once revoked, and shows the feed inactive', async () => {
    const { url } = (await feedCall('POST', cotenant)).json<TCalendarFeed>();
    const revoked = await feedCall('DELETE', cotenant);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ active: false, url: null, createdAt: null });
    expect((await get(pathOf(url!))).statusCode).toBe(404);
    expect((await feedCall('GET', cotenant)).json()).toEqual({
      active: false,
      url: null,
      createdAt: null,
    });
    expect((await feedCall('DELETE', cotenant)).statusCode).toBe(200);
  });

  it('answers 404 to an unknown token, and refuses an oversized one', async () => {
    const unknown = await get('/api/calendar/cal_unknown.ics');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    const oversized = await get(`/api/calendar/${'x'.repeat(300)}.ics`);
    expect(oversized.statusCode).toBe(414);
    expect(oversized.body).not.toContain('BEGIN:VCALENDAR');
  });
});
