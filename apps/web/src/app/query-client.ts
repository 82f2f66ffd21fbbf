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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: retryOnlyPassingFailures, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
