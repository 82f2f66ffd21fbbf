import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { PGLITE_SHARED_BUFFERS_MB, withSharedBuffers } from './pglite-module';

const setting = (text: string) => Buffer.from(`\0x\0${text}\0%dMB\0`, 'latin1');

describe('withSharedBuffers', () => {
  it('changes only the digits of the compiled-in setting, right-aligned', () => {
    const patched = withSharedBuffers(setting('shared_buffers=128MB'), 16);
    expect(patched?.toString('latin1')).toBe('\0x\0shared_buffers= 16MB\0%dMB\0');
    expect(withSharedBuffers(setting('shared_buffers=128MB'), 8)?.toString('latin1')).toContain(
      'shared_buffers=  8MB\0',
    );
  });

  it('leaves a module it does not recognise to PGlite (not found, or found twice)', () => {
    expect(withSharedBuffers(setting('shared_buffers=64MB'), 16)).toBeUndefined();
    const twice = Buffer.concat([setting('shared_buffers=128MB'), setting('shared_buffers=128MB')]);
    expect(withSharedBuffers(twice, 16)).toBeUndefined();
  });

  it('refuses a size the three digits cannot hold', () => {
    const wasm = setting('shared_buffers=128MB');
    expect(() => withSharedBuffers(wasm, 0)).toThrow(RangeError);
    expect(() => withSharedBuffers(wasm, 1000)).toThrow(RangeError);
    expect(() => withSharedBuffers(wasm, 1.5)).toThrow(RangeError);
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)('the PGlite the server opens', () => {
  const show = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], name: string) => {
    const result = await db.execute(sql.raw(`SHOW ${name}`));
    return (result as unknown as { rows: Record<string, string>[] }).rows[0]?.[name];
  };

  it('runs Postgres with the smaller buffer cache, every other setting and unit as before', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'habitat-pglite-'));
    try {
      for (const round of ['new folder', 'reopened']) {
        const database = await openDatabase({ dataDir });
        try {
          expect(await show(database.db, 'shared_buffers'), round).toBe(
            `${PGLITE_SHARED_BUFFERS_MB}MB`,
          );
          expect(await show(database.db, 'wal_buffers'), round).toBe('4MB');
          expect(await show(database.db, 'temp_buffers'), round).toBe('8MB');
          // The unit names, which the compiled strings may share, still parse.
          await database.db.execute(sql.raw("SET work_mem = '2MB'"));
          expect(await show(database.db, 'work_mem')).toBe('2MB');
          await database.db.execute(sql.raw("SET work_mem = '512kB'"));
          expect(await show(database.db, 'work_mem')).toBe('512kB');
          // Data written in the first round is read back in the second.
          if (round === 'new folder') {
            await database.db.execute(sql.raw('CREATE TABLE kept (n int)'));
            await database.db.execute(sql.raw('INSERT INTO kept VALUES (7)'));
          } else {
            const rows = await database.db.execute(sql.raw('SELECT n FROM kept'));
            expect((rows as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 7 }]);
          }
        } finally {
          await database.close();
        }
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
