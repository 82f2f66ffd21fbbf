import { isUnmutable, RESIDENT_NOTIFICATION_TYPES } from '@habitat/shared';
import { Skeleton, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/ui/load-error';
import { DevicePushCard } from '../components/device-push-card';
import { useNotificationSettings } from '../settings/api';
import { NotificationSettingsForm, type TSettingsTexts } from '../settings/settings-form';

/** The resident's words on the one settings form (the console has its own). */
function useResidentTexts(): TSettingsTexts {
  const { t } = useTranslation();
  return {
    typesTitle: t('notifications.settings.types_title'),
    typesHint: t('notifications.settings.types_hint'),
    typeHeading: t('notifications.settings.type'),
    channelNames: {
      email: t('notifications.settings.email'),
      push: t('notifications.settings.push'),
    },
    switchLabel: (channel, type) => t('notifications.settings.switch_label', { channel, type }),
    choiceSaved: t('notifications.settings.choice_saved'),
    saveError: t('notifications.settings.save_error'),
    quietTitle: t('notifications.settings.quiet_title'),
    quietToggle: t('notifications.settings.quiet_toggle'),
    quietHint: t('notifications.settings.quiet_hint'),
    quietStart: t('notifications.settings.quiet_start'),
    quietEnd: t('notifications.settings.quiet_end'),
    quietInvalid: t('notifications.settings.quiet_invalid'),
    save: t('notifications.settings.save'),
    saved: t('notifications.settings.saved'),
  };
}

/** /profile/notifications: type × channel switches, quiet hours, and push on this device. */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const texts = useResidentTexts();
  // Urgent types stay on: said in their row and by the hint under the table.
  const lockedNote = (
    <Text component="span" size="xs" c="dimmed" fw={600}>
      <IconLock size={12} aria-hidden style={{ verticalAlign: '-1px', marginInlineEnd: 2 }} />
      {t('notifications.settings.always')}
    </Text>
  );

  let form: ReactNode = (
    <Stack gap="lg" role="status" aria-label={t('app.loading')}>
      <Skeleton h={480} radius="lg" />
      <Skeleton h={140} radius="lg" />
    </Stack>
  );
  if (settings.isError) {
    form = (
      <LoadError
        error={settings.error}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  } else if (settings.data) {
    form = (
      <NotificationSettingsForm
        settings={settings.data}
        types={RESIDENT_NOTIFICATION_TYPES}
        texts={texts}
        locked={(type) => (isUnmutable(type) ? lockedNote : null)}
        lockedHint={t('notifications.settings.always_hint')}
      />
    );
  }
  return (
    <Stack maw={760} mx="auto" w="100%" gap="lg">
      {form}
      <DevicePushCard />
    </Stack>
  );
}
