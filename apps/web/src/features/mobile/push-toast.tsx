import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from '@/i18n/setup';
import type { TForegroundPush } from './push';

/**
 * A notification that arrives while the app is open: the system shows nothing, so a toast does
 * (announced, as the notification host's items are alerts), with its title and an Open button.
 */
export function showPushToast(push: TForegroundPush, t: TFunction, open: (path: string) => void) {
  const id = notifications.show({
    title: push.title || t('mobile.push.new'),
    autoClose: 8000,
    message: push.link ? (
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm">{t('mobile.push.new')}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            if (push.link) open(push.link);
          }}
        >
          {t('mobile.push.open')}
        </Button>
      </Group>
    ) : (
      t('mobile.push.new')
    ),
  });
}
