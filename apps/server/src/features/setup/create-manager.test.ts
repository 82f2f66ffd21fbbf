import { ROLE_MANAGER } from '@habitat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, propertyManagers, units, users } from '#server/db/schema';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { createManagerAccount, parseUnitNumbers, type TCreateManagerInput } from './create-manager';

const building = {
  name: 'Les Cèdres de Laval',
  addressFull: '12 rue des Cèdres, Laval, QC H7N 1A1',
  city: 'Laval',
  state: 'QC',
  zip: 'H7N 1A1',
  units: ['101', '102', '201'],
};
const input = (overrides: Partial<TCreateManagerInput['manager']> = {}): TCreateManagerInput => ({
  organization: { slug: 'demo', name: 'Gestion Cèdres' },
  manager: {
    email: 'Ana.Roy@example.com',
    password: 'a long password',
    firstName: 'Ana',
    lastName: 'Roy',
    ...overrides,
  },
  property: building,
});

describe('createManagerAccount (the create-manager command) on an empty database', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('creates the organization, the building with its units and a manager who can sign in', async () => {
    const result = await createManagerAccount(t.db, input());
    expect(result.property).toMatchObject({
      slug: 'les-cedres-de-laval',
      created: true,
      unitsAdded: 3,
    });

    const [user] = await t.db.select().from(users).where(eq(users.id, result.userId));
    expect(user).toMatchObject({ role: ROLE_MANAGER, email: 'ana.roy@example.com' });
    const managed = await t.db
      .select()
      .from(propertyManagers)
      .where(eq(propertyManagers.userId, result.userId));
    expect(managed.map((row) => row.propertyId)).toEqual([result.property?.id]);

    const session = await t.login('ana.roy@example.com', 'a long password');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: t.bearer(session.token),
    });
    expect(me.json().role).toBe(ROLE_MANAGER);
  });

  it('run again with the same e-mail, links the building and adds only the missing units', async () => {
    const again = await createManagerAccount(t.db, {
      ...input(),
      property: { ...building, units: ['201', '202'] },
    });
    expect(again.property).toMatchObject({ created: false, unitsAdded: 1 });
    const [building1] = await t.db.select().from(properties);
    const numbers = await t.db
      .select({ number: units.number })
      .from(units)
      .where(eq(units.propertyId, building1!.id));
    expect(numbers.map((u) => u.number).sort()).toEqual(['101', '102', '201', '202']);
    expect(await t.db.select().from(users)).toHaveLength(1);
  });

  it('refuses a short password, a bad e-mail and an unknown time zone, changing nothing', async () => {
    await expect(
      createManagerAccount(t.db, input({ email: 'bob@example.com', password: 'short' })),
    ).rejects.toThrow(/manager.password/);
    await expect(createManagerAccount(t.db, input({ email: 'not an e-mail' }))).rejects.toThrow(
      /manager.email/,
    );
    await expect(
      createManagerAccount(t.db, {
        ...input({ email: 'bob@example.com' }),
        property: { ...building, timeZone: 'Mars/Olympus' },
      }),
    ).rejects.toThrow(/unknown time zone/);
    expect(await t.db.select().from(users)).toHaveLength(1);
  });
});

describe('parseUnitNumbers', () => {
  it('reads lists and ranges, both ends included, without duplicates', () => {
    expect(parseUnitNumbers('101-103, 201,201 ,PH1')).toEqual(['101', '102', '103', '201', 'PH1']);
  });
  it('refuses a backwards or huge range', () => {
    expect(() => parseUnitNumbers('110-101')).toThrow(/bad range/);
    expect(() => parseUnitNumbers('1-5000')).toThrow(/bad range/);
  });
});
