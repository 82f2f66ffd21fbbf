import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, properties } from './db/schema';
import { createTestApp, type TTestApp } from './test/harness';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { API_DOCS: 'on' } });
});
afterAll(() => t.close());

const rootVersion = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

describe('security headers', () => {
  it('sends the helmet headers and a strict content security policy on API answers', async () => {
    for (const url of ['/api/config', '/api/unknown']) {
      const response = await t.app.inject({ url });
      const h = response.headers;
      expect(h['x-content-type-options'], url).toBe('nosniff');
      expect(h['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(h['referrer-policy'], url).toBe('no-referrer');
      expect(h['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(h['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(h['x-powered-by'], url).toBeUndefined();

      const csp = String(h['content-security-policy']);
      const directives = new Map(
        csp.split(';').map((d) => {
          const [name, ...values] = d.trim().split(/\s+/);
          return [name, values.join(' ')] as const;
        }),
      );
      expect(directives.get('default-src'), url).toBe("'self'");
      // Our files, and the built pages' inline boot script by its hash: never 'unsafe-inline'.
      expect(directives.get('script-src'), url).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')*$/);
      expect(directives.get('connect-src'), url).toBe("'self'");
      expect(directives.get('object-src'), url).toBe("'none'");
      expect(directives.get('frame-ancestors'), url).toBe("'self'");
      expect(directives.get('img-src'), url).toBe("'self' data: blob:");
    }
  });
});

describe('unknown routes and framework errors', () => {
  it('answers 404 with the JSON error envelope to an unknown API path', async () => {
    const response = await t.app.inject({ url: '/api/unknown?secret=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/unknown' },
    });

    const post = await t.app.inject({ method: 'POST', url: '/api/unknown', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().error).toEqual({
      code: 'not_found',
      message: 'No route for POST /api/unknown',
    });
  });

  it('answers 404 to a known path with the wrong method', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/config' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('answers malformed URLs with the JSON error envelope, not the framework body', async () => {
    const response = await t.app.inject({ url: '/api/properties/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'bad_request', message: expect.any(String) },
    });
    expect(response.body).not.toContain('FST_');
  });

  it('answers 415 to a body that is not JSON on a JSON route', async () => {
    for (const contentType of [
      'application/x-www-form-urlencoded',
      'application/xml',
      'text/plain',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        headers: { 'content-type': contentType },
        payload: 'username=resident%40example.com&password=resident',
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json(), contentType).toEqual({
        error: {
          code: 'unsupported_media_type',
          message: 'Send the request body as application/json',
        },
      });
    }
  });

  it('answers 413 to a body over the size limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x', password: 'y'.repeat(5 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'payload_too_large', message: 'The request body is too large' },
    });
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI UI at /api/docs with its scripts', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('id="swagger-ui"');
    const scripts = [...response.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const script = await t.app.inject({
        url: new URL(src, 'http://localhost/api/docs').pathname,
      });
      expect(script.statusCode, src).toBe(200);
      expect(script.headers['content-type'], src).toMatch(/javascript/);
    }
  });

  it('lists the routes in /api/docs/json, with the app version', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info).toEqual({ title: 'Habitat API', version: rootVersion });
    const expected = {
      '/api/config': 'get',
      '/api/login_check': 'post',
      '/api/me': 'get',
      '/api/forgot_password/': 'post',
      '/api/forgot_password/{token}': 'post',
      '/api/properties_search': 'get',
      '/api/properties/{property}': 'get',
      '/api/leases/{id}': 'get',
      '/api/account_requests': 'post',
    };
    for (const [path, method] of Object.entries(expected)) {
      expect(doc.paths[path], path).toHaveProperty(method);
    }
    // The console's scope tags its routes (features/manage/routes.ts).
    expect(doc.paths['/api/manage/dashboard']?.get).toMatchObject({ tags: ['manage'] });
    // The UI's own routes stay out of the document.
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/docs'))).toEqual([]);
  });
});

describe('GET /api/config', () => {
  it('answers the brand, the organization id, no property and the version, not cached', async () => {
    const demo = await t.db.query.organizations.findFirst({
      where: eq(organizations.slug, 'demo'),
    });
    const response = await t.app.inject({ url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      brand: 'default',
      organization: demo!.id,
      property: null,
      version: rootVersion,
      payments: { processor: 'local', publicKey: 'pk_local_habitat' },
      // Generated once into DATA_DIR outside production (config-push.ts).
      webPush: { publicKey: t.config.push.webPush!.publicKey },
      apps: { ios: null, android: null },
    });
    expect(response.json().webPush.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('follows BRAND, PROPERTY and ORGANIZATION of the deployment', async () => {
    const alternate = await createTestApp({ env: { BRAND: 'alternate', PROPERTY: 'carre-peel' } });
    try {
      const peel = await alternate.db.query.properties.findFirst({
        where: eq(properties.slug, 'carre-peel'),
      });
      const response = await alternate.app.inject({ url: '/api/config' });
      expect(response.json()).toMatchObject({
        brand: 'alternate',
        organization: peel!.organizationId,
        property: peel!.id,
      });
    } finally {
      await alternate.close();
    }

    const unknown = await createTestApp({ env: { ORGANIZATION: 'nobody-here' } });
    try {
      const response = await unknown.app.inject({ url: '/api/config' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ organization: null, property: null });
    } finally {
      await unknown.close();
    }
  });
});
