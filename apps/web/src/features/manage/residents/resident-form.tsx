import {
  RESIDENT_EMAIL_MAX,
  RESIDENT_NAME_MAX,
  RESIDENT_PHONE_MAX,
  type TManagedResidentDetail,
  type TUpdateResidentInput,
  ZUpdateResidentRequest,
} from '@habitat/shared';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { hasKey } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { zodBodyResolver } from '@/lib/forms/body-resolver';
import { CHECKED_ON_SUBMIT } from '@/lib/forms/checked-on-submit';
import { refusalText } from '@/lib/forms/refusal-text';
import { errorCodeAt, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { openErrorDialog } from '@/ui/dialog';
import { fieldErrorText } from '../components/field-error';
import { notify } from '../services/notify';
import { useUpdateResident } from './resident-api';

type TDraft = { firstName: string; lastName: string; phone: string; email: string };
type TField = keyof TDraft;

const draftOf = (resident: TManagedResidentDetail): TDraft => ({
  firstName: resident.firstName,
  lastName: resident.lastName,
  phone: resident.phone ?? '',
  email: resident.email,
});

/** The draft is the body: checked by the shared schema, sent as typed. */
const asBody = (draft: TDraft): TUpdateResidentInput => draft;

/**
 * Names, phone and e-mail of a resident, checked by the shared rules before sending; the
 * server's refusals (an e-mail someone else signs in with) land on their field.
 */
export function ResidentForm(props: { resident: TManagedResidentDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useUpdateResident(props.resident.id);
  const form = useForm<TDraft, unknown, TUpdateResidentInput>({
    resolver: zodBodyResolver(ZUpdateResidentRequest, asBody),
    defaultValues: draftOf(props.resident),
    ...CHECKED_ON_SUBMIT,
  });
  const { errors } = form.formState;

  const wordsOf = (code: string | undefined) => {
    const own = `manage.residents.errors.${code}`;
    return code && hasKey(own) ? t(own) : fieldErrorText(t, code);
  };
  const input = (
    field: TField,
    label: string,
    max: number,
    options: { type?: string; description?: string } = {},
  ) => (
    <TextInput
      label={label}
      description={options.description}
      required={field !== 'phone'}
      type={options.type}
      maxLength={max}
      // Typing in a field clears its error.
      {...form.register(field, { onChange: () => form.clearErrors(field) })}
      error={wordsOf(errorCodeAt(errors, field))}
    />
  );

  const onValid = async (body: TUpdateResidentInput) => {
    try {
      await save.mutateAsync(body);
      notify(t('manage.residents.saved'));
      props.onDone();
    } catch (error) {
      if (setServerFieldErrors(form.setError, error).length > 0) return;
      await openErrorDialog([t('manage.residents.could_not_save'), refusalText(t, error)]);
    }
  };

  return (
    <form
      noValidate
      aria-label={t('manage.residents.edit_title')}
      onSubmit={form.handleSubmit(onValid)}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {input('firstName', t('manage.residents.first_name'), RESIDENT_NAME_MAX)}
          {input('lastName', t('manage.residents.last_name'), RESIDENT_NAME_MAX)}
          {input(
            'phone',
            `${t('manage.residents.phone')} (${t('form.optional')})`,
            RESIDENT_PHONE_MAX,
            { type: 'tel' },
          )}
          {input('email', t('manage.residents.email'), RESIDENT_EMAIL_MAX, {
            type: 'email',
            // What a new e-mail changes for signing in, said once it is being changed.
            description:
              form.watch('email').trim() !== props.resident.email
                ? t('manage.residents.email_help', { username: props.resident.username })
                : undefined,
          })}
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t('manage.residents.save')}
          </Button>
          <Button variant="default" onClick={props.onDone} disabled={save.isPending}>
            {t('manage.residents.cancel_edit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
