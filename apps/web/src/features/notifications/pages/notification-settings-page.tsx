import {
  CHOOSABLE_CHANNELS,
  channelsFor,
  isUnmutable,
  NOTIFICATION_TYPE_LABELS,
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
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { refusalText } from '@/lib/forms/refusal-text';
import { LoadError } from '@/ui/load-error';
import { useNotificationSettings, useSaveNotificationSettings } from '../api';
import { DevicePushCard } from '../components/device-push-card';

type TChoices = Record<TResidentNotificationType, TChannelChoice>;

const DEFAULT_QUIET_HOURS: TQuietHours = { start: '22:00', end: '07:00' };

/** Every resident type with the channels it goes to now (the person's choice over the default). */
function effectiveChoices(saved: TNotificationChoices): TChoices {
  return Object.fromEntries(
    RESIDENT_NOTIFICATION_TYPES.map((type) => [type, channelsFor(type, saved)]),
  ) as TChoices;
}

function ChannelTable(props: {
  choices: TChoices;
  onChange: (type: TResidentNotificationType, channel: TChoosableChannel, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const channelNames: Record<TChoosableChannel, string> = {
    email: t('notifications.settings.email'),
    push: t('notifications.settings.push'),
  };
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="sm" highlightOnHover={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('notifications.settings.type')}</Table.Th>
            {CHOOSABLE_CHANNELS.map((channel) => (
              <Table.Th key={channel} scope="col" ta="center" w={96}>
                {channelNames[channel]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {RESIDENT_NOTIFICATION_TYPES.map((type) => {
            const label = NOTIFICATION_TYPE_LABELS[type][locale];
            const locked = isUnmutable(type);
            return (
              <Table.Tr key={type}>
                <Table.Th scope="row" fw={500}>
                  <Group gap={6} wrap="wrap">
                    <span>{label}</span>
                    {locked && (
                      <Text component="span" size="xs" c="dimmed" fw={600}>
                        <IconLock
                          size={12}
                          aria-hidden
                          style={{ verticalAlign: '-1px', marginInlineEnd: 2 }}
                        />
                        {t('notifications.settings.always')}
                      </Text>
                    )}
                  </Group>
                </Table.Th>
                {CHOOSABLE_CHANNELS.map((channel) => (
                  <Table.Td key={channel}>
                    <Group justify="center">
                      <Switch
                        checked={props.choices[type][channel]}
                        disabled={locked}
                        onChange={(event) =>
                          props.onChange(type, channel, event.currentTarget.checked)
                        }
                        aria-label={t('notifications.settings.switch_label', {
                          channel: channelNames[channel],
                          type: label,
                        })}
                        aria-describedby={locked ? 'always-sent-hint' : undefined}
                      />
                    </Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
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
        <Group gap="md" align="flex-start">
          <TextInput
            type="time"
            label={t('notifications.settings.quiet_start')}
            value={value.start}
            onChange={(event) => props.onChange({ ...value, start: event.currentTarget.value })}
            w={140}
            required
          />
          <TextInput
            type="time"
            label={t('notifications.settings.quiet_end')}
            value={value.end}
            onChange={(event) => props.onChange({ ...value, end: event.currentTarget.value })}
            w={140}
            required
            error={props.invalid ? t('notifications.settings.quiet_invalid') : undefined}
          />
        </Group>
      )}
    </Stack>
  );
}

/** Quiet hours the server accepts: both times given and different (equal would mean none). */
const quietHoursValid = (quiet: TQuietHours | null) =>
  quiet === null || (quiet.start !== '' && quiet.end !== '' && quiet.start !== quiet.end);

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
        <ChannelTable choices={choices} onChange={change} />
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

function QuietHoursCard(props: { settings: TNotificationSettings }) {
  const { t } = useTranslation();
  const save = useSaveNotificationSettings();
  const [quietHours, setQuietHours] = useState(props.settings.quietHours);
  const [checked, setChecked] = useState(false);
  const invalid = checked && !quietHoursValid(quietHours);

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setChecked(true);
    if (!quietHoursValid(quietHours)) return;
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
