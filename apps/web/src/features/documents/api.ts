import { PER_PAGE_ALL, type TList, type TPropertyFile } from '@habitat/shared';
import { useQuery } from '@tanstack/react-query';
import { useAppConfig } from '@/config/app-config';
import { authFetch, useSession } from '../session';

/** GET /api/files?organization={org}&perPage=-1: the property's documents, newest first. */
export function useDocuments() {
  const session = useSession();
  const config = useAppConfig();
  return useQuery({
    queryKey: ['documents'],
    queryFn: ({ signal }) =>
      authFetch<TList<TPropertyFile>>('/api/files', {
        query: {
          organization: session?.organization ?? config.organization,
          perPage: PER_PAGE_ALL,
        },
        signal,
      }),
    select: (list) => list.data,
    enabled: session !== null,
  });
}
