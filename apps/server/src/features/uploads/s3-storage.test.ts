import { existsSync } from 'node:fs';
import type { TPropertyFile, TUserRequestSummary } from '@habitat/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDir } from '#server/lib/files';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { startS3StandIn } from '#server/test/s3-stand-in';

let s3: Awaited<ReturnType<typeof startS3StandIn>>;
let t: TTestApp;
let resident: string;

beforeAll(async () => {
  s3 = await startS3StandIn();
  t = await createTestApp({ env: s3.env });
  resident = (await t.login('resident@example.com')).token;
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const storedNameOf = (url: string) => url.split('?')[0]!.split('/').pop()!;
const inBucket = async (storedName: string) => {
  const object = await t.storage.get(storedName);
  return object ? Buffer.concat(await object.body.toArray()) : null;
};

describe('STORAGE=s3', () => {
  it('keeps a post image in the bucket and serves it back through /uploads', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: t.bearer(resident),
      payload: {
        title: 'Vélo trouvé',
        body: 'Un vélo bleu attend son propriétaire au local à vélos.',
        startAt: new Date(Date.now() + 60_000).toISOString(),
        endAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
        imageData: png.toString('base64'),
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const url: string = created.json().image.url;

    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals((await inBucket(storedNameOf(url)))!)).toBe(true);
    const again = await t.app.inject({
      url,
      headers: { 'if-none-match': `${served.headers.etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(existsSync(uploadsDir(t.config.dataDir))).toBe(false);
  });

  it('seeds into the bucket, and private files open by their signed links only', async () => {
    const headers = t.bearer(resident);
    const documents = await t.app.inject({ url: '/api/files', headers });
    const requests = await t.app.inject({ url: '/api/user_requests?perPage=-1', headers });
    const photo = requests
      .json<{ data: TUserRequestSummary[] }>()
      .data.find((request) => request.image !== null)!.image!.url;
    for (const url of [documents.json<{ data: TPropertyFile[] }>().data[0]!.url, photo]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toMatch(/^private, max-age=\d+$/);
      expect(response.rawPayload.equals((await inBucket(storedNameOf(url)))!), url).toBe(true);
      const publicly = await t.app.inject({ url: `/uploads/${storedNameOf(url)}` });
      expect(publicly.statusCode, url).toBe(404);
    }
  });
});
