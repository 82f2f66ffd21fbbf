import {
  RESIDENTS_PAGE_SIZE,
  type TManagedResidentListResponse,
  type TResidentAccountState,
} from '@habitat/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/features/session';

export const manageResidentKeys = {
  all: ['manage', 'residents'] as const,
  property: (property: number) => ['manage', 'residents', property] as const,
  page: (property: number, q: string, page: number) =>
    ['manage', 'residents', property, q, page] as const,
};

/** A page of the building's residents, found by `q` (name, e-mail, unit). */
export function useResidents(property: number, q: string, page: number) {
  return useQuery({
    queryKey: manageResidentKeys.page(property, q, page),
    queryFn: ({ signal }) =>
      authFetch<TManagedResidentListResponse>('/api/manage/residents', {
        query: { property, q: q || undefined, page, perPage: RESIDENTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Deactivates or reactivates an account; the directory and the resident's page are read again. */
export function useSetResidentActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: number; active: boolean }) =>
      authFetch<TResidentAccountState>(
        `/api/manage/residents/${change.id}/${change.active ? 'reactivate' : 'deactivate'}`,
        { method: 'POST' },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: manageResidentKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['manage', 'resident'] }),
      ]),
  });
}
