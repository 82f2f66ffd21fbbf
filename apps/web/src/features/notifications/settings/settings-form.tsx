import {
  channelsFor,
  DEFAULT_QUIET_HOURS,
  quietHoursValid,
  type TChoosableChannel,
  type TNotificationSettings,
  type TNotificationType,
  type TQuietHours,
} from '@habitat/shared';
// Used by the settings pages alone: their styles come with them (app/mantine-styles.ts has the shared ones).
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import { Alert, Card, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { FormActions } from '@/lib/forms/form-actions';
import { refusalText } from '@/lib/forms/refusal-text';
import { useSaveNotificationSettings } from './api';
import { ChannelTable } from './channel-table';
import { QuietHoursTimes } from './quiet-hours-times';

/** What a page says on its settings form: the residents' words or the console's. */
export type TSettingsTexts = {
  typesTitle: string;
  typesHint: string;
  typeHeading: string;
  channelNames: Record<TChoosableChannel, string>;
  /** The switch's accessible name ("E-mail: New requests"). */
  switchLabel: (channel: string, type: string) => string;
  choiceSaved: string;
  saveError: string;
  quietTitle: string;
  quietToggle: string;
  quietHint: string;
  quietStart: string;
  quietEnd: string;
  quietInvalid: string;
  save: string;
  saved: string;
};

const LOCKED_HINT_ID = 'always-sent-hint';

function SaveError(props: { title: string; error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={props.title}>
      {refusalText(t, props.error, 'form.could_not_send')}
    </Alert>
  );
}

/**
 * Each switch is saved as it is turned, as a phone's settings are: nothing to lose by leaving the
 * page. The cache shows it at once and puts it back when the server refuses (settings/api.ts).
 */
function ChannelsCard<T extends TNotificationType>(props: {
  settings: TNotificationSettings;
  types: readonly T[];
  texts: TSettingsTexts;
  locked?: (type: T) => ReactNode | null;
  lockedHint?: string;
  digest?: { label: string; hint: string };
}) {
  const { texts, settings } = props;
  const save = useSaveNotificationSettings();
  const change = (type: T, channel: TChoosableChannel, on: boolean) =>
    save.mutate({ choices: { [type]: { [channel]: on } } });

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {texts.typesTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.typesHint}
        </Text>
        <Table.ScrollContainer minWidth={300}>
          <ChannelTable
            types={props.types}
            typeHeading={texts.typeHeading}
            channelNames={texts.channelNames}
            switchLabel={texts.switchLabel}
            checked={(type, channel) => channelsFor(type, settings.choices)[channel]}
            onChange={change}
            locked={props.locked}
            lockedHintId={props.lockedHint ? LOCKED_HINT_ID : undefined}
          />
        </Table.ScrollContainer>
        {props.lockedHint && (
          <Text size="sm" c="dimmed" id={LOCKED_HINT_ID}>
            {props.lockedHint}
          </Text>
        )}
        {props.digest && (
          <Switch
            checked={settings.dailyDigest}
            onChange={(event) => save.mutate({ dailyDigest: event.currentTarget.checked })}
            label={props.digest.label}
            description={props.digest.hint}
          />
        )}
        <Text size="sm" c="teal.8" role="status" mih={20}>
          {save.isSuccess ? texts.choiceSaved : ''}
        </Text>
        {save.isError && <SaveError title={texts.saveError} error={save.error} />}
      </Stack>
    </Card>
  );
}

/** No quiet hours, or ones the server accepts (the shared rule). */
const quietHoursAccepted = (quiet: TQuietHours | null) => quiet === null || quietHoursValid(quiet);

/**
 * A switch and two times, saved with their button: a time half typed is not one to send. Plain
 * state rather than react-hook-form, which would bring the `forms` chunk (about 38 kB gzip,
 * build/chunks.ts) to pages that have no other form. The rule is checked on submit, then live.
 */
function QuietHoursCard(props: { settings: TNotificationSettings; texts: TSettingsTexts }) {
  const { texts } = props;
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
      { onSuccess: () => notifications.show({ message: texts.saved, color: 'teal' }) },
    );
  };

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {texts.quietTitle}
          </Title>
          <Switch
            checked={quietHours !== null}
            onChange={(event) =>
              setQuietHours(event.currentTarget.checked ? DEFAULT_QUIET_HOURS : null)
            }
            label={texts.quietToggle}
            description={texts.quietHint}
          />
          {quietHours && (
            <QuietHoursTimes
              value={quietHours}
              onChange={setQuietHours}
              startLabel={texts.quietStart}
              endLabel={texts.quietEnd}
              endError={invalid ? texts.quietInvalid : undefined}
            />
          )}
          {save.isError && <SaveError title={texts.saveError} error={save.error} />}
          <FormActions submitLabel={texts.save} sending={save.isPending} />
        </Stack>
      </form>
    </Card>
  );
}

/**
 * The one notification-settings form, a resident's and a manager's (their own types and words;
 * a manager also chooses the daily digest): the types × channels switches, saved as they are
 * turned, then quiet hours, saved with their button.
 */
export function NotificationSettingsForm<T extends TNotificationType>(props: {
  settings: TNotificationSettings;
  types: readonly T[];
  texts: TSettingsTexts;
  /** A type whose channels cannot be turned off, and what its row says of it. */
  locked?: (type: T) => ReactNode | null;
  /** Under the table: which types cannot be turned off. */
  lockedHint?: string;
  /** The daily digest's switch, under the table (managers). */
  digest?: { label: string; hint: string };
}) {
  return (
    <>
      <ChannelsCard
        settings={props.settings}
        types={props.types}
        texts={props.texts}
        locked={props.locked}
        lockedHint={props.lockedHint}
        digest={props.digest}
      />
      <QuietHoursCard settings={props.settings} texts={props.texts} />
    </>
  );
}
