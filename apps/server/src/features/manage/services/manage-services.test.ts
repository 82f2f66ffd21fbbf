import type {
  TManagedService,
  TManagedServiceCategory,
  TService,
  TServiceCategory,
} from '@habitat/shared';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files, serviceCategories, serviceFiles, services } from '#server/db/schema';
import { auditRowsOf } from '#server/features/manage/audit/test-audit';
import { consoleActors, expectError } from '#server/features/manage/test-console';
import { createTestApp, type TTestApp } from '#server/test/harness';

let t: TTestApp;
const ids = { org: 0, jardins: 0, peel: 0, manager: 0 };
const tokens = { resident: '', manager: '', peelManager: '' };
let png = '';
const pdf = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n% rules\n%%EOF\n').toString('base64')}`;

beforeAll(async () => {
  t = await createTestApp();
  const actors = await consoleActors(t);
  Object.assign(ids, actors.ids);
  Object.assign(tokens, actors.tokens);
  const bytes = await sharp({
    create: { width: 40, height: 40, channels: 3, background: { r: 20, g: 80, b: 200 } },
  })
    .png()
    .toBuffer();
  png = `data:image/png;base64,${bytes.toString('base64')}`;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(token), ...(payload ? { payload } : {}) });
const rowCounts = async () => {
  const [[c], [s], [f], [sf], [a]] = await Promise.all([
    t.db.select({ n: count() }).from(serviceCategories),
    t.db.select({ n: count() }).from(services),
    t.db.select({ n: count() }).from(files),
    t.db.select({ n: count() }).from(serviceFiles),
    t.db.select({ n: count() }).from(auditLog),
  ]);
  return { categories: c!.n, services: s!.n, files: f!.n, serviceFiles: sf!.n, audit: a!.n };
};
const residentCategories = async () =>
  (await call('GET', '/api/service_categories?perPage=100', tokens.resident)).json<{
    data: TServiceCategory[];
  }>().data;
const residentServices = async () =>
  (await call('GET', '/api/services?perPage=100', tokens.resident)).json<{ data: TService[] }>()
    .data;
const managerList = async (property = ids.jardins, token = tokens.manager) =>
  call('GET', `/api/manage/service-categories?property=${property}`, token);

const newCategory = async (name = { fr: 'Loisirs', en: 'Leisure' }) => {
  const response = await call(
    'POST',
    `/api/manage/service-categories?property=${ids.jardins}`,
    tokens.manager,
    { name },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TManagedServiceCategory>();
};
const servicePayload = (categoryId: number, overrides: object = {}) => ({
  categoryId,
  name: { fr: 'Salle de jeux', en: 'Games room' },
  description: { fr: 'Billard et ping-pong.', en: 'Pool and ping-pong.' },
  hours: {
    monday: [
      { from: '14:00', to: '18:00' },
      { from: '08:00', to: '12:00' },
    ],
  },
  email: 'jeux@example.com',
  ...overrides,
});
const newService = async (categoryId: number, overrides: object = {}) => {
  const response = await call(
    'POST',
    '/api/manage/services',
    tokens.manager,
    servicePayload(categoryId, overrides),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TManagedService>();
};

describe('GET /api/manage/service-categories', () => {
  it("lists the building's categories, editable, and organization-wide ones editable only by a manager of every building", async () => {
    const response = await managerList();
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<{ data: TManagedServiceCategory[]; count: number }>();
    const own = list.data.filter((c) => c.property === ids.jardins);
    const shared = list.data.filter((c) => c.property === null);
    expect(own.length).toBeGreaterThan(0);
    expect(shared.length).toBeGreaterThan(0);
    expect(own.every((c) => c.editable)).toBe(true);
    // The demo manager manages both buildings of the organization.
    expect(shared.every((c) => c.editable)).toBe(true);
    expect(list.data.some((c) => c.services.length > 0)).toBe(true);
    // Nothing of another building.
    expect(list.data.some((c) => c.property === ids.peel)).toBe(false);
    // A manager of Carré Peel only reads the organization's categories.
    const peel = (await managerList(ids.peel, tokens.peelManager)).json<{
      data: TManagedServiceCategory[];
    }>().data;
    const peelShared = peel.filter((c) => c.property === null);
    expect(peelShared.map((c) => c.id).sort()).toEqual(shared.map((c) => c.id).sort());
    expect(peelShared.every((c) => !c.editable)).toBe(true);
  });

  it('answers 403 to a tenant and for another building, 404 for an unknown one, 400 without property', async () => {
    expectError(await managerList(ids.jardins, tokens.resident), 403, 'forbidden');
    expectError(await managerList(ids.jardins, tokens.peelManager), 403, 'forbidden');
    expectError(await managerList(999_999), 404, 'not_found');
    expectError(
      await call('GET', '/api/manage/service-categories', tokens.manager),
      400,
      'validation_failed',
    );
  });
});

describe('service categories: create, rename, retire, reorder', () => {
  it('creates a category residents see at once, with an audit row', async () => {
    const category = await newCategory({ fr: 'Ateliers', en: 'Workshops' });
    expect(category).toMatchObject({ property: ids.jardins, editable: true, deleted: false });
    expect((await residentCategories()).map((c) => c.name.en)).toContain('Workshops');
    expect(await auditRowsOf(t.db, 'service_category', category.id)).toMatchObject([
      {
        actorId: ids.manager,
        propertyId: ids.jardins,
        action: 'create',
        before: null,
        after: { name: { fr: 'Ateliers', en: 'Workshops' }, deleted: false },
      },
    ]);
  });

  it('refuses a missing language (400, nothing written), a tenant and another building (403)', async () => {
    const before = await rowCounts();
    const bad = await call(
      'POST',
      `/api/manage/service-categories?property=${ids.jardins}`,
      tokens.manager,
      { name: { fr: 'Seul', en: ' ' } },
    );
    expectError(bad, 400, 'validation_failed');
    expect(bad.json().error.fields).toEqual({ 'name.en': 'required' });
    const payload = { name: { fr: 'A', en: 'B' } };
    expectError(
      await call(
        'POST',
        `/api/manage/service-categories?property=${ids.jardins}`,
        tokens.resident,
        payload,
      ),
      403,
      'forbidden',
    );
    expectError(
      await call(
        'POST',
        `/api/manage/service-categories?property=${ids.jardins}`,
        tokens.peelManager,
        payload,
      ),
      403,
      'forbidden',
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('renames, retires and restores; residents follow each step', async () => {
    const category = await newCategory({ fr: 'Temporaire', en: 'Temporary' });
    const service = await newService(category.id);
    const url = `/api/manage/service-categories/${category.id}`;
    const renamed = await call('PATCH', url, tokens.manager, {
      name: { fr: 'Renommée', en: 'Renamed' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await residentCategories()).map((c) => c.name.en)).toContain('Renamed');

    const retired = await call('PATCH', url, tokens.manager, { deleted: true });
    expect(retired.json<TManagedServiceCategory>().deleted).toBe(true);
    expect((await residentCategories()).map((c) => c.id)).not.toContain(category.id);
    expect((await residentServices()).map((s) => s.id)).not.toContain(service.id);
    // The manager still sees it, to bring it back.
    const listed = (await managerList()).json<{ data: TManagedServiceCategory[] }>().data;
    expect(listed.find((c) => c.id === category.id)?.deleted).toBe(true);

    await call('PATCH', url, tokens.manager, { deleted: false });
    expect((await residentCategories()).map((c) => c.id)).toContain(category.id);
    const audit = await auditRowsOf(t.db, 'service_category', category.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'retire', 'restore']);
    expect(audit[1]).toMatchObject({
      before: { name: { fr: 'Temporaire', en: 'Temporary' } },
      after: { name: { fr: 'Renommée', en: 'Renamed' } },
    });
  });

  it("refuses another building's, an organization-wide and an unknown category", async () => {
    const category = await newCategory();
    const url = `/api/manage/service-categories/${category.id}`;
    const before = await rowCounts();
    expectError(await call('PATCH', url, tokens.peelManager, { deleted: true }), 403, 'forbidden');
    expectError(await call('PATCH', url, tokens.resident, { deleted: true }), 403, 'forbidden');
    expectError(
      await call('PATCH', url, tokens.manager, { deleted: 'yes' }),
      400,
      'validation_failed',
    );
    const shared = (await managerList())
      .json<{ data: TManagedServiceCategory[] }>()
      .data.find((c) => c.property === null);
    expectError(
      await call('PATCH', `/api/manage/service-categories/${shared!.id}`, tokens.peelManager, {
        deleted: true,
      }),
      403,
      'forbidden',
    );
    expectError(
      await call('PATCH', '/api/manage/service-categories/999999', tokens.manager, {
        deleted: true,
      }),
      404,
      'not_found',
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('lets a manager of every building rename and retire an organization-wide category, audited', async () => {
    const shared = (await managerList())
      .json<{ data: TManagedServiceCategory[] }>()
      .data.find((c) => c.property === null && !c.deleted)!;
    const url = `/api/manage/service-categories/${shared.id}`;
    const renamed = await call('PATCH', url, tokens.manager, {
      name: { fr: 'Commun renommé', en: 'Shared renamed' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ property: null, editable: true });
    // Every building reads it: Carré Peel's manager sees the new name, still read-only.
    const peel = (await managerList(ids.peel, tokens.peelManager)).json<{
      data: TManagedServiceCategory[];
    }>().data;
    expect(peel.find((c) => c.id === shared.id)).toMatchObject({
      name: { en: 'Shared renamed' },
      editable: false,
    });
    const retired = await call('PATCH', url, tokens.manager, { deleted: true });
    expect(retired.statusCode, retired.body).toBe(200);
    expect((await residentCategories()).map((c) => c.id)).not.toContain(shared.id);
    const audit = await auditRowsOf(t.db, 'service_category', shared.id);
    expect(audit.map((row) => [row.action, row.propertyId, row.actorId])).toEqual([
      ['update', null, ids.manager],
      ['retire', null, ids.manager],
    ]);
    await call('PATCH', url, tokens.manager, { deleted: false, name: shared.name });
  });

  it("reorders the building's categories, and residents read the new order", async () => {
    const listed = (await managerList()).json<{ data: TManagedServiceCategory[] }>().data;
    const own = listed.filter((c) => c.property === ids.jardins).map((c) => c.id);
    const reversed = [...own].reverse();
    const url = `/api/manage/service-categories/order?property=${ids.jardins}`;
    const before = await rowCounts();
    expectError(
      await call('POST', url, tokens.manager, { ids: reversed.slice(1) }),
      400,
      'validation_failed',
    );
    expectError(await call('POST', url, tokens.peelManager, { ids: reversed }), 403, 'forbidden');
    expect(await rowCounts()).toEqual(before);

    const response = await call('POST', url, tokens.manager, { ids: reversed });
    expect(response.statusCode, response.body).toBe(200);
    const order = response
      .json<{ data: TManagedServiceCategory[] }>()
      .data.filter((c) => c.property === ids.jardins)
      .map((c) => c.id);
    expect(order).toEqual(reversed);
    const residentOrder = (await residentCategories())
      .map((c) => c.id)
      .filter((id) => own.includes(id));
    expect(residentOrder).toEqual(reversed.filter((id) => residentOrder.includes(id)));
    const moved = await auditRowsOf(t.db, 'service_category', reversed[0]!);
    expect(moved.at(-1)?.action).toBe('reorder');
  });
});

describe('POST /api/manage/services', () => {
  it('creates a service with split hours, icon, photo and PDF that residents see at once', async () => {
    const category = await newCategory({ fr: 'Sport', en: 'Sport' });
    const created = await newService(category.id, {
      iconData: png,
      images: [png],
      documents: [{ name: 'Règlement', data: pdf }],
      phoneNumber: '(514) 555-0100',
      maxActiveBookingsPerUser: 2,
      availableOnlyForUserSignedOnLease: true,
      externalLinks: [{ name: 'Site', url: 'https://example.com' }],
    });
    expect(created.hours.monday).toEqual([
      { from: '08:00', to: '12:00' },
      { from: '14:00', to: '18:00' },
    ]);
    expect(created.icon).toMatch(/^\/uploads\//);
    expect(created.images).toHaveLength(1);
    expect(created.documents).toMatchObject([{ name: 'Règlement' }]);
    const seen = (await residentServices()).find((s) => s.id === created.id);
    expect(seen).toMatchObject({
      name: { fr: 'Salle de jeux', en: 'Games room' },
      hours: { monday: created.hours.monday, tuesday: [] },
      email: 'jeux@example.com',
      phoneNumber: '(514) 555-0100',
      maximumActiveBookingsAllowedPerUser: 2,
      availableOnlyForUserSignedOnLease: true,
      icon: created.icon,
      images: [created.images[0]!.url],
      documents: [{ name: 'Règlement', url: created.documents[0]!.url }],
      externalLinks: [{ name: 'Site', url: 'https://example.com' }],
    });
    const [audit] = await auditRowsOf(t.db, 'service', created.id);
    expect(audit).toMatchObject({
      actorId: ids.manager,
      propertyId: ids.jardins,
      action: 'create',
      before: null,
      after: { name: { fr: 'Salle de jeux', en: 'Games room' }, active: true },
    });
  });

  it('refuses bad fields with a code each, and writes nothing', async () => {
    const category = await newCategory();
    const before = await rowCounts();
    const response = await call(
      'POST',
      '/api/manage/services',
      tokens.manager,
      servicePayload(category.id, {
        name: { fr: 'X', en: '' },
        hours: {
          monday: [
            { from: '08:00', to: '12:00' },
            { from: '11:00', to: '13:00' },
          ],
          friday: [{ from: '9h', to: '10:00' }],
        },
        email: 'nope',
        maxActiveBookingsPerUnit: 0,
      }),
    );
    expectError(response, 400, 'validation_failed');
    expect(response.json().error.fields).toMatchObject({
      'name.en': 'required',
      'hours.monday.1.from': 'overlap',
      'hours.friday.0.from': 'hour',
      email: 'email',
      maxActiveBookingsPerUnit: 'invalid_type',
    });
    const fake = await call(
      'POST',
      '/api/manage/services',
      tokens.manager,
      servicePayload(category.id, { documents: [{ name: 'x', data: png }] }),
    );
    expectError(fake, 415, 'file_type_pdf');
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a name with a line break on create and edit (it reaches mail subjects)', async () => {
    const category = await newCategory();
    const service = await newService(category.id);
    const before = await rowCounts();
    const name = { fr: 'Piscine\r\nBcc: victim@example.org', en: 'Pool' };
    for (const response of [
      await call(
        'POST',
        '/api/manage/services',
        tokens.manager,
        servicePayload(category.id, { name }),
      ),
      await call('PATCH', `/api/manage/services/${service.id}`, tokens.manager, { name }),
    ]) {
      expectError(response, 400, 'validation_failed');
      expect(response.json().error.fields).toEqual({ 'name.fr': 'singleLine' });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses a tenant, another building's or an organization-wide category, and an unknown one", async () => {
    const category = await newCategory();
    const shared = (await managerList())
      .json<{ data: TManagedServiceCategory[] }>()
      .data.find((c) => c.property === null);
    const before = await rowCounts();
    const post = (token: string, categoryId: number) =>
      call('POST', '/api/manage/services', token, servicePayload(categoryId));
    expectError(await post(tokens.resident, category.id), 403, 'forbidden');
    expectError(await post(tokens.peelManager, category.id), 403, 'forbidden');
    expectError(await post(tokens.manager, shared!.id), 403, 'forbidden');
    expectError(await post(tokens.manager, 999_999), 404, 'not_found');
    expect(await rowCounts()).toEqual(before);
  });
});

describe('GET and PATCH /api/manage/services/{id}', () => {
  it('reads a service, inactive ones too, and 403/404 otherwise', async () => {
    const category = await newCategory();
    const created = await newService(category.id, { active: false });
    const url = `/api/manage/services/${created.id}`;
    const read = await call('GET', url, tokens.manager);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<TManagedService>()).toMatchObject({ id: created.id, active: false });
    expect((await residentServices()).map((s) => s.id)).not.toContain(created.id);
    expectError(await call('GET', url, tokens.resident), 403, 'forbidden');
    expectError(await call('GET', url, tokens.peelManager), 403, 'forbidden');
    expectError(await call('GET', '/api/manage/services/999999', tokens.manager), 404, 'not_found');
  });

  it('changes only what is sent, swaps files, and residents see it at once', async () => {
    const category = await newCategory();
    const other = await newCategory({ fr: 'Autre', en: 'Other' });
    const created = await newService(category.id, { images: [png], iconData: png });
    const url = `/api/manage/services/${created.id}`;
    const response = await call('PATCH', url, tokens.manager, {
      categoryId: other.id,
      name: { fr: 'Salle de jeux 2', en: 'Games room 2' },
      hours: { saturday: [{ from: '10:00', to: '16:00' }] },
      link: 'https://jeux.example.com',
      maxActiveBookingsPerUnit: 3,
      showAvailableSchedulesForDate: true,
      iconData: null,
      removeFiles: [created.images[0]!.id],
      documents: [{ name: 'Guide', data: pdf }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<TManagedService>();
    expect(updated).toMatchObject({
      category: other.id,
      email: 'jeux@example.com',
      icon: null,
      images: [],
      documents: [{ name: 'Guide' }],
      hours: { monday: [], saturday: [{ from: '10:00', to: '16:00' }] },
    });
    const seen = (await residentServices()).find((s) => s.id === created.id);
    expect(seen).toMatchObject({
      category: other.id,
      name: { en: 'Games room 2' },
      link: 'https://jeux.example.com',
      maximumActiveBookingsAllowedPerUnit: 3,
      showAvailableSchedulesForDate: true,
      icon: null,
      images: [],
    });
    const audit = await auditRowsOf(t.db, 'service', created.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
    expect(audit[1]).toMatchObject({
      actorId: ids.manager,
      before: { categoryId: category.id, link: null, removedFiles: [] },
      after: {
        categoryId: other.id,
        link: 'https://jeux.example.com',
        removedFiles: [created.images[0]!.id],
      },
    });
    expect(audit[1]!.after).not.toHaveProperty('email');

    // Deactivating hides it from residents.
    await call('PATCH', url, tokens.manager, { active: false });
    expect((await residentServices()).map((s) => s.id)).not.toContain(created.id);
  });

  it('refuses bad input, foreign files, a tenant and another building, changing nothing', async () => {
    const category = await newCategory();
    const created = await newService(category.id);
    const url = `/api/manage/services/${created.id}`;
    const before = await rowCounts();
    expectError(
      await call('PATCH', url, tokens.manager, {
        hours: { sunday: [{ from: '18:00', to: '09:00' }] },
      }),
      400,
      'validation_failed',
    );
    expectError(
      await call('PATCH', url, tokens.manager, { removeFiles: [999_999] }),
      400,
      'validation_failed',
    );
    const shared = (await managerList())
      .json<{ data: TManagedServiceCategory[] }>()
      .data.find((c) => c.property === null);
    expectError(
      await call('PATCH', url, tokens.manager, { categoryId: shared!.id }),
      403,
      'forbidden',
    );
    expectError(await call('PATCH', url, tokens.resident, { active: false }), 403, 'forbidden');
    expectError(await call('PATCH', url, tokens.peelManager, { active: false }), 403, 'forbidden');
    expectError(
      await call('PATCH', '/api/manage/services/999999', tokens.manager, { active: false }),
      404,
      'not_found',
    );
    expect(await rowCounts()).toEqual(before);
    expect((await call('GET', url, tokens.manager)).json<TManagedService>().hours).toEqual(
      created.hours,
    );
  });
});
