import {
  newsDisplayStatus,
  type TManagedNews,
  type TNewsDisplayStatus,
  zonedDateText,
} from '@habitat/shared';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { NewsReach } from '../notifications/reach-line';

const STATUS_COLORS: Record<TNewsDisplayStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  published: 'teal',
  archived: 'dark',
};

/** One news item of the console list: its status, title and date, and the way to edit it. */
export function NewsRow(props: { news: TManagedNews; timeZone: string; onOpen: () => void }) {
  const { t } = useTranslation();
  const { news } = props;
  const status = newsDisplayStatus(news);
  const language = currentLocale().startsWith('fr') ? 'fr' : 'en';
  const date = zonedDateText(new Date(news.publishAt), props.timeZone, currentLocale(), {
    time: true,
  });
  return (
    <Card withBorder radius="md" p="md" component="article">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Badge color={STATUS_COLORS[status]} variant="light">
              {t(`manage.news.status.${status}`)}
            </Badge>
            {news.urgent && (
              <Badge color="red" variant="filled">
                {t('manage.news.urgent')}
              </Badge>
            )}
            {news.files.some((file) => file.tag === 'document') && (
              <Text size="xs" c="dimmed">
                {t('manage.news.files', {
                  count: news.files.filter((file) => file.tag === 'document').length,
                })}
              </Text>
            )}
          </Group>
          <Text fw={600} component="h2" size="md" m={0} style={{ overflowWrap: 'anywhere' }}>
            {news.title[language] || news.title.fr}
          </Text>
          <Text size="sm" c="dimmed">
            {t('manage.news.date', { date })}
          </Text>
          {status === 'published' && <NewsReach newsId={news.id} />}
        </Stack>
        <Button
          variant="default"
          style={{ flexShrink: 0 }}
          onClick={props.onOpen}
          aria-label={`${t('manage.news.open')} – ${news.title[language] || news.title.fr}`}
        >
          {t('manage.news.open')}
        </Button>
      </Group>
    </Card>
  );
}
