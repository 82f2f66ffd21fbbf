import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/test/harness';
import { openDatabase, writeCounterOf } from './client';
import { rateLimits } from './schema';

/**
 * The write counter of an embedded PGlite (db/client.ts): the session check keeps a session's
 * state while it has not moved (lib/auth.ts), so a write it missed would let a signed-out token in.
 */
describe('the PGlite write counter', () => {
  const opened = openDatabase({});
  afterAll(async () => (await opened).close());

  /** How far the counter moved during `work`. */
  async function moves(work: (db: Awaited<typeof opened>['db']) => Promise<unknown>) {
    const { db } = await opened;
    const writes = writeCounterOf(db)!;
    const before = writes();
    await work(db).catch(() => {});
    return writes() - before;
  }

  const row = { key: 'counter', hits: 1, resetAt: new Date(Date.now() + 60_000) };

  it('stays for reads', async () => {
    expect(await moves((db) => db.select().from(rateLimits))).toBe(0);
    expect(await moves((db) => db.execute(sql`select 1`))).toBe(0);
  });

  it('moves when a write starts and again when it has ended, failed or not', async () => {
    expect(await moves((db) => db.insert(rateLimits).values(row))).toBe(2);
    expect(await moves((db) => db.insert(rateLimits).values(row))).toBe(2); // duplicate key
    expect(
      await moves((db) =>
        db.update(rateLimits).set({ hits: 2 }).where(eq(rateLimits.key, row.key)),
      ),
    ).toBe(2);
    expect(await moves((db) => db.delete(rateLimits).where(eq(rateLimits.key, row.key)))).toBe(2);
  });

  it('counts as writes what it cannot tell from one: transactions, scripts, CTEs, selects of functions that write', async () => {
    expect(await moves((db) => db.transaction((tx) => tx.select().from(rateLimits)))).toBe(2);
    expect(await moves((db) => db.execute(sql`with x as (select 1) select * from x`))).toBe(2);
    const { db } = await opened;
    const client = (db as unknown as { $client: { exec(text: string): Promise<unknown> } }).$client;
    expect(await moves(() => client.exec('select 1; select 2'))).toBe(2);
    expect(await moves((db) => db.execute(sql`select bump_content_versions(array[1])`))).toBe(2);
    expect(await moves((db) => db.execute(sql`select count(*) from pgboss.job`))).toBe(2);
  });

  it('is not kept for PostgreSQL, where other instances and people write too', async () => {
    const database = await createTestDatabase();
    try {
      expect(writeCounterOf(database.db) === undefined).toBe(Boolean(database.url));
    } finally {
      await database.close();
    }
  });
});
