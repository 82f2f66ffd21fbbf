import { ActionIcon, Badge } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { managePaths } from '../paths';
import { useUnreadCount } from './api';

/** The console header's bell: the unread count, a link to the console's inbox. */
export function ConsoleBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount().data ?? 0;
  return (
    <ActionIcon
      component={Link}
      to={managePaths.notifications()}
      variant="subtle"
      color="gray"
      size={44}
      radius="xl"
      pos="relative"
      aria-label={t('manage.notifications.bell', { count: unread })}
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      <IconBell size={24} stroke={1.6} aria-hidden />
      {unread > 0 && (
        <Badge
          color="red"
          size="sm"
          circle={unread < 10}
          pos="absolute"
          top={2}
          right={0}
          aria-hidden
          style={{ pointerEvents: 'none' }}
        >
          {unread > 99 ? '99+' : unread}
        </Badge>
      )}
    </ActionIcon>
  );
}
