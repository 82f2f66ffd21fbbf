import {
  approveAccountFormSchema,
  splitFullName,
  type TApproveAccountRequest,
  type TManagedAccountRequest,
  type TManagedUnit,
  wallClock,
} from '@habitat/shared';
import { Alert, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/lib/api-client';
import { zodBodyResolver } from '@/lib/forms/body-resolver';
import { CHECKED_ON_SUBMIT } from '@/lib/forms/checked-on-submit';
import { FormActions } from '@/lib/forms/form-actions';
import { FormModal } from '@/lib/forms/form-modal';
import { errorCodeAt, setFieldCodes } from '@/lib/forms/server-field-errors';
import { LoadError } from '@/ui/load-error';
import { useSaveUnit } from '../building/api';
import { fieldErrorText } from '../components/field-error';
import { PageLoading } from '../components/property-gate';
import { manageAccountKeys, useManagedUnits } from './api';

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

function initialForm(
  request: TManagedAccountRequest,
  units: TManagedUnit[],
  timeZone: string,
): TForm {
  const named = unitNamed(units, request.unit);
  return {
    unit: named ? String(named.id) : null,
    leaseStart: wallClock(new Date(), timeZone).date,
    signer: true,
    ...splitFullName(request.name),
    email: request.email ?? '',
  };
}

/** The body the server gets: the form's values as typed, the unit as its id. */
const bodyOf = (form: TForm): TApproveAccountRequest => ({
  unit: form.unit === null ? (undefined as unknown as number) : Number(form.unit),
  leaseStart: form.leaseStart,
  signer: form.signer,
  firstName: form.firstName,
  lastName: form.lastName,
  email: form.email,
});

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
    <FormModal
      opened={request !== null}
      onClose={props.onClose}
      title={t('manage.accounts.approve_title')}
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
            propertyId={props.propertyId}
            units={units.data.data}
            timeZone={props.timeZone}
            onClose={props.onClose}
            onConfirm={props.onConfirm}
          />
        ))}
    </FormModal>
  );
}

type TUnitAdding = 'idle' | 'added' | 'retired' | 'failed';

/**
 * The unit asked for is not one of the building's: said plainly, with a button that adds it
 * (the Building page's units API) and chooses it.
 */
function MissingUnit(props: {
  propertyId: number;
  number: string;
  onAdded: (unitId: number) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useSaveUnit(props.propertyId);
  const [state, setState] = useState<TUnitAdding>('idle');
  const add = async () => {
    try {
      const unit = await save.mutateAsync({ id: null, body: { number: props.number } });
      await queryClient.invalidateQueries({ queryKey: manageAccountKeys.units(props.propertyId) });
      props.onAdded(unit.id);
      setState('added');
    } catch (error) {
      setState(isApiError(error) && error.status === 409 ? 'retired' : 'failed');
    }
  };
  if (state === 'added') {
    return (
      <Alert color="teal" variant="light" role="status" py="xs">
        {t('manage.accounts.unit_added', { unit: props.number })}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" role="status" py="xs">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('manage.accounts.unit_missing', { unit: props.number })}</Text>
        {state === 'retired' && <Text size="sm">{t('manage.accounts.unit_retired')}</Text>}
        {state === 'failed' && <Text size="sm">{t('manage.accounts.unit_add_failed')}</Text>}
        {state !== 'retired' && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            loading={save.isPending}
            onClick={() => void add()}
          >
            {t('manage.accounts.unit_add', { unit: props.number })}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

function ApproveForm(props: {
  request: TManagedAccountRequest;
  propertyId: number;
  units: TManagedUnit[];
  timeZone: string;
  onClose: () => void;
  onConfirm: (body: TApproveAccountRequest) => Promise<TFieldErrors | null>;
}) {
  const { t } = useTranslation();
  const { request, units } = props;
  const needsEmail = request.email === null;
  // Decided once: the notice stays (saying it was added) after the unit joins the list.
  const [unitMissing] = useState(() => unitNamed(units, request.unit) === undefined);
  const form = useForm<TForm, unknown, TApproveAccountRequest>({
    resolver: zodBodyResolver(approveAccountFormSchema(needsEmail), bodyOf),
    defaultValues: initialForm(request, units, props.timeZone),
    ...CHECKED_ON_SUBMIT,
  });
  // A field's error goes as soon as it changes.
  const clear = {
    onChange: (event: { target: { name: string } }) =>
      form.clearErrors(event.target.name as keyof TForm),
  };
  const errorOf = (field: keyof TForm) =>
    fieldErrorText(t, errorCodeAt(form.formState.errors, field));

  const onValid = async (body: TApproveAccountRequest) => {
    const refused = await props.onConfirm(body);
    if (refused) setFieldCodes(form.setError, refused);
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
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
          value={form.watch('unit')}
          onChange={(value) => {
            form.setValue('unit', value);
            form.clearErrors('unit');
          }}
          nothingFoundMessage={t('manage.accounts.no_unit')}
          error={errorOf('unit')}
          comboboxProps={{ withinPortal: true }}
        />
        {unitMissing && (
          <MissingUnit
            propertyId={props.propertyId}
            number={request.unit.trim()}
            onAdded={(unitId) => {
              form.setValue('unit', String(unitId));
              form.clearErrors('unit');
            }}
          />
        )}
        <TextInput
          type="date"
          label={t('manage.accounts.lease_start')}
          description={t('manage.accounts.lease_start_help')}
          required
          {...form.register('leaseStart', clear)}
          error={errorOf('leaseStart')}
        />
        <Checkbox
          label={t('manage.accounts.signer')}
          description={t('manage.accounts.signer_help')}
          {...form.register('signer', clear)}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('manage.accounts.first_name')}
            required
            {...form.register('firstName', clear)}
            error={errorOf('firstName')}
            miw={160}
          />
          <TextInput
            label={t('manage.accounts.last_name')}
            required
            {...form.register('lastName', clear)}
            error={errorOf('lastName')}
            miw={160}
          />
        </Group>
        <TextInput
          type="email"
          label={t('manage.accounts.email')}
          description={t('manage.accounts.email_help')}
          required={needsEmail}
          {...form.register('email', clear)}
          error={errorOf('email')}
          autoComplete="off"
        />
        <FormActions
          cancelLabel={t('manage.accounts.cancel')}
          submitLabel={t('manage.accounts.approve_confirm')}
          onCancel={props.onClose}
          sending={form.formState.isSubmitting}
        />
      </Stack>
    </form>
  );
}
