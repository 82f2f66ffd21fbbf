import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { createTestDatabase } from '#server/test/harness';
import { deterministicJobId, startJobs, stopJobs, type TJobs, transactionExecutor } from './queue';

/** pg-boss over the app's database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
describe('jobs: pg-boss on the app database', () => {
  let database: Database;
  let boss: TJobs;
  const errors: unknown[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    boss = await startJobs(database.db, { error: (error) => errors.push(error) });
    await boss.createQueue('test-queue');
  }, 60_000);
  afterAll(async () => {
    if (boss) await stopJobs(boss, 1000);
    await database?.close();
  });

  const jobIds = async () => {
    const result = await database.db.execute(
      sql`select id::text from pgboss.job where name = 'test-queue' order by id`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      id: string;
    }[];
    return rows.map((row) => row.id);
  };

  it('derives the same uuid for the same work, another for other work', () => {
    const id = deterministicJobId('deliver', 42);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(deterministicJobId('deliver', 42)).toBe(id);
    expect(deterministicJobId('deliver', 43)).not.toBe(id);
    expect(deterministicJobId('fanout', 42)).not.toBe(id);
  });

  it('inserts jobs in the caller transaction: rolled back with it, kept with its commit', async () => {
    const job = (n: number) => ({
      name: 'test-queue',
      id: deterministicJobId('test', n),
      data: { n },
    });
    await expect(
      database.db.transaction(async (tx) => {
        await boss.insert([job(1)], { db: transactionExecutor(tx) as never });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await jobIds()).toEqual([]);

    await database.db.transaction(async (tx) => {
      await boss.insert([job(2)], { db: transactionExecutor(tx) as never });
    });
    expect(await jobIds()).toEqual([deterministicJobId('test', 2)]);
  });

  it('a job inserted again with its id is not added twice', async () => {
    const job = { name: 'test-queue', id: deterministicJobId('test', 3), data: { n: 3 } };
    await boss.insert([job]);
    await boss.insert([job]);
    const ids = await jobIds();
    expect(ids.filter((id) => id === job.id)).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
