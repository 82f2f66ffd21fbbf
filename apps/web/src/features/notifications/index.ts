// The header's bell only: the notification pages are lazy routes (app/routes.tsx).
export { NotificationBell } from './components/notification-bell';
export { useLocaleSync } from './locale-sync';
export { notificationKeys, PUSH_MESSAGE_TYPE, useUnreadCount } from './unread';
