import {
  MANAGE_REQUESTS_PAGE_SIZE,
  PER_PAGE_ALL,
  type TManagedRequest,
  type TManagedRequestListResponse,
  type TManageRequestSort,
  type TManageRequestStatusFilter,
  type TRequestCategory,
  type TRequestStatus,
} from '@habitat/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/features/session';
import { manageKeys } from '../api';

export type TRequestListFilters = {
  status: TManageRequestStatusFilter;
  urgent: boolean;
  category: number | null;
  sort: TManageRequestSort;
  page: number;
};

export const manageRequestKeys = {
  all: ['manage', 'requests'] as const,
  list: (property: number, filters: TRequestListFilters) =>
    ['manage', 'requests', 'list', property, filters] as const,
  detail: (id: number) => ['manage', 'requests', 'detail', id] as const,
  categories: (property: number) => ['manage', 'requests', 'categories', property] as const,
};

export const requestPageCount = (count: number) =>
  Math.max(1, Math.ceil(count / MANAGE_REQUESTS_PAGE_SIZE));

/** One filtered page (GET /api/manage/requests); the previous page stays while the next loads. */
export function useManagedRequests(property: number, filters: TRequestListFilters) {
  return useQuery({
    queryKey: manageRequestKeys.list(property, filters),
    queryFn: ({ signal }) =>
      authFetch<TManagedRequestListResponse>('/api/manage/requests', {
        query: {
          property,
          status: filters.status,
          urgent: filters.urgent ? 'true' : undefined,
          category: filters.category ?? undefined,
          sort: filters.sort,
          page: filters.page,
          perPage: MANAGE_REQUESTS_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The building's level-1 categories, for the filter. */
export function useTopCategories(property: number) {
  return useQuery({
    queryKey: manageRequestKeys.categories(property),
    queryFn: ({ signal }) =>
      authFetch<{ data: TRequestCategory[] }>('/api/request_categories', {
        query: { property, perPage: PER_PAGE_ALL },
        signal,
      }),
    select: (list) => list.data.filter((category) => category.parent === null),
    staleTime: 5 * 60_000,
  });
}

export function useManagedRequest(id: number) {
  return useQuery({
    queryKey: manageRequestKeys.detail(id),
    queryFn: ({ signal }) => authFetch<TManagedRequest>(`/api/manage/requests/${id}`, { signal }),
  });
}

type TRequestAction =
  | { kind: 'status'; status: TRequestStatus }
  | { kind: 'messages'; reply: string }
  | { kind: 'comment'; comment: string | null };

const bodyOf = (action: TRequestAction) => {
  switch (action.kind) {
    case 'status':
      return { status: action.status };
    case 'messages':
      return { reply: action.reply };
    case 'comment':
      return { comment: action.comment };
  }
};

/**
 * A status step, a reply or the admin comment. The answer is the request as it now is; the
 * lists and the dashboard are read again, so counts and rows follow at once.
 */
export function useRequestAction(id: number, property: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TRequestAction) =>
      authFetch<TManagedRequest>(`/api/manage/requests/${id}/${action.kind}`, {
        method: 'POST',
        body: bodyOf(action),
      }),
    onSuccess: (request) => queryClient.setQueryData(manageRequestKeys.detail(id), request),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: manageRequestKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: ['manage', 'requests', 'list'] }),
        queryClient.invalidateQueries({ queryKey: manageKeys.dashboard(property) }),
      ]);
    },
  });
}
