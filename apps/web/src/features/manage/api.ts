import type {
  TManageDashboard,
  TManagedPost,
  TManagedPostListResponse,
  TManagedPropertyListResponse,
  TModerationAction,
  TModerationStatus,
} from '@habitat/shared';
import { MODERATION_PAGE_SIZE } from '@habitat/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch, useSession } from '../session';

export const manageKeys = {
  all: ['manage'] as const,
  properties: () => ['manage', 'properties'] as const,
  dashboard: (property: number) => ['manage', 'dashboard', property] as const,
  posts: (property: number) => ['manage', 'posts', property] as const,
  postPage: (property: number, status: TModerationStatus, page: number) =>
    ['manage', 'posts', property, status, page] as const,
};

/** The properties the manager manages (GET /api/manage/properties). */
export function useManagedProperties() {
  const session = useSession();
  return useQuery({
    queryKey: manageKeys.properties(),
    queryFn: ({ signal }) =>
      authFetch<TManagedPropertyListResponse>('/api/manage/properties', { signal }),
    enabled: session !== null,
    staleTime: 5 * 60_000,
  });
}

export function useDashboard(property: number | null) {
  return useQuery({
    queryKey: manageKeys.dashboard(property ?? 0),
    queryFn: ({ signal }) =>
      authFetch<TManageDashboard>('/api/manage/dashboard', { query: { property }, signal }),
    enabled: property !== null,
  });
}

/** One page of a status tab; the previous page stays on screen while the next loads. */
export function useModerationPage(
  property: number | null,
  status: TModerationStatus,
  page: number,
) {
  return useQuery({
    queryKey: manageKeys.postPage(property ?? 0, status, page),
    queryFn: ({ signal }) =>
      authFetch<TManagedPostListResponse>('/api/manage/posts', {
        query: { property, status, page, perPage: MODERATION_PAGE_SIZE },
        signal,
      }),
    enabled: property !== null,
    placeholderData: keepPreviousData,
  });
}

export const moderationPageCount = (count: number) =>
  Math.max(1, Math.ceil(count / MODERATION_PAGE_SIZE));

/**
 * Publish, reject or disable a post. Once decided, every tab and the dashboard of the property
 * are read again, so the post leaves one list and joins the other at once.
 */
export function useModeratePost(property: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { postId: number; action: TModerationAction; reason?: string }) =>
      authFetch<TManagedPost>(`/api/manage/posts/${variables.postId}/${variables.action}`, {
        method: 'POST',
        body: variables.action === 'publish' ? {} : { reason: variables.reason ?? '' },
      }),
    onSettled: async () => {
      if (property === null) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: manageKeys.posts(property) }),
        queryClient.invalidateQueries({ queryKey: manageKeys.dashboard(property) }),
      ]);
    },
  });
}
