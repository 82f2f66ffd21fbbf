import {
  newsDisplayStatus,
  type TManagedNews,
  type TManagedProperty,
  type TNewsDisplayStatus,
} from '@habitat/shared';
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Drawer,
  Group,
  Pagination,
  Stack,
  Text,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { currentLocale } from '../../../i18n/setup';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadError } from '../../../ui/load-error';
import { AuditTrail } from '../audit/audit-trail';
import { PageLoading, PropertyGate } from '../components/property-gate';
import { newsPageCount, useManagedNewsPage } from '../content/api';
import { NewsForm } from '../content/news-form';

const STATUS_COLORS: Record<TNewsDisplayStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  published: 'teal',
  archived: 'dark',
};

function NewsRow(props: { news: TManagedNews; timeZone: string; onOpen: () => void }) {
  const { t } = useTranslation();
  const { news } = props;
  const status = newsDisplayStatus(news);
  const language = currentLocale().startsWith('fr') ? 'fr' : 'en';
  const date = new Intl.DateTimeFormat(currentLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: props.timeZone,
  }).format(new Date(news.publishAt));
  return (
    <Card withBorder radius="md" p="md" component="article">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Badge color={STATUS_COLORS[status]} variant="light">
              {t(`manage.news.status.${status}`)}
            </Badge>
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

function NewsList(props: { property: TManagedProperty }) {
  const { t } = useTranslation();
  const { property } = props;
  const [page, setPage] = useState(1);
  const list = useManagedNewsPage(property.id, page);
  // undefined: drawer closed; null: a new item.
  const [editing, setEditing] = useState<TManagedNews | null | undefined>(undefined);

  return (
    <Stack gap="md" maw={960}>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
          {t('manage.news.new')}
        </Button>
      </Group>
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <LoadError
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.data.length === 0 ? (
        <Alert color="gray" variant="light">
          {t('manage.news.empty')}
        </Alert>
      ) : (
        <Stack gap="sm" aria-busy={list.isFetching}>
          <Text size="sm" c="dimmed">
            {t('manage.news.count', { count: list.data.count })}
          </Text>
          {list.data.data.map((news) => (
            <NewsRow
              key={news.id}
              news={news}
              timeZone={property.timeZone}
              onOpen={() => setEditing(news)}
            />
          ))}
          {newsPageCount(list.data.count) > 1 && (
            <Center component="nav" aria-label={t('manage.news.pages')}>
              <Pagination total={newsPageCount(list.data.count)} value={page} onChange={setPage} />
            </Center>
          )}
        </Stack>
      )}
      <Drawer
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        position="right"
        size="xl"
        title={t(editing ? 'manage.news.edit' : 'manage.news.new')}
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
      >
        {editing !== undefined && (
          <NewsForm
            key={editing?.id ?? 'new'}
            property={property.id}
            news={editing}
            onDone={() => setEditing(undefined)}
          />
        )}
        {editing && (
          <AuditTrail entity="news" id={editing.id} timeZone={property.timeZone} inline />
        )}
      </Drawer>
    </Stack>
  );
}

/** /manage/news: the property's news in every status, created and edited in a drawer. */
export function ManageNewsPage() {
  return (
    <PropertyGate>{(property) => <NewsList key={property.id} property={property} />}</PropertyGate>
  );
}
