import { DEFAULT_TIME_ZONE, type TNotification } from '@habitat/shared';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChecks, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { ConsoleList } from '../components/console-list';
import { reportChangeError } from '../components/report-error';
import { managePaths } from '../paths';
import { useSelectedProperty } from '../selected-property';
import { CONSOLE_NOTIFICATIONS_PAGE_SIZE, useInboxPage, useMarkRead } from './api';
import { InboxItem } from './inbox-item';

const pageCount = (count: number) =>
  Math.max(1, Math.ceil(count / CONSOLE_NOTIFICATIONS_PAGE_SIZE));

/** The manager's inbox: newest first, mark one (by opening it) or all read, paged. */
export function ConsoleInbox() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const inbox = useInboxPage(page);
  const mark = useMarkRead();
  const timeZone = useSelectedProperty().selected?.timeZone ?? DEFAULT_TIME_ZONE;
  const unread = inbox.data?.unread ?? 0;

  const open = (item: TNotification) => {
    if (item.readAt === null) mark.one.mutate(item.id);
  };
  const readAll = async () => {
    try {
      await mark.all.mutateAsync();
      notifications.show({ color: 'teal', message: t('manage.notifications.all_read') });
    } catch (error) {
      await reportChangeError(t, error);
    }
  };

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" gap="sm">
        <Button
          variant="default"
          leftSection={<IconChecks size={18} aria-hidden />}
          onClick={() => void readAll()}
          loading={mark.all.isPending}
          disabled={unread === 0}
        >
          {t('manage.notifications.read_all')}
        </Button>
        <Anchor
          component={Link}
          to={managePaths.notificationSettings()}
          py={10}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
        >
          <IconSettings size={18} aria-hidden />
          {t('manage.notifications.open_settings')}
        </Anchor>
      </Group>
      <ConsoleList
        query={inbox}
        empty={t('manage.notifications.empty')}
        count={(count) => t('manage.notifications.count', { count, unread })}
        label={t('manage.notifications.inbox_label')}
        as="ul"
        gap="sm"
        paging={{
          page,
          onChange: setPage,
          pageCount,
          label: t('manage.notifications.pages'),
        }}
      >
        {(item) => <InboxItem key={item.id} item={item} timeZone={timeZone} onOpen={open} />}
      </ConsoleList>
    </Stack>
  );
}
