import type { TAuditEntity, TAuditListResponse } from '@habitat/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authFetch } from '@/features/session';

export const auditKey = (entity: TAuditEntity, id: number) =>
  ['manage', 'audit', entity, id] as const;

/**
 * An item's history (GET /api/manage/audit), loaded when it is opened and reloaded after any
 * console change succeeds, so the entry just made shows without each form knowing of it.
 */
export function useAuditTrail(entity: TAuditEntity, id: number, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: auditKey(entity, id) });
        }
      }),
    [queryClient, entity, id],
  );
  return useQuery({
    queryKey: auditKey(entity, id),
    queryFn: ({ signal }) =>
      authFetch<TAuditListResponse>('/api/manage/audit', { query: { entity, id }, signal }),
    enabled,
    staleTime: 0,
  });
}
