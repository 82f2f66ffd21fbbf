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
    // Except the revalidated content lists (lib/http-cache.test.ts).
    for (const url of ['/api/me', '/api/user_requests', '/api/files', '/api/posts/999999']) {
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

  // One app (and database) per case, so each case has its own time budget on a loaded machine.
  it.each([
    [{ NODE_ENV: 'development' }, 200],
    [{ NODE_ENV: 'test' }, 404],
    [{ NODE_ENV: 'production' }, 404],
    [{ NODE_ENV: 'production', API_DOCS: 'on' }, 200],
    [{ NODE_ENV: 'development', API_DOCS: 'off' }, 404],
  ])(
    'serves /api/docs only when on (by default in development): %j → %i',
    async (env, status) => {
      expect(await docsStatus(env)).toBe(status);
    },
    60_000,
  );
});
