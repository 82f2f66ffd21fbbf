import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRequests } from '#server/db/schema';
import { insertOtherOrganization, propertyIdOf } from '#server/test/content-fixtures';
import { createTestApp, type TTestApp } from '#server/test/harness';

let t: TTestApp;
const ids = { jardins: 0, peel: 0, otherOrgProperty: 0 };

beforeAll(async () => {
  t = await createTestApp({
    // Many requests in one file: the limit has its own test below.
    rateLimits: { accountRequest: { max: 1000, timeWindow: '1 minute' } },
  });
  ids.jardins = await propertyIdOf(t.db, 'jardins-saint-laurent');
  ids.peel = await propertyIdOf(t.db, 'carre-peel');
  ids.otherOrgProperty = (await insertOtherOrganization(t.db)).propertyId;
});
afterAll(() => t.close());

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account_requests',
    headers,
    payload: payload as object,
  });

const storedCount = async () => {
  const [row] = await t.db.select({ n: count() }).from(accountRequests);
  return row?.n ?? 0;
};

const valid = () => ({
  name: 'Léa Fortin',
  address: '1450 boulevard Saint-Laurent',
  unit: '305',
  phone: '(514) 555-0199',
  email: 'lea.fortin@example.com',
  note: 'Je suis arrivée le 1er juillet.',
  property: ids.jardins,
});

describe('POST /api/account_requests', () => {
  it('stores a valid request for the chosen building and answers 201 with its id, without a token', async () => {
    const before = await storedCount();
    const response = await post(valid());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(Number) });

    expect(await storedCount()).toBe(before + 1);
    const row = await t.db.query.accountRequests.findFirst({
      where: eq(accountRequests.id, body.id),
    });
    expect(row).toMatchObject({
      propertyId: ids.jardins,
      name: 'Léa Fortin',
      address: '1450 boulevard Saint-Laurent',
      unit: '305',
      phone: '(514) 555-0199',
      email: 'lea.fortin@example.com',
      note: 'Je suis arrivée le 1er juillet.',
    });
  });

  it('stores the building named by the request, a commercial one too', async () => {
    const response = await post({ ...valid(), property: ids.peel, unit: '220' });
    expect(response.statusCode).toBe(201);
    const row = await t.db.query.accountRequests.findFirst({
      where: eq(accountRequests.id, response.json().id),
    });
    expect(row?.propertyId).toBe(ids.peel);
    expect(row?.unit).toBe('220');
  });

  it('accepts only the required fields, trims them, and stores blank optional ones as null', async () => {
    const minimal = await post({
      name: '  Léa Fortin ',
      address: ' 1450 boulevard Saint-Laurent ',
      unit: ' 305 ',
      property: ids.jardins,
    });
    expect(minimal.statusCode).toBe(201);
    const row = await t.db.query.accountRequests.findFirst({
      where: eq(accountRequests.id, minimal.json().id),
    });
    expect(row).toMatchObject({
      name: 'Léa Fortin',
      address: '1450 boulevard Saint-Laurent',
      unit: '305',
      phone: null,
      email: null,
      note: null,
    });

    const blanks = await post({ ...valid(), phone: '  ', note: '' });
    expect(blanks.statusCode).toBe(201);
    const blankRow = await t.db.query.accountRequests.findFirst({
      where: eq(accountRequests.id, blanks.json().id),
    });
    expect(blankRow).toMatchObject({ phone: null, note: null });
  });

  it('answers 400 with name, address and unit when they are missing or blank, storing nothing', async () => {
    const before = await storedCount();
    const { name: _n, address: _a, unit: _u, ...rest } = valid();
    const missing = await post(rest);
    expect(missing.statusCode).toBe(400);
    const error = missing.json().error;
    expect(error).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
    expect(Object.keys(error.fields).sort()).toEqual(['address', 'name', 'unit']);

    const blank = await post({ ...valid(), name: '   ', address: '', unit: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().error.fields).sort()).toEqual(['address', 'name', 'unit']);

    for (const field of ['name', 'address', 'unit'] as const) {
      const { [field]: _omitted, ...others } = valid();
      const response = await post(others);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().error.fields), field).toEqual([field]);
    }
    expect(await storedCount()).toBe(before);
  });

  it('answers 400 with fields.phone to an invalid phone', async () => {
    const before = await storedCount();
    for (const phone of ['514-555', 'call me', '+1 514 555 0199 ext', '5'.repeat(31)]) {
      const response = await post({ ...valid(), phone });
      expect(response.statusCode, phone).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { phone: expect.any(String) },
      });
    }
    expect(await storedCount()).toBe(before);
  });

  it('answers 400 with fields.email to an invalid e-mail', async () => {
    const before = await storedCount();
    for (const email of ['not-an-email', 'lea@', '@example.com', 'lea fortin@example.com']) {
      const response = await post({ ...valid(), email });
      expect(response.statusCode, email).toBe(400);
      expect(response.json().error.fields).toHaveProperty('email');
    }
    expect(await storedCount()).toBe(before);
  });

  it('answers 400 address_not_found to a building of another organization or an unknown one', async () => {
    const before = await storedCount();
    for (const property of [ids.otherOrgProperty, 999_999]) {
      const response = await post({ ...valid(), property });
      expect(response.statusCode, String(property)).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'address_not_found',
          message: expect.any(String),
          fields: { property: 'address_not_found' },
        },
      });
    }
    expect(await storedCount()).toBe(before);
  });

  it('answers 400 to wrong types and malformed bodies, storing nothing', async () => {
    const before = await storedCount();
    const cases: [string, unknown, string | undefined][] = [
      ['numeric name', { ...valid(), name: 42 }, 'name'],
      ['boolean unit', { ...valid(), unit: true }, 'unit'],
      ['object address', { ...valid(), address: { street: 'x' } }, 'address'],
      ['numeric phone', { ...valid(), phone: 5145550199 }, 'phone'],
      ['text property', { ...valid(), property: 'jardins' }, 'property'],
      ['zero property', { ...valid(), property: 0 }, 'property'],
      ['fractional property', { ...valid(), property: 1.5 }, 'property'],
      ['missing property', { ...valid(), property: undefined }, 'property'],
      ['array body', [valid()], undefined],
    ];
    for (const [label, payload, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode, label).toBe(400);
      expect(response.json().error.code, label).toBe('validation_failed');
      if (field) expect(response.json().error.fields, label).toHaveProperty(field);
    }
    const notJson = await post('{"name": "Léa",', { 'content-type': 'application/json' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.code).toBe('invalid_json');
    const form = await post('name=L%C3%A9a&address=x&unit=1', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(415);
    expect(await storedCount()).toBe(before);
  });

  it('answers 429 past the limit of account requests', async () => {
    const limited = await createTestApp({
      rateLimits: { accountRequest: { max: 1, timeWindow: '1 minute' } },
    });
    try {
      const property = await propertyIdOf(limited.db, 'jardins-saint-laurent');
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/account_requests',
          payload: { ...valid(), property },
        });
      expect((await send()).statusCode).toBe(201);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('too_many_requests');
      const [row] = await limited.db.select({ n: count() }).from(accountRequests);
      expect(row?.n).toBe(1);
    } finally {
      await limited.close();
    }
  });
});

describe('the mobile form', () => {
  it('may send an empty e-mail and phone, stored as not given', async () => {
    const response = await post({ ...valid(), email: '', phone: '' });
    expect(response.statusCode).toBe(201);
    const row = await t.db.query.accountRequests.findFirst({
      where: eq(accountRequests.id, response.json().id),
    });
    expect(row).toMatchObject({ email: null, phone: null });
  });
});

describe('a retried account request', () => {
  it('with the same Idempotency-Key is stored once and answered the same', async () => {
    const before = await storedCount();
    const body = { ...valid(), property: ids.jardins };
    const headers = { 'idempotency-key': 'account-request-retry-1' };
    const first = await post(body, headers);
    const again = await post(body, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect(await storedCount()).toBe(before + 1);
    const other = await post({ ...body, unit: '999' }, headers);
    expect([other.statusCode, other.json().error.code]).toEqual([422, 'idempotency_key_reused']);
  });
});
