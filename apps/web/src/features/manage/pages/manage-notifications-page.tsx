import { ConsoleInbox } from '../notifications/inbox';

/** /manage/notifications: the manager's inbox. */
export function ManageNotificationsPage() {
  return <ConsoleInbox />;
}
