import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../test/mock-api';
import { ApiError, apiFetch, buildUrl } from './api-client';

describe('apiFetch', () => {
  it('sends JSON with the bearer token and returns the parsed body', async () => {
    const api = mockApi({ 'POST /api/things': { status: 201, body: { id: 4 } } });
    await expect(
      apiFetch('/api/things', { method: 'POST', body: { a: 1 }, token: 'abc' }),
    ).resolves.toEqual({ id: 4 });
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer abc');
    expect(api.calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(api.calls[0]?.body).toEqual({ a: 1 });
  });

  it('sends no Authorization header without a token', async () => {
    const api = mockApi({ 'GET /api/config': { status: 200, body: {} } });
    await apiFetch('/api/config');
    expect(api.calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('turns the error envelope into a typed ApiError', async () => {
    mockApi({
      'POST /api/things': {
        status: 400,
        body: {
          error: { code: 'validation_failed', message: 'Bad', fields: { name: 'required' } },
        },
      },
    });
    const error = await apiFetch('/api/things', { method: 'POST', body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Bad',
      fields: { name: 'required' },
    });
  });

  it('maps a network failure to the Connection text', async () => {
    mockApi({ 'GET /api/me': 'network-error' });
    await expect(apiFetch('/api/me')).rejects.toMatchObject({
      status: 0,
      code: 'connection',
      message: 'We were unable to connect to our system. Please try again later.',
    });
  });

  it('maps a 5xx to the Platform error text', async () => {
    mockApi({ 'GET /api/me': apiError(503, 'internal_error', 'stack trace here') });
    await expect(apiFetch('/api/me')).rejects.toMatchObject({
      status: 503,
      code: 'platform_error',
      message:
        'Something probably went wrong on our side. Please restart the app or try again later.',
    });
  });

  it('builds query strings, repeating array values and skipping empty ones', () => {
    expect(
      buildUrl('/api/posts', { 'status[]': ['pending', 'accepted'], page: 2, q: undefined }),
    ).toBe('/api/posts?status%5B%5D=pending&status%5B%5D=accepted&page=2');
    expect(buildUrl('/api/x', {})).toBe('/api/x');
  });
});
