import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { fileUrl, STORED_NAME, storeFile, uploadsDir } from './files';

let t: TTestApp;
let pdfUrl: string;
const pdfBytes = Buffer.from('%PDF-1.4\n% test document\n');

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const stored = await storeFile({
    storage: t.storage,
    bytes: pdfBytes,
    extension: 'pdf',
    mediaType: 'application/pdf',
  });
  pdfUrl = fileUrl(stored.storedName);
  writeFileSync(join(t.config.dataDir, 'outside.txt'), 'top secret');
  writeFileSync(join(uploadsDir(t.config.dataDir), '.hidden'), 'hidden content');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('storeFile', () => {
  it('writes the bytes under a random name with the extension and answers size and sha256', async () => {
    const bytes = Buffer.from('hello');
    const a = await storeFile({
      storage: t.storage,
      bytes,
      extension: '.PNG',
      mediaType: 'image/png',
    });
    const b = await storeFile({
      storage: t.storage,
      bytes,
      extension: 'png',
      mediaType: 'image/png',
    });
    expect(a.storedName).toMatch(STORED_NAME);
    expect(a.storedName.endsWith('.png')).toBe(true);
    expect(a.storedName).not.toBe(b.storedName);
    expect(a.size).toBe(5);
    expect(a.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(readFileSync(join(uploadsDir(t.config.dataDir), a.storedName)).toString()).toBe('hello');
  });

  it('refuses an extension that could build a path', async () => {
    for (const extension of ['../x', 'p/df', '', 'verylongextension']) {
      await expect(
        storeFile({ storage: t.storage, bytes: pdfBytes, extension, mediaType: 'x/y' }),
      ).rejects.toThrow(/extension/);
    }
  });
});

describe('GET /uploads/{stored name}', () => {
  it('serves the file with a year-long immutable cache and validators', async () => {
    const response = await get(pdfUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['last-modified']).toBeTruthy();
    expect(response.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it('answers 304 without a body to a conditional request', async () => {
    const first = await get(pdfUrl);
    const byEtag = await get(pdfUrl, { 'if-none-match': String(first.headers.etag) });
    expect(byEtag.statusCode).toBe(304);
    expect(byEtag.rawPayload.length).toBe(0);
    const byDate = await get(pdfUrl, {
      'if-modified-since': String(first.headers['last-modified']),
    });
    expect(byDate.statusCode).toBe(304);
    const stale = await get(pdfUrl, { 'if-none-match': 'W/"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it('answers a JSON 404 for unknown files', async () => {
    for (const url of [
      '/uploads/missing',
      `/uploads/${'a'.repeat(32)}.pdf`,
      '/uploads/',
      '/uploads',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe('not_found');
    }
  });

  it('never serves anything outside the uploads folder, nor hidden files', async () => {
    // Encoded or odd paths stay under /uploads and must be refused.
    const refused = [
      '/uploads/..%2foutside.txt',
      '/uploads/%2e%2e%2foutside.txt',
      '/uploads/..%5coutside.txt',
      '/uploads//outside.txt',
      '/uploads/.hidden',
      '/uploads/%2ehidden',
    ];
    for (const url of refused) {
      const response = await get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body, url).not.toContain('top secret');
      expect(response.body, url).not.toContain('hidden content');
    }
    // '..' segments (also as %2e%2e) are resolved by URL parsing before routing: these ask
    // for /outside.txt, which is not under /uploads at all.
    for (const url of [
      '/uploads/../outside.txt',
      '/uploads/%2e%2e/outside.txt',
      '/uploads/x/../../outside.txt',
    ]) {
      expect((await get(url)).body, url).not.toContain('top secret');
    }
  });
});
