import {
  DEFAULT_TIME_ZONE,
  LIST_PAGE_SIZE,
  type TList,
  type TService,
  type TServiceCategory,
} from '@habitat/shared';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppConfig } from '@/config/app-config';
import type { TQuery } from '@/lib/api-client';
import { authFetch, useMe, useSession, useUserProperty, useUserPropertyId } from '../session';

/**
 * The scope of a content list (docs/product.md: API): a signed-in user's property (else organization);
 * a visitor's is the configured organization (the lists are public).
 */
function useContentScope(): TQuery {
  const session = useSession();
  const config = useAppConfig();
  if (session) {
    if (session.property !== null) return { property: session.property };
    return { organization: session.organization };
  }
  return { organization: config.organization };
}

/** Categories that have at least one active service, each with only its active services. */
export function visibleCategories(categories: readonly TServiceCategory[]): TServiceCategory[] {
  return categories
    .map((category) => ({
      ...category,
      services: category.services.filter((service) => service.active),
    }))
    .filter((category) => category.services.length > 0);
}

const categoriesKey = (scope: TQuery) => ['services', 'categories', scope] as const;

/** GET /api/service_categories: categories with their active services (public). */
export function useServiceCategories() {
  const scope = useContentScope();
  return useQuery({
    queryKey: categoriesKey(scope),
    queryFn: ({ signal }) =>
      authFetch<TList<TServiceCategory>>('/api/service_categories', {
        query: { ...scope, perPage: LIST_PAGE_SIZE },
        signal,
      }),
    select: (list) => visibleCategories(list.data),
    staleTime: 5 * 60_000,
  });
}

/** The menu and the footer tab show services once services and categories are loaded (docs/product.md: Screens). */
export function useServicesAvailable(): boolean {
  const categories = useServiceCategories();
  return (categories.data?.length ?? 0) > 0;
}

/** A service already in a loaded categories list, so its page shows at once. */
function cachedService(queryClient: QueryClient, id: number) {
  const lists = queryClient.getQueriesData<TList<TServiceCategory>>({
    queryKey: ['services', 'categories'],
  });
  for (const [key, list] of lists) {
    for (const category of list?.data ?? []) {
      const service = category.services.find((candidate) => candidate.id === id);
      if (service) return { service, updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt };
    }
  }
  return null;
}

/** GET /api/services/{id} (public; 404 when hidden or inactive). */
export function useService(id: number) {
  const queryClient = useQueryClient();
  const scope = useContentScope();
  return useQuery({
    queryKey: ['services', 'detail', id, scope],
    queryFn: ({ signal }) => authFetch<TService>(`/api/services/${id}`, { signal }),
    initialData: () => cachedService(queryClient, id)?.service,
    initialDataUpdatedAt: () => cachedService(queryClient, id)?.updatedAt,
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 5 * 60_000,
  });
}

/**
 * The time zone of the signed-in user's property (opening hours, dates), else
 * DEFAULT_TIME_ZONE. `null` while the property loads, so nothing flips once it arrives.
 */
export function usePropertyTimeZone(): string | null {
  const session = useSession();
  const me = useMe();
  const id = useUserPropertyId();
  const property = useUserProperty();
  if (session === null) return DEFAULT_TIME_ZONE;
  if (id === null) return me.isPending ? null : DEFAULT_TIME_ZONE;
  if (property.isPending) return null;
  return property.data?.timeZone ?? DEFAULT_TIME_ZONE;
}
