import { readdirSync } from 'node:fs';
import { and, count, eq, gte } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '#server/db/schema';
import { uploadsDir } from '#server/lib/files';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { countRows, userIdOf } from './test-fixtures';

let t: TTestApp;
let resident = '';
let shop = '';

beforeAll(async () => {
  t = await createTestApp({ quotas: { posts: 3, uploads: 1 } });
  resident = (await t.login('resident@example.com')).token;
  shop = (await t.login('shop@example.com')).token;
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;
const valid = (title = 'Vélo à donner') => ({
  title,
  body: 'Un vélo pour enfant, en bon état.',
  startAt: new Date(Date.now() + 60_000).toISOString(),
  endAt: new Date(Date.now() + 7 * DAY).toISOString(),
});
const create = (payload: object, token: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: { ...t.bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const postsOfResidentToday = async () => {
  const residentId = await userIdOf(t.db, 'resident@example.com');
  const [row] = await t.db
    .select({ n: count() })
    .from(posts)
    .where(and(eq(posts.authorId, residentId), gte(posts.createdAt, new Date(Date.now() - DAY))));
  return row!.n;
};
const png = async () =>
  (
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c86b98' } })
      .png()
      .toBuffer()
  ).toString('base64');

describe('POST /api/posts retried with an Idempotency-Key', () => {
  it('stores the post once and answers the first post again', async () => {
    const before = await countRows(t.db);
    const body = valid('Retried post');
    const first = await create(body, shop, 'post-retry-1');
    const again = await create(body, shop, 'post-retry-1');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().id).toBe(first.json().id);
    expect((await countRows(t.db)).posts).toBe(before.posts + 1);
    const other = await create(valid('Another post'), shop, 'post-retry-1');
    expect([other.statusCode, other.json().error.code]).toEqual([422, 'idempotency_key_reused']);
  });
});

describe('daily quotas of posts and images', () => {
  it('refuse the image beyond the upload quota with 429, storing nothing', async () => {
    const withImage = await create({ ...valid('Avec photo'), imageData: await png() }, resident);
    expect(withImage.statusCode, withImage.body).toBe(200);
    const before = {
      rows: await countRows(t.db),
      files: readdirSync(uploadsDir(t.config.dataDir)),
    };
    const refused = await create(
      { ...valid('Encore une photo'), imageData: await png() },
      resident,
    );
    expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'quota_exceeded']);
    expect(refused.json().error.message).toMatch(/at most 1 images a day/);
    expect({
      rows: await countRows(t.db),
      files: readdirSync(uploadsDir(t.config.dataDir)),
    }).toEqual(before);
  });

  it('refuse the post beyond the daily quota with 429 quota_exceeded', async () => {
    let created = await postsOfResidentToday();
    while (created < 3) {
      expect((await create(valid(`Post ${created}`), resident)).statusCode).toBe(200);
      created++;
    }
    const refused = await create(valid('Quatrième'), resident);
    expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'quota_exceeded']);
    expect(refused.json().error.message).toMatch(/at most 3 posts a day/);
  });
});
