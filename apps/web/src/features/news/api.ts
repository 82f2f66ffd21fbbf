import { LIST_PAGE_SIZE, type TList, type TNewsItem } from '@habitat/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch, useSession } from '../session';

const listKey = ['news', 'list'] as const;

/** GET /api/news?status=in_progress: signed-in users only; skipped without a token (docs/product.md: Roles). */
export function useNewsList() {
  const session = useSession();
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) =>
      authFetch<TList<TNewsItem>>('/api/news', {
        query: {
          property: session?.property,
          status: 'in_progress',
          perPage: LIST_PAGE_SIZE,
        },
        signal,
      }),
    select: (list) => list.data,
    enabled: session !== null,
  });
}

/** GET /api/news/{id}; an item of the loaded list shows at once. */
export function useNewsItem(id: number) {
  const session = useSession();
  const queryClient = useQueryClient();
  const cached = () =>
    queryClient.getQueryData<TList<TNewsItem>>(listKey)?.data.find((item) => item.id === id);
  return useQuery({
    queryKey: ['news', 'detail', id],
    queryFn: ({ signal }) => authFetch<TNewsItem>(`/api/news/${id}`, { signal }),
    initialData: cached,
    initialDataUpdatedAt: () => queryClient.getQueryState(listKey)?.dataUpdatedAt,
    enabled: session !== null && Number.isInteger(id) && id > 0,
  });
}
