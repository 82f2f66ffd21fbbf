import type { TPropertyFile, TUserRequestSummary } from '@habitat/shared';
import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, userRequests } from '#server/db/schema';
import { createTestApp, TEST_SECRET, type TTestApp } from '#server/test/harness';
import { createFileSigner, PRIVATE_URL_TTL_SECONDS } from './private-files';

let t: TTestApp;
let resident: string;
let documentUrl: string;
let photoUrl: string;

const get = (url: string) => t.app.inject({ url });
const storedNameOf = (url: string) => url.split('?')[0]!.split('/').pop()!;

beforeAll(async () => {
  t = await createTestApp();
  resident = (await t.login('resident@example.com')).token;
  const headers = t.bearer(resident);
  const docs = await t.app.inject({ url: '/api/files', headers });
  expect(docs.statusCode, docs.body).toBe(200);
  documentUrl = docs.json<{ data: TPropertyFile[] }>().data[0]!.url;
  const requests = await t.app.inject({ url: '/api/user_requests?perPage=-1', headers });
  const withPhoto = requests
    .json<{ data: TUserRequestSummary[] }>()
    .data.find((request) => request.image !== null);
  photoUrl = withPhoto!.image!.url;
});
afterAll(() => t.close());

describe('private files: request photos and property documents', () => {
  it('open by the signed link the API handed out, cached by the browser only', async () => {
    for (const url of [documentUrl, photoUrl]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const cacheControl = response.headers['cache-control'];
      expect(cacheControl).toMatch(/^private, max-age=\d+$/);
      const maxAge = Number(String(cacheControl).split('=')[1]);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(PRIVATE_URL_TTL_SECONDS);
    }
  });

  it('are not served at their public /uploads address, whoever asks', async () => {
    for (const url of [documentUrl, photoUrl]) {
      const name = storedNameOf(url);
      for (const path of [
        `/uploads/${name}`,
        `/uploads/%${name.charCodeAt(0).toString(16)}${name.slice(1)}`,
      ]) {
        const response = await t.app.inject({ url: path, headers: t.bearer(resident) });
        expect(response.statusCode, path).toBe(404);
      }
    }
  });

  it('refuse a link without, or with a forged, tampered or another file’s signature', async () => {
    const [path, query] = documentUrl.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const photoSignature = new URLSearchParams(photoUrl.split('?')[1]).get('signature')!;
    const expires = params.get('expires');
    const attempts: [string, number][] = [
      [path, 400],
      [`${path}?expires=${expires}`, 400],
      [`${path}?expires=${expires}&signature=forged`, 404],
      [`${path}?expires=${Number(expires) + 3600}&signature=${params.get('signature')}`, 404],
      [`${path}?expires=${expires}&signature=${photoSignature}`, 404],
    ];
    for (const [url, status] of attempts) {
      expect([url, (await get(url)).statusCode]).toEqual([url, status]);
    }
  });

  it('refuse an expired link', async () => {
    const anHourAgo = createFileSigner({
      secret: TEST_SECRET,
      now: () => Date.now() - (PRIVATE_URL_TTL_SECONDS + 1) * 1000,
    });
    const expired = anHourAgo.url(storedNameOf(documentUrl));
    expect((await get(expired)).statusCode).toBe(404);
    const fresh = createFileSigner({ secret: TEST_SECRET }).url(storedNameOf(documentUrl));
    expect((await get(fresh)).statusCode).toBe(200);
  });

  it('refuse a link signed with another secret', async () => {
    const other = createFileSigner({ secret: 'another-secret-that-is-long-enough-for-hs256' });
    expect((await get(other.url(storedNameOf(photoUrl)))).statusCode).toBe(404);
  });
});

describe('public images (services, news, posts)', () => {
  it('stay at /uploads, cacheable for a year', async () => {
    const photos = t.db
      .select({ id: userRequests.imageFileId })
      .from(userRequests)
      .where(isNotNull(userRequests.imageFileId));
    const [image] = await t.db
      .select({ storedName: files.storedName })
      .from(files)
      .where(and(eq(files.kind, 'image'), notInArray(files.id, photos)))
      .limit(1);
    const response = await get(`/uploads/${image!.storedName}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
