import type { TProperty } from '@habitat/shared';
import { useQuery } from '@tanstack/react-query';
import { authFetch, useMe } from './api';
import { useSession } from './use-session';

/**
 * The signed-in user's property: their lease's, else the session's, else the user's own; null
 * for a visitor (or a user without one).
 */
export function useUserPropertyId(): number | null {
  const session = useSession();
  const me = useMe();
  if (session === null) return null;
  return me.data?.lease?.property ?? session.property ?? me.data?.property ?? null;
}

/**
 * GET /api/properties/{id}: the signed-in user's property (address, time zone, payments,
 * whether it is commercial). One ['property', id] cache entry for every page that needs it.
 */
export function useUserProperty() {
  const id = useUserPropertyId();
  return useQuery({
    queryKey: ['property', id ?? undefined],
    queryFn: () => authFetch<TProperty>(`/api/properties/${id}`),
    enabled: id !== null,
    staleTime: 10 * 60_000,
  });
}
