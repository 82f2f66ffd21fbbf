import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session';
import { CACHE_NAMES } from './cache-names';
import { clearCachesWhenTokenChanges } from './start';

const session = (token: string) => ({ token, userId: 7, organization: 1, property: 2 });

describe('cached answers and the session', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('clears what the resident saw on sign-out, expiry and a new token, never the config', async () => {
    const remove = vi.fn(async (_name: string) => true);
    vi.stubGlobal('caches', { delete: remove });
    sessionStore.set(session('first'));
    stop = clearCachesWhenTokenChanges();

    const cleared = () => remove.mock.calls.map(([name]) => name);
    sessionStore.clear();
    expect(cleared()).toEqual([CACHE_NAMES.personal, CACHE_NAMES.images]);

    sessionStore.set(session('second'));
    sessionStore.set(session('third'));
    sessionStore.expire();
    expect(cleared()).toHaveLength(8);
    expect(cleared()).not.toContain(CACHE_NAMES.config);
  });

  it('keeps them while the token stays the same', () => {
    const remove = vi.fn(async (_name: string) => true);
    vi.stubGlobal('caches', { delete: remove });
    sessionStore.set(session('same'));
    stop = clearCachesWhenTokenChanges();
    sessionStore.set({ ...session('same'), property: 3 });
    expect(remove).not.toHaveBeenCalled();
  });

  it('does without Cache Storage', () => {
    vi.stubGlobal('caches', undefined);
    stop = clearCachesWhenTokenChanges();
    expect(() => sessionStore.set(session('any'))).not.toThrow();
  });
});
