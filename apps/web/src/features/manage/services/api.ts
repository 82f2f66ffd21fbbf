import type {
  TManagedService,
  TManagedServiceCategory,
  TManagedServiceCategoryListResponse,
  TManageServiceCategoryCreateRequest,
  TManageServiceCategoryUpdateRequest,
  TManageServiceCreateRequest,
  TManageServiceUpdateRequest,
} from '@habitat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/features/session';

export const manageServiceKeys = {
  all: ['manage', 'services'] as const,
  categories: (property: number) => ['manage', 'services', 'categories', property] as const,
  service: (id: number) => ['manage', 'services', 'service', id] as const,
};

/** The building's categories (its own, then organization-wide) with every service. */
export function useManagedServiceCategories(property: number) {
  return useQuery({
    queryKey: manageServiceKeys.categories(property),
    enabled: property > 0,
    queryFn: ({ signal }) =>
      authFetch<TManagedServiceCategoryListResponse>('/api/manage/service-categories', {
        query: { property },
        signal,
      }),
  });
}

export type TCategoryChange =
  | { kind: 'create'; body: TManageServiceCategoryCreateRequest }
  | { kind: 'update'; id: number; body: TManageServiceCategoryUpdateRequest }
  | { kind: 'order'; ids: number[] };

/** Create, rename, retire / restore or reorder categories, then read the list again. */
export function useChangeCategory(property: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TCategoryChange): Promise<unknown> => {
      if (change.kind === 'create') {
        return authFetch<TManagedServiceCategory>('/api/manage/service-categories', {
          method: 'POST',
          query: { property },
          body: change.body,
        });
      }
      if (change.kind === 'update') {
        return authFetch<TManagedServiceCategory>(`/api/manage/service-categories/${change.id}`, {
          method: 'PATCH',
          body: change.body,
        });
      }
      return authFetch<TManagedServiceCategoryListResponse>(
        '/api/manage/service-categories/order',
        { method: 'POST', query: { property }, body: { ids: change.ids } },
      );
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: manageServiceKeys.categories(property) }),
  });
}

export function useCreateService(property: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TManageServiceCreateRequest) =>
      authFetch<TManagedService>('/api/manage/services', { method: 'POST', body }),
    onSuccess: (service) =>
      queryClient.setQueryData(manageServiceKeys.service(service.id), service),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: manageServiceKeys.categories(property) }),
  });
}

export function useManagedService(id: number) {
  return useQuery({
    queryKey: manageServiceKeys.service(id),
    queryFn: ({ signal }) => authFetch<TManagedService>(`/api/manage/services/${id}`, { signal }),
  });
}

export function useUpdateService(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TManageServiceUpdateRequest) =>
      authFetch<TManagedService>(`/api/manage/services/${id}`, { method: 'PATCH', body }),
    onSuccess: (service) => {
      queryClient.setQueryData(manageServiceKeys.service(id), service);
      void queryClient.invalidateQueries({
        queryKey: manageServiceKeys.categories(service.property),
      });
    },
  });
}
