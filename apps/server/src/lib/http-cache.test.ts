import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createContentTestContext,
  insertNews,
  type TContentContext,
} from '#server/test/content-fixtures';
import { etagOf, matchesIfNoneMatch } from './http-cache';

describe('matchesIfNoneMatch', () => {
  const tag = etagOf('{"data":[],"count":0}');

  it('matches the tag alone, in a list, weak or not, and *', () => {
    expect(matchesIfNoneMatch(tag, tag)).toBe(true);
    expect(matchesIfNoneMatch(`"other", ${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch(`W/${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
  });

  it('does not match another tag, a bare value or no header', () => {
    expect(matchesIfNoneMatch('"other"', tag)).toBe(false);
    expect(matchesIfNoneMatch(tag.slice(1, -1), tag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
  });

  it('gives equal bytes equal tags and different bytes different ones', () => {
    expect(etagOf('{"a":1}')).toBe(etagOf(JSON.stringify({ a: 1 })));
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
  });
});

describe('revalidated lists', () => {
  let c: TContentContext;
  beforeAll(async () => {
    c = await createContentTestContext();
  });
  afterAll(() => c.t.close());

  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    c.t.app.inject({ url, headers: { ...(token ? c.t.bearer(token) : {}), ...headers } });
  const lists = () => [
    '/api/services?perPage=100',
    '/api/service_categories?perPage=100',
    '/api/news?status=in_progress&perPage=100',
    '/api/posts?status[]=published&perPage=3&page=1',
  ];

  it('carry an ETag, stay private and are re-asked each time', async () => {
    for (const url of lists()) {
      const response = await get(url, c.tokens.resident);
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.headers.etag).toMatch(/^"[\w-]{32}"$/);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers.vary).toBe('authorization');
    }
  });

  it('answer 304 without a body to a caller who holds the same bytes', async () => {
    for (const url of lists()) {
      const first = await get(url, c.tokens.resident);
      const again = await get(url, c.tokens.resident, { 'if-none-match': first.headers.etag! });
      expect([url, again.statusCode, again.body]).toEqual([url, 304, '']);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['content-type']).toBeUndefined();
    }
  });

  it('answer the new list, with a new tag, once the content changed', async () => {
    const url = '/api/news?status=in_progress&perPage=100';
    const before = await get(url, c.tokens.resident);
    await insertNews(c.t.db, {
      organizationId: c.ids.org,
      propertyId: c.ids.jardins,
      label: 'Fresh news',
      count: 1,
      createdAt: new Date(),
    });
    const after = await get(url, c.tokens.resident, { 'if-none-match': before.headers.etag! });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('Fresh news 0');
  });

  it("never lets one caller's tag revalidate what another would be sent", async () => {
    await insertNews(c.t.db, {
      organizationId: c.ids.org,
      propertyId: c.ids.peel,
      label: 'Peel only',
      count: 1,
    });
    const url = '/api/news?status=in_progress&perPage=100';
    const resident = await get(url, c.tokens.resident);
    const shop = await get(url, c.tokens.shop, { 'if-none-match': resident.headers.etag! });
    expect(shop.statusCode).toBe(200);
    expect(shop.headers.etag).not.toBe(resident.headers.etag);
    expect(shop.body).toContain('Peel only');
    expect(resident.body).not.toContain('Peel only');
  });

  it('are revalidated for visitors too (public lists)', async () => {
    const response = await get('/api/service_categories?perPage=100');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeDefined();
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('leave personal answers and errors out of every cache', async () => {
    const me = await get('/api/me', c.tokens.resident);
    const { id } = me.json<{ id: number }>();
    const ownPosts = await get(`/api/posts?author=${id}`, c.tokens.resident);
    const refused = await get('/api/news', 'not-a-token');
    for (const response of [me, ownPosts, refused]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.etag).toBeUndefined();
    }
    expect(refused.statusCode).toBe(401);
  });
});
