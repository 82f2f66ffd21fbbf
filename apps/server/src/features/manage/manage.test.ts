import type { TManageDashboard, TManagedPost, TManagedPostListResponse } from '@habitat/shared';
import { dayjs } from '@habitat/shared';
import { eq, isNotNull } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '#server/db/bookings-schema';
import { accountRequests, posts, userRequests } from '#server/db/schema';
import { insertPost, insertUser, userIdOf } from '#server/features/posts/test-fixtures';
import { organizationIdOf, propertyIdOf } from '#server/test/content-fixtures';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { auditRowsOf } from './audit/test-audit';
import { expectError } from './test-console';

type TRegisteredRoute = { method: HTTPMethods; url: string };

let t: TTestApp;
const ids = { org: 0, jardins: 0, peel: 0, resident: 0, manager: 0, peelManager: 0 };
const tokens = { resident: '', manager: '', peelManager: '', neighbour: '' };

beforeAll(async () => {
  // The OpenAPI document lists every route Fastify registered (its onRoute hook), with its methods.
  t = await createTestApp({ env: { API_DOCS: 'on' } });
  ids.org = await organizationIdOf(t.db, 'demo');
  ids.jardins = await propertyIdOf(t.db, 'jardins-saint-laurent');
  ids.peel = await propertyIdOf(t.db, 'carre-peel');
  ids.resident = await userIdOf(t.db, 'resident@example.com');
  ids.manager = await userIdOf(t.db, 'manager@example.com');
  const peelManager = await insertUser(t.db, {
    organizationId: ids.org,
    role: 'ROLE_MANAGER',
    manages: [ids.peel],
  });
  ids.peelManager = peelManager.id;
  const neighbour = await insertUser(t.db, { organizationId: ids.org, leaseIn: ids.jardins });
  tokens.resident = (await t.login('resident@example.com')).token;
  tokens.manager = (await t.login('manager@example.com')).token;
  tokens.peelManager = (await t.login(peelManager.username, 'password')).token;
  tokens.neighbour = (await t.login(neighbour.username, 'password')).token;
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ url, headers: t.bearer(token) });
const post = (url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: t.bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A post of the demo resident in Les Jardins (or `propertyId`), in the given status. */
const residentPost = (status: 'pending' | 'published' | 'rejected', propertyId = ids.jardins) =>
  insertPost(t.db, { organizationId: ids.org, propertyId, authorId: ids.resident, status });

async function postRow(id: number) {
  const [row] = await t.db.select().from(posts).where(eq(posts.id, id));
  return row!;
}

describe('every /api/manage route', () => {
  const bodyless = new Set<HTTPMethods>(['GET', 'HEAD', 'DELETE', 'OPTIONS']);
  /** A registered route as a request: each `{param}` a dummy id, a body where one is read. */
  const requestOf = ({ method, url }: TRegisteredRoute) => ({
    method,
    url: url.replace(/\{\w+\}/g, '1'),
    ...(bodyless.has(method) ? {} : { payload: {} }),
  });
  /** The routes under /api/manage, from the OpenAPI document (which has no HEAD twins). */
  async function registeredManageRoutes(): Promise<TRegisteredRoute[]> {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    return Object.entries(document.paths)
      .filter(([path]) => /^\/api\/manage(\/|$)/.test(path))
      .flatMap(([url, operations]) =>
        Object.keys(operations).map((method) => ({
          method: method.toUpperCase() as HTTPMethods,
          url,
        })),
      );
  }

  it('answers 403 to a tenant and 401 to a visitor, before reading the body or query', async () => {
    const manageRoutes = await registeredManageRoutes();
    expect(manageRoutes.length).toBeGreaterThanOrEqual(80);
    const answers = [];
    for (const route of manageRoutes) {
      const request = requestOf(route);
      const tenant = await t.app.inject({ ...request, headers: t.bearer(tokens.resident) });
      const visitor = await t.app.inject(request);
      answers.push({
        route: `${route.method} ${route.url}`,
        tenant: [tenant.statusCode, tenant.json().error?.code],
        visitor: [visitor.statusCode, visitor.json().error?.code],
      });
    }
    expect(answers).toEqual(
      answers.map(({ route }) => ({
        route,
        tenant: [403, 'forbidden'],
        visitor: [401, 'unauthorized'],
      })),
    );
  });

  it('leaves a post untouched when a tenant tries to decide on it', async () => {
    const id = await residentPost('pending');
    for (const action of ['publish', 'reject', 'disable']) {
      await post(`/api/manage/posts/${id}/${action}`, tokens.resident, { reason: 'Non' });
    }
    expect(await postRow(id)).toMatchObject({ status: 'pending', decidedBy: null });
  });
});

describe('GET /api/manage/properties', () => {
  it('lists the properties the caller manages, by name', async () => {
    const response = await get('/api/manage/properties', tokens.manager);
    expect(response.statusCode).toBe(200);
    const { data, count } = response.json();
    expect(count).toBe(2);
    expect(data.map((p: { id: number }) => p.id).sort()).toEqual([ids.jardins, ids.peel].sort());
    expect(data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      timeZone: 'America/Toronto',
      address: {
        full: expect.any(String),
        city: expect.any(String),
        state: expect.any(String),
        zip: expect.any(String),
      },
    });
    const names = data.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort());
  });

  it('lists only their own for a manager of one building', async () => {
    const { data } = (await get('/api/manage/properties', tokens.peelManager)).json();
    expect(data.map((p: { id: number }) => p.id)).toEqual([ids.peel]);
  });
});

describe('GET /api/manage/dashboard', () => {
  it('counts what needs attention in the property', async () => {
    const url = `/api/manage/dashboard?property=${ids.jardins}`;
    const before = (await get(url, tokens.manager)).json<TManageDashboard>();
    await residentPost('pending');
    await residentPost('pending', ids.peel);
    const [category] = await t.db
      .select({ id: userRequests.categoryId })
      .from(userRequests)
      .where(eq(userRequests.propertyId, ids.jardins))
      .limit(1);
    const request = {
      organizationId: ids.org,
      propertyId: ids.jardins,
      authorId: ids.resident,
      title: 'Fuite',
      body: 'Sous l’évier',
      phoneNumber: '5145550000',
      categoryId: category!.id,
    };
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 3600_000);
    await t.db.insert(userRequests).values([
      { ...request, status: 'new', emergency: true },
      { ...request, status: 'in_progress', createdAt: tenDaysAgo },
      { ...request, status: 'completed', emergency: true, createdAt: tenDaysAgo },
    ]);
    await t.db.insert(accountRequests).values({
      propertyId: ids.jardins,
      name: 'Nouvelle Voisine',
      address: '1 rue X',
      unit: '101',
    });

    const response = await get(url, tokens.manager);
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<TManageDashboard>();
    expect(after.property).toBe(ids.jardins);
    expect(after.posts.pending - before.posts.pending).toBe(1);
    expect(after.requests.byStatus.new - before.requests.byStatus.new).toBe(1);
    expect(after.requests.byStatus.in_progress - before.requests.byStatus.in_progress).toBe(1);
    expect(after.requests.byStatus.completed - before.requests.byStatus.completed).toBe(1);
    expect(after.requests.open - before.requests.open).toBe(2);
    expect(after.requests.urgent - before.requests.urgent).toBe(1);
    expect(after.requests.old - before.requests.old).toBe(1);
    expect(after.accountRequests.toDecide - before.accountRequests.toDecide).toBe(1);
  });

  it("counts today's reservations that are not cancelled", async () => {
    const url = `/api/manage/dashboard?property=${ids.jardins}`;
    const [booking] = await t.db
      .select()
      .from(reservations)
      .where(eq(reservations.propertyId, ids.jardins))
      .limit(1);
    if (!booking) return expect.fail('the demo seed has reservations in Les Jardins');
    const before = (await get(url, tokens.manager)).json<TManageDashboard>().bookings.today;
    const { id: _, ...copy } = booking;
    // Noon today in the building's time zone (the demo's), whatever the time now.
    const noon = dayjs().tz('America/Toronto').startOf('day').add(12, 'hour');
    const today = { ...copy, startAt: noon.toDate(), endAt: noon.add(1, 'hour').toDate() };
    const tomorrow = {
      ...copy,
      startAt: noon.add(1, 'day').toDate(),
      endAt: noon.add(1, 'day').add(1, 'hour').toDate(),
    };
    await t.db
      .insert(reservations)
      .values([today, { ...today, canceledAt: new Date() }, { ...tomorrow, canceledAt: null }]);
    const after = (await get(url, tokens.manager)).json<TManageDashboard>().bookings.today;
    expect(after - before).toBe(1);
  });

  it('refuses a property the caller does not manage (403), an unknown one (404), none (400)', async () => {
    expectError(
      await get(`/api/manage/dashboard?property=${ids.jardins}`, tokens.peelManager),
      403,
      'forbidden',
    );
    expectError(
      await get('/api/manage/dashboard?property=999999', tokens.manager),
      404,
      'not_found',
    );
    const missing = await get('/api/manage/dashboard', tokens.manager);
    expectError(missing, 400, 'validation_failed');
    expect(missing.json().error.fields).toEqual({ property: 'required' });
    expectError(
      await get('/api/manage/dashboard?property=abc', tokens.manager),
      400,
      'validation_failed',
    );
  });
});

describe('GET /api/manage/posts', () => {
  it('pages one status of the property, newest first, with author and image', async () => {
    const hour = 3600_000;
    const created = [3, 2, 1].map((h) => new Date(Date.now() - h * hour));
    const newIds: number[] = [];
    for (const createdAt of created) {
      newIds.push(
        await insertPost(t.db, {
          organizationId: ids.org,
          propertyId: ids.peel,
          authorId: ids.resident,
          status: 'rejected',
          createdAt,
          decisionNote: 'Hors sujet',
        }),
      );
    }
    const url = `/api/manage/posts?property=${ids.peel}&status=rejected&perPage=2`;
    const first = (await get(url, tokens.manager)).json<TManagedPostListResponse>();
    const second = (await get(`${url}&page=2`, tokens.manager)).json<TManagedPostListResponse>();
    expect(first.count).toBe(second.count);
    expect(first.count).toBeGreaterThanOrEqual(3);
    expect(first.data).toHaveLength(2);
    const listed = [...first.data, ...second.data].map((p) => p.id);
    expect(listed.slice(0, 3)).toEqual([...newIds].reverse());
    expect(first.data[0]).toMatchObject({
      status: 'rejected',
      property: ids.peel,
      decisionNote: 'Hors sujet',
      author: { id: ids.resident, firstName: expect.any(String) },
    });
  });

  it('lists the pending queue by default, with the image URL the resident API gives', async () => {
    const [withFile] = await t.db
      .select({ fileId: posts.imageFileId })
      .from(posts)
      .where(isNotNull(posts.imageFileId))
      .limit(1);
    const id = await insertPost(t.db, {
      organizationId: ids.org,
      propertyId: ids.jardins,
      authorId: ids.resident,
      status: 'pending',
      imageFileId: withFile!.fileId,
    });
    const { data } = (
      await get(`/api/manage/posts?property=${ids.jardins}&perPage=50`, tokens.manager)
    ).json<TManagedPostListResponse>();
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((p) => p.status === 'pending' && p.property === ids.jardins)).toBe(true);
    const listed = data.find((p) => p.id === id);
    const asResidentApi = (await get(`/api/posts/${id}`, tokens.resident)).json();
    expect(listed?.image).toEqual(asResidentApi.image);
    expect(listed?.image?.url).toMatch(/^\/uploads\//);
  });

  it("refuses another building's list and bad queries, whatever the ids", async () => {
    expectError(
      await get(`/api/manage/posts?property=${ids.jardins}`, tokens.peelManager),
      403,
      'forbidden',
    );
    expectError(await get('/api/manage/posts?property=999999', tokens.manager), 404, 'not_found');
    const bad = await get(
      `/api/manage/posts?property=${ids.jardins}&status=finished`,
      tokens.manager,
    );
    expectError(bad, 400, 'validation_failed');
    expect(bad.json().error.fields).toEqual({ status: 'invalid_value' });
    expectError(
      await get(`/api/manage/posts?property=${ids.jardins}&perPage=500`, tokens.manager),
      400,
      'validation_failed',
    );
    expectError(
      await get(`/api/manage/posts?property=${ids.jardins}&page=0`, tokens.manager),
      400,
      'validation_failed',
    );
  });
});

describe('POST /api/manage/posts/{id}/publish', () => {
  it("puts the post on the billboard: the author's neighbour sees it", async () => {
    const id = await residentPost('pending');
    const board = async () =>
      (await get('/api/posts?perPage=-1', tokens.neighbour)).json<{ data: { id: number }[] }>();
    expect((await board()).data.map((p) => p.id)).not.toContain(id);

    const response = await post(`/api/manage/posts/${id}/publish`, tokens.manager);
    expect(response.statusCode, response.body).toBe(200);
    const published = response.json<TManagedPost>();
    expect(published).toMatchObject({
      id,
      status: 'published',
      decisionNote: null,
      decidedBy: { id: ids.manager, firstName: 'Marc', lastName: 'Bouchard' },
    });
    expect(Date.now() - Date.parse(published.decidedAt!)).toBeLessThan(60_000);
    expect((await board()).data.map((p) => p.id)).toContain(id);
    expect(await auditRowsOf(t.db, 'post', id)).toEqual([
      {
        actorId: ids.manager,
        propertyId: ids.jardins,
        entityType: 'post',
        entityId: id,
        action: 'publish',
        before: { status: 'pending' },
        after: { status: 'published' },
      },
    ]);
  });

  it('answers 409 for a post that is not pending, and changes nothing', async () => {
    const id = await residentPost('rejected');
    expectError(await post(`/api/manage/posts/${id}/publish`, tokens.manager), 409, 'conflict');
    expect(await postRow(id)).toMatchObject({ status: 'rejected', decidedBy: null });
    expect(await auditRowsOf(t.db, 'post', id)).toEqual([]);
  });

  it("refuses another building's post (403) and unknown or malformed ids", async () => {
    const id = await residentPost('pending');
    expectError(
      await post(`/api/manage/posts/${id}/publish`, tokens.peelManager),
      403,
      'forbidden',
    );
    expect(await postRow(id)).toMatchObject({ status: 'pending', decidedBy: null });
    expect(await auditRowsOf(t.db, 'post', id)).toEqual([]);
    expectError(await post('/api/manage/posts/999999/publish', tokens.manager), 404, 'not_found');
    expectError(
      await post('/api/manage/posts/abc/publish', tokens.manager),
      400,
      'validation_failed',
    );
  });
});

describe('POST /api/manage/posts/{id}/reject', () => {
  it('records the reason, who and when; the author reads the reason', async () => {
    const id = await residentPost('pending');
    const response = await post(`/api/manage/posts/${id}/reject`, tokens.manager, {
      reason: '  Pas de revente de billets.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'rejected',
      decisionNote: 'Pas de revente de billets.',
    });
    expect(await postRow(id)).toMatchObject({ decidedBy: ids.manager, status: 'rejected' });
    const own = await get(
      `/api/posts?author=${ids.resident}&status[]=rejected&perPage=-1`,
      tokens.resident,
    );
    const mine = own.json<{ data: { id: number; decisionNote: string | null }[] }>().data;
    expect(mine.find((p) => p.id === id)?.decisionNote).toBe('Pas de revente de billets.');
    expect(await auditRowsOf(t.db, 'post', id)).toMatchObject([
      {
        actorId: ids.manager,
        action: 'reject',
        before: { status: 'pending', decisionNote: null },
        after: { status: 'rejected', decisionNote: 'Pas de revente de billets.' },
      },
    ]);
  });

  it.each([
    [undefined, 'validation_failed'],
    [{}, 'validation_failed'],
    [{ reason: '   ' }, 'validation_failed'],
    [{ reason: 42 }, 'validation_failed'],
    [{ reason: 'x'.repeat(501) }, 'validation_failed'],
  ])('refuses the body %j (400) and changes nothing', async (body, code) => {
    const id = await residentPost('pending');
    expectError(await post(`/api/manage/posts/${id}/reject`, tokens.manager, body), 400, code);
    expect(await postRow(id)).toMatchObject({ status: 'pending', decisionNote: null });
    expect(await auditRowsOf(t.db, 'post', id)).toEqual([]);
  });

  it('names the field of a missing reason', async () => {
    const id = await residentPost('pending');
    const response = await post(`/api/manage/posts/${id}/reject`, tokens.manager, { reason: '' });
    expect(response.json().error.fields).toEqual({ reason: 'required' });
  });

  it("refuses another building's post", async () => {
    const id = await residentPost('pending');
    const response = await post(`/api/manage/posts/${id}/reject`, tokens.peelManager, {
      reason: 'Non',
    });
    expectError(response, 403, 'forbidden');
    expect(await postRow(id)).toMatchObject({ status: 'pending', decisionNote: null });
  });
});

describe('POST /api/manage/posts/{id}/disable', () => {
  it('takes a published post off the billboard, with or without a reason', async () => {
    const withReason = await residentPost('published');
    const without = await residentPost('published');
    const first = await post(`/api/manage/posts/${withReason}/disable`, tokens.manager, {
      reason: 'Terminé',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'disabled', decisionNote: 'Terminé' });
    const second = await post(`/api/manage/posts/${without}/disable`, tokens.manager, {});
    expect(second.json()).toMatchObject({ status: 'disabled', decisionNote: null });
    const board = (await get('/api/posts?perPage=-1', tokens.neighbour)).json<{
      data: { id: number }[];
    }>();
    expect(board.data.map((p) => p.id)).not.toContain(withReason);
    expect(await auditRowsOf(t.db, 'post', withReason)).toMatchObject([
      {
        actorId: ids.manager,
        action: 'disable',
        before: { status: 'published', decisionNote: null },
        after: { status: 'disabled', decisionNote: 'Terminé' },
      },
    ]);
  });

  it('answers 409 for a pending post and 400 for a reason too long; nothing changes', async () => {
    const pending = await residentPost('pending');
    expectError(
      await post(`/api/manage/posts/${pending}/disable`, tokens.manager, {}),
      409,
      'conflict',
    );
    const published = await residentPost('published');
    const long = { reason: 'x'.repeat(501) };
    expectError(
      await post(`/api/manage/posts/${published}/disable`, tokens.manager, long),
      400,
      'validation_failed',
    );
    expect(await postRow(pending)).toMatchObject({ status: 'pending' });
    expect(await postRow(published)).toMatchObject({ status: 'published', decidedBy: null });
    expect(await auditRowsOf(t.db, 'post', pending)).toEqual([]);
    expect(await auditRowsOf(t.db, 'post', published)).toEqual([]);
  });

  it("refuses another building's post", async () => {
    const id = await residentPost('published');
    expectError(
      await post(`/api/manage/posts/${id}/disable`, tokens.peelManager, {}),
      403,
      'forbidden',
    );
    expect(await postRow(id)).toMatchObject({ status: 'published' });
  });
});
