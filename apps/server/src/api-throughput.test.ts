import {
  ZMe,
  ZNewsQuery,
  ZNewsResponse,
  ZPostListQuery,
  ZPostListResponse,
  ZServiceCategoriesQuery,
  ZServiceCategoriesResponse,
  ZServicesQuery,
  ZServicesResponse,
} from '@habitat/shared';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { getMe } from './features/auth/service';
import { listNews } from './features/news/service';
import { listPosts } from './features/posts/service';
import { listServiceCategories, listServices } from './features/services/service';
import { createSerializerCompiler } from './lib/serializer';
import { type TSession, verifySession } from './lib/tokens';
import {
  createContentTestContext,
  insertNews,
  type TContentContext,
} from './test/content-fixtures';
import { createTestApp, TEST_SECRET, type TTestApp } from './test/harness';

/** The checks behind docs/decisions/012-api-throughput.md; speed itself is bench/api-throughput.mjs. */

let c: TContentContext;
let session: TSession;
beforeAll(async () => {
  c = await createContentTestContext();
  const verified = verifySession(c.tokens.resident, TEST_SECRET);
  if (typeof verified === 'string') throw new Error(verified);
  session = verified;
});
afterAll(() => c.t.close());

const get = (url: string, token = c.tokens.resident) =>
  c.t.app.inject({ url, headers: c.t.bearer(token) });

describe('answers written from compiled schemas', () => {
  const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/', httpStatus: '200' });
  const zodJson = (schema: z.ZodType, data: unknown) => zodSerializerCompiler(route(schema))(data);
  const fastJson = (schema: z.ZodType, data: unknown) =>
    createSerializerCompiler({ verify: false })(route(schema))(data);

  it('are the bytes the zod serializer wrote, on the real lists and /api/me', async () => {
    const { db } = c.t;
    const scope = { organizationId: c.ids.org, propertyIds: [c.ids.jardins] };
    const cases = [
      {
        url: '/api/services?perPage=100',
        schema: ZServicesResponse,
        data: await listServices({ db, scope, query: ZServicesQuery.parse({}) }),
      },
      {
        url: '/api/service_categories?perPage=100',
        schema: ZServiceCategoriesResponse,
        data: await listServiceCategories({ db, scope, query: ZServiceCategoriesQuery.parse({}) }),
      },
      {
        url: '/api/news?status=in_progress&perPage=100',
        schema: ZNewsResponse,
        data: await listNews({ db, scope, query: ZNewsQuery.parse({ status: 'in_progress' }) }),
      },
      {
        url: '/api/posts?status[]=published&perPage=100',
        schema: ZPostListResponse,
        data: await listPosts({
          db,
          session,
          scope,
          query: ZPostListQuery.parse({ 'status[]': ['published'], perPage: '100' }),
        }),
      },
      { url: '/api/me', schema: ZMe, data: await getMe({ db, session }) },
    ];
    for (const { url, schema, data } of cases) {
      const old = zodJson(schema, data);
      expect([url, fastJson(schema, data)]).toEqual([url, old]);
      expect([url, (await get(url)).body]).toEqual([url, old]);
      expect(old.length, url).toBeGreaterThan(100);
    }
  });
});

describe('reads shared by concurrent requests', () => {
  it('answer a request with every write committed before it, whatever is in flight', async () => {
    const url = '/api/news?status=in_progress&perPage=100';
    const inFlight = Array.from({ length: 20 }, () => get(url));
    await insertNews(c.t.db, {
      organizationId: c.ids.org,
      propertyId: c.ids.jardins,
      label: 'Written meanwhile',
      count: 1,
      createdAt: new Date(),
    });
    const after = await get(url);
    expect(after.body).toContain('Written meanwhile 0');
    expect((await Promise.all(inFlight)).map((r) => r.statusCode)).toEqual(Array(20).fill(200));
  });

  it('end a session at once, however many of its requests are in flight', async () => {
    const { token } = await c.t.login('cotenant@example.com');
    const inFlight = Array.from({ length: 20 }, () => get('/api/me', token));
    const out = await c.t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: c.t.bearer(token),
    });
    expect(out.statusCode).toBe(204);
    expect((await get('/api/me', token)).statusCode).toBe(401);
    expect((await get('/api/news', token)).statusCode).toBe(401);
    for (const response of await Promise.all(inFlight)) {
      expect([200, 401]).toContain(response.statusCode);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two instances on one PostgreSQL (needs TEST_DATABASE_URL)',
  () => {
    let b: TTestApp;
    beforeAll(async () => {
      b = await createTestApp({ databaseUrl: c.t.databaseUrl });
    });
    afterAll(() => b?.close());

    it('show on one the content written through the other, with the same tag', async () => {
      const url = '/api/news?status=in_progress&perPage=100';
      const read = (app: TTestApp) =>
        app.app.inject({ url, headers: app.bearer(c.tokens.resident) });
      const before = await read(b);
      expect(before.statusCode).toBe(200);
      await insertNews(c.t.db, {
        organizationId: c.ids.org,
        propertyId: c.ids.jardins,
        label: 'Written on A',
        count: 1,
        createdAt: new Date(),
      });
      const [onA, onB] = [await read(c.t), await read(b)];
      expect(onB.body).toContain('Written on A 0');
      expect(onB.headers.etag).not.toBe(before.headers.etag);
      expect(onB.headers.etag).toBe(onA.headers.etag);
    });
  },
);
