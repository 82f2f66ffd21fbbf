import { MANAGER_NOTIFICATION_TYPES, type TNotificationSettings } from '@habitat/shared';
import { Stack } from '@mantine/core';
import { NotificationSettingsForm, type TSettingsTexts } from '@/features/notifications/settings';
import { useTranslation } from '@/i18n/use-translation';

/** The console's words on the one settings form (the residents' page has its own). */
function useManagerTexts(): TSettingsTexts {
  const { t } = useTranslation();
  return {
    typesTitle: t('manage.notifications.types_title'),
    typesHint: t('manage.notifications.settings_intro'),
    typeHeading: t('manage.notifications.type'),
    channelNames: {
      email: t('manage.notifications.email'),
      push: t('manage.notifications.push'),
    },
    switchLabel: (channel, type) => t('manage.notifications.channel_of', { channel, type }),
    choiceSaved: t('manage.notifications.choice_saved'),
    saveError: t('manage.notifications.save_error'),
    quietTitle: t('manage.notifications.quiet_title'),
    quietToggle: t('manage.notifications.quiet'),
    quietHint: t('manage.notifications.quiet_hint'),
    quietStart: t('manage.notifications.quiet_start'),
    quietEnd: t('manage.notifications.quiet_end'),
    quietInvalid: t('manage.notifications.quiet_invalid'),
    save: t('manage.notifications.save'),
    saved: t('manage.notifications.saved'),
  };
}

/**
 * A manager's notification settings: the residents' form (settings saved as they are turned,
 * quiet hours with their button) with the manager's events and the daily digest.
 */
export function SettingsForm(props: { settings: TNotificationSettings }) {
  const { t } = useTranslation();
  const texts = useManagerTexts();
  return (
    <Stack gap="lg" maw={760}>
      <NotificationSettingsForm
        settings={props.settings}
        types={MANAGER_NOTIFICATION_TYPES}
        texts={texts}
        digest={{
          label: t('manage.notifications.digest'),
          hint: t('manage.notifications.digest_hint'),
        }}
      />
    </Stack>
  );
}
