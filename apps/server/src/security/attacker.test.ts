import { count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEntities, reservations } from '#server/db/bookings-schema';
import {
  leases,
  news,
  posts,
  serviceCategories,
  services,
  units,
  userRequests,
  users,
} from '#server/db/schema';
import { propertyIdOf } from '#server/test/content-fixtures';
import { createTestApp, type TTestApp } from '#server/test/harness';

/** What a signed-in resident can try with ids and bytes that are not theirs to send. */
let t: TTestApp;
let token: string;
let me: number;
let home: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await t.login('resident@example.com'));
  me = (await t.app.inject({ url: '/api/me', headers: t.bearer(token) })).json().id;
  home = await propertyIdOf(t.db, 'jardins-saint-laurent');
}, 120_000);
afterAll(() => t.close());

const as = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(token), ...(payload ? { payload } : {}) });

describe('ids outside the integer range', () => {
  const routes = [
    'GET /api/posts/2147483648',
    'PUT /api/posts/2147483648',
    'GET /api/news/2147483648',
    'GET /api/services/2147483648',
    'GET /api/user_requests/2147483648',
    'GET /api/reservations/2147483648',
    'GET /api/leases/2147483648',
    'GET /api/properties/2147483648',
    'GET /api/booking_entities/2147483648/schedule',
    'GET /api/services?category=2147483648',
    'GET /api/booking_entities?service=2147483648',
    'GET /api/user_requests?author=99999999999999999999',
  ];
  it.each(routes)('%s answers 400 validation_failed', async (route) => {
    const [method, url] = route.split(' ') as ['GET' | 'PUT', string];
    const response = await as(method, url!, method === 'PUT' ? { status: 'finished' } : undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });
});

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL or a lone surrogate in any field with a 400 naming the field, and stores nothing', async () => {
    const before = await t.db.select({ n: count() }).from(posts);
    const start = new Date(Date.now() + 86_400_000).toISOString();
    const cases = [
      { title: 'Vélo\u0000', field: 'title' },
      { title: 'Vélo \ud83d', field: 'title' },
      { title: 'Vélo', body: 'x\udfffy', field: 'body' },
    ];
    for (const { field, ...fields } of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: t.bearer(token),
        payload: { body: 'À vendre', ...fields, startAt: start, endAt: start },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ [field]: 'text' });
    }
    expect(await t.db.select({ n: count() }).from(posts)).toEqual(before);
  });

  it('checks sign-in, object keys and query strings the same way', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'resident\u0000@example.com', password: 'resident' },
    });
    expect(login.json().error.fields).toEqual({ username: 'text' });
    const key = await as('PUT', '/api/me', { deviceToken: 'abc', '\ud800': 1 });
    expect(key.statusCode).toBe(400);
    const search = await t.app.inject({ url: '/api/properties_search?address=rue%00' });
    expect(search.json().error.fields).toEqual({ address: 'text' });
  });

  it('keeps well-formed text whole: accents, emoji and right-to-left marks', async () => {
    const response = await as('PUT', '/api/me', { deviceToken: 'écran-😀-\u202e' });
    expect(response.statusCode).toBe(200);
  });
});

describe("someone else's ids", () => {
  async function idsNotMine() {
    const elsewhere = ne(posts.propertyId, home);
    const otherPosts = await t.db.select({ id: posts.id }).from(posts).where(elsewhere);
    const otherRequests = await t.db
      .select({ id: userRequests.id })
      .from(userRequests)
      .where(ne(userRequests.authorId, me));
    const otherNews = await t.db
      .select({ id: news.id })
      .from(news)
      .where(ne(news.propertyId, home));
    const otherServices = await t.db
      .select({ id: services.id })
      .from(services)
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .where(ne(serviceCategories.propertyId, home));
    const otherSchedules = await t.db
      .select({ id: bookingEntities.id })
      .from(bookingEntities)
      .innerJoin(services, eq(services.id, bookingEntities.serviceId))
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .where(ne(serviceCategories.propertyId, home));
    const otherReservations = await t.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(ne(reservations.userId, me));
    const otherLeases = await t.db
      .select({ id: leases.id })
      .from(leases)
      .innerJoin(units, eq(units.id, leases.unitId))
      .where(ne(units.propertyId, home));
    const otherUsers = await t.db.select({ id: users.id }).from(users).where(ne(users.id, me));
    return {
      otherPosts,
      otherRequests,
      otherNews,
      otherServices,
      otherSchedules,
      otherReservations,
      otherLeases,
      otherUsers,
    };
  }

  const everythingTheyCouldChange = async () => ({
    posts: await t.db.select({ id: posts.id, status: posts.status }).from(posts).orderBy(posts.id),
    requests: await t.db
      .select({ id: userRequests.id, status: userRequests.status, at: userRequests.updatedAt })
      .from(userRequests)
      .orderBy(userRequests.id),
    reservations: await t.db
      .select({ id: reservations.id, canceledAt: reservations.canceledAt })
      .from(reservations)
      .orderBy(reservations.id),
    users: await t.db.select({ id: users.id, email: users.email }).from(users).orderBy(users.id),
  });

  it('never answers 2xx to a resident reaching for another building, another tenant or another account', async () => {
    const ids = await idsNotMine();
    const before = await everythingTheyCouldChange();
    const attempts: (readonly [string, 'GET' | 'PUT', string, object?])[] = [
      ...ids.otherPosts.map((r) => ['post', 'GET', `/api/posts/${r.id}`] as const),
      ...ids.otherPosts.map(
        (r) => ['post', 'PUT', `/api/posts/${r.id}`, { status: 'finished' }] as const,
      ),
      ...ids.otherRequests.map((r) => ['request', 'GET', `/api/user_requests/${r.id}`] as const),
      ...ids.otherRequests.map(
        (r) => ['request', 'PUT', `/api/user_requests/${r.id}`, { reply: 'mine now' }] as const,
      ),
      ...ids.otherNews.map((r) => ['news', 'GET', `/api/news/${r.id}`] as const),
      ...ids.otherServices.map((r) => ['service', 'GET', `/api/services/${r.id}`] as const),
      ...ids.otherSchedules.map(
        (r) =>
          ['schedule', 'GET', `/api/booking_entities/${r.id}/schedule?date=2026-12-01`] as const,
      ),
      ...ids.otherReservations.map(
        (r) => ['reservation', 'GET', `/api/reservations/${r.id}`] as const,
      ),
      ...ids.otherReservations.map(
        (r) => ['reservation', 'GET', `/api/reservations/${r.id}/ics`] as const,
      ),
      ...ids.otherReservations.map(
        (r) => ['reservation', 'PUT', `/api/reservations/${r.id}/cancel`, {}] as const,
      ),
      ...ids.otherLeases.map((r) => ['lease', 'GET', `/api/leases/${r.id}`] as const),
      ...ids.otherUsers.map(
        (r) => ['user', 'PUT', `/api/users/${r.id}`, { email: 'thief@example.com' }] as const,
      ),
    ];
    // The seed has rows of each kind elsewhere; an empty kind would make this test prove nothing.
    expect(new Set(attempts.map(([kind]) => kind)).size).toBe(8);
    const leaks: string[] = [];
    for (const [, method, url, payload] of attempts) {
      const response = await as(method, url, payload);
      if (response.statusCode < 400) leaks.push(`${method} ${url} → ${response.statusCode}`);
    }
    expect(leaks).toEqual([]);
    expect(await everythingTheyCouldChange()).toEqual(before);
  });
});
