import type {
  TInviteManagerRequest,
  TInviteManagerResponse,
  TManagedManagerListResponse,
} from '@habitat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/features/session';
import { manageKeys } from '../api';

export const manageManagerKeys = {
  all: ['manage', 'managers'] as const,
  property: (property: number) => ['manage', 'managers', property] as const,
};

/** The building's managers, by name. */
export function useManagers(property: number) {
  return useQuery({
    queryKey: manageManagerKeys.property(property),
    queryFn: ({ signal }) =>
      authFetch<TManagedManagerListResponse>('/api/manage/managers', {
        query: { property },
        signal,
      }),
  });
}

/** Adds an existing manager, or invites a new one, to buildings; every list is read again. */
export function useInviteManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TInviteManagerRequest) =>
      authFetch<TInviteManagerResponse>('/api/manage/managers', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: manageManagerKeys.all }),
  });
}

/** Takes a manager off the building (the caller too: their buildings are read again). */
export function useRemoveManager(property: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      authFetch<void>(`/api/manage/managers/${id}`, { method: 'DELETE', query: { property } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: manageManagerKeys.all }),
        queryClient.invalidateQueries({ queryKey: manageKeys.properties() }),
      ]),
  });
}
