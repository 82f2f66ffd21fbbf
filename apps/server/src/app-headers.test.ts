import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './test/harness';

describe('Cache-Control of API answers', () => {
  let t: TTestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.login('resident@example.com')).token;
  });
  afterAll(() => t.close());

  it('is no-store on every answer to a signed-in caller, errors included', async () => {
    for (const url of ['/api/posts', '/api/user_requests', '/api/files', '/api/posts/999999']) {
      const response = await t.app.inject({ url, headers: t.bearer(token) });
      expect([url, response.headers['cache-control']]).toEqual([url, 'no-store']);
    }
    const badToken = await t.app.inject({ url: '/api/posts', headers: t.bearer('nope') });
    expect(badToken.headers['cache-control']).toBe('no-store');
  });

  it('is left to public answers such as /api/config', async () => {
    const response = await t.app.inject({ url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toBe('no-store');
  });
});

describe('API_DOCS', () => {
  const docsStatus = async (env: Record<string, string>) => {
    const t = await createTestApp({ env, seed: false });
    try {
      return (await t.app.inject({ url: '/api/docs/json' })).statusCode;
    } finally {
      await t.close();
    }
  };

  it('serves /api/docs only when on: by default in development, not in production', async () => {
    expect(await docsStatus({ NODE_ENV: 'development' })).toBe(200);
    expect(await docsStatus({ NODE_ENV: 'test' })).toBe(404);
    expect(await docsStatus({ NODE_ENV: 'production' })).toBe(404);
    expect(await docsStatus({ NODE_ENV: 'production', API_DOCS: 'on' })).toBe(200);
    expect(await docsStatus({ NODE_ENV: 'development', API_DOCS: 'off' })).toBe(404);
  });
});
