import type { TList, TRequestCategory } from '@habitat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestCategories } from '#server/db/schema';
import { categoryIdOf, requestActors } from '#server/features/user-requests/test-fixtures';
import { createTestApp, type TTestApp } from '#server/test/harness';

let t: TTestApp;
let a: Awaited<ReturnType<typeof requestActors>>;

beforeAll(async () => {
  t = await createTestApp();
  a = await requestActors(t);
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? t.bearer(token) : {} });
const tree = async (query: string, token: string) => {
  const response = await get(`/api/request_categories?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TList<TRequestCategory>>();
};
const level1 = (body: TList<TRequestCategory>) =>
  body.data.filter((c) => c.level === 1).map((c) => c.name.en);
const childrenNames = (body: TList<TRequestCategory>, fr: string) => {
  const parent = body.data.find((c) => c.name.fr === fr)!;
  return body.data.filter((c) => c.parent === parent.id).map((c) => c.name.en);
};

describe('GET /api/request_categories', () => {
  it('needs a token', async () => {
    expect((await get('/api/request_categories?perPage=-1')).statusCode).toBe(401);
  });

  it("answers the tenant's property tree, depth first, deleted categories left out", async () => {
    const body = await tree(`property=${a.ids.jardins}&perPage=-1`, a.resident);
    expect(level1(body)).toEqual([
      'Plumbing',
      'Electrical',
      'Heating and air conditioning',
      'Doors and locks',
      'Common areas',
      'Noise',
      'Other request',
    ]);
    expect(body.count).toBe(body.data.length);
    expect(childrenNames(body, 'Plomberie')).toEqual(['Kitchen', 'Bathroom', 'Water damage']);
    expect(childrenNames(body, 'Cuisine')).toEqual(['Leaking tap', 'Clogged sink', 'Dishwasher']);
    expect(childrenNames(body, 'Bruit')).toEqual(['Neighbours', 'Building equipment']);
    expect(childrenNames(body, 'Voisinage')).toEqual([]);
    expect(childrenNames(body, 'Autre demande')).toEqual([]);
    const names = body.data.map((c) => c.name.fr);
    expect(names).not.toContain('Piscine');
    expect(names).not.toContain('Filtreur');
    // Every node comes after its parent, one level below it.
    const seen = new Map<number, TRequestCategory>();
    for (const node of body.data) {
      expect(node.deleted).toBe(false);
      if (node.parent === null) expect(node.level).toBe(1);
      else expect(node.level).toBe(seen.get(node.parent)!.level + 1);
      seen.set(node.id, node);
    }
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      name: { fr: 'Plomberie', en: 'Plumbing' },
      parent: null,
      level: 1,
      position: expect.any(Number),
      deleted: false,
    });
    expect(body.data[1]!.name.en).toBe('Kitchen');
    expect(body.data[2]!.name.en).toBe('Leaking tap');
  });

  it("gives a commercial tenant their building's tree only", async () => {
    const body = await tree('perPage=-1', a.shop);
    expect(level1(body)).toEqual([
      'Alarm and security',
      'HVAC',
      'Signage',
      'Plumbing',
      'Electrical',
      'Cleaning',
      'Deliveries',
    ]);
    expect(body.data.map((c) => c.name.fr)).not.toContain('Parties communes');
  });

  it('refuses another property or organization (403); a manager picks a managed property', async () => {
    for (const query of [`property=${a.ids.peel}`, `organization=${a.ids.other.organizationId}`]) {
      expect((await get(`/api/request_categories?${query}`, a.resident)).statusCode).toBe(403);
    }
    const peel = await tree(`property=${a.ids.peel}&perPage=-1`, a.manager);
    expect(level1(peel)[0]).toBe('Alarm and security');
    expect(level1(peel)).not.toContain('Common areas');
    const jardins = `/api/request_categories?property=${a.ids.jardins}`;
    expect((await get(jardins, a.peelManager.token)).statusCode).toBe(403);
  });

  it('adds organization-wide categories, hides deleted ones and everything under them', async () => {
    const [wide] = await t.db
      .insert(requestCategories)
      .values({
        organizationId: a.ids.org,
        name: { fr: 'Sinistre', en: 'Emergency' },
        position: 99,
      })
      .returning();
    const plumbing = await categoryIdOf(t.db, a.ids.jardins, ['Plomberie']);
    const [gone] = await t.db
      .insert(requestCategories)
      .values({
        organizationId: a.ids.org,
        propertyId: a.ids.jardins,
        parentId: plumbing,
        name: { fr: 'Ancien', en: 'Old' },
        deleted: true,
      })
      .returning();
    await t.db.insert(requestCategories).values({
      organizationId: a.ids.org,
      propertyId: a.ids.jardins,
      parentId: gone!.id,
      name: { fr: 'Sous ancien', en: 'Under old' },
    });
    await t.db.insert(requestCategories).values({
      organizationId: a.ids.other.organizationId,
      name: { fr: 'Fuite ailleurs', en: 'Leak elsewhere' },
    });
    for (const token of [a.resident, a.shop]) {
      const body = await tree('perPage=-1', token);
      expect(level1(body)).toContain('Emergency');
      expect(body.data.find((c) => c.id === wide!.id)).toMatchObject({ level: 1, parent: null });
      const names = body.data.map((c) => c.name.en);
      for (const hidden of ['Old', 'Under old', 'Leak elsewhere'])
        expect(names).not.toContain(hidden);
    }
  });

  it('pages the flat tree and reads it in one query (after the session check)', async () => {
    const all = await tree('perPage=-1', a.resident);
    const page = await tree('perPage=5&page=2', a.resident);
    expect(page.count).toBe(all.count);
    expect(page.data).toEqual(all.data.slice(5, 10));
    t.queries.length = 0;
    await tree('perPage=-1', a.resident);
    expect(t.queries.length).toBe(1);
  });
});
