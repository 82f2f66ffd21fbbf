import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { createFuzzer, HOSTILE_IDS, type TFuzzer } from './fuzz';

/**
 * Every route of the API, fed 1,000 mutated bodies (writes) or queries (reads) each, plus
 * hostile ids in its path: the server may refuse, never fail (no 5xx). The generator is seeded,
 * so a failure names a request that replays.
 */
const BODIES_PER_ENDPOINT = 1000;

type TEndpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `:id` is replaced by a valid id, then by each hostile one. */
  url: string;
  signedIn: boolean;
  body?: Record<string, unknown>;
  query?: Record<string, unknown>;
};

const inAWeek = (hour: number) => {
  const date = new Date(Date.now() + 7 * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

const ENDPOINTS: TEndpoint[] = [
  {
    method: 'POST',
    url: '/api/login_check',
    signedIn: false,
    body: { username: 'resident@example.com', password: 'wrong', rememberMe: false },
  },
  {
    method: 'POST',
    url: '/api/forgot_password/',
    signedIn: false,
    body: { email: 'resident@example.com', locale: 'fr', redirect_url: '/reset?t={token}' },
  },
  {
    method: 'POST',
    url: '/api/forgot_password/:token',
    signedIn: false,
    body: { password: 'a-new-password-1' },
  },
  {
    method: 'POST',
    url: '/api/account_requests',
    signedIn: false,
    body: {
      name: 'Ada Lovelace',
      address: '1 rue Principale',
      unit: '12',
      phone: '514-555-0101',
      email: 'ada@example.com',
      note: 'hello',
      property: 1,
    },
  },
  { method: 'GET', url: '/api/properties_search', signedIn: false, query: { address: 'rue' } },
  { method: 'GET', url: '/api/properties/:id', signedIn: false },
  { method: 'GET', url: '/api/calendar/:token.ics', signedIn: false },
  { method: 'GET', url: '/api/files/:token', signedIn: false, query: { expires: 1, sig: 'x' } },
  { method: 'PUT', url: '/api/me', signedIn: true, body: { deviceToken: 'device-1' } },
  {
    method: 'PUT',
    url: '/api/me/password',
    signedIn: true,
    body: { currentPassword: 'wrong-password', password: 'a-new-password-1' },
  },
  { method: 'POST', url: '/api/confirm_email/:token', signedIn: false, body: {} },
  { method: 'GET', url: '/api/me', signedIn: true, query: { augment: 'x' } },
  {
    method: 'PUT',
    url: '/api/users/:id',
    signedIn: true,
    body: { email: 'resident@example.com', currentPassword: 'resident' },
  },
  { method: 'GET', url: '/api/leases/:id', signedIn: true, query: { property: 1 } },
  {
    method: 'POST',
    url: '/api/posts',
    signedIn: true,
    body: {
      title: 'Bike for sale',
      subTitle: 'Blue',
      body: 'Ask me',
      startAt: inAWeek(12),
      endAt: inAWeek(14),
      imageData: null,
    },
  },
  {
    method: 'GET',
    url: '/api/posts',
    signedIn: true,
    query: { page: 1, perPage: 10, status: 'published' },
  },
  { method: 'GET', url: '/api/posts/:id', signedIn: true },
  {
    method: 'PUT',
    url: '/api/posts/:id',
    signedIn: true,
    body: { status: 'finished' },
    query: { property: 1 },
  },
  {
    method: 'POST',
    url: '/api/user_requests',
    signedIn: true,
    body: {
      title: 'Leak',
      body: 'Under the sink',
      phoneNumber: '514-555-0101',
      category: 1,
      emergency: false,
      canAccessIfAbsent: true,
      animal: false,
      imageData: null,
      status: 'pending',
    },
  },
  { method: 'GET', url: '/api/user_requests', signedIn: true, query: { page: 1, author: 1 } },
  { method: 'GET', url: '/api/user_requests/:id', signedIn: true },
  { method: 'PUT', url: '/api/user_requests/:id', signedIn: true, body: { reply: 'Thanks' } },
  { method: 'GET', url: '/api/services', signedIn: true, query: { category: 1, page: 1 } },
  { method: 'GET', url: '/api/services/:id', signedIn: true },
  { method: 'GET', url: '/api/service_categories', signedIn: true, query: { perPage: -1 } },
  { method: 'GET', url: '/api/news', signedIn: true, query: { status: 'published', page: 2 } },
  { method: 'GET', url: '/api/news/:id', signedIn: true },
  { method: 'GET', url: '/api/request_categories', signedIn: true, query: { perPage: -1 } },
  { method: 'GET', url: '/api/files', signedIn: true, query: { page: 1, perPage: 20 } },
  { method: 'GET', url: '/api/booking_entities', signedIn: true, query: { service: 1 } },
  {
    method: 'GET',
    url: '/api/booking_entities/:id/schedule',
    signedIn: true,
    query: { date: '2026-12-01', days: 7 },
  },
  { method: 'GET', url: '/api/booking_event_groups', signedIn: true, query: { service: 1 } },
  {
    method: 'GET',
    url: '/api/booking_events',
    signedIn: true,
    query: { augment: 'stats', group: 1 },
  },
  {
    method: 'POST',
    url: '/api/payments/tokens',
    signedIn: true,
    body: {
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2031,
      cvc: '123',
      publicKey: 'pk_local',
    },
  },
  {
    method: 'POST',
    url: '/api/reservations',
    signedIn: true,
    body: {
      entity: 1,
      start: '2026-12-01 10:00:00',
      end: '2026-12-01 11:00:00',
      total: 0,
      currency: 'CAD',
      payments: [{ from: null, processor: null, amount: 0, currency: 'CAD' }],
    },
  },
  { method: 'GET', url: '/api/reservations', signedIn: true, query: { user: 1, lease: 1 } },
  { method: 'GET', url: '/api/reservations/:id', signedIn: true },
  { method: 'GET', url: '/api/reservations/:id/ics', signedIn: true },
  { method: 'PUT', url: '/api/reservations/:id/cancel', signedIn: true, body: {} },
  { method: 'GET', url: '/api/calendar_feed', signedIn: true },
  { method: 'POST', url: '/api/calendar_feed', signedIn: true, body: {} },
  { method: 'DELETE', url: '/api/calendar_feed', signedIn: true },
  { method: 'GET', url: '/api/config', signedIn: false, query: { brand: 'habitat' } },
  // Last: a successful sign-out ends the session the others use.
  { method: 'POST', url: '/api/logout', signedIn: true, body: {} },
];

let t: TTestApp;
let token: string;
let userId: number;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { login: { max: 100_000, timeWindow: '1 minute' } } });
  ({ token } = await t.login('resident@example.com'));
  userId = (await t.app.inject({ url: '/api/me', headers: t.bearer(token) })).json().id;
}, 120_000);
afterAll(() => t.close());

type TResult = { status: number; request: string };

async function send(endpoint: TEndpoint, url: string, body: unknown, query?: unknown) {
  const search = query && typeof query === 'object' ? new URLSearchParams() : undefined;
  if (search) {
    for (const [key, value] of Object.entries(query as object)) {
      search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
  const fullUrl = search && search.size > 0 ? `${url}?${search}` : url;
  const hasBody = endpoint.method !== 'GET' && body !== undefined;
  const response = await t.app.inject({
    method: endpoint.method,
    url: fullUrl,
    headers: {
      ...(endpoint.signedIn ? t.bearer(token) : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { payload: JSON.stringify(body) } : {}),
  });
  const request = `${endpoint.method} ${fullUrl} ${hasBody ? JSON.stringify(body).slice(0, 300) : ''}`;
  return { status: response.statusCode, request } satisfies TResult;
}

const withId = (url: string, id: string) => url.replace(/:[a-z]+/, id);

function serverErrors(results: TResult[]) {
  return results.filter((r) => r.status >= 500).map((r) => `${r.status} ${r.request}`);
}

describe('fuzzing every endpoint', () => {
  for (const [index, endpoint] of ENDPOINTS.entries()) {
    it(`${endpoint.method} ${endpoint.url}: ${BODIES_PER_ENDPOINT} hostile inputs, no 5xx`, async () => {
      const fuzzer: TFuzzer = createFuzzer(index + 1);
      const validId = endpoint.url.includes('/users/') ? String(userId) : '1';
      const results: TResult[] = [];
      for (const id of endpoint.url.includes(':') ? HOSTILE_IDS : []) {
        results.push(await send(endpoint, withId(endpoint.url, id), endpoint.body, endpoint.query));
      }
      for (let i = 0; i < BODIES_PER_ENDPOINT; i++) {
        // Injected requests on the embedded database can resolve without ever returning to the
        // event loop; letting it turn now and then keeps the test runner's own messages flowing.
        if (i % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
        const url = withId(endpoint.url, validId);
        const body = endpoint.body ? fuzzer.mutate(endpoint.body) : undefined;
        const query = fuzzer.mutate(endpoint.query ?? {});
        results.push(await send(endpoint, url, body, query));
      }
      expect(serverErrors(results)).toEqual([]);
      // A thousand requests, some hashing a password: a bound for a hang, not a speed goal.
    }, 120_000);
  }
});
