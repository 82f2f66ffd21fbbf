import type {
  TManagedDelivery,
  TManagedDeliveryListResponse,
  TManagedEmergencyMessage,
  TManagedEmergencyMessageListResponse,
  TManageEmergencyMessageCreate,
  TNotification,
  TNotificationsResponse,
  TReach,
} from '@habitat/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch, useSession } from '@/features/session';

/** Items per page of the console's inbox and lists. */
export const CONSOLE_NOTIFICATIONS_PAGE_SIZE = 20;

export const consoleNotificationKeys = {
  inbox: ['manage', 'notifications', 'inbox'] as const,
  inboxPage: (page: number) => ['manage', 'notifications', 'inbox', page] as const,
  unread: ['manage', 'notifications', 'inbox', 'unread'] as const,
  deliveries: (property: number) => ['manage', 'notifications', 'deliveries', property] as const,
  emergency: (property: number) => ['manage', 'notifications', 'emergency', property] as const,
  newsReach: (news: number) => ['manage', 'notifications', 'news-reach', news] as const,
};

/** The bell's count: the inbox's `unread`, read again each minute and when the tab comes back. */
export function useUnreadCount() {
  const session = useSession();
  return useQuery({
    queryKey: consoleNotificationKeys.unread,
    queryFn: ({ signal }) =>
      authFetch<TNotificationsResponse>('/api/notifications', {
        query: { perPage: 1, unread: 'true' },
        signal,
      }),
    select: (response) => response.unread,
    enabled: session !== null,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useInboxPage(page: number) {
  return useQuery({
    queryKey: consoleNotificationKeys.inboxPage(page),
    queryFn: ({ signal }) =>
      authFetch<TNotificationsResponse>('/api/notifications', {
        query: { page, perPage: CONSOLE_NOTIFICATIONS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Marks one item or all read; the inbox and the bell are read again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const onSettled = () =>
    queryClient.invalidateQueries({ queryKey: consoleNotificationKeys.inbox });
  const one = useMutation({
    mutationFn: (id: number) =>
      authFetch<TNotification>(`/api/notifications/${id}`, { method: 'PUT', body: { read: true } }),
    onSettled,
  });
  const all = useMutation({
    mutationFn: () =>
      authFetch<{ updated: number }>('/api/notifications/read-all', { method: 'POST' }),
    onSettled,
  });
  return { one, all };
}

/** A building's deliveries that failed for good, newest first. */
export function useDeadDeliveries(property: number, page: number) {
  return useQuery({
    queryKey: [...consoleNotificationKeys.deliveries(property), page],
    queryFn: ({ signal }) =>
      authFetch<TManagedDeliveryListResponse>('/api/manage/notification-deliveries', {
        query: { property, status: 'dead', page, perPage: CONSOLE_NOTIFICATIONS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRetryDelivery(property: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      authFetch<TManagedDelivery>(`/api/manage/notification-deliveries/${id}/retry`, {
        method: 'POST',
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: consoleNotificationKeys.deliveries(property) }),
  });
}

export function useEmergencyMessages(property: number, page: number) {
  return useQuery({
    queryKey: [...consoleNotificationKeys.emergency(property), page],
    queryFn: ({ signal }) =>
      authFetch<TManagedEmergencyMessageListResponse>('/api/manage/emergency-messages', {
        query: { property, page, perPage: CONSOLE_NOTIFICATIONS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSendEmergencyMessage(property: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: Omit<TManageEmergencyMessageCreate, 'property'>) =>
      authFetch<TManagedEmergencyMessage>('/api/manage/emergency-messages', {
        method: 'POST',
        body: { ...message, property },
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: consoleNotificationKeys.emergency(property) }),
  });
}

/** How many residents a published news item reached, and how many read it. */
export function useNewsReach(newsId: number, enabled: boolean) {
  return useQuery({
    queryKey: consoleNotificationKeys.newsReach(newsId),
    queryFn: ({ signal }) => authFetch<TReach>(`/api/manage/news/${newsId}/reach`, { signal }),
    enabled,
    staleTime: 60_000,
  });
}
