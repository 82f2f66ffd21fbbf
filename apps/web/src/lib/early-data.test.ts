import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFirstPageEarly } from '../../build/boot-script';
import { mockApi } from '../test/mock-api';
import {
  BOOT_STORAGE_KEYS,
  EARLY_RESPONSES_GLOBAL,
  FIRST_PAGE_READS_LIMITS,
} from './boot-contract';

const TOKEN = 'token-1';
const storedReads = () =>
  JSON.parse(window.localStorage.getItem(BOOT_STORAGE_KEYS.firstPageReads) ?? '{}');
const runBootScript = () =>
  readFirstPageEarly(BOOT_STORAGE_KEYS, EARLY_RESPONSES_GLOBAL, FIRST_PAGE_READS_LIMITS);

/** A visit that opens on `page`: the app's modules start afresh there. */
async function openApp(page: string) {
  window.history.replaceState(null, '', page);
  vi.resetModules();
  const { apiFetch } = await import('./api-client');
  const { sessionStore } = await import('../features/session/session-store');
  return { apiFetch, sessionStore };
}

describe('the first page of a visit, read early', () => {
  beforeEach(() => window.localStorage.setItem(BOOT_STORAGE_KEYS.token, TOKEN));
  afterEach(() => {
    window.localStorage.clear();
    delete (window as unknown as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL];
    vi.unstubAllGlobals();
  });

  it("records the signed-in reads of the page a visit opens on, not the next page's", async () => {
    const ok = { status: 200, body: {} };
    const api = mockApi({
      'GET /api/me': ok,
      'GET /api/news': ok,
      'GET /api/config': ok,
      'GET /api/services': ok,
    });
    const { apiFetch } = await openApp('/home');
    await apiFetch('/api/me', { token: TOKEN });
    await apiFetch('/api/news', { token: TOKEN, query: { property: 1, perPage: 20 } });
    await apiFetch('/api/me', { token: TOKEN });
    await apiFetch('/api/config');
    await apiFetch('/api/posts', { method: 'POST', body: {}, token: TOKEN }).catch(() => {});
    window.history.pushState(null, '', '/services');
    await apiFetch('/api/services', { token: TOKEN });

    expect(storedReads()).toEqual({ '/home': ['/api/me', '/api/news?property=1&perPage=20'] });
    expect(api.allCalls).toHaveLength(6);
  });

  it('starts the recorded reads from the boot script, and the app takes them instead of asking again', async () => {
    window.localStorage.setItem(
      BOOT_STORAGE_KEYS.firstPageReads,
      JSON.stringify({ '/home': ['/api/me', 'https://elsewhere.example/x', '//elsewhere/y'] }),
    );
    window.history.replaceState(null, '', '/home');
    const api = mockApi({ 'GET /api/me': { status: 200, body: { id: 7 } } });
    runBootScript();
    expect(api.allCalls.map((call) => call.path)).toEqual(['/api/me']);
    expect(api.allCalls[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);

    const { apiFetch } = await openApp('/home');
    await expect(apiFetch('/api/me', { token: TOKEN })).resolves.toEqual({ id: 7 });
    expect(api.allCalls).toHaveLength(1);
    // Taken once: a later read asks the server.
    await apiFetch('/api/me', { token: TOKEN });
    expect(api.allCalls).toHaveLength(2);
  });

  it('starts the reads two a task, so that starting them is never one long task', async () => {
    const reads = ['/api/me', '/api/news', '/api/services', '/api/posts', '/api/documents'];
    window.localStorage.setItem(
      BOOT_STORAGE_KEYS.firstPageReads,
      JSON.stringify({ '/home': reads }),
    );
    window.history.replaceState(null, '', '/home');
    const api = mockApi(
      Object.fromEntries(reads.map((path) => [`GET ${path}`, { status: 200, body: {} }])),
    );
    const started = () => api.allCalls.map((call) => call.path);
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    runBootScript();
    expect(started()).toEqual(reads.slice(0, 2));
    await nextTask();
    expect(started()).toEqual(reads.slice(0, 4));
    await nextTask();
    expect(started()).toEqual(reads);

    const { apiFetch } = await openApp('/home');
    for (const path of reads) await apiFetch(path, { token: TOKEN });
    expect(api.allCalls).toHaveLength(reads.length);
  });

  it('does not use an early response for another token, nor start reads without a session', async () => {
    window.localStorage.setItem(
      BOOT_STORAGE_KEYS.firstPageReads,
      JSON.stringify({ '/home': ['/api/me'] }),
    );
    window.history.replaceState(null, '', '/home');
    const api = mockApi({ 'GET /api/me': { status: 200, body: {} } });
    runBootScript();
    const { apiFetch } = await openApp('/home');
    await apiFetch('/api/me', { token: 'another-token' });
    expect(api.allCalls.map((call) => call.headers.get('Authorization'))).toEqual([
      `Bearer ${TOKEN}`,
      'Bearer another-token',
    ]);

    window.localStorage.removeItem(BOOT_STORAGE_KEYS.token);
    delete (window as unknown as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL];
    runBootScript();
    expect(api.allCalls).toHaveLength(2);
    expect(EARLY_RESPONSES_GLOBAL in window).toBe(false);
  });

  it('makes a read again when its early request failed', async () => {
    window.localStorage.setItem(
      BOOT_STORAGE_KEYS.firstPageReads,
      JSON.stringify({ '/home': ['/api/me'] }),
    );
    window.history.replaceState(null, '', '/home');
    let calls = 0;
    mockApi({ 'GET /api/me': () => (++calls === 1 ? 'network-error' : { status: 200, body: {} }) });
    runBootScript();
    const { apiFetch } = await openApp('/home');
    await expect(apiFetch('/api/me', { token: TOKEN })).resolves.toEqual({});
    expect(calls).toBe(2);
  });

  it('forgets every recorded read when the resident signs out', async () => {
    mockApi({ 'GET /api/me': { status: 200, body: {} } });
    const { apiFetch, sessionStore } = await openApp('/home');
    await apiFetch('/api/me', { token: TOKEN });
    expect(storedReads()).toEqual({ '/home': ['/api/me'] });
    sessionStore.clear();
    expect(window.localStorage.getItem(BOOT_STORAGE_KEYS.firstPageReads)).toBeNull();
  });

  it('keeps the most recently opened pages only', async () => {
    mockApi({ 'GET /api/me': { status: 200, body: {} } });
    for (let i = 0; i <= FIRST_PAGE_READS_LIMITS.pages; i++) {
      const { apiFetch } = await openApp(`/requests/${i}`);
      await apiFetch('/api/me', { token: TOKEN });
    }
    const pages = Object.keys(storedReads());
    expect(pages).toHaveLength(FIRST_PAGE_READS_LIMITS.pages);
    expect(pages).not.toContain('/requests/0');
    expect(pages.at(-1)).toBe(`/requests/${FIRST_PAGE_READS_LIMITS.pages}`);
  });
});
