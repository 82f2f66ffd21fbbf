import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session';
import { CACHE_NAMES } from './cache-names';
import { clearCachesWhenTokenChanges } from './start';
import { NETWORK_QUIET_MAX_WAIT_MS, NETWORK_QUIET_MS } from './when-network-quiet';

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

describe('the service worker and the first page', () => {
  const register = vi.fn(async (_url: string) => ({ addEventListener() {}, waiting: null }));

  async function startInProduction() {
    vi.resetModules();
    vi.useFakeTimers();
    vi.stubEnv('PROD', true);
    register.mockClear();
    vi.stubGlobal('navigator', {
      ...navigator,
      onLine: true,
      serviceWorker: { controller: null, register, addEventListener() {} },
    });
    // Loaded beforehand, so that registering takes no longer than the browser's call.
    await import('./register-service-worker');
    const start = await import('./start');
    start.startOfflineSupport();
    return start;
  }
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('registers once the loaded page has downloaded nothing for a while', async () => {
    await startInProduction();
    await vi.advanceTimersByTimeAsync(NETWORK_QUIET_MS - 100);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' }));
  });

  it('registers at once for what needs the worker before that (turning on notifications)', async () => {
    const start = await startInProduction();
    const registration = await start.serviceWorkerRegistration();
    expect(register).toHaveBeenCalledOnce();
    expect(registration).not.toBeNull();
    await vi.advanceTimersByTimeAsync(NETWORK_QUIET_MAX_WAIT_MS);
    expect(register).toHaveBeenCalledOnce();
  });
});
