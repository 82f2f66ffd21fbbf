import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../lib/api-client';
import { mockApi } from '../test/mock-api';
import { createQueryClient } from './query-client';

/** Loads one item through the app's query client, with its default retry rule. */
function fetchThroughClient(path: string) {
  return createQueryClient().fetchQuery({
    queryKey: [path],
    queryFn: () => apiFetch(path),
    retryDelay: 0,
  });
}

describe('query client retry', () => {
  it.each([401, 403, 404])('asks once when the API refuses with %i', async (status) => {
    const api = mockApi({ 'GET /api/news/999999': { status } });
    await expect(fetchThroughClient('/api/news/999999')).rejects.toMatchObject({ status });
    expect(api.calls).toHaveLength(1);
  });

  it('tries once more after a server error', async () => {
    const api = mockApi({ 'GET /api/news': { status: 503 } });
    await expect(fetchThroughClient('/api/news')).rejects.toMatchObject({ status: 503 });
    expect(api.calls).toHaveLength(2);
  });

  it('tries once more after a network failure', async () => {
    const api = mockApi({ 'GET /api/news': 'network-error' });
    await expect(fetchThroughClient('/api/news')).rejects.toMatchObject({ status: 0 });
    expect(api.calls).toHaveLength(2);
  });
});

describe('query client offline', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
  });

  it('still tries a read once offline: the service worker may answer it from the last visit', async () => {
    onlineManager.setOnline(false);
    const api = mockApi({ 'GET /api/news': { status: 200, body: { data: [], count: 0 } } });
    await expect(fetchThroughClient('/api/news')).resolves.toEqual({ data: [], count: 0 });
    expect(api.calls).toHaveLength(1);
  });

  it('runs a write offline instead of queueing it, so it is refused and said', async () => {
    onlineManager.setOnline(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = mockApi({});
    const client = createQueryClient();
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: () => apiFetch('/api/posts', { method: 'POST', body: {} }) });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({ code: 'offline' });
    expect(mutation.state.isPaused).toBe(false);
    expect(api.calls).toEqual([]);
  });
});
