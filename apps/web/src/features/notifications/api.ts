import type { TNotification, TNotificationsResponse, TNotificationType } from '@habitat/shared';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { authFetch, useSession } from '@/features/session';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from './unread';

export const INBOX_PAGE_SIZE = 20;

type TInbox = InfiniteData<TNotificationsResponse, number>;

/** GET /api/notifications, newest first, a page at a time ("Load more"). */
export function useInbox() {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal, pageParam }) =>
      authFetch<TNotificationsResponse>('/api/notifications', {
        query: { page: pageParam, perPage: INBOX_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < last.count && last.data.length > 0 ? pages.length + 1 : undefined;
    },
    enabled: session !== null,
    staleTime: 0,
  });
}

/** The loaded items with one of them read (the list and the bell agree before the server answers). */
function withRead(
  inbox: TInbox | undefined,
  id: number | null,
  readAt: string,
): TInbox | undefined {
  if (!inbox) return inbox;
  const pages = inbox.pages.map((page) => {
    const data = page.data.map((item) =>
      item.readAt === null && (id === null || item.id === id) ? { ...item, readAt } : item,
    );
    const marked = page.data.filter((item, index) => item !== data[index]).length;
    return { ...page, data, unread: id === null ? 0 : Math.max(0, page.unread - marked) };
  });
  return { ...inbox, pages };
}

/** PUT /api/notifications/{id} { read: true }; the bell and the list refresh after. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: TNotification) =>
      authFetch<TNotification>(`/api/notifications/${item.id}`, {
        method: 'PUT',
        body: { read: true },
      }),
    onMutate: (item) => {
      queryClient.setQueryData<TInbox>(notificationKeys.list, (inbox) =>
        withRead(inbox, item.id, new Date().toISOString()),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** POST /api/notifications/read-all. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      authFetch<{ updated: number; unread: 0 }>('/api/notifications/read-all', {
        method: 'POST',
      }),
    onSuccess: () => {
      queryClient.setQueryData<TInbox>(notificationKeys.list, (inbox) =>
        withRead(inbox, null, new Date().toISOString()),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export type TUnsubscribeTarget = { type: TNotificationType; email: string };

/** GET /api/notifications/unsubscribe?token=: what the link would stop (no sign-in). */
export function useUnsubscribeTarget(token: string) {
  return useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) =>
      apiFetch<TUnsubscribeTarget>('/api/notifications/unsubscribe', {
        query: { token },
        signal,
      }),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/notifications/unsubscribe?token=: turns that type's e-mail off. */
export function unsubscribe(token: string): Promise<{ type: TNotificationType }> {
  return apiFetch('/api/notifications/unsubscribe', { method: 'POST', query: { token } });
}

export type TEmergencyMessage = { id: number; title: string; body: string; createdAt: string };

/** GET /api/emergency-messages/{id}: a message of the resident's building (else 404). */
export function useEmergencyMessage(id: number) {
  const session = useSession();
  return useQuery({
    queryKey: ['emergency-messages', id],
    queryFn: ({ signal }) =>
      authFetch<TEmergencyMessage>(`/api/emergency-messages/${id}`, { signal }),
    enabled: session !== null && Number.isInteger(id) && id > 0,
  });
}
