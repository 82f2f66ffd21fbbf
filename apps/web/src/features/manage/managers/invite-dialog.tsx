import {
  MANAGER_EMAIL_MAX,
  MANAGER_NAME_MAX,
  type TInviteManagerRequest,
  type TInviteManagerResponse,
  type TManagedProperty,
} from '@habitat/shared';
import { Box, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/lib/api-client';
import { fieldCodesOf } from '@/lib/forms/field-codes';
import { FormActions } from '@/lib/forms/form-actions';
import { errorCodeAt, setFieldCodes, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { FormDialog } from '../bookings/form-dialog';
import { fieldErrorText } from '../components/field-error';
import { reportChangeError } from '../components/report-error';
import { useInviteManager } from './api';

type TForm = { email: string; firstName: string; lastName: string; properties: string[] };

/** Names left empty are not sent: the server asks for them only of someone without an account. */
const bodyOf = (values: TForm): TInviteManagerRequest => ({
  email: values.email,
  firstName: values.firstName || undefined,
  lastName: values.lastName || undefined,
  properties: values.properties.map(Number),
});

/**
 * Invite a manager by e-mail to one or more of the buildings the caller manages (the one shown
 * first ticked). Someone without an account also needs a name; a manager of the organization
 * is simply added. The server checks it (whether a name is needed is its to know); the browser
 * checks the e-mail's form.
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
  const form = useForm<TForm>({
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      properties: [String(props.current.id)],
    },
  });
  const { errors } = form.formState;
  const chosen = form.watch('properties');
  const fieldText = (field: keyof TForm) => {
    const code = errorCodeAt(errors, field);
    return code === 'taken' ? t('manage.managers.email_taken') : fieldErrorText(t, code);
  };

  const onValid = async (values: TForm) => {
    try {
      props.onDone(await invite.mutateAsync(bodyOf(values)));
    } catch (error) {
      if (isApiError(error) && error.code === 'email_already_used') {
        setFieldCodes(form.setError, { email: 'taken' });
        return;
      }
      if (fieldCodesOf(error)) {
        setServerFieldErrors(form.setError, error);
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
          // Each try starts without the last answer's errors (the server is the one checking).
          form.clearErrors();
          void form.handleSubmit(onValid)(event);
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
          {...form.register('email')}
          error={fieldText('email')}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('manage.managers.first_name')}
            maxLength={MANAGER_NAME_MAX}
            {...form.register('firstName')}
            error={fieldText('firstName')}
          />
          <TextInput
            label={t('manage.managers.last_name')}
            maxLength={MANAGER_NAME_MAX}
            {...form.register('lastName')}
            error={fieldText('lastName')}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('manage.managers.names_help')}
        </Text>
        <Checkbox.Group
          label={t('manage.managers.buildings')}
          description={t('manage.managers.buildings_help')}
          value={chosen}
          onChange={(value) => form.setValue('properties', value)}
          error={fieldText('properties')}
        >
          <Stack gap="xs" mt="xs">
            {props.buildings.map((building) => (
              <Checkbox key={building.id} value={String(building.id)} label={building.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Box mt="sm">
          <FormActions
            cancelLabel={t('manage.managers.cancel')}
            submitLabel={t('manage.managers.send')}
            onCancel={props.onClose}
            sending={invite.isPending}
            disabled={chosen.length === 0}
          />
        </Box>
      </Stack>
    </FormDialog>
  );
}
