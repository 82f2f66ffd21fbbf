import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createListCache } from './list-cache';
import { isSharedResult } from './shared-reads';

const request = {} as FastifyRequest;

/** A cache whose organization versions the test sets, counting the reads of each key. */
function cacheWithVersions(options: { maxLists?: number } = {}) {
  let version: number | undefined = 1;
  const reads: string[] = [];
  const cache = createListCache<{ key: string; read: number }>({
    versions: async () => version,
    maxLists: options.maxLists,
  });
  const get = (key: string, validUntil?: Date) =>
    cache(request, {
      organizationId: 1,
      key,
      read: async () => {
        reads.push(key);
        return { value: { key, read: reads.length }, validUntil };
      },
    });
  return { get, reads, setVersion: (next: number | undefined) => (version = next) };
}

describe('createListCache', () => {
  it('reads a list once while its version stays, and again when it changes', async () => {
    const { get, reads, setVersion } = cacheWithVersions();
    const first = await get('news');
    expect(await get('news')).toBe(first);
    expect(isSharedResult(first)).toBe(true);
    setVersion(2);
    const second = await get('news');
    expect(second).not.toBe(first);
    expect(await get('news')).toBe(second);
    expect(reads).toEqual(['news', 'news']);
  });

  it('keeps nothing when the version is unknown', async () => {
    const { get, reads, setVersion } = cacheWithVersions();
    setVersion(undefined);
    await get('news');
    await get('news');
    expect(reads).toEqual(['news', 'news']);
  });

  it('reads again once a list has passed the moment it changes by time alone', async () => {
    const { get, reads } = cacheWithVersions();
    await get('past', new Date(Date.now() - 1));
    await get('past', new Date(Date.now() - 1));
    await get('future', new Date(Date.now() + 60_000));
    await get('future', new Date(Date.now() + 60_000));
    expect(reads).toEqual(['past', 'past', 'future']);
  });

  it('drops the least recently used lists beyond its bound', async () => {
    const { get, reads } = cacheWithVersions({ maxLists: 2 });
    await get('a');
    await get('b');
    await get('a'); // a is now the most recent
    await get('c'); // drops b
    await get('a');
    await get('b');
    expect(reads).toEqual(['a', 'b', 'c', 'b']);
  });
});
