import { BILLBOARD_PAGE_SIZE, INFINITE_SCROLL_THRESHOLD_PX } from '@habitat/shared';
import { Button, Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/ui/load-error';
import { type TBillboardTab, useInfinitePosts } from '../api';
import { EmptyPostList, PostCards, PostListSkeleton } from './post-list-parts';

/**
 * Calls `onVisible` when the element comes within INFINITE_SCROLL_THRESHOLD_PX of the bottom of
 * the viewport (docs/product.md: Limits). `generation` changes after each load, so a new observer reports the
 * sentinel again if it is still in view (a short page does not stall the scroll).
 */
function useSentinel(options: { enabled: boolean; generation: number; onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const onVisible = useRef(options.onVisible);
  useLayoutEffect(() => {
    onVisible.current = options.onVisible;
  });
  const { enabled, generation } = options;

  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible.current();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, generation]);

  return ref;
}

/**
 * Mobile list (docs/product.md: Screens): infinite scroll. The next page loads when the end of the list comes
 * within 100 px of the bottom of the screen; a button does the same for keyboard users and
 * browsers without IntersectionObserver.
 */
export function InfinitePostList(props: { tab: TBillboardTab; timeZone: string }) {
  const { t } = useTranslation();
  const posts = useInfinitePosts(props.tab);
  const pages = posts.data?.pages ?? [];
  const loaded = pages.flatMap((page) => page.data);
  const count = pages.at(-1)?.count ?? 0;
  const canLoadMore = posts.hasNextPage && !posts.isFetchingNextPage && !posts.isFetchNextPageError;
  const loadMore = () => {
    if (canLoadMore) void posts.fetchNextPage();
  };
  const sentinel = useSentinel({
    enabled: canLoadMore,
    generation: pages.length,
    onVisible: loadMore,
  });

  if (posts.isError && !posts.data) {
    return (
      <LoadError
        error={posts.error}
        onRetry={() => void posts.refetch()}
        retrying={posts.isFetching}
      />
    );
  }
  if (!posts.data) return <PostListSkeleton rows={BILLBOARD_PAGE_SIZE} />;
  if (loaded.length === 0) return <EmptyPostList tab={props.tab} />;

  return (
    <Stack gap="md">
      <PostCards posts={loaded} tab={props.tab} timeZone={props.timeZone} />
      <VisuallyHidden aria-live="polite">
        {t('billboard.loaded', { shown: loaded.length, count })}
      </VisuallyHidden>
      {posts.isFetchNextPageError && (
        <LoadError
          error={posts.error}
          onRetry={() => void posts.fetchNextPage()}
          retrying={posts.isFetchingNextPage}
        />
      )}
      {posts.hasNextPage ? (
        <Center ref={sentinel} mih={48} data-testid="billboard-sentinel">
          {posts.isFetchingNextPage ? (
            <Loader size="sm" aria-label={t('billboard.loading_more')} />
          ) : (
            !posts.isFetchNextPageError && (
              <Button variant="subtle" size="sm" onClick={loadMore}>
                {t('billboard.load_more')}
              </Button>
            )
          )}
        </Center>
      ) : (
        pages.length > 1 && (
          <Text size="sm" c="dimmed" ta="center">
            {t('billboard.end_of_list')}
          </Text>
        )
      )}
    </Stack>
  );
}
