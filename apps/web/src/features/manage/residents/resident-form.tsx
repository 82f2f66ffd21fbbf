import {
  RESIDENT_EMAIL_MAX,
  RESIDENT_NAME_MAX,
  RESIDENT_PHONE_MAX,
  type TManagedResidentDetail,
  type TUpdateResidentInput,
  ZUpdateResidentRequest,
} from '@habitat/shared';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { hasKey } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { fieldCodesOf } from '@/lib/forms/field-codes';
import { refusalText } from '@/lib/forms/refusal-text';
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

/** The shared schema's code of each refused field. */
function checkDraft(body: TUpdateResidentInput) {
  const errors: Partial<Record<TField, string>> = {};
  for (const issue of ZUpdateResidentRequest.safeParse(body).error?.issues ?? []) {
    const field = issue.path[0] as TField | undefined;
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Names, phone and e-mail of a resident, checked by the shared rules before sending; the
 * server's refusals (an e-mail someone else signs in with) land on their field.
 */
export function ResidentForm(props: { resident: TManagedResidentDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useUpdateResident(props.resident.id);
  const [draft, setDraft] = useState(() => draftOf(props.resident));
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});

  const update = (field: TField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };
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
      value={draft[field]}
      onChange={(event) => update(field, event.currentTarget.value)}
      error={wordsOf(errors[field])}
    />
  );

  const submit = async () => {
    const found = checkDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync(draft);
      notify(t('manage.residents.saved'));
      props.onDone();
    } catch (error) {
      const fields = fieldCodesOf(error) ?? {};
      if (Object.keys(fields).length > 0) {
        setErrors(fields as Partial<Record<TField, string>>);
        return;
      }
      await openErrorDialog([t('manage.residents.could_not_save'), refusalText(t, error)]);
    }
  };

  return (
    <form
      noValidate
      aria-label={t('manage.residents.edit_title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {input('firstName', t('manage.residents.first_name'), RESIDENT_NAME_MAX)}
          {input('lastName', t('manage.residents.last_name'), RESIDENT_NAME_MAX)}
          {input(
            'phone',
            `${t('manage.residents.phone')} (${t('form.optional')})`,
            RESIDENT_PHONE_MAX,
            {
              type: 'tel',
            },
          )}
          {input('email', t('manage.residents.email'), RESIDENT_EMAIL_MAX, {
            type: 'email',
            // What a new e-mail changes for signing in, said once it is being changed.
            description:
              draft.email.trim() !== props.resident.email
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
