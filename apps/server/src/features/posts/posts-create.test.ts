import { readdirSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '#server/db/schema';
import { uploadsDir } from '#server/lib/files';
import { organizationIdOf, propertyIdOf } from '#server/test/content-fixtures';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { countRows, insertUser, postsApi, userIdOf } from './test-fixtures';

let t: TTestApp;
let api: ReturnType<typeof postsApi>;
const ids = { org: 0, jardins: 0, peel: 0, resident: 0 };
let resident = '';

beforeAll(async () => {
  t = await createTestApp();
  api = postsApi(t);
  ids.org = await organizationIdOf(t.db, 'demo');
  ids.jardins = await propertyIdOf(t.db, 'jardins-saint-laurent');
  ids.peel = await propertyIdOf(t.db, 'carre-peel');
  ids.resident = await userIdOf(t.db, 'resident@example.com');
  resident = (await t.login('resident@example.com')).token;
});
afterAll(() => t.close());

const MINUTE = 60_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const valid = () => ({
  title: 'Trousseau de clés trouvé',
  subTitle: 'Près des boîtes aux lettres',
  body: 'Un trousseau avec un porte-clés rouge. Il est à la conciergerie.',
  startAt: at(MINUTE),
  endAt: at(7 * 24 * 60 * MINUTE),
});
const image = (format: 'png' | 'jpeg', width = 1600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: '#c86b98' } })
    .toFormat(format)
    .toBuffer();
const uploads = () => readdirSync(uploadsDir(t.config.dataDir)).sort();

describe('POST /api/posts', () => {
  it('creates a pending post of the session building and answers it with 200', async () => {
    const sent = valid();
    const response = await api.create(
      // Organization, property and status in the body are ignored.
      { ...sent, organization: 999, property: ids.peel, status: 'published' },
      resident,
    );
    expect(response.statusCode).toBe(200);
    const post = response.json();
    expect(post).toMatchObject({
      title: { fr: 'Trousseau de clés trouvé', en: '' },
      subTitle: { fr: 'Près des boîtes aux lettres', en: '' },
      organization: ids.org,
      property: ids.jardins,
      status: 'pending',
      image: null,
      decisionNote: null,
      author: { id: ids.resident, firstName: 'Camille', lastName: 'Tremblay' },
    });
    expect([post.startAt, post.endAt]).toEqual([sent.startAt, sent.endAt]);
    const mine = await api.list(`author=${ids.resident}&status[]=pending`, resident);
    expect(mine.data[0]!.id).toBe(post.id);
    const board = await api.list('perPage=-1', resident);
    expect(board.data.map((p) => p.id)).not.toContain(post.id);
  });

  it('takes { fr, en } texts and an absent subtitle', async () => {
    const { subTitle: _subTitle, ...rest } = valid();
    const response = await api.create(
      { ...rest, title: { fr: 'Vélo à vendre', en: 'Bike for sale' } },
      resident,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toEqual({ fr: 'Vélo à vendre', en: 'Bike for sale' });
    expect(response.json().subTitle).toEqual({ fr: '', en: '' });
  });

  it('accepts a start up to a minute in the past (clock skew)', async () => {
    const response = await api.create({ ...valid(), startAt: at(-30_000) }, resident);
    expect(response.statusCode).toBe(200);
  });

  it('needs a tenant token with a building', async () => {
    expect((await api.create(valid())).statusCode).toBe(401);
    const manager = (await t.login('manager@example.com')).token;
    expect((await api.create(valid(), manager)).statusCode).toBe(403);
    const homeless = await insertUser(t.db, { organizationId: ids.org });
    const token = (await t.login(homeless.username, 'password')).token;
    expect((await api.create(valid(), token)).statusCode).toBe(403);
  });
});

describe('POST /api/posts validation (400, nothing stored)', () => {
  const fieldsOf = async (payload: unknown) => {
    const before = await countRows(t.db);
    const response = await api.create(payload, resident);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(await countRows(t.db)).toEqual(before);
    return response.json().error.fields;
  };

  it.each(['title', 'body', 'startAt', 'endAt'] as const)('requires %s', async (field) => {
    const { [field]: _dropped, ...rest } = valid();
    expect(await fieldsOf(rest)).toEqual({ [field]: 'required' });
    expect(await fieldsOf({ ...valid(), [field]: '' })).toEqual({
      [field]: field.endsWith('At') ? 'invalid_date' : 'required',
    });
  });

  it('names every missing field at once', async () => {
    expect(await fieldsOf({})).toEqual({
      title: 'required',
      body: 'required',
      startAt: 'required',
      endAt: 'required',
    });
  });

  it('refuses a start more than a minute in the past', async () => {
    expect(await fieldsOf({ ...valid(), startAt: at(-2 * MINUTE) })).toEqual({
      startAt: 'start_in_past',
    });
  });

  it('refuses an end before the start', async () => {
    expect(await fieldsOf({ ...valid(), startAt: at(2 * MINUTE), endAt: at(MINUTE) })).toEqual({
      endAt: 'end_before_start',
    });
  });

  it('refuses wrong types and malformed dates', async () => {
    const wrong = {
      title: 12,
      subTitle: true,
      body: { fr: ['x'] },
      startAt: 1_767_225_600_000,
      endAt: '2026-13-45',
      imageData: { data: 'x' },
    };
    expect(await fieldsOf(wrong)).toEqual({
      title: 'invalid_type',
      subTitle: 'invalid_type',
      body: 'invalid_type',
      startAt: 'invalid_type',
      endAt: 'invalid_date',
      imageData: 'invalid_type',
    });
    expect(await fieldsOf([valid()])).toHaveProperty('body');
  });

  it('refuses malformed JSON (400) and other body types (415)', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...t.bearer(resident), 'content-type': 'application/json' },
      payload: '{"title": "Chat",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('invalid_json');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...t.bearer(resident), 'content-type': 'text/plain' },
      payload: 'title=Chat',
    });
    expect(text.statusCode).toBe(415);
  });
});

describe('POST /api/posts with an image', () => {
  it('stores a photo re-encoded to 1000 px at most and serves it', async () => {
    const png = await image('png');
    const response = await api.create({ ...valid(), imageData: png.toString('base64') }, resident);
    expect(response.statusCode).toBe(200);
    const { image: stored } = response.json();
    expect(stored).toEqual({
      url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/),
      mediaType: 'image/png',
      extension: 'png',
    });
    const served = await t.app.inject({ url: stored.url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1000, 563]);
  });

  it('removes EXIF and GPS metadata from the stored file (data URL accepted)', async () => {
    const withExif = await sharp(await image('jpeg', 800, 600))
      .withExif({
        IFD0: { Make: 'PhoneMaker', Copyright: 'Camille' },
        IFD3: { GPSLatitudeRef: 'N' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const response = await api.create(
      { ...valid(), imageData: `data:image/jpeg;base64,${withExif.toString('base64')}` },
      resident,
    );
    expect(response.statusCode).toBe(200);
    const url: string = response.json().image.url;
    const bytes = (await t.app.inject({ url })).rawPayload;
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    const [row] = await t.db.select().from(posts).where(eq(posts.id, response.json().id));
    expect(row!.imageFileId).not.toBeNull();
  });

  const bomb = async () => {
    const png = await image('png', 64, 64);
    const ihdr = png.subarray(12, 29);
    ihdr.writeUInt32BE(30_000, 4);
    ihdr.writeUInt32BE(30_000, 8);
    png.writeUInt32BE(crc32(ihdr) >>> 0, 29);
    return png;
  };
  const fakePng = () => Buffer.from('I am a text file named cat.png, not a picture.\n');
  const oversized = () =>
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(2_200_000, 1),
    ]);

  it.each([
    ['a text file named png', fakePng, 415, 'file_type_image'],
    ['an image over 2 MB', oversized, 413, 'file_size'],
    ['a decompression bomb', bomb, 413, 'file_size'],
  ] as const)('refuses %s, leaving no post and no file', async (_name, make, status, code) => {
    const before = { rows: await countRows(t.db), files: uploads() };
    const bytes = await make();
    const response = await api.create(
      { ...valid(), imageData: `data:image/png;base64,${bytes.toString('base64')}` },
      resident,
    );
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
    expect(await countRows(t.db)).toEqual(before.rows);
    expect(uploads()).toEqual(before.files);
  });

  it('refuses a body over the request limit with 413', async () => {
    const huge = Buffer.alloc(3_200_000, 1).toString('base64');
    const response = await api.create({ ...valid(), imageData: huge }, resident);
    expect(response.statusCode).toBe(413);
  });

  it('removes the stored image again when the post cannot be written', async () => {
    // The image is stored, then the post insert fails (a trigger refuses it, as a full disk or
    // a lost connection would).
    await t.db.execute(sql`create function refuse_insert() returns trigger language plpgsql
      as $$ begin raise exception 'insert refused for the test'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_posts before insert on posts execute function refuse_insert()`,
    );
    try {
      const before = { rows: await countRows(t.db), files: uploads() };
      const png = await image('png', 300, 200);
      const response = await api.create(
        { ...valid(), imageData: png.toString('base64') },
        resident,
      );
      expect(response.statusCode).toBe(500);
      expect(response.json().error.code).toBe('internal_error');
      expect(await countRows(t.db)).toEqual(before.rows);
      expect(uploads()).toEqual(before.files);
    } finally {
      await t.db.execute(sql`drop trigger refuse_posts on posts`);
      await t.db.execute(sql`drop function refuse_insert()`);
    }
  });
});
