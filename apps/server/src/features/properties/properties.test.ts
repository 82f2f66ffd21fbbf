import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaseSigners, leases, organizations, properties, units, users } from '#server/db/schema';
import { demoLeaseDate } from '#server/seed/demo-data';
import { createTestApp, type TTestApp } from '#server/test/harness';

let t: TTestApp;
/** Property ids by slug, and the ids of rows another organization owns. */
const ids = { jardins: 0, peel: 0, otherOrgProperty: 0, residentLease: 0, shopLease: 0 };

beforeAll(async () => {
  t = await createTestApp({
    // Many searches in one file: the limit is not what this file tests.
    rateLimits: { accountRequest: { max: 1000, timeWindow: '1 minute' } },
  });
  const bySlug = async (slug: string) => {
    const row = await t.db.query.properties.findFirst({ where: eq(properties.slug, slug) });
    if (!row) throw new Error(`no property ${slug}`);
    return row.id;
  };
  ids.jardins = await bySlug('jardins-saint-laurent');
  ids.peel = await bySlug('carre-peel');

  // Another organization with a building on the same boulevard, a unit and a lease.
  const [org] = await t.db
    .insert(organizations)
    .values({ slug: 'other-org', name: 'Autre gestion' })
    .returning();
  const [other] = await t.db
    .insert(properties)
    .values({
      organizationId: org!.id,
      slug: 'tour-saint-laurent',
      name: 'Tour Saint-Laurent',
      addressFull: '2000 boulevard Saint-Laurent, Montréal, QC H2X 2T3',
      city: 'Montréal',
      state: 'QC',
      zip: 'H2X 2T3',
    })
    .returning();
  ids.otherOrgProperty = other!.id;
  const [otherUnit] = await t.db
    .insert(units)
    .values({ propertyId: other!.id, number: '1' })
    .returning();
  await t.db.insert(leases).values({ unitId: otherUnit!.id, startAt: '2025-01-01' });

  // A building of the demo organization whose name holds the LIKE wildcards literally.
  const [demoOrg] = await t.db.select().from(organizations).where(eq(organizations.slug, 'demo'));
  await t.db.insert(properties).values({
    organizationId: demoOrg!.id,
    slug: 'marche-local',
    name: 'Marché 100% Local',
    addressFull: '77 rue du Marché_Central, Québec, QC G1K 3X7',
    city: 'Québec',
    state: 'QC',
    zip: 'G1K 3X7',
  });

  const leaseOf = async (email: string) => {
    const [row] = await t.db
      .select({ id: leaseSigners.leaseId })
      .from(leaseSigners)
      .innerJoin(users, eq(users.id, leaseSigners.userId))
      .where(eq(users.email, email));
    if (!row) throw new Error(`no lease for ${email}`);
    return row.id;
  };
  ids.residentLease = await leaseOf('resident@example.com');
  ids.shopLease = await leaseOf('shop@example.com');
});
afterAll(() => t.close());

const search = (query: string) => t.app.inject({ url: `/api/properties_search${query}` });
const searchFor = (address: string) => search(`?address=${encodeURIComponent(address)}&sync=true`);
const namesOf = (body: { data: { name: string }[] }) => body.data.map((p) => p.name);

describe('GET /api/properties_search', () => {
  it('finds the buildings by part of the address or of the name, in any letter case, without a token', async () => {
    const cases: [string, string[]][] = [
      ['1450 boulevard', ['Les Jardins Saint-Laurent']],
      ['SAINT-laurent', ['Les Jardins Saint-Laurent']],
      ['rue peel', ['Carré Peel']],
      ['jardins', ['Les Jardins Saint-Laurent']],
      ['carré', ['Carré Peel']],
      ['h3b 2t6', ['Carré Peel']],
      ['Montréal, QC', ['Carré Peel', 'Les Jardins Saint-Laurent']],
    ];
    for (const [address, names] of cases) {
      const response = await searchFor(address);
      expect(response.statusCode, address).toBe(200);
      const body = response.json();
      expect(namesOf(body), address).toEqual(names);
      expect(body.count).toBe(names.length);
    }
  });

  it('answers the id, name and address of each building, nothing more', async () => {
    const response = await searchFor('peel');
    expect(response.json()).toEqual({
      data: [
        {
          id: ids.peel,
          name: 'Carré Peel',
          address: {
            full: '1200 rue Peel, Montréal, QC H3B 2T6',
            city: 'Montréal',
            state: 'QC',
            zip: 'H3B 2T6',
          },
        },
      ],
      count: 1,
    });
  });

  it('answers an empty list to an unknown address', async () => {
    const response = await searchFor('42 rue Imaginaire');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [], count: 0 });
  });

  it('never answers buildings of another organization', async () => {
    const response = await searchFor('boulevard saint-laurent');
    expect(namesOf(response.json())).toEqual(['Les Jardins Saint-Laurent']);
    const byName = await searchFor('Tour Saint-Laurent');
    expect(byName.json()).toEqual({ data: [], count: 0 });
    const byAddress = await searchFor('2000 boulevard');
    expect(byAddress.json()).toEqual({ data: [], count: 0 });
  });

  it('takes % and _ literally', async () => {
    expect((await searchFor('%%%')).json()).toEqual({ data: [], count: 0 });
    expect((await searchFor('___')).json()).toEqual({ data: [], count: 0 });
    expect((await searchFor('1_50')).json()).toEqual({ data: [], count: 0 });
    expect((await searchFor('Saint%Laurent')).json()).toEqual({ data: [], count: 0 });
    expect((await searchFor('\\%\\')).json()).toEqual({ data: [], count: 0 });
    expect(namesOf((await searchFor('100% local')).json())).toEqual(['Marché 100% Local']);
    expect(namesOf((await searchFor('marché_central')).json())).toEqual(['Marché 100% Local']);
  });

  it('answers 400 with fields.address to a missing, blank or too short address', async () => {
    for (const query of ['', '?sync=true', '?address=', '?address=ab', '?address=%20%20ab%20%20']) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        message: expect.any(String),
        fields: { address: expect.any(String) },
      });
    }
    const tooLong = await searchFor('x'.repeat(201));
    expect(tooLong.statusCode).toBe(400);
    const badSync = await search('?address=peel&sync=maybe');
    expect(badSync.statusCode).toBe(400);
    expect(badSync.json().error.fields).toHaveProperty('sync');
  });

  it('answers an empty list when the configured organization does not exist', async () => {
    const other = await createTestApp({ env: { ORGANIZATION: 'no-such-org' } });
    try {
      const response = await other.app.inject({ url: '/api/properties_search?address=peel' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: [], count: 0 });
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/properties/{id}', () => {
  const get = (id: number | string, token?: string) =>
    t.app.inject({ url: `/api/properties/${id}`, headers: token ? t.bearer(token) : {} });

  it("answers the tenant's own property with its address and commercial flag", async () => {
    const resident = await t.login('resident@example.com');
    const response = await get(ids.jardins, resident.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: ids.jardins,
      name: 'Les Jardins Saint-Laurent',
      organization: resident.organization,
      commercial: false,
      timeZone: 'America/Toronto',
      address: {
        full: '1450 boulevard Saint-Laurent, Montréal, QC H2X 2S8',
        city: 'Montréal',
        state: 'QC',
        zip: 'H2X 2S8',
      },
      phone: '(514) 555-0142',
      email: 'jardins@habitat-demo.ca',
      // The demo building takes cards with the deployment's (local) processor.
      payments: {
        processor: 'local',
        publicKey: 'pk_local_habitat',
        paymentEnabled: true,
        cardPaymentEnabled: true,
      },
    });

    const shop = await t.login('shop@example.com');
    const commercial = await get(ids.peel, shop.token);
    expect(commercial.statusCode).toBe(200);
    expect(commercial.json()).toMatchObject({
      id: ids.peel,
      commercial: true,
      payments: { processor: null, publicKey: null, cardPaymentEnabled: false },
    });
  });

  it("answers 403 to another building's id, 404 to an unknown one", async () => {
    const { token } = await t.login('resident@example.com');
    for (const id of [ids.peel, ids.otherOrgProperty]) {
      const response = await get(id, token);
      expect(response.statusCode, String(id)).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 'forbidden', message: expect.any(String) },
      });
    }
    const shop = await t.login('shop@example.com');
    expect((await get(ids.jardins, shop.token)).statusCode).toBe(403);

    const unknown = await get(999_999, token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
  });

  it('answers 401 without a token and 400 to an id that is not a positive number', async () => {
    const anonymous = await get(ids.jardins);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthorized');

    const { token } = await t.login('resident@example.com');
    for (const id of ['abc', '0', '-1', '1.5']) {
      const response = await get(id, token);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { property: expect.any(String) },
      });
    }
  });

  it('lets the manager read both managed buildings, and no other', async () => {
    const { token } = await t.login('manager@example.com');
    for (const [id, commercial] of [
      [ids.jardins, false],
      [ids.peel, true],
    ] as const) {
      const response = await get(id, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, commercial });
    }
    expect((await get(ids.otherOrgProperty, token)).statusCode).toBe(403);
  });
});

describe('GET /api/leases/{id}', () => {
  const get = (url: string, token?: string) =>
    t.app.inject({ url, headers: token ? t.bearer(token) : {} });

  it('answers the own lease with unit, rent in cents, payment number and the active flag', async () => {
    const { token } = await t.login('resident@example.com');
    const response = await get(`/api/leases/${ids.residentLease}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: ids.residentLease,
      property: ids.jardins,
      unit: expect.any(Number),
      unitNumber: '204',
      startAt: demoLeaseDate('2025-07-01'),
      endAt: demoLeaseDate('2027-06-30'),
      earlyCancelAt: null,
      cancelNote: null,
      paymentNumber: 'JSL-204-2025',
      rent: 148_500,
      computed: { active: true },
    });
  });

  it('lets the co-tenant read the same lease', async () => {
    const resident = await t.login('resident@example.com');
    const cotenant = await t.login('cotenant@example.com');
    const url = `/api/leases/${ids.residentLease}`;
    const own = await get(url, resident.token);
    const shared = await get(url, cotenant.token);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toEqual(own.json());
  });

  it("answers 403 to another tenant's lease and 404 to an unknown one", async () => {
    const resident = await t.login('resident@example.com');
    const shop = await t.login('shop@example.com');
    const toShop = await get(`/api/leases/${ids.shopLease}`, resident.token);
    expect(toShop.statusCode).toBe(403);
    expect(toShop.json()).toEqual({ error: { code: 'forbidden', message: expect.any(String) } });
    expect((await get(`/api/leases/${ids.residentLease}`, shop.token)).statusCode).toBe(403);

    const unknown = await get('/api/leases/999999', resident.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
  });

  it('answers 403 when ?property= names another building, and the lease for its own', async () => {
    const { token } = await t.login('resident@example.com');
    for (const property of [ids.peel, ids.otherOrgProperty]) {
      const response = await get(`/api/leases/${ids.residentLease}?property=${property}`, token);
      expect(response.statusCode, String(property)).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
    const own = await get(`/api/leases/${ids.residentLease}?property=${ids.jardins}`, token);
    expect(own.statusCode).toBe(200);
    expect(own.json().unitNumber).toBe('204');
  });

  it('answers 401 without a token and 400 to a malformed id or property', async () => {
    const anonymous = await get(`/api/leases/${ids.residentLease}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthorized');

    const { token } = await t.login('resident@example.com');
    const badId = await get('/api/leases/abc', token);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.fields).toHaveProperty('id');
    const badProperty = await get(`/api/leases/${ids.residentLease}?property=abc`, token);
    expect(badProperty.statusCode).toBe(400);
    expect(badProperty.json().error.fields).toHaveProperty('property');
  });
});
