import rateLimit from '@fastify/rate-limit';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { rateLimits } from '#server/db/schema';
import { createTestDatabase } from '#server/test/harness';
import { createHitCounters } from './counters';
import { sharedRateLimitStore } from './fastify-store';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const MINUTE = 60_000;
let counter = 0;
const newKey = () => `test:${++counter}`;
/** Moves the key's window end into the past, as if its time had run out. */
const endWindow = (key: string) =>
  database.db
    .update(rateLimits)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(eq(rateLimits.key, key));
const resetAtOf = async (key: string) => {
  const [row] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row?.resetAt;
};

describe('hit counters', () => {
  it('count hits within a window and tell the time left in it', async () => {
    const counters = createHitCounters(database.db);
    const key = newKey();
    const first = await counters.hit(key, { windowMs: MINUTE });
    const second = await counters.hit(key, { windowMs: MINUTE });
    expect([first.hits, second.hits]).toEqual([1, 2]);
    expect(second.ttlMs).toBeGreaterThan(0);
    expect(second.ttlMs).toBeLessThanOrEqual(MINUTE);
    expect(await counters.count(key)).toBe(2);
    expect(await counters.count(newKey())).toBe(0);
  });

  it('count every hit once when many arrive together', async () => {
    const counters = createHitCounters(database.db);
    const key = newKey();
    const hits = await Promise.all(
      Array.from({ length: 20 }, () => counters.hit(key, { windowMs: MINUTE })),
    );
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('start again at 1 once the window has ended, and count 0 meanwhile', async () => {
    const counters = createHitCounters(database.db);
    const key = newKey();
    await counters.hit(key, { windowMs: MINUTE });
    await counters.hit(key, { windowMs: MINUTE });
    await endWindow(key);
    expect(await counters.count(key)).toBe(0);
    expect((await counters.hit(key, { windowMs: MINUTE })).hits).toBe(1);
  });

  it('keep a fixed window, or restart it on every hit when sliding', async () => {
    const counters = createHitCounters(database.db);
    const [fixed, sliding] = [newKey(), newKey()];
    for (const key of [fixed, sliding]) await counters.hit(key, { windowMs: MINUTE });
    const before = { fixed: await resetAtOf(fixed), sliding: await resetAtOf(sliding) };
    await counters.hit(fixed, { windowMs: 10 * MINUTE });
    await counters.hit(sliding, { windowMs: 10 * MINUTE, slide: true });
    expect(await resetAtOf(fixed)).toEqual(before.fixed);
    expect((await resetAtOf(sliding))!.getTime()).toBeGreaterThan(before.sliding!.getTime());
  });

  it('clear a key', async () => {
    const counters = createHitCounters(database.db);
    const key = newKey();
    await counters.hit(key, { windowMs: MINUTE });
    await counters.clear(key);
    expect(await counters.count(key)).toBe(0);
    expect(await resetAtOf(key)).toBeUndefined();
  });

  it('delete ended windows, at most once a minute, on a hit', async () => {
    let clock = Date.now();
    const counters = createHitCounters(database.db, () => clock);
    const [ended, alive] = [newKey(), newKey()];
    for (const key of [ended, alive]) await counters.hit(key, { windowMs: MINUTE });
    await endWindow(ended);
    await counters.hit(alive, { windowMs: MINUTE });
    expect(await resetAtOf(ended)).toBeDefined();
    clock += MINUTE;
    await counters.hit(alive, { windowMs: MINUTE });
    expect(await resetAtOf(ended)).toBeUndefined();
    expect(await counters.count(alive)).toBe(3);
  });
});

describe('the @fastify/rate-limit store', () => {
  /** A bare server with two limited routes, counting in the database like the app does. */
  async function server() {
    const app = Fastify();
    const store = sharedRateLimitStore(createHitCounters(database.db));
    await app.register(rateLimit, { global: false, store });
    const limit = { rateLimit: { max: 2, timeWindow: '1 minute' } };
    app.get('/a', { config: limit }, async () => 'a');
    app.get('/b', { config: limit }, async () => 'b');
    return app;
  }

  it('holds a limit across servers, per route', async () => {
    const [one, other] = [await server(), await server()];
    try {
      const statuses = [];
      for (const app of [one, other, one]) statuses.push((await app.inject('/a')).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await other.inject('/a');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await other.inject('/b')).statusCode).toBe(200);
    } finally {
      await Promise.all([one.close(), other.close()]);
    }
  });
});
