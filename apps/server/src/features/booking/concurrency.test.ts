import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistEntries } from '#server/db/bookings-schema';
import { createTestApp, type TTestApp } from '#server/test/harness';
import {
  activeCount,
  dayFromToday,
  insertEntity,
  insertEvent,
  insertService,
} from './test-fixtures';

/**
 * No overbooking under a rush (docs/decisions/007): 200 simultaneous attempts at one slot or at
 * the last seats of an event accept exactly the capacity. CI runs this on PostgreSQL too
 * (TEST_DATABASE_URL), where the requests really run in parallel on a pool of connections.
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

const ATTEMPTS = 200;

async function rush(payload: object) {
  const responses = await Promise.all(
    Array.from({ length: ATTEMPTS }, () =>
      t.app.inject({ method: 'POST', url: '/api/reservations', headers: resident, payload }),
    ),
  );
  const statuses = responses.map((response) => response.statusCode);
  return {
    accepted: statuses.filter((status) => status === 200).length,
    refused: statuses.filter((status) => status === 409).length,
  };
}

describe('200 concurrent bookings', () => {
  it('of one slot accept exactly the capacity and answer the rest 409', async () => {
    const service = await insertService(t.db, { property: 'jardins-saint-laurent' });
    const entity = await insertEntity(t.db, service, { capacity: 3 });
    const day = dayFromToday(3);
    const result = await rush({
      entity,
      start: `${day} 10:00:00`,
      end: `${day} 11:00:00`,
      total: 0,
      currency: 'CAD',
      payments: [],
    });
    expect(result).toEqual({ accepted: 3, refused: ATTEMPTS - 3 });
    expect(await activeCount(t.db, { entityId: entity })).toBe(3);
  });

  it('of the last seats of an event accept exactly the seats left', async () => {
    const service = await insertService(t.db, { property: 'jardins-saint-laurent' });
    // One resident rushes every attempt: the manager lets one household take all the seats.
    const event = await insertEvent(t.db, service, {
      seats: 5,
      seatsPerUser: 5,
      startAt: new Date(Date.now() + 4 * 24 * 3600_000),
    });
    const result = await rush({ event, total: 0, currency: 'CAD', payments: [] });
    expect(result).toEqual({ accepted: 5, refused: ATTEMPTS - 5 });
    expect(await activeCount(t.db, { eventId: event })).toBe(5);
  });

  it('of one resident at an event give them one seat, the default seats per resident', async () => {
    const service = await insertService(t.db, { property: 'jardins-saint-laurent' });
    const event = await insertEvent(t.db, service, {
      seats: 5,
      startAt: new Date(Date.now() + 4 * 24 * 3600_000),
    });
    const result = await rush({ event, total: 0, currency: 'CAD', payments: [] });
    expect(result).toEqual({ accepted: 1, refused: ATTEMPTS - 1 });
    expect(await activeCount(t.db, { eventId: event })).toBe(1);
  });
});

describe('200 concurrent bookings against a waitlist offer', () => {
  const FREE = { total: 0, currency: 'CAD', payments: [] };

  /** A one-seat event the resident holds, the co-tenant waiting; the resident cancels. */
  async function offeredSeat() {
    const service = await insertService(t.db, { property: 'jardins-saint-laurent' });
    const event = await insertEvent(t.db, service, {
      seats: 1,
      seatsPerUser: 1,
      startAt: new Date(Date.now() + 4 * 24 * 3600_000),
    });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: resident,
      payload: { event, ...FREE },
    });
    const entry = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist_entries',
      headers: cotenant,
      payload: { event },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/reservations/${booked.json().id}/cancel`,
      headers: resident,
    });
    return { event, entryId: entry.json().id as number };
  }

  /** The offer's acceptance among 199 bookings of the same seat, all at once. */
  async function rushWithAccept(event: number, entryId: number) {
    const accept = t.app.inject({
      method: 'POST',
      url: `/api/waitlist_entries/${entryId}/accept`,
      headers: cotenant,
      payload: FREE,
    });
    const [accepted, ...others] = await Promise.all([
      accept,
      ...Array.from({ length: ATTEMPTS - 1 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/reservations',
          headers: resident,
          payload: { event, ...FREE },
        }),
      ),
    ]);
    return {
      accept: accepted!.statusCode,
      booked: others.filter((response) => response.statusCode === 200).length,
      refused: others.filter((response) => response.statusCode === 409).length,
    };
  }

  it('give the seat to the offer and to no one else', async () => {
    const { event, entryId } = await offeredSeat();
    const result = await rushWithAccept(event, entryId);
    expect(result).toEqual({ accept: 200, booked: 0, refused: ATTEMPTS - 1 });
    expect(await activeCount(t.db, { eventId: event })).toBe(1);
  });

  it('once the offer ran out, give the seat exactly once', async () => {
    const { event, entryId } = await offeredSeat();
    await t.db
      .update(waitlistEntries)
      .set({ offerExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(waitlistEntries.id, entryId));
    const result = await rushWithAccept(event, entryId);
    expect(result.accept).toBe(409);
    expect(result.booked).toBe(1);
    expect(await activeCount(t.db, { eventId: event })).toBe(1);
  });
});
