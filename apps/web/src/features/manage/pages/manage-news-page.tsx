import type { TManagedNews, TManagedProperty } from '@habitat/shared';
import { Button, Drawer, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { AuditTrail } from '../audit/audit-trail';
import { ConsoleList } from '../components/console-list';
import { PropertyGate } from '../components/property-gate';
import { newsPageCount, useManagedNewsPage } from '../content/api';
import { NewsForm } from '../content/news-form';
import { NewsRow } from '../content/news-row';

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
      <ConsoleList
        query={list}
        empty={t('manage.news.empty')}
        count={(count) => t('manage.news.count', { count })}
        paging={{
          page,
          onChange: setPage,
          pageCount: newsPageCount,
          label: t('manage.news.pages'),
        }}
        gap="sm"
      >
        {(news) => (
          <NewsRow
            key={news.id}
            news={news}
            timeZone={property.timeZone}
            onOpen={() => setEditing(news)}
          />
        )}
      </ConsoleList>
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
