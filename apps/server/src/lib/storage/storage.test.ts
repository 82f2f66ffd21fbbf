import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { startS3StandIn } from '#server/test/s3-stand-in';
import { createStorage, type TStorage } from '.';

let s3: Awaited<ReturnType<typeof startS3StandIn>>;
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(() => s3.close());

/** A storage as an app started with this environment builds it. */
function storageFor(env: Record<string, string>, dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, ...env });
  return createStorage({ config: config.storage, dataDir: config.dataDir });
}

const read = async (body: Readable) => Buffer.concat(await body.toArray());
let counter = 0;
const newName = (extension = 'pdf') => `${(++counter).toString(16).padStart(32, '0')}.${extension}`;

describe.each([
  { adapter: 'local folder', env: () => ({}) },
  { adapter: 'S3 bucket', env: () => s3.env },
])('storage in a $adapter', ({ env }) => {
  let storage: TStorage;
  let otherInstance: TStorage;
  beforeAll(() => {
    const dataDir = mkdtempSync(join(tmpdir(), 'habitat-storage-'));
    storage = storageFor(env(), dataDir);
    // Another app instance with the same settings: it must see the same files.
    otherInstance = storageFor(env(), dataDir);
  });
  afterAll(() => {
    storage.close();
    otherInstance.close();
  });

  it('reads back what it stored, with its size and time, from another instance too', async () => {
    const name = newName();
    const bytes = Buffer.from('%PDF-1.4\n% stored once\n');
    await storage.put(name, bytes, 'application/pdf');
    for (const instance of [storage, otherInstance]) {
      const object = await instance.get(name);
      expect(object).not.toBeNull();
      expect(object!.size).toBe(bytes.length);
      expect(Math.abs(object!.lastModified.getTime() - Date.now())).toBeLessThan(3600_000);
      expect((await read(object!.body)).equals(bytes)).toBe(true);
      expect(await instance.exists(name)).toBe(true);
    }
  });

  it('answers null and false for a name it does not hold', async () => {
    const name = newName();
    expect(await storage.get(name)).toBeNull();
    expect(await storage.exists(name)).toBe(false);
  });

  it('deletes for every instance, and deleting again is no error', async () => {
    const name = newName('jpg');
    await storage.put(name, Buffer.from('jpeg bytes'), 'image/jpeg');
    await otherInstance.delete(name);
    expect(await storage.get(name)).toBeNull();
    expect(await storage.exists(name)).toBe(false);
    await expect(storage.delete(name)).resolves.toBeUndefined();
  });

  it('lists every stored name, from another instance too, and no longer a deleted one', async () => {
    const [kept, deleted] = [newName('png'), newName('png')];
    await storage.put(kept, Buffer.from('png bytes'), 'image/png');
    await storage.put(deleted, Buffer.from('other bytes'), 'image/png');
    await storage.delete(deleted);
    const listed = await otherInstance.list();
    expect(listed).toContain(kept);
    expect(listed).not.toContain(deleted);
  });

  it('takes only server-made stored names, so no caller reaches another path or key', async () => {
    for (const name of ['../outside.pdf', `a/${newName()}`, '.hidden', '', newName('PDF')]) {
      await expect(storage.put(name, Buffer.from('x'), 'x/y'), name).rejects.toThrow(/stored/);
      await expect(storage.get(name), name).rejects.toThrow(/stored/);
      await expect(storage.exists(name), name).rejects.toThrow(/stored/);
      await expect(storage.delete(name), name).rejects.toThrow(/stored/);
    }
  });
});

describe('storage in an S3 bucket', () => {
  it('fails on a missing bucket instead of answering "no such file"', async () => {
    const storage = storageFor({ ...s3.env, S3_BUCKET: 'no-such-bucket' }, tmpdir());
    try {
      // (exists cannot tell: a HEAD answer has no body to name the missing bucket.)
      await expect(storage.get(newName())).rejects.toThrow(/bucket/i);
    } finally {
      storage.close();
    }
  });
});
