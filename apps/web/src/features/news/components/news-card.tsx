import { formatLongDateTime, type TNewsItem } from '@habitat/shared';
import { Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useBrand, useLocalized } from '@/brand';
import { paths } from '@/config/paths';
import { currentLocale } from '@/i18n/setup';
import classes from '@/ui/media-card.module.css';
import { MediaCardThumbnail } from '@/ui/media-card-thumbnail';
import { Truncate } from '@/ui/truncate';

/**
 * A news item of the list (docs/product.md: Screens): image or brand icon, title on one line, date
 * ('DD MMMM YYYY | HH:mm', en 'MMMM DD, YYYY | HH:mm'), body on two lines; opens /news/{id}.
 */
export function NewsCard(props: { item: TNewsItem; timeZone: string }) {
  const brand = useBrand();
  const localized = useLocalized();
  const { item } = props;
  const title = localized(item.title);
  const body = localized(item.body);

  return (
    <Card withBorder radius="lg" padding="md" className={classes.card} component="article">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <MediaCardThumbnail url={item.image?.url ?? null} kind="news" iconPath={brand.iconPath} />
        <div className={classes.text}>
          <Title order={2} size="h5" lineClamp={1} title={title}>
            <Link to={paths.newsItem(item.id)} className={classes.link}>
              {title}
            </Link>
          </Title>
          <Text component="time" dateTime={item.createdAt} size="xs" c="dimmed" display="block">
            {formatLongDateTime(item.createdAt, currentLocale(), props.timeZone)}
          </Text>
          {body.trim() !== '' && (
            <Truncate lines={2} size="sm" mt={4}>
              {body}
            </Truncate>
          )}
        </div>
      </Group>
    </Card>
  );
}
