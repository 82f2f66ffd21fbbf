import { formatLongDateTime, type TPost } from '@habitat/shared';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { useBrand, useLocalized } from '@/brand';
import { paths } from '@/config/paths';
import { currentLocale } from '@/i18n/setup';
import { AppLink } from '@/ui/app-link';
import classes from '@/ui/media-card.module.css';
import { MediaCardThumbnail } from '@/ui/media-card-thumbnail';
import { Truncate } from '@/ui/truncate';
import { PostStatusBadge } from './post-status-badge';

/**
 * A post of the billboard list: photo (or the brand icon), title, publication date
 * ('DD MMMM YYYY | HH:mm', en 'MMMM DD, YYYY | HH:mm'), subtitle and body; the pending tab adds
 * the status. Opens /billboard/{id}. Long texts wrap, then end with an ellipsis, whole in a tooltip.
 * Memoized: a list reading its posts again keeps the same post objects (the query's structural
 * sharing), so the cards whose post did not change are not rendered again.
 */
export const PostCard = memo(function PostCard(props: {
  post: TPost;
  timeZone: string;
  withStatus: boolean;
}) {
  const brand = useBrand();
  const localized = useLocalized();
  const { post } = props;
  const title = localized(post.title);
  const subTitle = localized(post.subTitle).trim();
  const body = localized(post.body).trim();

  return (
    <Card withBorder radius="lg" padding="md" className={classes.card} component="article">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <MediaCardThumbnail url={post.image?.url ?? null} kind="post" iconPath={brand.iconPath} />
        <Stack gap={4} className={classes.text}>
          <Title
            order={2}
            size="h5"
            lineClamp={2}
            title={title}
            style={{ overflowWrap: 'anywhere' }}
          >
            <AppLink to={paths.post(post.id)} className={classes.link}>
              {title}
            </AppLink>
          </Title>
          <Text component="time" dateTime={post.startAt} size="xs" c="dimmed" display="block">
            {formatLongDateTime(post.startAt, currentLocale(), props.timeZone)}
          </Text>
          {subTitle !== '' && (
            // Two lines at most, a long word or address broken rather than cut at the edge;
            // the whole subtitle is in the tooltip and on the post's page.
            <Truncate lines={2} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {subTitle}
            </Truncate>
          )}
          {body !== '' && (
            <Truncate lines={subTitle === '' ? 2 : 1} size="sm" c="dimmed">
              {body}
            </Truncate>
          )}
          {props.withStatus && (
            <div>
              <PostStatusBadge status={post.status} size="sm" />
            </div>
          )}
        </Stack>
      </Group>
    </Card>
  );
});
