import {
  MANAGER_EMAIL_MAX,
  MANAGER_NAME_MAX,
  type TInviteManagerResponse,
  type TManagedProperty,
} from '@habitat/shared';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/lib/api-client';
import { fieldCodesOf } from '@/lib/forms/field-codes';
import { FormDialog } from '../bookings/form-dialog';
import { fieldErrorText } from '../components/field-error';
import { reportChangeError } from '../components/report-error';
import { useInviteManager } from './api';

type TFields = Partial<Record<'email' | 'firstName' | 'lastName' | 'properties', string>>;

/**
 * Invite a manager by e-mail to one or more of the buildings the caller manages (the one shown
 * first ticked). Someone without an account also needs a name; a manager of the organization
 * is simply added.
 */
export function InviteManagerDialog(props: {
  opened: boolean;
  current: TManagedProperty;
  buildings: readonly TManagedProperty[];
  onClose: () => void;
  onDone: (answer: TInviteManagerResponse) => void;
}) {
  const { t } = useTranslation();
  const invite = useInviteManager();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [chosen, setChosen] = useState<string[]>([String(props.current.id)]);
  const [fields, setFields] = useState<TFields>({});
  const fieldText = (code?: string) =>
    code === 'taken' ? t('manage.managers.email_taken') : fieldErrorText(t, code);

  const submit = async () => {
    setFields({});
    try {
      const answer = await invite.mutateAsync({
        email,
        firstName: firstName || undefined,
        lastName: lastName || undefined,
        properties: chosen.map(Number),
      });
      props.onDone(answer);
    } catch (error) {
      if (isApiError(error) && error.code === 'email_already_used') {
        setFields({ email: 'taken' });
        return;
      }
      const refused = fieldCodesOf(error);
      if (refused) {
        setFields(refused as TFields);
        return;
      }
      await reportChangeError(t, error);
    }
  };

  return (
    <FormDialog
      title={props.opened ? t('manage.managers.invite_title') : null}
      onClose={props.onClose}
    >
      <Stack
        component="form"
        gap="sm"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Text size="sm" c="dimmed">
          {t('manage.managers.invite_help')}
        </Text>
        <TextInput
          type="email"
          label={t('manage.managers.email')}
          required
          autoComplete="off"
          maxLength={MANAGER_EMAIL_MAX}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldText(fields.email)}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('manage.managers.first_name')}
            maxLength={MANAGER_NAME_MAX}
            value={firstName}
            onChange={(event) => setFirstName(event.currentTarget.value)}
            error={fieldText(fields.firstName)}
          />
          <TextInput
            label={t('manage.managers.last_name')}
            maxLength={MANAGER_NAME_MAX}
            value={lastName}
            onChange={(event) => setLastName(event.currentTarget.value)}
            error={fieldText(fields.lastName)}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('manage.managers.names_help')}
        </Text>
        <Checkbox.Group
          label={t('manage.managers.buildings')}
          description={t('manage.managers.buildings_help')}
          value={chosen}
          onChange={setChosen}
          error={fieldText(fields.properties)}
        >
          <Stack gap="xs" mt="xs">
            {props.buildings.map((building) => (
              <Checkbox key={building.id} value={String(building.id)} label={building.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={props.onClose}>
            {t('manage.managers.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending} disabled={chosen.length === 0}>
            {t('manage.managers.send')}
          </Button>
        </Group>
      </Stack>
    </FormDialog>
  );
}
