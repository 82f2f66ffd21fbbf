import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { vacuumChangedTables } from './pglite-maintenance';

describe('PGlite maintenance (its autovacuum)', () => {
  const opened = openDatabase({});
  afterAll(async () => (await opened).close());

  const statistics = async (table: string) => {
    const { db } = await opened;
    const result = await db.execute<{ reltuples: number }>(
      sql`select reltuples from pg_class where oid = ${table}::regclass`,
    );
    return (result as unknown as { rows: { reltuples: number }[] }).rows[0]!.reltuples;
  };

  it('analyzes a table that grew, so the planner knows its rows, then leaves it until it changes', async () => {
    const { db } = await opened;
    await vacuumChangedTables(db);
    expect(await vacuumChangedTables(db)).toEqual([]);

    await db.execute(sql`
      insert into rate_limits (key, hits, reset_at)
      select 'maintenance-' || n, 1, now() + interval '1 hour' from generate_series(1, 5000) as n`);
    expect(await vacuumChangedTables(db)).toEqual(['public.rate_limits']);
    expect(await statistics('rate_limits')).toBeGreaterThanOrEqual(5000);
    expect(await vacuumChangedTables(db)).toEqual([]);
  });
});
