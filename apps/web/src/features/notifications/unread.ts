import type { TNotificationsResponse } from '@habitat/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authFetch, useSession } from '@/features/session';

/** Every notification read shares this prefix: a change (read, read all, a push) refreshes them all. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
};

/** What the service worker posts to open pages when a push message arrives (public/push-sw.js). */
export const PUSH_MESSAGE_TYPE = 'habitat:notification';

const MINUTE = 60_000;

/**
 * The unread count the bell shows: one row is enough, the answer carries `unread`. Read again
 * every minute, when the window regains focus, and at once when a push message arrives.
 */
export function useUnreadCount(): number | null {
  const session = useSession();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) =>
      authFetch<TNotificationsResponse>('/api/notifications', { query: { perPage: 1 }, signal }),
    select: (answer) => answer.unread,
    enabled: session !== null,
    refetchInterval: MINUTE,
    refetchOnWindowFocus: true,
    staleTime: 0,
    // The bell is a hint: a failed read leaves it without a count, nothing to retry for.
    retry: false,
  });

  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!worker) return;
    const onMessage = (event: MessageEvent) => {
      if (event.data?.type === PUSH_MESSAGE_TYPE) {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      }
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [queryClient]);

  return query.data ?? null;
}
