import type { TMe, TProperty } from '@habitat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch, meQueryKey } from '../session';

/** GET /api/properties/{id}: the profile shows the address of the lease's property. */
export function useProperty(id: number | undefined) {
  return useQuery({
    queryKey: ['property', id],
    queryFn: () => authFetch<TProperty>(`/api/properties/${id}`),
    enabled: id !== undefined,
    staleTime: 10 * 60_000,
  });
}

/** PUT /api/users/{id} { email } → the updated user. */
export function useUpdateEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; email: string }) =>
      authFetch<TMe>(`/api/users/${input.id}`, { method: 'PUT', body: { email: input.email } }),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
