import { opensLinkExternally, type TService, type TServiceCategory } from '@habitat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCategories, services } from '#server/db/schema';
import {
  createContentTestContext,
  insertCategoryWithServices,
  propertyIdOf,
  type TContentContext,
} from '#server/test/content-fixtures';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { outdateKeptLists } from '#server/test/list-cache';

let t: TTestApp;
let ids: { org: number; jardins: number; peel: number };
let other: TContentContext['other'];
let resident: string;
let shop: string;
let manager: string;

beforeAll(async () => {
  ({
    t,
    ids,
    other,
    tokens: { resident, shop, manager },
  } = await createContentTestContext());
});
afterAll(() => t.close());

const get = (url: string, token?: string, app = t) =>
  app.app.inject({ url, headers: token ? app.bearer(token) : {} });

type TCategories = { data: TServiceCategory[]; count: number };
const categoryNames = (body: TCategories) => body.data.map((c) => c.name.en);
const allServiceNames = (body: TCategories) =>
  body.data.flatMap((c) => c.services.map((s) => s.name.en));

describe('GET /api/service_categories', () => {
  it('shows a visitor the organization-wide categories of the deployment only', async () => {
    const response = await get('/api/service_categories?perPage=100');
    expect(response.statusCode).toBe(200);
    const body = response.json<TCategories>();
    expect(categoryNames(body)).toEqual(['Habitat Property Management', 'Neighbourhood']);
    expect(body.count).toBe(2);
    expect(allServiceNames(body)).toContain('Customer service');
  });

  it('accepts the configured organization and refuses another one or a property (403)', async () => {
    expect((await get(`/api/service_categories?organization=${ids.org}`)).statusCode).toBe(200);
    const otherOrg = await get(`/api/service_categories?organization=${other.organizationId}`);
    expect(otherOrg.statusCode).toBe(403);
    expect(otherOrg.json().error.code).toBe('forbidden');
    expect((await get(`/api/service_categories?property=${ids.jardins}`)).statusCode).toBe(403);
  });

  it("adds the configured PROPERTY's categories for visitors of a one-building deployment", async () => {
    const single = await createTestApp({ env: { PROPERTY: 'jardins-saint-laurent' } });
    try {
      const jardins = await propertyIdOf(single.db, 'jardins-saint-laurent');
      const peel = await propertyIdOf(single.db, 'carre-peel');
      const body = (await get('/api/service_categories', undefined, single)).json<TCategories>();
      expect(categoryNames(body)).toEqual([
        'Habitat Property Management',
        'Sports & wellness',
        'Common spaces',
        'Everyday services',
        'Neighbourhood',
      ]);
      expect(
        (await get(`/api/service_categories?property=${jardins}`, undefined, single)).statusCode,
      ).toBe(200);
      expect(
        (await get(`/api/service_categories?property=${peel}`, undefined, single)).statusCode,
      ).toBe(403);
    } finally {
      await single.close();
    }
  });

  it("shows a tenant the organization's and their own building's categories, in order", async () => {
    const body = (await get('/api/service_categories', resident)).json<TCategories>();
    expect(categoryNames(body)).toEqual([
      'Habitat Property Management',
      'Sports & wellness',
      'Common spaces',
      'Everyday services',
      'Neighbourhood',
    ]);
    const shopBody = (await get('/api/service_categories', shop)).json<TCategories>();
    expect(categoryNames(shopBody)).toEqual([
      'Habitat Property Management',
      'Tenant services',
      'Facilities',
      'Neighbourhood',
    ]);
  });

  it('answers 403 when a tenant names another building or organization, whatever it holds', async () => {
    for (const query of [
      `property=${ids.peel}`,
      `property=${other.propertyId}`,
      `organization=${other.organizationId}`,
      'property=999999',
    ]) {
      const response = await get(`/api/service_categories?${query}`, resident);
      expect(response.statusCode, query).toBe(403);
    }
    const own = await get(
      `/api/service_categories?property=${ids.jardins}&organization=${ids.org}`,
      resident,
    );
    expect(own.statusCode).toBe(200);
  });

  it('never shows deleted categories nor inactive services', async () => {
    const body = (await get('/api/service_categories', resident)).json<TCategories>();
    expect(categoryNames(body)).not.toContain('Parking (former)');
    expect(allServiceNames(body)).not.toContain('Sauna');
    expect(allServiceNames(body)).not.toContain('Visitor parking');
    expect(body.data.every((c) => c.services.every((s) => s.active))).toBe(true);
  });

  it('hides a category as soon as it is deleted and a service as soon as it is deactivated', async () => {
    const extra = await insertCategoryWithServices(t.db, {
      organizationId: ids.org,
      propertyId: ids.jardins,
      label: 'Temporary',
      count: 2,
    });
    let body = (await get('/api/service_categories', resident)).json<TCategories>();
    expect(allServiceNames(body)).toContain('Temporary service 1 (en)');
    await t.db.update(services).set({ active: false }).where(eq(services.id, extra.serviceIds[1]!));
    body = (await get('/api/service_categories', resident)).json<TCategories>();
    expect(allServiceNames(body)).toContain('Temporary service 0 (en)');
    expect(allServiceNames(body)).not.toContain('Temporary service 1 (en)');
    await t.db
      .update(serviceCategories)
      .set({ deleted: true })
      .where(eq(serviceCategories.id, extra.categoryId));
    body = (await get('/api/service_categories', resident)).json<TCategories>();
    expect(categoryNames(body)).not.toContain('Temporary (en)');
    const list = (await get('/api/services?perPage=-1', resident)).json<{ data: TService[] }>();
    expect(list.data.map((s) => s.id)).not.toContain(extra.serviceIds[0]);
  });

  it('pages categories with perPage and page, and counts them all', async () => {
    const first = (await get('/api/service_categories?perPage=2', resident)).json<TCategories>();
    const third = (
      await get('/api/service_categories?perPage=2&page=3', resident)
    ).json<TCategories>();
    expect(first.count).toBe(5);
    expect(categoryNames(first)).toEqual(['Habitat Property Management', 'Sports & wellness']);
    expect(categoryNames(third)).toEqual(['Neighbourhood']);
    expect(third.count).toBe(5);
    const all = (await get('/api/service_categories?perPage=-1', resident)).json<TCategories>();
    expect(all.data).toHaveLength(5);
    for (const bad of ['perPage=0', 'perPage=-2', 'page=0', 'perPage=abc']) {
      expect((await get(`/api/service_categories?${bad}`, resident)).statusCode, bad).toBe(400);
    }
  });

  it('lets a manager see the buildings they manage, and only those', async () => {
    const all = (await get('/api/service_categories', manager)).json<TCategories>();
    expect(categoryNames(all)).toContain('Sports & wellness');
    expect(categoryNames(all)).toContain('Tenant services');
    const peel = (
      await get(`/api/service_categories?property=${ids.peel}`, manager)
    ).json<TCategories>();
    expect(categoryNames(peel)).not.toContain('Sports & wellness');
    expect(categoryNames(peel)).toContain('Tenant services');
    expect(
      (await get(`/api/service_categories?property=${other.propertyId}`, manager)).statusCode,
    ).toBe(403);
  });

  it('answers 401 to an invalid token even on this public list', async () => {
    expect((await get('/api/service_categories', 'not-a-token')).statusCode).toBe(401);
  });
});

describe('GET /api/services', () => {
  const list = async (query: string, token?: string) => {
    const response = await get(`/api/services?${query}`, token);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: TService[]; count: number }>();
  };

  it('answers the active services with the fields of the spec', async () => {
    const body = await list('perPage=100', resident);
    const pool = body.data.find((s) => s.name.en === 'Indoor pool');
    expect(pool).toMatchObject({
      name: { fr: 'Piscine intérieure', en: 'Indoor pool' },
      active: true,
      email: 'piscine.jsl@habitat-demo.ca',
      phoneNumber: '(514) 555-0144',
      link: null,
      maximumActiveBookingsAllowedPerUser: 1,
      maximumActiveBookingsAllowedPerUnit: 2,
      showAvailableSchedulesForDate: true,
      availableOnlyForUserSignedOnLease: true,
      externalLinks: [],
    });
    expect(pool?.hours.monday).toEqual([]);
    expect(pool?.hours.tuesday).toEqual([
      { from: '06:00', to: '09:00' },
      { from: '16:00', to: '21:30' },
    ]);
    expect(pool?.icon).toMatch(/^\/uploads\/[0-9a-f]{32}\.svg$/);
    expect(pool?.images).toHaveLength(2);
    expect(pool?.images.every((url) => /^\/uploads\/[0-9a-f]{32}\.jpg$/.test(url))).toBe(true);
    expect(pool?.documents).toEqual([
      { name: 'Horaire de la piscine / Pool schedule', url: expect.stringMatching(/\.pdf$/) },
    ]);
    expect(body.data.every((s) => s.category > 0)).toBe(true);
  });

  it('serves the icons and photos it points to', async () => {
    const body = await list('perPage=-1', resident);
    const gym = body.data.find((s) => s.name.en === 'Fitness room')!;
    const icon = await get(gym.icon!);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const photo = await get(gym.images[0]!);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });

  it('has link-only services that open externally and a service without opening hours', async () => {
    const body = await list('perPage=-1', resident);
    const external = body.data.filter((s) => opensLinkExternally(s)).map((s) => s.name.en);
    expect(external).toEqual(
      expect.arrayContaining(['Online rent payment', 'City of Montréal collections']),
    );
    const bikes = body.data.find((s) => s.name.en === 'Bike storage');
    expect(Object.values(bikes?.hours ?? {}).every((day) => day.length === 0)).toBe(true);
    expect(opensLinkExternally(bikes!)).toBe(false);
  });

  it('filters by category and pages with a total count', async () => {
    const categories = (await get('/api/service_categories', resident)).json<TCategories>();
    const sports = categories.data.find((c) => c.name.en === 'Sports & wellness')!;
    const inSports = await list(`category=${sports.id}`, resident);
    expect(inSports.data.map((s) => s.name.en)).toEqual(['Fitness room', 'Indoor pool']);
    expect(inSports.count).toBe(2);

    const all = await list('perPage=-1', resident);
    const page2 = await list('perPage=3&page=2', resident);
    expect(page2.count).toBe(all.count);
    expect(page2.data.map((s) => s.id)).toEqual(all.data.slice(3, 6).map((s) => s.id));
    const beyond = await list('perPage=3&page=100', resident);
    expect(beyond).toEqual({ data: [], count: all.count });
  });

  it("never shows another building's or organization's services", async () => {
    const residentAll = await list('perPage=-1', resident);
    const names = residentAll.data.map((s) => s.name.en);
    expect(names).toContain('Fitness room');
    expect(names).not.toContain('Loading dock');
    expect(names.some((n) => n.startsWith('Leak'))).toBe(false);
    const visitor = await list('perPage=-1');
    expect(visitor.data.map((s) => s.name.en)).not.toContain('Fitness room');
    expect(visitor.data.some((s) => s.name.en.startsWith('Leak'))).toBe(false);
    expect((await get(`/api/services?property=${other.propertyId}`, resident)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/services?property=${ids.peel}`, resident)).statusCode).toBe(403);
  });

  it('answers one visible service by id, and 404 for hidden or foreign ones', async () => {
    const all = await list('perPage=-1', resident);
    const gym = all.data.find((s) => s.name.en === 'Fitness room')!;
    const one = await get(`/api/services/${gym.id}`, resident);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(gym);
    expect((await get(`/api/services/${gym.id}`)).statusCode).toBe(404); // visitor: not org-wide
    expect((await get(`/api/services/${gym.id}`, shop)).statusCode).toBe(404);
    const [sauna] = await t.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.active, false));
    expect((await get(`/api/services/${sauna!.id}`, resident)).statusCode).toBe(404);
    expect((await get(`/api/services/${other.serviceIds[0]}`, resident)).statusCode).toBe(404);
  });
});

describe('queries per list', () => {
  const countQueries = async (url: string, token?: string) => {
    await outdateKeptLists(t.db);
    t.queries.length = 0;
    const response = await get(url, token);
    expect(response.statusCode).toBe(200);
    return { queries: t.queries.length, rows: response.json<{ data: unknown[] }>().data.length };
  };

  it('stays the same whatever the number of categories, services and files', async () => {
    await countQueries('/api/service_categories'); // resolves and caches the deployment
    const before = {
      visitorCategories: await countQueries('/api/service_categories'),
      tenantCategories: await countQueries('/api/service_categories', resident),
      services: await countQueries('/api/services?perPage=-1', resident),
    };
    for (const label of ['Bulk A', 'Bulk B', 'Bulk C']) {
      await insertCategoryWithServices(t.db, {
        organizationId: ids.org,
        propertyId: null,
        label,
        count: 8,
      });
    }
    const after = {
      visitorCategories: await countQueries('/api/service_categories'),
      tenantCategories: await countQueries('/api/service_categories', resident),
      services: await countQueries('/api/services?perPage=-1', resident),
    };
    expect(after.services.rows).toBe(before.services.rows + 24);
    expect(after.visitorCategories.rows).toBe(before.visitorCategories.rows + 3);
    expect(after.visitorCategories.queries).toBe(before.visitorCategories.queries);
    expect(after.tenantCategories.queries).toBe(before.tenantCategories.queries);
    expect(after.services.queries).toBe(before.services.queries);
    // Count, page, services of the page (with icons), their files.
    expect(after.tenantCategories.queries).toBe(4);
    expect(after.services.queries).toBe(3);
  });

  it('is the version check alone while nothing the list shows has changed', async () => {
    for (const token of [undefined, resident]) {
      const first = await get('/api/service_categories', token);
      t.queries.length = 0;
      const again = await get('/api/service_categories', token);
      expect([again.statusCode, again.body]).toEqual([200, first.body]);
      // With a token, the version comes with the session check; a visitor's is read alone.
      expect(t.queries.length).toBe(token ? 0 : 1);
    }
  });
});
