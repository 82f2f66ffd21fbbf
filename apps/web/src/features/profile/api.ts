import type {
  TChangePasswordResponse,
  TConfirmEmailResponse,
  TLocale,
  TMe,
  TUpdateUserResponse,
} from '@habitat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { authFetch, meQueryKey, sessionStore } from '../session';

/**
 * PUT /api/users/{id}: a new e-mail waits for the link mailed to it (`pendingEmail`); the
 * answer is the user as before.
 */
export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; email: string; currentPassword: string; locale: TLocale }) =>
      authFetch<TUpdateUserResponse>(`/api/users/${input.id}`, {
        method: 'PUT',
        body: { email: input.email, currentPassword: input.currentPassword, locale: input.locale },
      }),
    onSuccess: ({ pendingEmail: _pending, ...me }) => queryClient.setQueryData(meQueryKey, me),
  });
}

/** POST /api/confirm_email/{token}: the link of the mail; no session needed. */
export function confirmEmail(token: string) {
  return apiFetch<TConfirmEmailResponse>(`/api/confirm_email/${encodeURIComponent(token)}`, {
    method: 'POST',
  });
}

/**
 * PUT /api/me/password: every other session ends; this device keeps going with the fresh
 * token the answer carries.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { currentPassword: string; password: string }) =>
      authFetch<TChangePasswordResponse>('/api/me/password', { method: 'PUT', body: input }),
    onSuccess: ({ token }) => {
      const session = sessionStore.get();
      if (!session) return;
      const me = queryClient.getQueryData<TMe>(meQueryKey);
      sessionStore.set({ ...session, token });
      // A new token re-initialises the cached data; the user is the same, so keep showing it.
      if (me) queryClient.setQueryData(meQueryKey, me);
    },
  });
}

/**
 * POST /api/logout/everywhere: every session of the account ends, this one included, and so
 * does the calendar feed's address.
 */
export function logoutEverywhere() {
  return authFetch<null>('/api/logout/everywhere', { method: 'POST' });
}
