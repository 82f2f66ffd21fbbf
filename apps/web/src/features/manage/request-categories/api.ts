import type {
  TManagedRequestCategory,
  TManagedRequestCategoryListResponse,
  TTranslatable,
} from '@habitat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/features/session';

export const requestCategoryKeys = {
  tree: (property: number) => ['manage', 'request-categories', property] as const,
};

export function useManagedRequestCategories(property: number) {
  return useQuery({
    queryKey: requestCategoryKeys.tree(property),
    queryFn: ({ signal }) =>
      authFetch<TManagedRequestCategoryListResponse>('/api/manage/request-categories', {
        query: { property },
        signal,
      }),
  });
}

export type TCategoryChange =
  | { kind: 'create'; name: TTranslatable; parent: number | null }
  | { kind: 'rename'; id: number; name: TTranslatable }
  | { kind: 'reorder'; id: number; position: number }
  | { kind: 'retire' | 'restore'; id: number };

const base = '/api/manage/request-categories';

function send(property: number, change: TCategoryChange) {
  switch (change.kind) {
    case 'create':
      return authFetch<TManagedRequestCategory>(base, {
        method: 'POST',
        query: { property },
        body: { name: change.name, parent: change.parent },
      });
    case 'rename':
      return authFetch<TManagedRequestCategory>(`${base}/${change.id}`, {
        method: 'PATCH',
        body: { name: change.name },
      });
    case 'reorder':
      return authFetch<TManagedRequestCategory>(`${base}/${change.id}/move`, {
        method: 'POST',
        body: { position: change.position },
      });
    default:
      return authFetch<TManagedRequestCategory>(`${base}/${change.id}/${change.kind}`, {
        method: 'POST',
      });
  }
}

/** Any change to the tree, then the tree read again (residents read it fresh on their side). */
export function useChangeRequestCategory(property: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TCategoryChange) => send(property, change),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: requestCategoryKeys.tree(property) }),
  });
}
