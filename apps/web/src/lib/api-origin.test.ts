import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { apiFetch, apiUrl, withFileOrigin } from './api-client';

const ORIGIN = 'https://habitat.example.com';

describe('the API origin of the mobile app (VITE_API_ORIGIN)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is the page’s own origin on the web: paths and answers are left as they are', async () => {
    const api = mockApi({ 'GET /api/posts': { status: 200, body: { image: '/uploads/a.jpg' } } });
    await expect(apiFetch('/api/posts')).resolves.toEqual({ image: '/uploads/a.jpg' });
    expect(String(api.fetchMock.mock.calls[0]?.[0])).toBe('/api/posts');
    expect(apiUrl('/api/x')).toBe('/api/x');
  });

  it('prefixes server paths and the uploaded files an answer names, nothing else', () => {
    expect(apiUrl('/api/me', ORIGIN)).toBe(`${ORIGIN}/api/me`);
    expect(apiUrl('//elsewhere.example/x', ORIGIN)).toBe('//elsewhere.example/x');
    expect(apiUrl('https://other.example/a', ORIGIN)).toBe('https://other.example/a');
    const answer = {
      data: [{ title: 'A post', image: { url: '/uploads/a.jpg' }, link: '/requests/1' }],
      icon: '/uploads/i.svg',
      count: 1,
      none: null,
    };
    expect(withFileOrigin(answer, ORIGIN)).toEqual({
      data: [
        {
          title: 'A post',
          image: { url: `${ORIGIN}/uploads/a.jpg` },
          link: '/requests/1',
        },
      ],
      icon: `${ORIGIN}/uploads/i.svg`,
      count: 1,
      none: null,
    });
  });

  it('inside the app, calls the configured server (trailing slash dropped)', async () => {
    vi.stubEnv('VITE_API_ORIGIN', `${ORIGIN}/`);
    vi.resetModules();
    const client = await import('./api-client');
    const api = mockApi({ 'GET /api/posts': { status: 200, body: { image: '/uploads/a.jpg' } } });
    await expect(client.apiFetch('/api/posts', { query: { page: 2 } })).resolves.toEqual({
      image: `${ORIGIN}/uploads/a.jpg`,
    });
    expect(String(api.fetchMock.mock.calls[0]?.[0])).toBe(`${ORIGIN}/api/posts?page=2`);
  });

  it('records no first-page reads inside the app: the boot script would make them same-origin', async () => {
    window.localStorage.removeItem('habitat.firstPageReads');
    vi.resetModules();
    const web = await import('./api-client');
    mockApi({ 'GET /api/posts': { status: 200, body: {} } });
    await web.apiFetch('/api/posts', { token: 'jwt' });
    expect(window.localStorage.getItem('habitat.firstPageReads')).toContain('/api/posts');

    window.localStorage.removeItem('habitat.firstPageReads');
    vi.stubEnv('VITE_API_ORIGIN', ORIGIN);
    vi.resetModules();
    const app = await import('./api-client');
    await app.apiFetch('/api/posts', { token: 'jwt' });
    expect(window.localStorage.getItem('habitat.firstPageReads')).toBeNull();
  });
});
