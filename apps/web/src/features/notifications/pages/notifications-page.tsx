import type { TNotification } from '@habitat/shared';
import { Alert, Button, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBellOff, IconChecks, IconChevronRight, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import listRow from '@/ui/list-row.module.css';
import { LoadError } from '@/ui/load-error';
import { useNow } from '@/ui/use-now';
import { useInbox, useMarkAllRead, useMarkRead } from '../api';
import { appPath, relativeTime } from '../relative-time';
import classes from './notifications-page.module.css';

function NotificationRow(props: { item: TNotification; now: Date; onOpen: () => void }) {
  const { t } = useTranslation();
  const { item } = props;
  const unread = item.readAt === null;
  const when =
    relativeTime(item.createdAt, props.now, currentLocale()) ?? t('notifications.inbox.just_now');
  return (
    <Link
      to={appPath(item.link, paths.notifications())}
      className={listRow.row}
      data-unread={unread || undefined}
      onClick={props.onOpen}
    >
      <span className={classes.marker} data-unread={unread || undefined} aria-hidden />
      <div className={listRow.text}>
        {unread && <VisuallyHidden>{`${t('notifications.inbox.unread')}, `}</VisuallyHidden>}
        <Text fw={unread ? 700 : 400} lineClamp={2} component="span" display="block">
          {item.title}
        </Text>
        <Text component="time" size="sm" c="dimmed" dateTime={item.createdAt} display="block">
          {when}
        </Text>
      </div>
      <IconChevronRight size={18} className={listRow.chevron} aria-hidden />
    </Link>
  );
}

function InboxActions(props: { unread: number }) {
  const { t } = useTranslation();
  const markAll = useMarkAllRead();
  const markAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: () =>
        notifications.show({ message: t('notifications.inbox.marked_all'), color: 'teal' }),
    });
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fw={600} aria-live="polite">
          {t('notifications.inbox.count', { count: props.unread })}
        </Text>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconChecks size={16} aria-hidden />}
            onClick={markAllRead}
            loading={markAll.isPending}
            disabled={props.unread === 0}
          >
            {t('notifications.inbox.mark_all')}
          </Button>
          <Button
            variant="default"
            component={Link}
            to={paths.notificationSettings()}
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            {t('notifications.inbox.settings')}
          </Button>
        </Group>
      </Group>
      {markAll.isError && (
        <Alert color="red" role="alert" variant="light">
          {t('notifications.inbox.mark_error')}
        </Alert>
      )}
    </Stack>
  );
}

function EmptyInbox() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <IconBellOff size={40} stroke={1.4} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text fw={600}>{t('notifications.inbox.empty')}</Text>
      <Text c="dimmed" size="sm" maw={420}>
        {t('notifications.inbox.empty_hint')}
      </Text>
    </Stack>
  );
}

/** /notifications: newest first, unread marked; opening one marks it read and goes to its page. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const inbox = useInbox();
  const markRead = useMarkRead();
  const now = useNow();

  if (inbox.isError && !inbox.data) {
    return (
      <LoadError
        error={inbox.error}
        onRetry={() => void inbox.refetch()}
        retrying={inbox.isFetching}
      />
    );
  }
  if (!inbox.data) {
    return (
      <Stack maw={760} mx="auto" w="100%" gap="sm" role="status" aria-label={t('app.loading')}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} h={68} radius="lg" />
        ))}
      </Stack>
    );
  }
  const items = inbox.data.pages.flatMap((page) => page.data);
  const unread = inbox.data.pages.at(-1)?.unread ?? 0;

  return (
    <Stack maw={760} mx="auto" w="100%" gap="md">
      <InboxActions unread={unread} />
      {items.length === 0 ? (
        <EmptyInbox />
      ) : (
        <Stack
          component="ul"
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('notifications.inbox.list_label')}
        >
          {items.map((item) => (
            <li key={item.id}>
              <NotificationRow
                item={item}
                now={now}
                onOpen={() => {
                  if (item.readAt === null) markRead.mutate(item);
                }}
              />
            </li>
          ))}
        </Stack>
      )}
      {inbox.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void inbox.fetchNextPage()}
          loading={inbox.isFetchingNextPage}
          mx="auto"
        >
          {t('notifications.inbox.load_more')}
        </Button>
      )}
    </Stack>
  );
}
