import type {
  TManagedRequestCategory,
  TManagedRequestCategoryListResponse,
  TRequestCategory,
  TUserRequest,
} from '@habitat/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, requestCategories } from '#server/db/schema';
import { auditRowsOf } from '#server/features/manage/audit/test-audit';
import { expectError } from '#server/features/manage/test-console';
import { userIdOf } from '#server/features/posts/test-fixtures';
import {
  categoryIdOf,
  requestActors,
  validRequest,
} from '#server/features/user-requests/test-fixtures';
import { createTestApp, type TTestApp } from '#server/test/harness';

let t: TTestApp;
let a: Awaited<ReturnType<typeof requestActors>>;
let managerId = 0;

beforeAll(async () => {
  t = await createTestApp();
  a = await requestActors(t);
  managerId = await userIdOf(t.db, 'manager@example.com');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = a.manager) =>
  t.app.inject({ method, url, headers: t.bearer(token), ...(payload ? { payload } : {}) });
const name = (fr: string, en = fr) => ({ name: { fr, en } });
const create = (body: object, property = a.ids.jardins, token = a.manager) =>
  call('POST', `/api/manage/request-categories?property=${property}`, body, token);
async function created(body: object) {
  const response = await create(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TManagedRequestCategory>();
}
const managedTree = async (property = a.ids.jardins, token = a.manager) =>
  (
    await call('GET', `/api/manage/request-categories?property=${property}`, undefined, token)
  ).json<TManagedRequestCategoryListResponse>().data;
const residentTree = async () =>
  (await call('GET', '/api/request_categories?perPage=-1', undefined, a.resident)).json<{
    data: TRequestCategory[];
  }>().data;
const tableCounts = async () => {
  const [[c], [l]] = await Promise.all([
    t.db.select({ n: count() }).from(requestCategories),
    t.db.select({ n: count() }).from(auditLog),
  ]);
  return { categories: c!.n, audit: l!.n };
};
const nameOf = async (id: number) =>
  (await t.db.select().from(requestCategories).where(eq(requestCategories.id, id)))[0]!.name;

describe('every /api/manage/request-categories route', () => {
  const routes = [
    ['GET', '/api/manage/request-categories?property=1'],
    ['POST', '/api/manage/request-categories?property=1'],
    ['PATCH', '/api/manage/request-categories/1'],
    ['POST', '/api/manage/request-categories/1/move'],
    ['POST', '/api/manage/request-categories/1/retire'],
    ['POST', '/api/manage/request-categories/1/restore'],
  ] as const;
  it.each(routes)('%s %s answers 403 to a tenant and 401 to a visitor', async (method, url) => {
    const before = await tableCounts();
    expectError(await call(method, url, name('x'), a.resident), 403, 'forbidden');
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    expect(await tableCounts()).toEqual(before);
  });
});

describe('GET /api/manage/request-categories', () => {
  it('answers the building tree depth first, with levels and request counts', async () => {
    const tree = await managedTree();
    expect(tree[0]).toMatchObject({
      name: { fr: 'Plomberie', en: 'Plumbing' },
      level: 1,
      parent: null,
      deleted: false,
      hidden: false,
      editable: true,
    });
    expect(tree[1]).toMatchObject({ name: { en: 'Kitchen' }, level: 2, parent: tree[0]!.id });
    expect(tree[2]).toMatchObject({ name: { en: 'Leaking tap' }, level: 3 });
    // Retired seed nodes are listed, flagged, with what is under them.
    expect(tree.find((n) => n.name.fr === 'Piscine')).toMatchObject({
      deleted: true,
      hidden: true,
    });
    expect(tree.map((n) => n.name.en)).not.toContain('Alarm and security');
  });

  it('refuses another building (403), an unknown one (404) and a missing one (400)', async () => {
    expectError(
      await call(
        'GET',
        `/api/manage/request-categories?property=${a.ids.jardins}`,
        undefined,
        a.peelManager.token,
      ),
      403,
      'forbidden',
    );
    expectError(
      await call('GET', '/api/manage/request-categories?property=999999'),
      404,
      'not_found',
    );
    expectError(await call('GET', '/api/manage/request-categories'), 400, 'validation_failed');
  });
});

describe('POST /api/manage/request-categories', () => {
  it('adds a category and its children, shown to residents at once, audited', async () => {
    const top = await created(name('Ascenseur', 'Elevator'));
    expect(top).toMatchObject({ level: 1, parent: null, editable: true, requests: 0 });
    const sub = await created({ ...name('Panne', 'Breakdown'), parent: top.id });
    const type = await created({ ...name('Bloqué', 'Stuck'), parent: sub.id });
    expect([sub.level, type.level]).toEqual([2, 3]);
    const seen = await residentTree();
    expect(seen.find((n) => n.id === type.id)).toMatchObject({ level: 3, parent: sub.id });
    expect(await auditRowsOf(t.db, 'request_category', top.id)).toEqual([
      {
        actorId: managerId,
        propertyId: a.ids.jardins,
        entityType: 'request_category',
        entityId: top.id,
        action: 'create',
        before: null,
        after: { name: { fr: 'Ascenseur', en: 'Elevator' }, parent: null, position: top.position },
      },
    ]);
  });

  it('refuses a fourth level (400 too_deep), writing nothing', async () => {
    const leaf = await categoryIdOf(t.db, a.ids.jardins, [
      'Plomberie',
      'Cuisine',
      'Robinet qui fuit',
    ]);
    const before = await tableCounts();
    const response = await create({ ...name('Trop', 'Too deep'), parent: leaf });
    expectError(response, 400, 'validation_failed');
    expect(response.json().error.fields).toEqual({ parent: 'too_deep' });
    expect(await tableCounts()).toEqual(before);
  });

  it.each([
    [{}, { name: 'required' }],
    [{ name: { fr: 'Seul' } }, { 'name.en': 'required' }],
    [{ name: { fr: ' ', en: 'x'.repeat(101) } }, { 'name.fr': 'required', 'name.en': 'maxLength' }],
    [{ ...name('x'), parent: 'abc' }, { parent: 'invalid_type' }],
  ])('refuses %j with a code per field, writing nothing', async (body, fields) => {
    const before = await tableCounts();
    const response = await create(body);
    expectError(response, 400, 'validation_failed');
    expect(response.json().error.fields).toMatchObject(fields);
    expect(await tableCounts()).toEqual(before);
  });

  it("refuses another building's tree (403), its parent ids (400) and unknown ones", async () => {
    const before = await tableCounts();
    expectError(await create(name('x'), a.ids.jardins, a.peelManager.token), 403, 'forbidden');
    expectError(await create(name('x'), 999999), 404, 'not_found');
    const peelNode = (await managedTree(a.ids.peel))[0]!.id;
    const response = await create({ ...name('x'), parent: peelNode });
    expectError(response, 400, 'validation_failed');
    expect(response.json().error.fields).toEqual({ parent: 'invalid_value' });
    expect(await tableCounts()).toEqual(before);
  });
});

describe('PATCH, move, retire and restore', () => {
  it('renames in both languages, audited; bad names and strangers change nothing', async () => {
    const node = await created(name('Vieux nom', 'Old name'));
    const renamed = await call(
      'PATCH',
      `/api/manage/request-categories/${node.id}`,
      name('Nouveau', 'New'),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<TManagedRequestCategory>().name).toEqual({ fr: 'Nouveau', en: 'New' });
    expect((await residentTree()).find((n) => n.id === node.id)?.name.en).toBe('New');

    const before = await tableCounts();
    const url = `/api/manage/request-categories/${node.id}`;
    expectError(await call('PATCH', url, { name: { fr: '', en: 'x' } }), 400, 'validation_failed');
    expectError(await call('PATCH', url, name('Pirate'), a.peelManager.token), 403, 'forbidden');
    expectError(
      await call('PATCH', '/api/manage/request-categories/999999', name('x')),
      404,
      'not_found',
    );
    expect(await tableCounts()).toEqual(before);
    expect(await nameOf(node.id)).toEqual({ fr: 'Nouveau', en: 'New' });
    expect((await auditRowsOf(t.db, 'request_category', node.id)).at(-1)).toMatchObject({
      action: 'rename',
      before: { name: { fr: 'Vieux nom', en: 'Old name' } },
      after: { name: { fr: 'Nouveau', en: 'New' } },
    });
  });

  it('moves a node among its siblings, as residents see them', async () => {
    const parent = await created(name('Parent'));
    const [first, second, third] = [
      await created({ ...name('Un'), parent: parent.id }),
      await created({ ...name('Deux'), parent: parent.id }),
      await created({ ...name('Trois'), parent: parent.id }),
    ];
    const moved = await call('POST', `/api/manage/request-categories/${third!.id}/move`, {
      position: 0,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const children = (await residentTree()).filter((n) => n.parent === parent.id).map((n) => n.id);
    expect(children).toEqual([third!.id, first!.id, second!.id]);
    expectError(
      await call('POST', `/api/manage/request-categories/${third!.id}/move`, { position: -1 }),
      400,
      'validation_failed',
    );
    expect((await auditRowsOf(t.db, 'request_category', third!.id)).at(-1)).toMatchObject({
      action: 'reorder',
      after: { position: 0 },
    });
  });

  it('retiring hides the subtree from residents; a request filed under it keeps its category', async () => {
    const top = await created(name('Balcon', 'Balcony'));
    const leaf = await created({ ...name('Rampe', 'Railing'), parent: top.id });
    const filed = await call('POST', '/api/user_requests', validRequest(leaf.id), a.resident);
    expect(filed.statusCode, filed.body).toBe(200);
    const requestId = filed.json<TUserRequest>().id;

    const retired = await call('POST', `/api/manage/request-categories/${top.id}/retire`);
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json()).toMatchObject({ deleted: true, hidden: true });
    const ids = (await residentTree()).map((n) => n.id);
    expect(ids).not.toContain(top.id);
    expect(ids).not.toContain(leaf.id);
    expect((await managedTree()).find((n) => n.id === leaf.id)).toMatchObject({
      deleted: false,
      hidden: true,
      requests: 1,
    });
    const request = (
      await call('GET', `/api/user_requests/${requestId}`, undefined, a.resident)
    ).json<TUserRequest>();
    expect(request.categoryTree.map((c) => c.name.en)).toEqual(['Balcony', 'Railing']);
    // A new request cannot use it any more.
    expectError(
      await call('POST', '/api/user_requests', validRequest(leaf.id), a.resident),
      400,
      'validation_failed',
    );
    // Nor can a child be added under it.
    expectError(await create({ ...name('x'), parent: leaf.id }), 409, 'conflict');
    expectError(
      await call('POST', `/api/manage/request-categories/${top.id}/retire`),
      409,
      'conflict',
    );

    expect(await auditRowsOf(t.db, 'request_category', top.id)).toMatchObject([
      { action: 'create' },
      {
        actorId: managerId,
        action: 'retire',
        before: { deleted: false },
        after: { deleted: true },
      },
    ]);

    const restored = await call('POST', `/api/manage/request-categories/${top.id}/restore`);
    expect(restored.json()).toMatchObject({ deleted: false, hidden: false });
    expect((await residentTree()).map((n) => n.id)).toContain(leaf.id);
  });

  it('restores nothing under a retired node, and refuses strangers, and org-wide nodes to a manager of some buildings', async () => {
    const top = await created(name('Haut'));
    const child = await created({ ...name('Bas'), parent: top.id });
    await call('POST', `/api/manage/request-categories/${child.id}/retire`);
    await call('POST', `/api/manage/request-categories/${top.id}/retire`);
    expectError(
      await call('POST', `/api/manage/request-categories/${child.id}/restore`),
      409,
      'conflict',
    );
    expectError(
      await call(
        'POST',
        `/api/manage/request-categories/${top.id}/restore`,
        undefined,
        a.peelManager.token,
      ),
      403,
      'forbidden',
    );
    expectError(
      await call('POST', '/api/manage/request-categories/999999/retire'),
      404,
      'not_found',
    );
    const [wide] = await t.db
      .insert(requestCategories)
      .values({ organizationId: a.ids.org, name: { fr: 'Commun', en: 'Shared' } })
      .returning();
    // A manager of Carré Peel only reads the organization's node; they may not change it.
    const peelTree = await managedTree(a.ids.peel, a.peelManager.token);
    expect(peelTree.find((n) => n.id === wide!.id)).toMatchObject({
      organizationWide: true,
      editable: false,
    });
    expectError(
      await call(
        'POST',
        `/api/manage/request-categories/${wide!.id}/retire`,
        undefined,
        a.peelManager.token,
      ),
      403,
      'forbidden',
    );
    expect(await auditRowsOf(t.db, 'request_category', wide!.id)).toEqual([]);
  });
});

describe('organization-wide request categories', () => {
  it('are changed by a manager of every building, for every building, audited', async () => {
    const insert = (fr: string, position: number) =>
      t.db
        .insert(requestCategories)
        .values({ organizationId: a.ids.org, name: { fr, en: fr }, position })
        .returning()
        .then((rows) => rows[0]!);
    const first = await insert('Commun A', 50);
    const second = await insert('Commun B', 51);
    const renamed = await call('PATCH', `/api/manage/request-categories/${first.id}`, {
      name: { fr: 'Commun renommé', en: 'Shared renamed' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ organizationWide: true, editable: true });
    const moved = await call('POST', `/api/manage/request-categories/${second.id}/move`, {
      position: 0,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Carré Peel's tree shows the change, in the new order among the organization's nodes.
    const peel = await managedTree(a.ids.peel, a.peelManager.token);
    const shared = peel.filter((n) => n.organizationWide && n.level === 1).map((n) => n.id);
    expect(shared.indexOf(second.id)).toBeLessThan(shared.indexOf(first.id));
    expect(peel.find((n) => n.id === first.id)?.name.en).toBe('Shared renamed');
    expect(
      (await auditRowsOf(t.db, 'request_category', first.id)).map((r) => [r.action, r.propertyId]),
    ).toEqual([['rename', null]]);
    const retired = await call('POST', `/api/manage/request-categories/${second.id}/retire`);
    expect(retired.statusCode, retired.body).toBe(200);
    expect((await residentTree()).map((n) => n.id)).not.toContain(second.id);
  });
});
