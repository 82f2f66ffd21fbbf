import {
  channelsFor,
  DEFAULT_QUIET_HOURS,
  isUnmutable,
  quietHoursValid,
  RESIDENT_NOTIFICATION_TYPES,
  type TChannelChoice,
  type TChoosableChannel,
  type TNotificationChoices,
  type TNotificationSettings,
  type TQuietHours,
  type TResidentNotificationType,
} from '@habitat/shared';
// Used by the preference pages alone: their styles come with them (app/mantine-styles.ts has the shared ones).
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { refusalText } from '@/lib/forms/refusal-text';
import { LoadError } from '@/ui/load-error';
import { DevicePushCard } from '../components/device-push-card';
import { useNotificationSettings, useSaveNotificationSettings } from '../settings/api';
import { ChannelTable } from '../settings/channel-table';
import { QuietHoursTimes } from '../settings/quiet-hours-times';

type TChoices = Record<TResidentNotificationType, TChannelChoice>;

/** Every resident type with the channels it goes to now (the person's choice over the default). */
function effectiveChoices(saved: TNotificationChoices): TChoices {
  return Object.fromEntries(
    RESIDENT_NOTIFICATION_TYPES.map((type) => [type, channelsFor(type, saved)]),
  ) as TChoices;
}

/** The resident's types: urgent ones locked on, said in their row and by the hint under the table. */
function ResidentChannelTable(props: {
  choices: TChoices;
  onChange: (type: TResidentNotificationType, channel: TChoosableChannel, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const lockedNote = (
    <Text component="span" size="xs" c="dimmed" fw={600}>
      <IconLock size={12} aria-hidden style={{ verticalAlign: '-1px', marginInlineEnd: 2 }} />
      {t('notifications.settings.always')}
    </Text>
  );
  return (
    <Table.ScrollContainer minWidth={300}>
      <ChannelTable
        types={RESIDENT_NOTIFICATION_TYPES}
        typeHeading={t('notifications.settings.type')}
        channelNames={{
          email: t('notifications.settings.email'),
          push: t('notifications.settings.push'),
        }}
        switchLabel={(channel, type) => t('notifications.settings.switch_label', { channel, type })}
        checked={(type, channel) => props.choices[type][channel]}
        onChange={props.onChange}
        locked={(type) => (isUnmutable(type) ? lockedNote : null)}
        lockedHintId="always-sent-hint"
      />
    </Table.ScrollContainer>
  );
}

function QuietHoursFields(props: {
  value: TQuietHours | null;
  onChange: (value: TQuietHours | null) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const { value } = props;
  return (
    <Stack gap="sm">
      <Switch
        checked={value !== null}
        onChange={(event) =>
          props.onChange(event.currentTarget.checked ? DEFAULT_QUIET_HOURS : null)
        }
        label={t('notifications.settings.quiet_toggle')}
        description={t('notifications.settings.quiet_hint')}
      />
      {value && (
        <QuietHoursTimes
          value={value}
          onChange={props.onChange}
          startLabel={t('notifications.settings.quiet_start')}
          endLabel={t('notifications.settings.quiet_end')}
          endError={props.invalid ? t('notifications.settings.quiet_invalid') : undefined}
        />
      )}
    </Stack>
  );
}

/** No quiet hours, or ones the server accepts (the shared rule). */
const quietHoursAccepted = (quiet: TQuietHours | null) => quiet === null || quietHoursValid(quiet);

/** Each switch is saved as it is turned: nothing to lose by leaving the page. */
function ChannelsCard(props: { settings: TNotificationSettings }) {
  const { t } = useTranslation();
  const save = useSaveNotificationSettings();
  const choices = effectiveChoices(props.settings.choices);
  const change = (type: TResidentNotificationType, channel: TChoosableChannel, on: boolean) =>
    save.mutate({ choices: { [type]: { [channel]: on } } });

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('notifications.settings.types_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('notifications.settings.types_hint')}
        </Text>
        <ResidentChannelTable choices={choices} onChange={change} />
        <Text size="sm" c="dimmed" id="always-sent-hint">
          {t('notifications.settings.always_hint')}
        </Text>
        <Text size="sm" c="teal.8" role="status" mih={20}>
          {save.isSuccess ? t('notifications.settings.choice_saved') : ''}
        </Text>
        {save.isError && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={t('notifications.settings.save_error')}
          >
            {refusalText(t, save.error, 'form.could_not_send')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Two times and a switch, kept in plain state rather than react-hook-form: the form library would
 * bring the `forms` chunk (about 38 kB gzip, build/chunks.ts) to a page that has no other form.
 */
function QuietHoursCard(props: { settings: TNotificationSettings }) {
  const { t } = useTranslation();
  const save = useSaveNotificationSettings();
  const [quietHours, setQuietHours] = useState(props.settings.quietHours);
  const [checked, setChecked] = useState(false);
  const invalid = checked && !quietHoursAccepted(quietHours);

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setChecked(true);
    if (!quietHoursAccepted(quietHours)) return;
    save.mutate(
      { quietHours },
      {
        onSuccess: () =>
          notifications.show({ message: t('notifications.settings.saved'), color: 'teal' }),
      },
    );
  };

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('notifications.settings.quiet_title')}
          </Title>
          <QuietHoursFields value={quietHours} onChange={setQuietHours} invalid={invalid} />
          {save.isError && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={t('notifications.settings.save_error')}
            >
              {refusalText(t, save.error, 'form.could_not_send')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('notifications.settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** /profile/notifications: type × channel switches, quiet hours, and push on this device. */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();

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
      <>
        <ChannelsCard settings={settings.data} />
        <QuietHoursCard settings={settings.data} />
      </>
    );
  }
  return (
    <Stack maw={760} mx="auto" w="100%" gap="lg">
      {form}
      <DevicePushCard />
    </Stack>
  );
}
