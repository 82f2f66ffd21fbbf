import type { TFailedRefundListResponse, TSettledRefund } from '@habitat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/features/session';

export const manageRefundKeys = {
  property: (property: number) => ['manage', 'refunds', property] as const,
};

/** The building's failed refunds, oldest first. */
export function useFailedRefunds(property: number) {
  return useQuery({
    queryKey: manageRefundKeys.property(property),
    queryFn: ({ signal }) =>
      authFetch<TFailedRefundListResponse>('/api/manage/refunds', { query: { property }, signal }),
  });
}

/** `retry`: through the card processor; `settle`: given back by hand. The list is read again. */
export type TRefundAction = { id: number; action: 'retry' | 'settle' };

export function useSettleRefund(property: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: TRefundAction) =>
      authFetch<TSettledRefund>(`/api/manage/refunds/${id}/${action}`, { method: 'POST' }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: manageRefundKeys.property(property) }),
  });
}
