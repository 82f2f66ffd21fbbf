import type {
  TCreateLeaseRequest,
  TInviteLeasePersonRequest,
  TLeaseState,
  TManagedLease,
  TManagedLeaseListResponse,
  TUpdateLeaseRequest,
} from '@habitat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/features/session';
import { manageResidentKeys } from '../residents/api';

export const manageLeaseKeys = {
  all: ['manage', 'leases'] as const,
  list: (property: number, unit: number | null, state: TLeaseState | null) =>
    ['manage', 'leases', 'list', property, unit, state] as const,
  one: (id: number) => ['manage', 'leases', 'one', id] as const,
};

/** The building's leases, one unit's or one state's when chosen. */
export function useLeases(property: number, unit: number | null, state: TLeaseState | null) {
  return useQuery({
    queryKey: manageLeaseKeys.list(property, unit, state),
    queryFn: ({ signal }) =>
      authFetch<TManagedLeaseListResponse>('/api/manage/leases', {
        query: { property, unit: unit ?? undefined, state: state ?? undefined },
        signal,
      }),
  });
}

export function useLease(id: number) {
  return useQuery({
    queryKey: manageLeaseKeys.one(id),
    queryFn: ({ signal }) => authFetch<TManagedLease>(`/api/manage/leases/${id}`, { signal }),
  });
}

/** What a lease page changes; each answers the lease as it now is. */
export type TLeaseChange =
  | { kind: 'edit'; body: TUpdateLeaseRequest }
  | { kind: 'cancel'; body: { date: string; note: string } }
  | { kind: 'add'; body: { user: number; signed: boolean } }
  | { kind: 'invite'; body: TInviteLeasePersonRequest }
  | { kind: 'signed'; user: number; signed: boolean }
  | { kind: 'remove'; user: number }
  | { kind: 'move'; user: number; lease: number };

function send(id: number, change: TLeaseChange) {
  const base = `/api/manage/leases/${id}`;
  switch (change.kind) {
    case 'edit':
      return authFetch<TManagedLease>(base, { method: 'PATCH', body: change.body });
    case 'cancel':
      return authFetch<TManagedLease>(`${base}/cancel`, { method: 'POST', body: change.body });
    case 'add':
      return authFetch<TManagedLease>(`${base}/people`, { method: 'POST', body: change.body });
    case 'invite':
      return authFetch<TManagedLease>(`${base}/invitations`, { method: 'POST', body: change.body });
    case 'signed':
      return authFetch<TManagedLease>(`${base}/people/${change.user}`, {
        method: 'PATCH',
        body: { signed: change.signed },
      });
    case 'remove':
      return authFetch<TManagedLease>(`${base}/people/${change.user}`, { method: 'DELETE' });
    case 'move':
      return authFetch<TManagedLease>(`${base}/people/${change.user}/move`, {
        method: 'POST',
        body: { lease: change.lease },
      });
  }
}

/** Changes the lease; the leases and the residents directory are read again. */
export function useChangeLease(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TLeaseChange) => send(id, change),
    onSuccess: (lease, change) => {
      if (change.kind !== 'move') queryClient.setQueryData(manageLeaseKeys.one(id), lease);
    },
    onSettled: (lease) => {
      void queryClient.invalidateQueries({ queryKey: manageLeaseKeys.all });
      if (lease) {
        void queryClient.invalidateQueries({
          queryKey: manageResidentKeys.property(lease.property),
        });
      }
    },
  });
}

/** A new lease; the list is read again. */
export function useCreateLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateLeaseRequest) =>
      authFetch<TManagedLease>('/api/manage/leases', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: manageLeaseKeys.all }),
  });
}
