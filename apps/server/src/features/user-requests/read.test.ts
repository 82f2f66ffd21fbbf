import type { TList, TUserRequest, TUserRequestSummary } from '@habitat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { categoryIdOf, requestActors, validRequest } from './test-fixtures';

let t: TTestApp;
let a: Awaited<ReturnType<typeof requestActors>>;
let tap: number;

beforeAll(async () => {
  t = await createTestApp();
  a = await requestActors(t);
  tap = await categoryIdOf(t.db, a.ids.jardins, ['Plomberie', 'Cuisine', 'Robinet qui fuit']);
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? t.bearer(token) : {} });
const list = async (query: string, token: string) => {
  const response = await get(`/api/user_requests?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TList<TUserRequestSummary>>();
};
const titles = (body: TList<TUserRequestSummary>) => body.data.map((r) => r.title);
const CAMILLE_SEEDED = [
  'Ventilateur bruyant dans le corridor',
  'Robinet de cuisine qui fuit',
  'Plinthe électrique froide dans la chambre',
  "Ampoule grillée dans l'entrée",
  "Serrure de la porte d'entrée qui bloque",
];

describe('GET /api/user_requests', () => {
  it('needs a token', async () => {
    expect((await get('/api/user_requests')).statusCode).toBe(401);
  });

  it("answers the tenant's own requests of their property, newest first, in every status", async () => {
    const me = (await t.app.inject({ url: '/api/me', headers: t.bearer(a.resident) })).json();
    const body = await list(`property=${a.ids.jardins}&perPage=100&author=${me.id}`, a.resident);
    expect(titles(body)).toEqual(CAMILLE_SEEDED);
    expect(body.count).toBe(5);
    expect(body.data.map((r) => r.status)).toEqual([
      'new',
      'pending',
      'in_progress',
      'canceled',
      'completed',
    ]);
    const numbers = body.data.map((r) => r.number);
    expect(numbers.every((n) => /^\d{7}$/.test(n))).toBe(true);
    expect(numbers).toEqual([...numbers].sort().reverse());
    const photo = body.data.find((r) => r.title === 'Robinet de cuisine qui fuit')!;
    expect(photo.image?.url).toMatch(/^\/api\/files\/[0-9a-f]{32}\.jpg\?expires=\d+&signature=/);
    expect(photo).toMatchObject({ animal: true, canAccessIfAbsent: true, unit: { number: '204' } });
    const noise = body.data[0]!;
    expect(noise.categoryTree.map((c) => c.name.en)).toEqual(['Noise', 'Building equipment']);
    const done = body.data.find((r) => r.status === 'completed')!;
    expect(done.decisionNote).toContain('Cylindre');
    expect(Date.parse(done.decisionAt!)).toBeGreaterThan(Date.parse(done.createdAt));
  });

  it('never sends the alarm code nor the discussion in a list', async () => {
    const body = await list('', a.shop);
    expect(titles(body)).toEqual(['Enseigne extérieure éteinte', 'Fausse alarme la nuit']);
    const alarm = body.data[1]!;
    expect(alarm.alarm).toBe(true);
    for (const item of body.data) {
      expect(item).not.toHaveProperty('alarmCode');
      expect(item).not.toHaveProperty('discussion');
    }
    const managerList = await list(`property=${a.ids.peel}`, a.manager);
    expect(JSON.stringify(managerList)).not.toContain('4721');
  });

  it("shows nobody else Camille's requests: co-tenant, neighbour, other building, other organization", async () => {
    const mine = await list('', a.resident);
    const ids = new Set(mine.data.map((r) => r.id));
    for (const token of [a.cotenant, a.neighbour.token, a.shop, a.outsider.token]) {
      const body = await list('perPage=-1', token);
      expect(body.data.some((r) => ids.has(r.id))).toBe(false);
    }
    expect(await list('', a.cotenant)).toEqual({ data: [], count: 0 });
  });

  it('refuses (403) a property or an author that is not the tenant', async () => {
    const me = (await t.app.inject({ url: '/api/me', headers: t.bearer(a.resident) })).json();
    for (const query of [
      `property=${a.ids.peel}`,
      `property=${a.ids.other.propertyId}`,
      `organization=${a.ids.other.organizationId}`,
      `author=${me.id}`,
    ]) {
      expect((await get(`/api/user_requests?${query}`, a.cotenant)).statusCode, query).toBe(403);
    }
    expect((await get('/api/user_requests?perPage=0', a.resident)).statusCode).toBe(400);
  });

  it('lets a manager list the requests of the managed properties, by property and author', async () => {
    const all = await list('perPage=-1', a.manager);
    expect(all.count).toBeGreaterThanOrEqual(7);
    const peel = await list(`property=${a.ids.peel}`, a.manager);
    expect(titles(peel)).toEqual(['Enseigne extérieure éteinte', 'Fausse alarme la nuit']);
    const me = (await t.app.inject({ url: '/api/me', headers: t.bearer(a.resident) })).json();
    const camille = await list(`author=${me.id}`, a.manager);
    expect(titles(camille)).toEqual(CAMILLE_SEEDED);
    const onlyPeel = await list('', a.peelManager.token);
    expect(titles(onlyPeel)).toEqual(titles(peel));
    expect(
      (await get(`/api/user_requests?property=${a.ids.jardins}`, a.peelManager.token)).statusCode,
    ).toBe(403);
  });

  it('pages with perPage and page', async () => {
    const all = await list('perPage=-1', a.resident);
    const page = await list('perPage=2&page=2', a.resident);
    expect(page.count).toBe(all.count);
    expect(page.data.map((r) => r.id)).toEqual(all.data.slice(2, 4).map((r) => r.id));
  });

  it('takes one query and the count, whatever the number of requests', async () => {
    const queries = async () => {
      t.queries.length = 0;
      const body = await list('perPage=-1', a.resident);
      return { queries: t.queries.length, rows: body.data.length };
    };
    const before = await queries();
    for (let i = 0; i < 6; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user_requests',
        headers: t.bearer(a.neighbour.token),
        payload: validRequest(tap),
      });
      expect(response.statusCode).toBe(200);
    }
    t.queries.length = 0;
    const neighbour = await list('perPage=-1', a.neighbour.token);
    expect(neighbour.data.length).toBe(6);
    // The page and the count.
    expect(t.queries.length).toBe(2);
    expect(await queries()).toEqual(before);
    expect(before.queries).toBe(2);
  });
});

describe('GET /api/user_requests/{id}', () => {
  it('answers the author the detail with the alarm code and the discussion, oldest first', async () => {
    const shopList = await list('', a.shop);
    const alarmId = shopList.data.find((r) => r.alarm)!.id;
    const response = await get(`/api/user_requests/${alarmId}`, a.shop);
    expect(response.statusCode).toBe(200);
    const alarm = response.json<TUserRequest>();
    expect(alarm).toMatchObject({ alarmCode: '4721', emergency: true, status: 'in_progress' });

    const mine = await list('', a.resident);
    const inProgress = mine.data.find((r) => r.status === 'in_progress')!;
    t.queries.length = 0;
    const detail = (
      await get(`/api/user_requests/${inProgress.id}`, a.resident)
    ).json<TUserRequest>();
    expect(t.queries.length).toBe(3); // access, request, discussion
    const { alarmCode: _code, discussion, ...summary } = detail;
    expect(summary).toEqual(inProgress);
    expect(discussion.map((m) => [m.from, m.user.firstName])).toEqual([
      ['manager', 'Marc'],
      ['tenant', 'Camille'],
      ['manager', 'Marc'],
      ['tenant', 'Camille'],
    ]);
    const dates = discussion.map((m) => Date.parse(m.createdAt));
    expect(dates).toEqual([...dates].sort((x, y) => x - y));
    expect(discussion[0]).toEqual({
      id: expect.any(Number),
      user: { id: expect.any(Number), firstName: 'Marc', lastName: 'Bouchard' },
      from: 'manager',
      msg: expect.stringContaining('électricien'),
      createdAt: expect.any(String),
    });
  });

  it('lets a manager of the property read it with its alarm code, and nobody else (403)', async () => {
    const alarmId = (await list('', a.shop)).data.find((r) => r.alarm)!.id;
    const manager = await get(`/api/user_requests/${alarmId}`, a.manager);
    expect(manager.json()).toMatchObject({ alarmCode: '4721' });
    expect((await get(`/api/user_requests/${alarmId}`, a.peelManager.token)).statusCode).toBe(200);
    const camilleId = (await list('', a.resident)).data[0]!.id;
    for (const token of [
      a.cotenant,
      a.neighbour.token,
      a.shop,
      a.outsider.token,
      a.peelManager.token,
    ]) {
      const response = await get(`/api/user_requests/${camilleId}`, token);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
  });

  it('answers 404 for an unknown id, 400 for a bad one, 401 without token', async () => {
    expect((await get('/api/user_requests/999999', a.resident)).statusCode).toBe(404);
    expect((await get('/api/user_requests/abc', a.resident)).statusCode).toBe(400);
    expect((await get('/api/user_requests/1')).statusCode).toBe(401);
  });
});
