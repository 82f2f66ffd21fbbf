import {
  channelsFor,
  DEFAULT_QUIET_HOURS,
  MANAGER_NOTIFICATION_TYPES,
  quietHoursValid,
  type TChoosableChannel,
  type TManagerNotificationType,
  type TNotificationChoices,
  type TNotificationSettings,
} from '@habitat/shared';
// Used by this page alone: their styles come with it (app/mantine-styles.ts has the shared ones).
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import { Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  ChannelTable,
  QuietHoursTimes,
  useSaveNotificationSettings,
} from '@/features/notifications/settings';
import { useTranslation } from '@/i18n/use-translation';
import { reportChangeError } from '../components/report-error';

/**
 * A manager's notification settings: their events × e-mail and push, the daily digest instead of
 * one e-mail each, and quiet hours. Saved together (PUT, partial: the language stays as it is).
 * Switches in plain state, as the residents' page: react-hook-form would bring the `forms` chunk
 * to a page that loads none.
 */
export function SettingsForm(props: { settings: TNotificationSettings }) {
  const { t } = useTranslation();
  const save = useSaveNotificationSettings();
  const [choices, setChoices] = useState<TNotificationChoices>(props.settings.choices);
  const [digest, setDigest] = useState(props.settings.dailyDigest);
  const [quietOn, setQuietOn] = useState(props.settings.quietHours !== null);
  const [quiet, setQuiet] = useState(props.settings.quietHours ?? DEFAULT_QUIET_HOURS);
  const quietError =
    quietOn && !quietHoursValid(quiet) ? t('manage.notifications.quiet_invalid') : null;

  const toggle = (type: TManagerNotificationType, channel: TChoosableChannel, on: boolean) =>
    setChoices((current) => ({ ...current, [type]: { ...current[type], [channel]: on } }));

  const submit = async () => {
    if (quietError) return;
    try {
      await save.mutateAsync({
        choices,
        dailyDigest: digest,
        quietHours: quietOn ? quiet : null,
      });
      notifications.show({ color: 'teal', message: t('manage.notifications.saved') });
    } catch (error) {
      await reportChangeError(t, error);
    }
  };

  return (
    <Stack
      component="form"
      gap="lg"
      maw={760}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Text c="dimmed">{t('manage.notifications.settings_intro')}</Text>
      <Card withBorder radius="md" p={0}>
        <ChannelTable
          types={MANAGER_NOTIFICATION_TYPES}
          typeHeading={t('manage.notifications.type')}
          channelNames={{
            email: t('manage.notifications.email'),
            push: t('manage.notifications.push'),
          }}
          switchLabel={(channel, type) => t('manage.notifications.channel_of', { channel, type })}
          checked={(type, channel) => channelsFor(type, choices)[channel]}
          onChange={toggle}
          horizontalSpacing="md"
          switchSize="md"
        />
      </Card>

      <Switch
        checked={digest}
        onChange={(event) => setDigest(event.currentTarget.checked)}
        label={t('manage.notifications.digest')}
        description={t('manage.notifications.digest_hint')}
        size="md"
      />

      <Stack gap="sm">
        <Switch
          checked={quietOn}
          onChange={(event) => setQuietOn(event.currentTarget.checked)}
          label={t('manage.notifications.quiet')}
          description={t('manage.notifications.quiet_hint')}
          size="md"
        />
        {quietOn && (
          <QuietHoursTimes
            value={quiet}
            onChange={setQuiet}
            startLabel={t('manage.notifications.quiet_start')}
            endLabel={t('manage.notifications.quiet_end')}
          />
        )}
        {quietError && (
          <Text c="red.8" size="sm" role="alert">
            {quietError}
          </Text>
        )}
      </Stack>

      <Group>
        <Button type="submit" loading={save.isPending} disabled={quietError !== null}>
          {t('manage.notifications.save')}
        </Button>
      </Group>
    </Stack>
  );
}
