import { notifications } from '@mantine/notifications';

/** A short confirmation (or refusal). */
export function notify(message: string, color: 'teal' | 'red' = 'teal') {
  notifications.show({ color, message });
}
