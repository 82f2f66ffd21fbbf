import { BILLBOARD_PAGE_SIZE } from '@habitat/shared';
import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconClockHour4, IconPencilPlus, IconPin } from '@tabler/icons-react';
import { lazy, Suspense, useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { NoAccountNotice } from '@/features/no-account';
import { usePropertyTimeZone } from '@/features/services';
import { useLoggedIn } from '@/features/session';
import { useTranslation } from '@/i18n/use-translation';
import { useLayoutKind } from '@/ui/form-factor';
import { isBillboardTab, type TBillboardTab } from '../api';
import { InfinitePostList } from '../components/infinite-post-list';
import { PostListSkeleton } from '../components/post-list-parts';

const TAB_ICONS = { published: IconPin, pending: IconClockHour4 } as const;

/**
 * The desktop's numbered pages (Mantine's Pagination): downloaded only where the desktop list
 * shows, so a phone's first visit does not pay for it. Asked for as soon as the tab renders, while
 * the property's time zone may still be loading.
 */
let pagedList: Promise<typeof import('../components/paged-post-list')> | undefined;
const loadPagedList = () => {
  pagedList ??= import('../components/paged-post-list');
  return pagedList;
};
const PagedPostList = lazy(() =>
  loadPagedList().then((module) => ({ default: module.PagedPostList })),
);

/**
 * The tab and page of the address (?tab=pending&page=2): each change is a history entry, so
 * Back and Forward walk through the pages seen and a reload keeps the one shown. A correction
 * (a page beyond the end) replaces the entry instead.
 */
function useBillboardLocation() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TBillboardTab = isBillboardTab(tabParam) ? tabParam : 'published';
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const go = useCallback(
    (next: { tab: TBillboardTab; page: number }, options?: { replace?: boolean }) => {
      const search = new URLSearchParams();
      if (next.tab !== 'published') search.set('tab', next.tab);
      if (next.page > 1) search.set('page', String(next.page));
      setParams(search, { replace: options?.replace ?? false });
    },
    [setParams],
  );
  return { tab, page, go };
}

function TabContent(props: {
  tab: TBillboardTab;
  page: number;
  onPageChange: (page: number, options?: { replace: boolean }) => void;
}) {
  const layout = useLayoutKind();
  const timeZone = usePropertyTimeZone();
  if (layout !== 'mobile') void loadPagedList();
  if (timeZone === null) return <PostListSkeleton rows={BILLBOARD_PAGE_SIZE} />;
  if (layout === 'mobile') return <InfinitePostList tab={props.tab} timeZone={timeZone} />;
  return (
    <Suspense fallback={<PostListSkeleton rows={BILLBOARD_PAGE_SIZE} />}>
      <PagedPostList
        tab={props.tab}
        page={props.page}
        timeZone={timeZone}
        onPageChange={props.onPageChange}
      />
    </Suspense>
  );
}

function Billboard() {
  const { t } = useTranslation();
  const mobile = useLayoutKind() === 'mobile';
  const { tab, page, go } = useBillboardLocation();
  const onPageChange = useCallback(
    (next: number, options?: { replace: boolean }) => {
      go({ tab, page: next }, options);
      window.scrollTo?.({ top: 0, behavior: 'smooth' });
    },
    [go, tab],
  );

  return (
    <Stack gap="md">
      {/* The button keeps its whole label; the intro takes the rest, or goes above when narrow. */}
      <Group justify="space-between" align="center" gap="sm">
        <Text c="dimmed" size="sm" maw={520} style={{ flex: '1 1 16rem' }}>
          {t('billboard.intro')}
        </Text>
        <Button
          component={Link}
          to={paths.newPost()}
          leftSection={<IconPencilPlus size={18} aria-hidden />}
          fullWidth={mobile}
          style={{ flexShrink: 0 }}
        >
          {t('billboard.new_post')}
        </Button>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isBillboardTab(value)) go({ tab: value, page: 1 });
        }}
        keepMounted={false}
        // Icon and label centred together when the tabs share the width (mobile).
        styles={{ tabLabel: { flex: 'none' } }}
      >
        <Tabs.List aria-label={t('billboard.tabs')} grow={mobile}>
          {(['published', 'pending'] as const).map((id) => {
            const Icon = TAB_ICONS[id];
            return (
              <Tabs.Tab key={id} value={id} leftSection={<Icon size={16} aria-hidden />}>
                {t(`billboard.tab.${id}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {(['published', 'pending'] as const).map((id) => (
          <Tabs.Panel key={id} value={id} pt="md">
            <TabContent tab={id} page={page} onPageChange={onPageChange} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** /billboard: tabs published and pending with a list and a new-post button; visitors see the notice. */
export function BillboardPage() {
  const loggedIn = useLoggedIn();
  return (
    <Stack maw={860} mx="auto" w="100%">
      {loggedIn ? <Billboard /> : <NoAccountNotice variant="login-button" />}
    </Stack>
  );
}
