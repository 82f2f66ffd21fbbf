import type { TPost } from '@habitat/shared';
import { Button, Card, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPencilPlus, IconPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import type { TBillboardTab } from '../api';
import { PostCard } from './post-card';

/** Placeholders of the cards while a page loads. */
export function PostListSkeleton(props: { rows: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-label={t('app.loading')}>
      {Array.from({ length: props.rows }, (_, row) => row).map((row) => (
        <Skeleton key={row} h={122} radius="lg" />
      ))}
    </Stack>
  );
}

/** An empty tab says so, and offers to write a post. */
export function EmptyPostList(props: { tab: TBillboardTab }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" p="xl" ta="center">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconPin size={30} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{t(`billboard.empty.${props.tab}`)}</Text>
        <Text c="dimmed" size="sm" maw={420}>
          {t(`billboard.empty.${props.tab}_hint`)}
        </Text>
        <Button
          component={Link}
          to={paths.newPost()}
          variant="light"
          leftSection={<IconPencilPlus size={18} aria-hidden />}
        >
          {t('billboard.new_post')}
        </Button>
      </Stack>
    </Card>
  );
}

/** The cards of a list; the pending tab shows each post's status. */
export function PostCards(props: {
  posts: readonly TPost[];
  tab: TBillboardTab;
  timeZone: string;
}) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {props.posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} timeZone={props.timeZone} withStatus={props.tab === 'pending'} />
        </li>
      ))}
    </Stack>
  );
}
