import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { idempotencyKeys } from '#server/db/bookings-schema';
import type { Database } from '#server/db/client';
import { createTestDatabase } from '#server/test/harness';
import { AppError } from './errors';
import { canonicalJson, IDEMPOTENCY_LEASE_SECONDS, idempotent } from './idempotency';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

let counter = 0;
/** A fresh key per test so tests do not see each other's rows. */
const freshKey = () => `key-${Date.now()}-${++counter}`;
const SCOPE = 'user:1:reservations';

async function rowOf(key: string, scope = SCOPE) {
  const [row] = await database.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

/** The AppError a promise rejects with (fails the test otherwise). */
async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected an AppError');
}

describe('canonicalJson', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,1]},"b":1}',
    );
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
  });
});

describe('idempotent', () => {
  const call = <T>(key: string | undefined, body: unknown, run: () => Promise<T>, scope = SCOPE) =>
    idempotent({ db: database.db, key, scope, body, run });

  it('just runs without a key, every time, and stores nothing', async () => {
    const run = vi.fn(async () => ({ id: 1 }));
    const before = await database.db.$count(idempotencyKeys);
    expect(await call(undefined, { a: 1 }, run)).toEqual({ id: 1 });
    expect(await call(undefined, { a: 1 }, run)).toEqual({ id: 1 });
    expect(run).toHaveBeenCalledTimes(2);
    expect(await database.db.$count(idempotencyKeys)).toBe(before);
  });

  it('refuses a key that is empty, too long or not printable ASCII, without running', async () => {
    const run = vi.fn(async () => 1);
    for (const key of ['', 'k'.repeat(256), 'tab\there', 'new\nline', 'clé', '\u0000']) {
      const error = await appErrorOf(call(key, {}, run));
      expect(error.statusCode, JSON.stringify(key)).toBe(400);
      expect(error.code).toBe('bad_request');
    }
    expect(run).not.toHaveBeenCalled();
    expect(await call('k'.repeat(255), {}, run)).toBe(1);
    expect(await call(' !~', {}, run)).toBe(1);
  });

  it('answers the first result again for the same key and body, without running again', async () => {
    const key = freshKey();
    let made = 0;
    const run = async () => ({ id: ++made, at: '2026-05-01T10:00:00.000Z', tags: ['a'] });
    const first = await call(key, { entity: 3, total: 0 }, run);
    const again = await call(key, { total: 0, entity: 3 }, run);
    expect(first).toEqual({ id: 1, at: '2026-05-01T10:00:00.000Z', tags: ['a'] });
    expect(again).toEqual(first);
    expect(made).toBe(1);
    expect(await rowOf(key)).toMatchObject({ statusCode: 200, response: first });
  });

  it('answers 422 idempotency_key_reused to the same key with another body', async () => {
    const key = freshKey();
    const run = vi.fn(async () => ({ id: 1 }));
    await call(key, { entity: 3 }, run);
    const error = await appErrorOf(call(key, { entity: 4 }, run));
    expect(error).toMatchObject({ statusCode: 422, code: 'idempotency_key_reused' });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('keeps keys apart per scope', async () => {
    const key = freshKey();
    const run = vi.fn(async () => 'ok');
    await call(key, { a: 1 }, run, 'user:1:reservations');
    await call(key, { a: 2 }, run, 'user:2:reservations');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('stores a 4xx AppError and throws it again for a retry, without running', async () => {
    const key = freshKey();
    const run = vi.fn(async () => {
      throw new AppError(402, 'card_declined', 'The card was declined', { payments: 'declined' });
    });
    const first = await appErrorOf(call(key, { a: 1 }, run));
    const second = await appErrorOf(call(key, { a: 1 }, run));
    expect(run).toHaveBeenCalledTimes(1);
    for (const error of [first, second]) {
      expect(error).toMatchObject({
        statusCode: 402,
        code: 'card_declined',
        message: 'The card was declined',
        fields: { payments: 'declined' },
      });
    }
    expect((await rowOf(key))?.statusCode).toBe(402);
  });

  it('gives the key up after a 5xx or an unexpected error, so a retry runs', async () => {
    const key = freshKey();
    const run = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new AppError(502, 'payment_failed', 'Processor unreachable'))
      .mockRejectedValueOnce(new Error('connection reset'))
      .mockResolvedValueOnce('booked');
    expect(await appErrorOf(call(key, { a: 1 }, run))).toMatchObject({ statusCode: 502 });
    expect(await rowOf(key)).toBeUndefined();
    await expect(call(key, { a: 1 }, run)).rejects.toThrow('connection reset');
    expect(await rowOf(key)).toBeUndefined();
    expect(await call(key, { a: 1 }, run)).toBe('booked');
    expect(await call(key, { a: 1 }, run)).toBe('booked');
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('answers 409 idempotency_in_progress while the first call runs', async () => {
    const key = freshKey();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = call(key, { a: 1 }, async () => {
      await gate;
      return 'done';
    });
    // Let the first call claim the key.
    await vi.waitFor(async () => expect(await rowOf(key)).toBeDefined());
    const error = await appErrorOf(call(key, { a: 1 }, async () => 'second'));
    expect(error).toMatchObject({ statusCode: 409, code: 'idempotency_in_progress' });
    // Another body is still a reuse, even while running.
    const reused = await appErrorOf(call(key, { a: 2 }, async () => 'third'));
    expect(reused.code).toBe('idempotency_key_reused');
    release();
    expect(await first).toBe('done');
    expect(await call(key, { a: 1 }, async () => 'fourth')).toBe('done');
  });

  it('runs once for concurrent calls with the same key; the others answer 409', async () => {
    const key = freshKey();
    // The first call holds until every other one has been answered: no timing to race on a
    // busy machine.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const run = vi.fn(async () => {
      await held;
      return { id: 7 };
    });
    let answered = 0;
    // Each outcome is caught at once (as Promise.allSettled would), so no refusal goes unhandled.
    const calls = Array.from({ length: 8 }, () =>
      call(key, { slot: 'x' }, run)
        .then(
          (value) => ({ status: 'fulfilled' as const, value }),
          (reason: unknown) => ({ status: 'rejected' as const, reason }),
        )
        .finally(() => {
          answered += 1;
        }),
    );
    await vi.waitFor(() => expect(answered).toBe(7), { timeout: 10_000 });
    release();
    const results = await Promise.all(calls);
    expect(run).toHaveBeenCalledTimes(1);
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    expect(fulfilled).toEqual([{ status: 'fulfilled', value: { id: 7 } }]);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect(result.reason).toMatchObject({ statusCode: 409, code: 'idempotency_in_progress' });
    }
    expect(await call(key, { slot: 'x' }, run)).toEqual({ id: 7 });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('treats a row older than 24 h as absent: the key runs again, with any body', async () => {
    const key = freshKey();
    const run = vi.fn(async () => run.mock.calls.length);
    expect(await call(key, { a: 1 }, run)).toBe(1);
    const age = async (hours: number) =>
      database.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now() - make_interval(hours => ${hours}::int)` })
        .where(and(eq(idempotencyKeys.scope, SCOPE), eq(idempotencyKeys.key, key)));

    await age(23);
    expect(await call(key, { a: 1 }, run)).toBe(1);
    await age(25);
    expect(await call(key, { a: 2 }, run)).toBe(2);
    expect(await rowOf(key)).toMatchObject({ statusCode: 200, response: 2 });
  });
});

describe('a claim whose request died', () => {
  const call = <T>(key: string, body: unknown, run: () => Promise<T>) =>
    idempotent({ db: database.db, key, scope: SCOPE, body, run });

  /** The row a request leaves when its server is killed while it runs. */
  const leftBehind = (key: string, body: unknown, leaseEndsInSeconds: number) =>
    database.db.insert(idempotencyKeys).values({
      scope: SCOPE,
      key,
      requestHash: createHash('sha256').update(canonicalJson(body)).digest('hex'),
      claim: 'a-killed-server',
      leaseUntil: sql`now() + make_interval(secs => ${leaseEndsInSeconds}::int)`,
    });

  it('is taken over by a retry once its lease has run out, not after 24 h', async () => {
    const key = freshKey();
    await leftBehind(key, { a: 1 }, -1);
    const run = vi.fn(async () => 'done by the retry');
    expect(await call(key, { a: 1 }, run)).toBe('done by the retry');
    expect(await call(key, { a: 1 }, run)).toBe('done by the retry');
    expect(run).toHaveBeenCalledTimes(1);
    expect(await rowOf(key)).toMatchObject({ statusCode: 200, response: 'done by the retry' });
  });

  it('still answers 409 while the lease runs, and 422 to another body', async () => {
    const key = freshKey();
    await leftBehind(key, { a: 1 }, IDEMPOTENCY_LEASE_SECONDS);
    const run = vi.fn(async () => 'x');
    expect(await appErrorOf(call(key, { a: 1 }, run))).toMatchObject({
      statusCode: 409,
      code: 'idempotency_in_progress',
    });
    expect((await appErrorOf(call(key, { a: 2 }, run))).code).toBe('idempotency_key_reused');
    expect(run).not.toHaveBeenCalled();
  });

  it('is renewed while its request runs, so a slow request keeps its key', async () => {
    const key = freshKey();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = call(key, { a: 1 }, async () => {
      await held;
      return 'slow';
    });
    await vi.waitFor(async () => expect(await rowOf(key)).toBeDefined());
    const leased = (await rowOf(key))!.leaseUntil.getTime();
    await vi.waitFor(
      async () => expect((await rowOf(key))!.leaseUntil.getTime()).toBeGreaterThan(leased),
      { timeout: 8_000, interval: 250 },
    );
    release();
    expect(await first).toBe('slow');
  });

  it("stores the answer in the work's transaction; a claim taken over meanwhile rolls the work back", async () => {
    const key = freshKey();
    const marker = `${key}-work`;
    const workDone = async () => (await rowOf(marker, 'work')) !== undefined;
    const doWork = (keep: (tx: never, result: string) => Promise<void>) =>
      database.db.transaction(async (tx) => {
        await tx.insert(idempotencyKeys).values({ scope: 'work', key: marker, requestHash: '' });
        await keep(tx as never, 'kept');
        return 'kept';
      });

    const kept = await idempotent({
      db: database.db,
      key,
      scope: SCOPE,
      body: { a: 1 },
      run: (keep) => doWork(keep),
    });
    expect(kept).toBe('kept');
    expect(await rowOf(key)).toMatchObject({ statusCode: 200, response: 'kept' });
    expect(await workDone()).toBe(true);
    await database.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, marker));

    // Taken over: the first request was thought dead, a retry claimed the key.
    const lost = freshKey();
    const error = await appErrorOf(
      idempotent({
        db: database.db,
        key: lost,
        scope: SCOPE,
        body: { a: 1 },
        run: async (keep) => {
          await database.db
            .update(idempotencyKeys)
            .set({ claim: 'the-retry' })
            .where(and(eq(idempotencyKeys.scope, SCOPE), eq(idempotencyKeys.key, lost)));
          return doWork(keep);
        },
      }),
    );
    expect(error).toMatchObject({ statusCode: 409, code: 'idempotency_in_progress' });
    expect(await workDone()).toBe(false);
    expect(await rowOf(lost)).toMatchObject({ claim: 'the-retry', statusCode: null });
  });
});
