import { PER_PAGE_ALL, type TList, type TRequestCategory } from '@habitat/shared';
import { useQuery } from '@tanstack/react-query';
import { authFetch, useMe, useSession } from '../session';

/**
 * Whose requests and which property: the session's, else the signed-in user's (GET /api/me).
 * `ready` once both are known, or once the user is loaded without a property.
 */
export function useRequestScope() {
  const session = useSession();
  const me = useMe();
  const property = session?.property ?? me.data?.lease?.property ?? me.data?.property ?? null;
  const author = session?.userId ?? me.data?.id ?? null;
  const ready = session !== null && ((property !== null && author !== null) || me.isSuccess);
  return { property, author, ready };
}

export const requestKeys = {
  all: ['requests'] as const,
  categories: (property: number | null) => ['requests', 'categories', property] as const,
  lists: ['requests', 'list'] as const,
  list: (property: number | null, author: number | null) =>
    ['requests', 'list', { property, author }] as const,
  detail: (id: number) => ['requests', 'detail', id] as const,
};

/** GET /api/request_categories?property=…&perPage=-1: the property's tree, flat, depth first. */
export function useRequestCategories() {
  const { property, ready } = useRequestScope();
  return useQuery({
    queryKey: requestKeys.categories(property),
    queryFn: ({ signal }) =>
      authFetch<TList<TRequestCategory>>('/api/request_categories', {
        query: { property: property ?? undefined, perPage: PER_PAGE_ALL },
        signal,
      }),
    select: (list) => list.data,
    enabled: ready,
    staleTime: 10 * 60_000,
  });
}

/**
 * Requests exist for a user only when their property has request categories (docs/product.md: Screens). The API
 * lists only visible ones (deleted nodes and what is under them are left out), so any will do;
 * the tree functions stay out of this module, which every page loads for the menu.
 */
export function hasRequestCategories(categories: readonly TRequestCategory[]): boolean {
  return categories.length > 0;
}

/** The menu entry and the footer tab "requests" (docs/product.md: Screens): shown once categories exist. */
export function useRequestsAvailable(): boolean {
  const categories = useRequestCategories();
  return categories.data !== undefined && hasRequestCategories(categories.data);
}
