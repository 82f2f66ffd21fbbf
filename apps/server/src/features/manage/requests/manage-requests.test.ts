import type {
  TManagedRequest,
  TManagedRequestListResponse,
  TRequestStatus,
  TUserRequest,
} from '@habitat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRequests, users } from '#server/db/schema';
import { auditRowsOf } from '#server/features/manage/audit/test-audit';
import { expectError } from '#server/features/manage/test-console';
import {
  categoryIdOf,
  requestActors,
  setStatus,
  validRequest,
} from '#server/features/user-requests/test-fixtures';
import { createTestApp, type TTestApp } from '#server/test/harness';

let t: TTestApp;
let a: Awaited<ReturnType<typeof requestActors>>;
const cat = { tap: 0 };
let residentId = 0;

beforeAll(async () => {
  t = await createTestApp();
  a = await requestActors(t);
  cat.tap = await categoryIdOf(t.db, a.ids.jardins, ['Plomberie', 'Cuisine', 'Robinet qui fuit']);
  const [resident] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'resident@example.com'));
  residentId = resident!.id;
});
afterAll(() => t.close());

const get = (url: string, token = a.manager) => t.app.inject({ url, headers: t.bearer(token) });
const post = (url: string, payload: object, token = a.manager) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(token), payload });

/** A request of Camille's in Les Jardins, filed through the resident API. */
async function fileRequest(title = 'Robinet qui fuit') {
  const response = await post(
    '/api/user_requests',
    { ...validRequest(cat.tap), title },
    a.resident,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TUserRequest>().id;
}

/** A request row straight in the table (lists need many, past the daily quota). */
async function insertRequest(values: {
  status: TRequestStatus;
  emergency?: boolean;
  daysAgo: number;
}) {
  const createdAt = new Date(Date.now() - values.daysAgo * 86_400_000);
  const [row] = await t.db
    .insert(userRequests)
    .values({
      organizationId: a.ids.org,
      propertyId: a.ids.jardins,
      authorId: residentId,
      title: `Fixture ${values.status}`,
      body: 'x',
      phoneNumber: '514 555 0123',
      categoryId: cat.tap,
      status: values.status,
      emergency: values.emergency ?? false,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: userRequests.id });
  return row!.id;
}

const statusOf = async (id: number) =>
  (await t.db.select().from(userRequests).where(eq(userRequests.id, id)))[0]!.status;

describe('who may use /api/manage/requests', () => {
  it.each([
    ['GET', '/api/manage/requests?property=1'],
    ['GET', '/api/manage/requests/1'],
    ['POST', '/api/manage/requests/1/status'],
    ['POST', '/api/manage/requests/1/comment'],
    ['POST', '/api/manage/requests/1/messages'],
  ] as const)('%s %s: tenant 403, visitor 401', async (method, url) => {
    const payload = method === 'POST' ? { status: 'pending' } : undefined;
    expectError(
      await t.app.inject({ method, url, headers: t.bearer(a.resident), payload }),
      403,
      'forbidden',
    );
    expectError(await t.app.inject({ method, url, payload }), 401, 'unauthorized');
  });

  it("another building's manager gets 403 on every route and changes nothing", async () => {
    const id = await fileRequest();
    const token = a.peelManager.token;
    expectError(
      await get(`/api/manage/requests?property=${a.ids.jardins}`, token),
      403,
      'forbidden',
    );
    expectError(await get(`/api/manage/requests/${id}`, token), 403, 'forbidden');
    expectError(
      await post(`/api/manage/requests/${id}/status`, { status: 'in_progress' }, token),
      403,
      'forbidden',
    );
    expectError(
      await post(`/api/manage/requests/${id}/comment`, { comment: 'x' }, token),
      403,
      'forbidden',
    );
    await setStatus(t.db, id, 'in_progress');
    expectError(
      await post(`/api/manage/requests/${id}/messages`, { reply: 'x' }, token),
      403,
      'forbidden',
    );
    const detail = (await get(`/api/manage/requests/${id}`)).json<TManagedRequest>();
    expect(detail.status).toBe('in_progress');
    expect(detail.decisionNote).toBeNull();
    expect(detail.discussion).toEqual([]);
    expect(await auditRowsOf(t.db, 'request', id)).toEqual([]);
  });

  it('an unknown request is 404, a bad id or body 400', async () => {
    expectError(await get('/api/manage/requests/99999999'), 404, 'not_found');
    expectError(await get('/api/manage/requests/abc'), 400, 'validation_failed');
    const id = await fileRequest();
    expectError(
      await post(`/api/manage/requests/${id}/status`, { status: 'closed' }),
      400,
      'validation_failed',
    );
    expectError(
      await post(`/api/manage/requests/${id}/messages`, { reply: '  ' }),
      400,
      'validation_failed',
    );
    expectError(
      await post(`/api/manage/requests/${id}/messages`, { reply: 'x'.repeat(5001) }),
      400,
      'validation_failed',
    );
    expectError(await get('/api/manage/requests'), 400, 'validation_failed');
    expectError(
      await get(`/api/manage/requests?property=${a.ids.jardins}&status=nope`),
      400,
      'validation_failed',
    );
    expect(await auditRowsOf(t.db, 'request', id)).toEqual([]);
  });
});

describe('GET /api/manage/requests', () => {
  it('filters by status group, urgency and category on the server, newest first, paged', async () => {
    const old = await insertRequest({ status: 'pending', daysAgo: 30 });
    const urgent = await insertRequest({ status: 'new', emergency: true, daysAgo: 20 });
    const done = await insertRequest({ status: 'completed', daysAgo: 10 });
    const list = async (query: string) => {
      const response = await get(`/api/manage/requests?property=${a.ids.jardins}${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TManagedRequestListResponse>();
    };
    const open = await list('&perPage=100');
    const openIds = open.data.map((r) => r.id);
    expect(openIds).toEqual(expect.arrayContaining([old, urgent]));
    expect(openIds).not.toContain(done);
    const times = open.data.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    // Oldest first: the same rows, the longest waiting on top.
    const oldest = await list('&perPage=100&sort=oldest');
    expect(oldest.data.map((r) => r.id)).toEqual([...openIds].reverse());
    expectError(
      await get(`/api/manage/requests?property=${a.ids.jardins}&sort=up`),
      400,
      'validation_failed',
    );
    expect((await list('&status=done&perPage=100')).data.map((r) => r.id)).toContain(done);
    expect((await list('&urgent=true&status=all&perPage=100')).data.map((r) => r.id)).toContain(
      urgent,
    );
    expect((await list('&urgent=true&status=all&perPage=100')).data.every((r) => r.emergency)).toBe(
      true,
    );
    expect((await list('&status=completed')).data.every((r) => r.status === 'completed')).toBe(
      true,
    );
    const plumbing = await categoryIdOf(t.db, a.ids.jardins, ['Plomberie']);
    expect(
      (await list(`&status=all&category=${plumbing}&perPage=100`)).data.map((r) => r.id),
    ).toContain(old);
    const electrical = await categoryIdOf(t.db, a.ids.jardins, ['Électricité']);
    const inElectrical = await list(`&status=all&category=${electrical}&perPage=100`);
    expect(inElectrical.data.map((r) => r.id)).not.toContain(old);
    const first = await list('&status=all&perPage=1');
    const second = await list('&status=all&perPage=1&page=2');
    expect(first.count).toBeGreaterThanOrEqual(3);
    expect(first.data).toHaveLength(1);
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id);
    const row = open.data.find((r) => r.id === urgent)!;
    expect(row).toMatchObject({
      number: String(urgent).padStart(7, '0'),
      emergency: true,
      status: 'new',
    });
    expect(row.category.id).toBe(cat.tap);
  });
});

describe('a manager works a request through to completed', () => {
  it('moves it one step at a time, replies, comments; the resident sees it all at once', async () => {
    const id = await fileRequest('Chauffage en panne');
    const residentView = async () =>
      (await get(`/api/user_requests/${id}`, a.resident)).json<TUserRequest>();

    const detail = (await get(`/api/manage/requests/${id}`)).json<TManagedRequest>();
    expect(detail).toMatchObject({ status: 'pending', nextStatuses: ['in_progress', 'canceled'] });
    expect(detail.author.firstName).toBeTruthy();
    expect(detail.categoryTree.map((c) => c.id)).toContain(cat.tap);

    // Not discussable while pending; a jump to completed is refused and changes nothing.
    expectError(
      await post(`/api/manage/requests/${id}/messages`, { reply: 'On arrive' }),
      409,
      'conflict',
    );
    expectError(
      await post(`/api/manage/requests/${id}/status`, { status: 'completed' }),
      409,
      'conflict',
    );
    expectError(
      await post(`/api/manage/requests/${id}/status`, { status: 'new' }),
      409,
      'conflict',
    );
    expect(await statusOf(id)).toBe('pending');
    expect(await auditRowsOf(t.db, 'request', id)).toEqual([]);

    const started = await post(`/api/manage/requests/${id}/status`, { status: 'in_progress' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<TManagedRequest>().nextStatuses).toEqual(['completed', 'canceled']);
    expect((await residentView()).status).toBe('in_progress');

    const replied = await post(`/api/manage/requests/${id}/messages`, {
      reply: '  Le plombier passe demain.  ',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const seen = await residentView();
    expect(seen.discussion).toHaveLength(1);
    expect(seen.discussion[0]).toMatchObject({ from: 'manager', msg: 'Le plombier passe demain.' });

    const commented = await post(`/api/manage/requests/${id}/comment`, {
      comment: 'Pièce commandée',
    });
    expect(commented.statusCode, commented.body).toBe(200);
    expect((await residentView()).decisionNote).toBe('Pièce commandée');
    const cleared = await post(`/api/manage/requests/${id}/comment`, { comment: '' });
    expect(cleared.json<TManagedRequest>()).toMatchObject({ decisionNote: null, decisionAt: null });

    const completed = await post(`/api/manage/requests/${id}/status`, { status: 'completed' });
    expect(completed.json<TManagedRequest>()).toMatchObject({
      status: 'completed',
      nextStatuses: [],
    });
    expect((await residentView()).status).toBe('completed');
    expectError(
      await post(`/api/manage/requests/${id}/status`, { status: 'canceled' }),
      409,
      'conflict',
    );

    const audit = await auditRowsOf(t.db, 'request', id);
    expect(audit.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'status', before: { status: 'pending' }, after: { status: 'in_progress' } },
      { action: 'reply', before: { reply: null }, after: { reply: 'Le plombier passe demain.' } },
      {
        action: 'comment',
        before: { decisionNote: null },
        after: { decisionNote: 'Pièce commandée' },
      },
      {
        action: 'comment',
        before: { decisionNote: 'Pièce commandée' },
        after: { decisionNote: null },
      },
      { action: 'status', before: { status: 'in_progress' }, after: { status: 'completed' } },
    ]);
    const managerId = (
      await t.db.select().from(users).where(eq(users.username, 'manager@example.com'))
    )[0]!.id;
    expect(
      audit.every((row) => row.actorId === managerId && row.propertyId === a.ids.jardins),
    ).toBe(true);
    expect(audit.every((row) => row.entityType === 'request' && row.entityId === id)).toBe(true);
  });
});
