import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler';
import { BRAND_ROOT_FILES, IMMUTABLE, REVALIDATE, SHORT_LIVED, serveWebApp } from './static-assets';

const html = `<!doctype html><html><head><title>Habitat</title></head><body><div id="root">${'<p>shell</p>'.repeat(200)}</div></body></html>`;
const script = `export const words = ${JSON.stringify('lorem ipsum dolor sit amet '.repeat(300))};`;
/** What the `mime` package of @fastify/send names .js: the same type in every encoding. */
const JS_TYPE = 'application/javascript; charset=utf-8';
const icon = '<svg xmlns="http://www.w3.org/2000/svg"/>';

/** A fake build like the one `vite build` writes: assets with .br and .gz beside them. */
function writeFakeDist(root: string) {
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'brand'));
  const withVariants = (file: string, text: string) => {
    writeFileSync(join(root, file), text);
    writeFileSync(join(root, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(root, `${file}.gz`), gzipSync(text));
  };
  withVariants('index.html', html);
  withVariants('assets/index-AbC123.js', script);
  writeFileSync(join(root, 'brand/icon.svg'), icon); // under 1 KB: no variants
}

describe('the built web app', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'habitat-dist-'));
    writeFakeDist(root);
    app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    app.get('/api/ping', async () => ({ ok: true }));
    await serveWebApp(app, { root });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('serves the brotli file when br is accepted, and says so', async () => {
    const response = await get('/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe(JS_TYPE);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('serves the gzip file when only gzip is accepted', async () => {
    const response = await get('/assets/index-AbC123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe(JS_TYPE);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('honours q-values: gzip preferred over br is served gzip', async () => {
    const response = await get('/assets/index-AbC123.js', 'br;q=0.5, gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves the file itself without Accept-Encoding or with encodings it has no file for', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const response = await get('/assets/index-AbC123.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toBe(JS_TYPE);
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(script));
      expect(response.body).toBe(script);
    }
  });

  it('serves small files without variants as they are, whatever is accepted', async () => {
    const response = await get('/brand/icon.svg', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toBe(icon);
  });

  it('caches hashed assets for a year, immutable; other root files briefly', async () => {
    for (const encoding of [undefined, 'gzip', 'br']) {
      const response = await get('/assets/index-AbC123.js', encoding);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    }
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect((await get('/brand/icon.svg')).headers['cache-control']).toBe(SHORT_LIVED);
  });

  it('revalidates index.html at / and on client routes, in every encoding', async () => {
    for (const url of ['/', '/billboard', '/requests/12?tab=messages']) {
      for (const [accept, encoding] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        [undefined, undefined],
      ] as const) {
        const response = await get(url, accept);
        expect([url, response.statusCode]).toEqual([url, 200]);
        expect(response.headers['cache-control']).toBe(REVALIDATE);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toBe('Accept-Encoding');
        expect(response.headers.etag).toBeTruthy();
        expect(response.headers['last-modified']).toBeTruthy();
      }
    }
    expect(REVALIDATE).toBe('no-cache');
    const plain = await get('/billboard');
    expect(plain.body).toBe(html);
  });

  it('answers 304 to a revalidation of index.html that still matches', async () => {
    const first = await get('/billboard', 'br');
    const again = await app.inject({
      url: '/billboard',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers HEAD on a client route like GET, without a body', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: '/billboard',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers 404 for missing files, the variants by name and unknown API paths', async () => {
    for (const url of ['/assets/index-Old999.js', '/assets/index-AbC123.js.br', '/api/nope']) {
      const response = await get(url, 'br, gzip');
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
    expect((await get('/api/ping')).json()).toEqual({ ok: true });
  });
});

describe("the deployment's brand at the root", () => {
  const root = mkdtempSync(join(tmpdir(), 'habitat-brands-'));
  const manifestOf = (brand: string) => JSON.stringify({ name: brand, short_name: brand });
  for (const brand of ['default', 'alternate']) {
    mkdirSync(join(root, 'brand', brand), { recursive: true });
    writeFileSync(join(root, 'brand', brand, 'manifest.webmanifest'), manifestOf(brand));
    writeFileSync(join(root, 'brand', brand, 'favicon.ico'), `ico ${brand}`);
    writeFileSync(join(root, 'brand', brand, 'apple-touch-icon.png'), `png ${brand}`);
  }
  writeFileSync(join(root, 'index.html'), html);
  writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const serve = async (brand?: 'default' | 'alternate') => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    await serveWebApp(app, { root, brand });
    return app;
  };

  it('answers the manifest, favicon and apple-touch icon of its brand, briefly cached', async () => {
    const types = {
      'manifest.webmanifest': 'application/manifest+json',
      'favicon.ico': 'image/vnd.microsoft.icon',
      'apple-touch-icon.png': 'image/png',
    };
    for (const brand of ['default', 'alternate'] as const) {
      const app = await serve(brand);
      for (const file of BRAND_ROOT_FILES) {
        const response = await app.inject({ url: `/${file}` });
        expect([file, response.statusCode]).toEqual([file, 200]);
        expect(response.headers['content-type']).toContain(types[file as keyof typeof types]);
        expect(response.headers['cache-control']).toBe(SHORT_LIVED);
        if (file === 'manifest.webmanifest') expect(response.body).toBe(manifestOf(brand));
        else expect(response.body).toContain(brand);
      }
      const head = await app.inject({ method: 'HEAD', url: '/favicon.ico' });
      expect(head.statusCode).toBe(200);
      await app.close();
    }
  });

  it('uses the default brand when none is named', async () => {
    const app = await serve();
    expect((await app.inject({ url: '/manifest.webmanifest' })).body).toBe(manifestOf('default'));
    await app.close();
  });

  it('revalidates the service worker on every check', async () => {
    const app = await serve();
    const response = await app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    await app.close();
  });
});

describe('prerendered pages', () => {
  const root = mkdtempSync(join(tmpdir(), 'habitat-dist-'));
  const pageOf = (brand: string) => `<html><body><h1>login of ${brand}</h1></body></html>`;
  mkdirSync(join(root, 'prerender', 'default'), { recursive: true });
  writeFileSync(
    join(root, 'prerender', 'pages.json'),
    JSON.stringify({ '/': 'login.html', '/login': 'login.html' }),
  );
  writeFileSync(join(root, 'prerender', 'default', 'login.html'), pageOf('default'));
  writeFileSync(join(root, 'index.html'), html);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const serve = async (brand: 'default' | 'alternate') => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    await serveWebApp(app, { root, brand });
    return app;
  };

  it("answers a prerendered path with its brand's page, revalidated like index.html", async () => {
    const app = await serve('default');
    for (const url of ['/', '/login', '/login?next=1']) {
      const response = await app.inject({ url });
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.body).toBe(pageOf('default'));
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe(REVALIDATE);
    }
    expect((await app.inject({ url: '/billboard' })).body).toBe(html);
    await app.close();
  });

  it('falls back to index.html when the brand has no prerendered page', async () => {
    const app = await serve('alternate');
    expect((await app.inject({ url: '/login' })).body).toBe(html);
    await app.close();
  });
});

describe('without a build', () => {
  it('answers 404 on page paths', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    await serveWebApp(app, { root: join(tmpdir(), 'habitat-no-such-dist') });
    const response = await app.inject({ url: '/billboard' });
    expect(response.statusCode).toBe(404);
    await app.close();
  });
});
