import {
  CHOOSABLE_CHANNELS,
  channelsFor,
  MANAGER_NOTIFICATION_TYPES,
  NOTIFICATION_TYPE_LABELS,
  QUIET_HOURS_PATTERN,
  type TChoosableChannel,
  type TManagerNotificationType,
  type TNotificationChoices,
  type TNotificationSettings,
} from '@habitat/shared';
// Used by this page alone: their styles come with it (app/mantine-styles.ts has the shared ones).
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import { Button, Card, Group, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { reportChangeError } from '../components/report-error';
import { useSaveNotificationSettings } from './api';

const DEFAULT_QUIET = { start: '22:00', end: '07:00' };

/** Whether the quiet hours can be saved: both times given and different. */
const validQuiet = (quiet: { start: string; end: string }) =>
  QUIET_HOURS_PATTERN.test(quiet.start) &&
  QUIET_HOURS_PATTERN.test(quiet.end) &&
  quiet.start !== quiet.end;

/**
 * A manager's notification settings: their events × e-mail and push, the daily digest instead of
 * one e-mail each, and quiet hours. Saved together (PUT, partial: the language stays as it is).
 */
export function SettingsForm(props: { settings: TNotificationSettings }) {
  const { t } = useTranslation();
  const save = useSaveNotificationSettings();
  const [choices, setChoices] = useState<TNotificationChoices>(props.settings.choices);
  const [digest, setDigest] = useState(props.settings.dailyDigest);
  const [quietOn, setQuietOn] = useState(props.settings.quietHours !== null);
  const [quiet, setQuiet] = useState(props.settings.quietHours ?? DEFAULT_QUIET);
  const quietError = quietOn && !validQuiet(quiet) ? t('manage.notifications.quiet_invalid') : null;
  const locale = currentLocale();

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
        <Table verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('manage.notifications.type')}</Table.Th>
              {CHOOSABLE_CHANNELS.map((channel) => (
                <Table.Th key={channel} scope="col" w={96} ta="center">
                  {t(`manage.notifications.${channel}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {MANAGER_NOTIFICATION_TYPES.map((type) => {
              const label = NOTIFICATION_TYPE_LABELS[type][locale];
              const current = channelsFor(type, choices);
              return (
                <Table.Tr key={type}>
                  <Table.Th scope="row" fw={500}>
                    {label}
                  </Table.Th>
                  {CHOOSABLE_CHANNELS.map((channel) => (
                    <Table.Td key={channel}>
                      <Group justify="center">
                        <Switch
                          checked={current[channel]}
                          onChange={(event) => toggle(type, channel, event.currentTarget.checked)}
                          aria-label={t('manage.notifications.channel_of', {
                            channel: t(`manage.notifications.${channel}`),
                            type: label,
                          })}
                          size="md"
                        />
                      </Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
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
          <Group gap="md" align="flex-start">
            <TextInput
              type="time"
              label={t('manage.notifications.quiet_start')}
              value={quiet.start}
              onChange={(event) => setQuiet({ ...quiet, start: event.currentTarget.value })}
              w={140}
              required
            />
            <TextInput
              type="time"
              label={t('manage.notifications.quiet_end')}
              value={quiet.end}
              onChange={(event) => setQuiet({ ...quiet, end: event.currentTarget.value })}
              w={140}
              required
            />
          </Group>
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
