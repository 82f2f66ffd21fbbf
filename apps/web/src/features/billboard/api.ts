import {
  BILLBOARD_PAGE_SIZE,
  PENDING_TAB_STATUSES,
  type TCreatePost,
  type TPost,
  type TPostListResponse,
} from '@habitat/shared';
import {
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { TQuery } from '@/lib/api-client';
import { idempotencyHeader, idempotentSend } from '@/lib/idempotent-send';
import { authFetch, useMe, useSession } from '../session';

/** The billboard's two tabs (docs/product.md: Screens): the building's published posts, and the user's own. */
export const BILLBOARD_TABS = ['published', 'pending'] as const;
export type TBillboardTab = (typeof BILLBOARD_TABS)[number];

export const isBillboardTab = (value: unknown): value is TBillboardTab =>
  BILLBOARD_TABS.some((tab) => tab === value);

/** Who is asking: the list of the pending tab and the remove button depend on it. */
export type TViewer = { userId: number | null; property: number | null };

/** The signed-in user's id and property; from the session, else from GET /api/me. */
export function useViewer(): TViewer {
  const session = useSession();
  const me = useMe();
  return {
    userId: session?.userId ?? me.data?.id ?? null,
    property: session?.property ?? me.data?.property ?? null,
  };
}

/**
 * The query of one page of a tab (docs/product.md: API): the published posts of the property, or the
 * user's own pending, accepted and rejected posts; BILLBOARD_PAGE_SIZE per page.
 */
export function listQuery(tab: TBillboardTab, viewer: TViewer, page: number): TQuery {
  const paging = { perPage: BILLBOARD_PAGE_SIZE, page };
  switch (tab) {
    case 'published':
      return { 'status[]': ['published'], property: viewer.property, ...paging };
    case 'pending':
      return { author: viewer.userId, 'status[]': PENDING_TAB_STATUSES, ...paging };
  }
}

/** Number of pages of a list of `count` posts (at least one, so an empty list has page 1). */
export const pageCount = (count: number) => Math.max(1, Math.ceil(count / BILLBOARD_PAGE_SIZE));

export const postKeys = {
  all: ['posts'] as const,
  page: (tab: TBillboardTab, viewer: TViewer, page: number) =>
    ['posts', 'page', tab, viewer, page] as const,
  infinite: (tab: TBillboardTab, viewer: TViewer) => ['posts', 'infinite', tab, viewer] as const,
  detail: (id: number) => ['posts', 'detail', id] as const,
};

const fetchPage = (tab: TBillboardTab, viewer: TViewer, page: number, signal: AbortSignal) =>
  authFetch<TPostListResponse>('/api/posts', { query: listQuery(tab, viewer, page), signal });

/** The pending tab needs the user's id; it waits for GET /api/me when the session lacks it. */
const canList = (tab: TBillboardTab, viewer: TViewer) =>
  tab === 'published' || viewer.userId !== null;

/** One numbered page of a tab (desktop pagination); the previous page stays while the next loads. */
export function usePostPage(tab: TBillboardTab, page: number) {
  const session = useSession();
  const viewer = useViewer();
  return useQuery({
    queryKey: postKeys.page(tab, viewer, page),
    queryFn: ({ signal }) => fetchPage(tab, viewer, page, signal),
    enabled: session !== null && canList(tab, viewer),
    placeholderData: keepPreviousData,
  });
}

/** Every page loaded so far of a tab (mobile infinite scroll). */
export function useInfinitePosts(tab: TBillboardTab) {
  const session = useSession();
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: postKeys.infinite(tab, viewer),
    queryFn: ({ signal, pageParam }) => fetchPage(tab, viewer, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length < pageCount(last.count) && last.data.length > 0 ? pages.length + 1 : undefined,
    enabled: session !== null && canList(tab, viewer),
  });
}

/** A post already in a loaded list, so its page shows at once. */
function cachedPost(queryClient: QueryClient, id: number): TPost | undefined {
  const lists = queryClient.getQueriesData<TPostListResponse | { pages: TPostListResponse[] }>({
    queryKey: postKeys.all,
  });
  for (const [, list] of lists) {
    if (!list) continue;
    const pages = 'pages' in list ? list.pages : [list];
    const post = pages.flatMap((page) => page.data ?? []).find((item) => item.id === id);
    if (post) return post;
  }
  return undefined;
}

/** GET /api/posts/{id}: a published post of the building or one of the user's own, else 404. */
export function usePost(id: number) {
  const session = useSession();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: postKeys.detail(id),
    queryFn: ({ signal }) => authFetch<TPost>(`/api/posts/${id}`, { signal }),
    initialData: () => cachedPost(queryClient, id),
    initialDataUpdatedAt: () =>
      queryClient
        .getQueriesData({ queryKey: postKeys.all })
        .reduce(
          (latest, [key]) => Math.max(latest, queryClient.getQueryState(key)?.dataUpdatedAt ?? 0),
          0,
        ),
    enabled: session !== null && Number.isInteger(id) && id > 0,
  });
}

/** POST /api/posts: a new post, pending until a manager decides; a resent one is stored once. */
export const createPost: (post: TCreatePost) => Promise<TPost> = idempotentSend((post, key) =>
  authFetch<TPost>('/api/posts', { method: 'POST', body: post, headers: idempotencyHeader(key) }),
);

/** PUT /api/posts/{id}/resubmit: the author's refused post, edited and sent again (pending). */
export function resubmitPost(id: number, post: TCreatePost): Promise<TPost> {
  return authFetch<TPost>(`/api/posts/${id}/resubmit`, { method: 'PUT', body: post });
}

/** PUT /api/posts/{id}?property=: the author removes the post (status finished, docs/product.md: States). */
export function removePost(post: TPost, property: number | null): Promise<TPost> {
  return authFetch<TPost>(`/api/posts/${post.id}`, {
    method: 'PUT',
    query: { property: property ?? post.property },
    body: { status: 'finished' },
  });
}
