import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { useLocaleSync } from '../locale-sync';
import { useUnreadCount } from '../unread';
import classes from './notification-bell.module.css';

/** Shown on the badge; the accessible name carries the exact count. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The header's bell (both layouts, signed in): a link to /notifications named with the unread
 * count ("Notifications, 3 unread"). It also keeps the server told of the app's language.
 */
export function NotificationBell(props: { size: 'lg' | 'xl'; onNavigate?: () => void }) {
  const { t } = useTranslation();
  useLocaleSync();
  const unread = useUnreadCount() ?? 0;

  return (
    <span className={classes.bell}>
      <ActionIcon
        component={Link}
        to={paths.notifications()}
        variant="subtle"
        size={props.size}
        aria-label={t('menu.notifications', { count: unread })}
        onClick={props.onNavigate}
      >
        <IconBell size={props.size === 'xl' ? 26 : 22} stroke={1.6} aria-hidden />
      </ActionIcon>
      {unread > 0 && (
        // The link's name says the count: the badge is not read a second time.
        <span className={classes.badge} aria-hidden>
          {badgeText(unread)}
        </span>
      )}
    </span>
  );
}
