import {
  dayjs,
  splitFullName,
  type TApproveAccountRequest,
  type TManagedAccountRequest,
  type TManagedUnit,
  ZApproveAccountRequest,
} from '@habitat/shared';
import { Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadError } from '../../../ui/load-error';
import { fieldErrorText } from '../components/field-error';
import { PageLoading } from '../components/property-gate';
import { useManagedUnits } from './api';

export type TFieldErrors = Record<string, string>;

type TForm = {
  unit: string | null;
  leaseStart: string;
  signer: boolean;
  firstName: string;
  lastName: string;
  email: string;
};

/** The unit the visitor typed, when the property has one of that number. */
const unitNamed = (units: TManagedUnit[], typed: string) =>
  units.find((unit) => unit.number.trim().toLowerCase() === typed.trim().toLowerCase());

function initialForm(request: TManagedAccountRequest, timeZone: string): TForm {
  return {
    unit: null,
    leaseStart: dayjs().tz(timeZone).format('YYYY-MM-DD'),
    signer: true,
    ...splitFullName(request.name),
    email: request.email ?? '',
  };
}

/** The first error code of each field, as the server would answer them. */
function validate(form: TForm, needsEmail: boolean) {
  const body: TApproveAccountRequest = {
    unit: form.unit === null ? (undefined as unknown as number) : Number(form.unit),
    leaseStart: form.leaseStart,
    signer: form.signer,
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
  };
  const parsed = ZApproveAccountRequest.safeParse(body);
  const errors: TFieldErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  if (needsEmail && form.email.trim() === '') errors.email ??= 'required';
  return { body, errors };
}

/**
 * Approving creates the account: the unit (one of the property's), the lease start (used when
 * no lease of the unit is in force), whether they sign the lease, their names and e-mail.
 */
export function ApproveDialog(props: {
  request: TManagedAccountRequest | null;
  propertyId: number;
  timeZone: string;
  onClose: () => void;
  /** Resolves with the field errors the server sent, or null once done. */
  onConfirm: (body: TApproveAccountRequest) => Promise<TFieldErrors | null>;
}) {
  const { t } = useTranslation();
  const { request } = props;
  const units = useManagedUnits(props.propertyId, request !== null);
  return (
    <Modal
      opened={request !== null}
      onClose={props.onClose}
      title={t('manage.accounts.approve_title')}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      {request &&
        (units.isPending ? (
          <PageLoading />
        ) : units.isError ? (
          <LoadError
            error={units.error}
            onRetry={() => void units.refetch()}
            retrying={units.isFetching}
          />
        ) : (
          <ApproveForm
            key={request.id}
            request={request}
            units={units.data.data}
            timeZone={props.timeZone}
            onClose={props.onClose}
            onConfirm={props.onConfirm}
          />
        ))}
    </Modal>
  );
}

function ApproveForm(props: {
  request: TManagedAccountRequest;
  units: TManagedUnit[];
  timeZone: string;
  onClose: () => void;
  onConfirm: (body: TApproveAccountRequest) => Promise<TFieldErrors | null>;
}) {
  const { t } = useTranslation();
  const { request, units } = props;
  const [form, setForm] = useState<TForm>(() => {
    const initial = initialForm(request, props.timeZone);
    const named = unitNamed(units, request.unit);
    return { ...initial, unit: named ? String(named.id) : null };
  });
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [sending, setSending] = useState(false);
  const needsEmail = request.email === null;

  const set = <K extends keyof TForm>(field: K, value: TForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...others }) => others);
  };
  const errorOf = (field: keyof TForm) => fieldErrorText(t, errors[field]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = validate(form, needsEmail);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setSending(true);
    const refused = await props.onConfirm(body).finally(() => setSending(false));
    if (refused) setErrors(refused);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('manage.accounts.approve_help', { name: request.name })}</Text>
        <Select
          label={t('manage.accounts.unit_label')}
          description={t('manage.accounts.unit_asked', { unit: request.unit })}
          required
          searchable
          // Focused when the dialog opens: its list opens on a click or on typing, not over the form.
          openOnFocus={false}
          data-autofocus
          data={units.map((unit) => ({ value: String(unit.id), label: unit.number }))}
          value={form.unit}
          onChange={(value) => set('unit', value)}
          nothingFoundMessage={t('manage.accounts.no_unit')}
          error={errorOf('unit')}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          type="date"
          label={t('manage.accounts.lease_start')}
          description={t('manage.accounts.lease_start_help')}
          required
          value={form.leaseStart}
          onChange={(event) => set('leaseStart', event.currentTarget.value)}
          error={errorOf('leaseStart')}
        />
        <Checkbox
          label={t('manage.accounts.signer')}
          description={t('manage.accounts.signer_help')}
          checked={form.signer}
          onChange={(event) => set('signer', event.currentTarget.checked)}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('manage.accounts.first_name')}
            required
            value={form.firstName}
            onChange={(event) => set('firstName', event.currentTarget.value)}
            error={errorOf('firstName')}
            miw={160}
          />
          <TextInput
            label={t('manage.accounts.last_name')}
            required
            value={form.lastName}
            onChange={(event) => set('lastName', event.currentTarget.value)}
            error={errorOf('lastName')}
            miw={160}
          />
        </Group>
        <TextInput
          type="email"
          label={t('manage.accounts.email')}
          description={t('manage.accounts.email_help')}
          required={needsEmail}
          value={form.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          error={errorOf('email')}
          autoComplete="off"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            {t('manage.accounts.cancel')}
          </Button>
          <Button type="submit" loading={sending}>
            {t('manage.accounts.approve_confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
