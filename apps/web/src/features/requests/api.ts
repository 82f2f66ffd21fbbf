import {
  LIST_PAGE_SIZE,
  type TCreateUserRequest,
  type TList,
  type TUserRequest,
  type TUserRequestSummary,
} from '@habitat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { idempotencyHeader, idempotentSend } from '@/lib/idempotent-send';
import { authFetch } from '../session';
import { requestKeys, useRequestScope } from './categories-api';

/** A refusal (403, 404, 409...) will not change on a retry; a network blip may. */
const retryUnlessRefused = (failures: number, error: unknown) =>
  !(isApiError(error) && error.status > 0 && error.status < 500) && failures < 1;

/** GET /api/user_requests?property=…&perPage=100&author=…: the user's requests, newest first. */
export function useUserRequests() {
  const { property, author, ready } = useRequestScope();
  return useQuery({
    queryKey: requestKeys.list(property, author),
    queryFn: ({ signal }) =>
      authFetch<TList<TUserRequestSummary>>('/api/user_requests', {
        query: { property: property ?? undefined, perPage: LIST_PAGE_SIZE, author },
        signal,
      }),
    select: (list) => list.data,
    enabled: ready && author !== null,
  });
}

/** GET /api/user_requests/{id}: with the alarm code and the discussion (403/404: not found). */
export function useUserRequest(id: number) {
  return useQuery({
    queryKey: requestKeys.detail(id),
    queryFn: ({ signal }) => authFetch<TUserRequest>(`/api/user_requests/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: retryUnlessRefused,
  });
}

/**
 * The user's property: whether it is commercial (which request fields apply). The one property
 * read of every page (session/use-user-property.ts).
 */
export { useUserProperty as useRequestProperty } from '../session';

/** POST /api/user_requests → the new request; the list is refreshed. */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  const [send] = useState(() =>
    idempotentSend((body: TCreateUserRequest, key) =>
      authFetch<TUserRequest>('/api/user_requests', {
        method: 'POST',
        body,
        headers: idempotencyHeader(key),
      }),
    ),
  );
  return useMutation({
    mutationFn: send,
    onSuccess: async (created) => {
      queryClient.setQueryData(requestKeys.detail(created.id), created);
      await queryClient.invalidateQueries({ queryKey: requestKeys.lists });
    },
  });
}

/** PUT /api/user_requests/{id} with `{ status: 'canceled' }` or `{ reply }` → the request. */
export function useUpdateRequest(id: number) {
  const queryClient = useQueryClient();
  // A reply is a create: sent again after no answer, it is posted once.
  const send = useMemo(
    () =>
      idempotentSend((body: { status: 'canceled' } | { reply: string }, key) =>
        authFetch<TUserRequest>(`/api/user_requests/${id}`, {
          method: 'PUT',
          body,
          headers: idempotencyHeader(key),
        }),
      ),
    [id],
  );
  return useMutation({
    mutationFn: send,
    onSuccess: async (updated) => {
      queryClient.setQueryData(requestKeys.detail(id), updated);
      await queryClient.invalidateQueries({ queryKey: requestKeys.lists });
    },
  });
}
