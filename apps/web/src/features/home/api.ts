import type { THomeSummary } from '@habitat/shared';
import { useQuery } from '@tanstack/react-query';
import { authFetch, useSession } from '../session';

/** GET /api/home: what changed and what to do, for the signed-in resident; read again on focus. */
export function useHomeSummary() {
  const session = useSession();
  return useQuery({
    queryKey: ['home', 'summary'],
    queryFn: ({ signal }) => authFetch<THomeSummary>('/api/home', { signal }),
    enabled: session !== null,
    refetchOnWindowFocus: true,
  });
}
