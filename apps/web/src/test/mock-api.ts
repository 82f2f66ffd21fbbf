import { vi } from 'vitest';

export type TMockReply = { status: number; body?: unknown } | 'network-error';
type TRoute = (request: { body: unknown; url: URL; headers: Headers }) => TMockReply;

/**
 * Calls the layout makes on every page: the reads that decide its menu entries (docs/product.md: Screens),
 * the bell's unread count and the language sent for notifications. Kept out of `calls`, so a test
 * sees what its page sent; `allCalls` has them too.
 */
export const MENU_DATA_CALLS: readonly string[] = [
  'GET /api/service_categories',
  'GET /api/request_categories',
  'GET /api/notifications',
  'PUT /api/me/notification-settings',
];

type TCall = { method: string; path: string; body: unknown; headers: Headers };

/** The layout's language for notifications, stored, when a test does not route it. */
const LAYOUT_DEFAULTS: Record<string, TMockReply> = {
  'PUT /api/me/notification-settings': { status: 200, body: {} },
};

/**
 * Replaces fetch for one test: routes are "METHOD /path" (query string ignored).
 * Unrouted calls answer 404 and are recorded, so a test sees what it forgot.
 */
export function mockApi(routes: Record<string, TRoute | TMockReply>) {
  const calls: TCall[] = [];
  const allCalls: TCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, body, headers };
    allCalls.push(call);
    if (!MENU_DATA_CALLS.includes(`${method} ${url.pathname}`)) calls.push(call);
    const route =
      routes[`${method} ${url.pathname}`] ?? LAYOUT_DEFAULTS[`${method} ${url.pathname}`];
    const reply =
      typeof route === 'function' ? route({ body, url, headers }) : (route ?? { status: 404 });
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const payload =
      reply.body !== undefined
        ? reply.body
        : reply.status >= 400
          ? { error: { code: 'not_found', message: 'Not found' } }
          : null;
    return new Response(payload === null ? null : JSON.stringify(payload), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, allCalls, fetchMock };
}

export const apiError = (status: number, code: string, message = code): TMockReply => ({
  status,
  body: { error: { code, message } },
});
