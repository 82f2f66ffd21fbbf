import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendAccountRequest } from '../features/account-request/api';
import { createPost } from '../features/billboard/api';
import { useCreateRequest, useUpdateRequest } from '../features/requests/api';
import { mockApi } from '../test/mock-api';

const UUID = /^[0-9a-f-]{36}$/;
const keysSent = (api: ReturnType<typeof mockApi>, method: string, path: string) =>
  api.calls
    .filter((call) => call.method === method && call.path === path)
    .map((call) => call.headers.get('Idempotency-Key'));

afterEach(() => vi.unstubAllGlobals());

/** Every create of the app sends an Idempotency-Key, the same one when it resends after no answer. */
describe('creates send an Idempotency-Key', () => {
  it('a billboard post', async () => {
    const replies: ('network-error' | { status: number; body: object })[] = [
      'network-error',
      { status: 200, body: {} },
    ];
    const api = mockApi({ 'POST /api/posts': () => replies.shift() ?? { status: 500 } });
    const post = { title: 'Vélo', body: 'À donner', startAt: 'a', endAt: 'b' } as never;
    await expect(createPost(post)).rejects.toThrow();
    await createPost(post);
    const [first, second] = keysSent(api, 'POST', '/api/posts');
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
  });

  it('an account request', async () => {
    const api = mockApi({ 'POST /api/account_requests': { status: 201, body: { id: 1 } } });
    const body = { name: 'Léa', address: '1 rue', unit: '2', property: 1 } as never;
    await sendAccountRequest(body);
    await sendAccountRequest(body);
    const [first, second] = keysSent(api, 'POST', '/api/account_requests');
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('a request and a reply', async () => {
    const api = mockApi({
      'POST /api/user_requests': { status: 200, body: { id: 7 } },
      'PUT /api/user_requests/7': { status: 200, body: { id: 7 } },
    });
    const client = new QueryClient();
    // Typed with React's types like the app; the test library names Preact's (the same at run time).
    const wrapper = (({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )) as never;
    const create = renderHook(() => useCreateRequest(), { wrapper });
    const update = renderHook(() => useUpdateRequest(7), { wrapper });
    await act(async () => {
      await create.result.current.mutateAsync({ title: 'Fuite' } as never);
    });
    await act(async () => {
      await update.result.current.mutateAsync({ reply: 'Merci' });
    });
    expect(keysSent(api, 'POST', '/api/user_requests')[0]).toMatch(UUID);
    expect(keysSent(api, 'PUT', '/api/user_requests/7')[0]).toMatch(UUID);
  });
});
