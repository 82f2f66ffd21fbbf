import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';

/**
 * A refusal (4xx: unknown id, forbidden, expired session) answers the same on a second try;
 * only a network blip or a server error (5xx) is worth one more.
 */
export function retryOnlyPassingFailures(failures: number, error: unknown): boolean {
  const refused = isApiError(error) && error.status >= 400 && error.status < 500;
  return !refused && failures < 1;
}

/**
 * Offline (docs/decisions/015-pwa.md): a read is still tried once, so the service worker can
 * answer it from the last visit, and only its retries wait for the network ('offlineFirst');
 * a write always runs, so the API client refuses it at once and the resident is told, instead
 * of being paused and sent later without a word ('always').
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: retryOnlyPassingFailures,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
