import { BILLBOARD_PAGE_SIZE } from '@habitat/shared';
import { Group, Pagination, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/ui/load-error';
import { pageCount, type TBillboardTab, usePostPage } from '../api';
import { EmptyPostList, PostCards, PostListSkeleton } from './post-list-parts';

/**
 * Desktop list (docs/product.md: Screens): one page of BILLBOARD_PAGE_SIZE posts with numbered pagination. The
 * page shown stays while the next one loads (dimmed), so the pagination does not jump.
 */
export function PagedPostList(props: {
  tab: TBillboardTab;
  page: number;
  timeZone: string;
  /** `replace` for a correction the user did not ask for (no history entry of its own). */
  onPageChange: (page: number, options?: { replace: boolean }) => void;
}) {
  const { t } = useTranslation();
  const { tab, page } = props;
  const posts = usePostPage(tab, page);
  const { onPageChange } = props;
  // A page beyond the end (a post was removed, or an old link) moves to the last page.
  const lastPage = posts.data && !posts.isPlaceholderData ? pageCount(posts.data.count) : null;
  const beyondEnd = lastPage !== null && page > lastPage;
  useEffect(() => {
    if (beyondEnd && lastPage !== null) onPageChange(lastPage, { replace: true });
  }, [beyondEnd, lastPage, onPageChange]);

  if (posts.isError && !posts.data) {
    return (
      <LoadError
        error={posts.error}
        onRetry={() => void posts.refetch()}
        retrying={posts.isFetching}
      />
    );
  }
  if (!posts.data || beyondEnd) return <PostListSkeleton rows={BILLBOARD_PAGE_SIZE} />;

  const { data, count } = posts.data;
  const total = pageCount(count);
  if (count === 0) return <EmptyPostList tab={tab} />;

  const loading = posts.isPlaceholderData;
  return (
    <Stack gap="lg">
      <div aria-busy={loading} style={{ opacity: loading ? 0.55 : 1, transition: 'opacity 120ms' }}>
        <PostCards posts={data} tab={tab} timeZone={props.timeZone} />
      </div>
      {posts.isError && (
        <LoadError
          error={posts.error}
          onRetry={() => void posts.refetch()}
          retrying={posts.isFetching}
        />
      )}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('billboard.range', {
            from: (page - 1) * BILLBOARD_PAGE_SIZE + 1,
            to: (page - 1) * BILLBOARD_PAGE_SIZE + data.length,
            count,
          })}
        </Text>
        {total > 1 && (
          <nav aria-label={t('billboard.pagination')}>
            <Pagination
              total={total}
              value={page}
              onChange={(next) => onPageChange(next)}
              radius="md"
              getItemProps={(item) => ({
                'aria-label': t('billboard.page', { page: item }),
                'aria-current': item === page ? 'page' : undefined,
              })}
              getControlProps={(control) => ({
                'aria-label': t(`billboard.pagination_${control}`),
              })}
            />
          </nav>
        )}
      </Group>
    </Stack>
  );
}
