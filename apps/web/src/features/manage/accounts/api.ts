import {
  MODERATION_PAGE_SIZE,
  type TAccountRequestStatus,
  type TApproveAccountRequest,
  type TManagedAccountRequest,
  type TManagedAccountRequestListResponse,
  type TManagedUnitListResponse,
} from '@habitat/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/features/session';
import { manageKeys } from '../api';

export const manageAccountKeys = {
  all: ['manage', 'account-requests'] as const,
  property: (property: number) => ['manage', 'account-requests', property] as const,
  page: (property: number, status: TAccountRequestStatus, page: number) =>
    ['manage', 'account-requests', property, status, page] as const,
  units: (property: number) => ['manage', 'units', property] as const,
};

export const accountPageCount = (count: number) =>
  Math.max(1, Math.ceil(count / MODERATION_PAGE_SIZE));

/** One page of a status tab; the previous page stays on screen while the next loads. */
export function useAccountRequestPage(
  property: number,
  status: TAccountRequestStatus,
  page: number,
) {
  return useQuery({
    queryKey: manageAccountKeys.page(property, status, page),
    queryFn: ({ signal }) =>
      authFetch<TManagedAccountRequestListResponse>('/api/manage/account-requests', {
        query: { property, status, page, perPage: MODERATION_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The property's units, for the approval's unit select (read when the dialog opens). */
export function useManagedUnits(property: number, enabled: boolean) {
  return useQuery({
    queryKey: manageAccountKeys.units(property),
    queryFn: ({ signal }) =>
      authFetch<TManagedUnitListResponse>('/api/manage/units', { query: { property }, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export type TAccountDecision =
  | { id: number; action: 'approve'; body: TApproveAccountRequest }
  | { id: number; action: 'decline'; body: { reason: string } };

/** Approve or decline; then every tab and the dashboard of the property are read again. */
export function useDecideAccountRequest(property: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TAccountDecision) =>
      authFetch<TManagedAccountRequest>(
        `/api/manage/account-requests/${decision.id}/${decision.action}`,
        { method: 'POST', body: decision.body },
      ),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: manageAccountKeys.property(property) }),
        queryClient.invalidateQueries({ queryKey: manageKeys.dashboard(property) }),
      ]);
    },
  });
}
