import type { TMe } from '@habitat/shared';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch, isApiError, type TApiRequest } from '@/lib/api-client';
import { sessionStore, type TSession } from './session-store';
import { useSession } from './use-session';

/** A 401 for the token still held means the server ended the session (expired, signed out). */
export function expireSessionIfRefused(error: unknown, token: string | null): void {
  if (token === null || !isApiError(error) || error.status !== 401) return;
  if (sessionStore.get()?.token === token) sessionStore.expire();
}

/** An API call with the current bearer token; a refused token ends the session. */
export async function authFetch<T>(
  path: string,
  request: Omit<TApiRequest, 'token'> = {},
): Promise<T> {
  const token = sessionStore.get()?.token ?? null;
  try {
    return await apiFetch<T>(path, { ...request, token });
  } catch (error) {
    expireSessionIfRefused(error, token);
    throw error;
  }
}

export const meQueryKey = ['me'] as const;

export function fetchMe(token: string): Promise<TMe> {
  return apiFetch<TMe>('/api/me', { token });
}

/** The logged-in user (GET /api/me); skipped without a token (docs/product.md: Roles). */
export function useMe() {
  const session = useSession();
  return useQuery({
    queryKey: meQueryKey,
    queryFn: () => fetchMe(session?.token ?? ''),
    enabled: session !== null,
    staleTime: 5 * 60_000,
    // A refused token will not get better; a network blip may.
    retry: (failures, error) => !(isApiError(error) && error.status > 0) && failures < 2,
  });
}

/** When the token changes, every cached list is re-initialised (docs/product.md: States Session). */
export function bindQueryCacheToSession(queryClient: QueryClient): () => void {
  return sessionStore.subscribe((next, previous) => {
    if (next?.token !== previous?.token) queryClient.clear();
  });
}

/** Stores a new session (after a successful login) and primes the cache with its user. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (session: TSession, me: TMe) => {
      sessionStore.set(session);
      queryClient.setQueryData(meQueryKey, me);
    },
    [queryClient],
  );
}
