import {
  CURRENCY,
  type TJoinWaitlistRequest,
  type TList,
  type TReservation,
  type TWaitlistEntry,
} from '@habitat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authFetch } from '@/features/session';
import { idempotencyHeader, idempotentSend } from '@/lib/idempotent-send';
import { bookingKeys } from './keys';
import { retryUnlessRefused } from './reservations';

const waitlistKey = () => [...bookingKeys.all, 'waitlist'] as const;

/** GET /api/waitlist_entries: the user's entries, the latest first. */
export function useMyWaitlist(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: waitlistKey(),
    queryFn: ({ signal }) => authFetch<TList<TWaitlistEntry>>('/api/waitlist_entries', { signal }),
    select: (list) => list.data,
    enabled: options.enabled ?? true,
    retry: retryUnlessRefused,
  });
}

/** Still in a line: waiting, or holding an offer. */
export const inLine = (entry: TWaitlistEntry) =>
  entry.status === 'waiting' || entry.status === 'offered';

/** POST /api/waitlist_entries (409 waitlist_not_full / waitlist_already_joined). */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TJoinWaitlistRequest) =>
      authFetch<TWaitlistEntry>('/api/waitlist_entries', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKey() }),
  });
}

/** DELETE /api/waitlist_entries/{id}. */
export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      authFetch<TWaitlistEntry>(`/api/waitlist_entries/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKey() }),
  });
}

/**
 * POST /api/waitlist_entries/{id}/accept for a free place: books it (limits apply). One
 * Idempotency-Key per submission, the same one again after a lost answer, like a paid offer's.
 */
export function useAcceptOffer() {
  const queryClient = useQueryClient();
  const [send] = useState(() =>
    idempotentSend((id: number, key) =>
      authFetch<TReservation>(`/api/waitlist_entries/${id}/accept`, {
        method: 'POST',
        body: { total: 0, currency: CURRENCY, payments: [] },
        headers: idempotencyHeader(key),
      }),
    ),
  );
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
