import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TUserRequest } from '@habitat/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, userRequests } from '#server/db/schema';
import { uploadsDir } from '#server/lib/files';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { categoryIdOf, pngData, requestActors, validRequest } from './test-fixtures';

let t: TTestApp;
let a: Awaited<ReturnType<typeof requestActors>>;
const cat = { tap: 0, kitchen: 0, plumbing: 0, neighbours: 0, other: 0, pool: 0, falseAlarm: 0 };

beforeAll(async () => {
  t = await createTestApp();
  a = await requestActors(t);
  const { jardins, peel } = a.ids;
  cat.tap = await categoryIdOf(t.db, jardins, ['Plomberie', 'Cuisine', 'Robinet qui fuit']);
  cat.kitchen = await categoryIdOf(t.db, jardins, ['Plomberie', 'Cuisine']);
  cat.plumbing = await categoryIdOf(t.db, jardins, ['Plomberie']);
  cat.neighbours = await categoryIdOf(t.db, jardins, ['Bruit', 'Voisinage']);
  cat.other = await categoryIdOf(t.db, jardins, ['Autre demande']);
  cat.pool = await categoryIdOf(t.db, jardins, ['Piscine', 'Filtreur']);
  cat.falseAlarm = await categoryIdOf(t.db, peel, [
    'Alarme et sécurité',
    "Système d'alarme",
    'Fausse alarme',
  ]);
});
afterAll(() => t.close());

const post = (payload: object, token = a.resident) =>
  t.app.inject({ method: 'POST', url: '/api/user_requests', headers: t.bearer(token), payload });
const stored = async () => {
  const [row] = await t.db.select({ n: count() }).from(userRequests);
  return row!.n;
};
/** Posts, expects 400 and nothing stored, and answers the fields in error. */
const refused = async (payload: object, token = a.resident) => {
  const before = await stored();
  const response = await post(payload, token);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error.code).toBe('validation_failed');
  expect(await stored()).toBe(before);
  return response.json().error.fields as Record<string, string>;
};

describe('POST /api/user_requests', () => {
  it('creates a pending request in the tenant’s unit and answers it (200), with its tree', async () => {
    const response = await post({
      ...validRequest(cat.tap),
      title: '  Robinet qui fuit  ',
      emergency: true,
      animal: true,
      canAccessIfAbsent: true,
      alarm: false,
      alarmCode: '',
      status: 'pending',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TUserRequest>();
    expect(body).toMatchObject({
      number: String(body.id).padStart(7, '0'),
      status: 'pending',
      title: 'Robinet qui fuit',
      property: { id: a.ids.jardins, name: 'Les Jardins Saint-Laurent' },
      unit: { id: expect.any(Number), number: '204' },
      author: { firstName: 'Camille', lastName: 'Tremblay' },
      phoneNumber: '(514) 555-0123',
      emergency: true,
      animal: true,
      canAccessIfAbsent: true,
      alarm: false,
      alarmCode: null,
      category: cat.tap,
      image: null,
      decisionNote: null,
      decisionAt: null,
      discussion: [],
    });
    expect(body.property.address.full).toContain('Saint-Laurent');
    expect(body.categoryTree).toEqual([
      { id: cat.plumbing, name: { fr: 'Plomberie', en: 'Plumbing' } },
      { id: cat.kitchen, name: { fr: 'Cuisine', en: 'Kitchen' } },
      { id: cat.tap, name: { fr: 'Robinet qui fuit', en: 'Leaking tap' } },
    ]);
    expect(Date.now() - Date.parse(body.createdAt)).toBeLessThan(60_000);
    const detail = await t.app.inject({
      url: `/api/user_requests/${body.id}`,
      headers: t.bearer(a.resident),
    });
    expect(detail.json()).toEqual(body);
  });

  it('accepts a leaf at level 2 or 1 when the level below has no options', async () => {
    const noise = await post(validRequest(cat.neighbours));
    expect(noise.statusCode).toBe(200);
    expect(noise.json<TUserRequest>().categoryTree.map((c) => c.name.en)).toEqual([
      'Noise',
      'Neighbours',
    ]);
    const other = await post(validRequest(cat.other));
    expect(other.json<TUserRequest>().categoryTree.map((c) => c.name.en)).toEqual([
      'Other request',
    ]);
  });

  it('requires title, body and phone, and a phone by the shared rule', async () => {
    expect(await refused({ category: cat.tap })).toMatchObject({
      title: 'required',
      body: 'required',
      phoneNumber: 'required',
    });
    expect(await refused({ ...validRequest(cat.tap), title: '   ', body: '' })).toMatchObject({
      title: 'required',
      body: 'required',
    });
    for (const phoneNumber of ['555-0123', '514 555 012a', '']) {
      const fields = await refused({ ...validRequest(cat.tap), phoneNumber });
      expect(fields.phoneNumber, phoneNumber).toBe(phoneNumber === '' ? 'required' : 'phone');
    }
    expect(await refused({ ...validRequest(cat.tap), category: undefined })).toEqual({
      category: 'required',
    });
  });

  it('needs a leaf of its own property’s tree', async () => {
    for (const category of [cat.plumbing, cat.kitchen]) {
      expect(await refused(validRequest(category))).toEqual({ category: 'category_not_leaf' });
    }
    for (const category of [cat.pool, cat.falseAlarm, 999_999]) {
      expect(await refused(validRequest(category))).toEqual({ category: 'category_unknown' });
    }
    expect(await refused(validRequest(cat.tap), a.shop)).toEqual({ category: 'category_unknown' });
  });

  it('takes alarm and alarmCode on a commercial property, the code required with the alarm', async () => {
    expect(await refused({ ...validRequest(cat.falseAlarm), alarm: true }, a.shop)).toEqual({
      alarmCode: 'required',
    });
    const response = await post(
      { ...validRequest(cat.falseAlarm), alarm: true, alarmCode: ' 1234 ' },
      a.shop,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      alarm: true,
      alarmCode: '1234',
      unit: { number: '110' },
    });
    // Without the alarm, a code is ignored.
    const noAlarm = await post({ ...validRequest(cat.falseAlarm), alarmCode: '9999' }, a.shop);
    expect(noAlarm.json()).toMatchObject({ alarm: false, alarmCode: null });
  });

  it("refuses the other kind of property's fields when set, and stores them unchecked when empty", async () => {
    expect(await refused({ ...validRequest(cat.tap), alarm: true, alarmCode: '1' })).toEqual({
      alarm: 'not_applicable',
      alarmCode: 'not_applicable',
    });
    expect(
      await refused(
        { ...validRequest(cat.falseAlarm), animal: true, canAccessIfAbsent: true },
        a.shop,
      ),
    ).toEqual({ animal: 'not_applicable', canAccessIfAbsent: 'not_applicable' });
    const defaults = { animal: false, canAccessIfAbsent: null, alarm: false, alarmCode: null };
    const response = await post({ ...validRequest(cat.falseAlarm), ...defaults }, a.shop);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ animal: false, canAccessIfAbsent: false });
  });

  it('refuses other statuses, wrong types and too long texts', async () => {
    expect(await refused({ ...validRequest(cat.tap), status: 'completed' })).toEqual({
      status: 'invalid',
    });
    expect(await refused({ ...validRequest(cat.tap), emergency: 'yes' })).toHaveProperty(
      'emergency',
    );
    expect(await refused({ ...validRequest(cat.tap), title: 'x'.repeat(121) })).toEqual({
      title: 'maxLength',
    });
  });

  it('is for tenants with a lease: 401 without token, 403 for a manager', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user_requests',
      payload: validRequest(cat.tap),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await post(validRequest(cat.tap), a.manager)).statusCode).toBe(403);
  });
});

describe('POST /api/user_requests with a photo', () => {
  const uploaded = () => readdirSync(uploadsDir(t.config.dataDir)).length;
  const imageRows = async () => {
    const [row] = await t.db.select({ n: count() }).from(files).where(eq(files.kind, 'image'));
    return row!.n;
  };

  it('stores the photo through the upload pipeline and answers its url', async () => {
    const response = await post({
      ...validRequest(cat.tap),
      imageData: `data:image/png;base64,${await pngData(1600, 900)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json<TUserRequest>().image?.url;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f]{32}\.png\?expires=\d+&signature=[\w-]+$/);
    const storedName = url!.split('?')[0]!.split('/').pop()!;
    expect(existsSync(join(uploadsDir(t.config.dataDir), storedName))).toBe(true);
    const served = await t.app.inject({ url: url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses a fake image (415) or more than 2 MB (413) and keeps nothing', async () => {
    const before = { requests: await stored(), files: await imageRows(), uploads: uploaded() };
    const fake = await post({
      ...validRequest(cat.tap),
      imageData: Buffer.from('%PDF-1.4 not an image').toString('base64'),
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.code).toBe('file_type_image');
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const big = Buffer.concat([header, Buffer.alloc(2_097_152, 1)]).toString('base64');
    const tooLarge = await post({ ...validRequest(cat.tap), imageData: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('file_size');
    // A valid photo with an invalid request is not stored either.
    const invalid = await post({ ...validRequest(cat.plumbing), imageData: await pngData() });
    expect(invalid.statusCode).toBe(400);
    expect({ requests: await stored(), files: await imageRows(), uploads: uploaded() }).toEqual(
      before,
    );
  });

  it('removes the stored photo again when the request cannot be written', async () => {
    // The photo is stored, then the insert fails (a trigger refuses it, as a full disk or a lost
    // connection would): no request, no file row, no orphan bytes.
    await t.db.execute(sql`create function refuse_request() returns trigger language plpgsql
      as $$ begin raise exception 'insert refused for the test'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_requests before insert on user_requests execute function refuse_request()`,
    );
    try {
      const before = { requests: await stored(), files: await imageRows(), uploads: uploaded() };
      const response = await post({ ...validRequest(cat.tap), imageData: await pngData() });
      expect(response.statusCode).toBe(500);
      expect({ requests: await stored(), files: await imageRows(), uploads: uploaded() }).toEqual(
        before,
      );
    } finally {
      await t.db.execute(sql`drop trigger refuse_requests on user_requests`);
      await t.db.execute(sql`drop function refuse_request()`);
    }
  });
});
