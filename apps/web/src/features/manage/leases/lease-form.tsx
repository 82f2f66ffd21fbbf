import {
  leaseDatesProblem,
  PAYMENT_NUMBER_MAX,
  RENT_MAX_CENTS,
  type TManagedLease,
  ZCreateLeaseRequest,
  ZUpdateLeaseRequest,
} from '@habitat/shared';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { type FieldError, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { CHECKED_ON_SUBMIT } from '@/lib/forms/checked-on-submit';
import { fieldCodesOf } from '@/lib/forms/field-codes';
import { errorCodeAt, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { reportChangeError } from '../components/report-error';
import { centsOf, dollarsOf, leaseFieldError } from './lease-text';

export type TLeaseFormValues = {
  unit: string | null;
  startAt: string;
  endAt: string;
  rent: string;
  paymentNumber: string;
};

type TErrors = Partial<Record<keyof TLeaseFormValues, string>>;

export const valuesOf = (lease: TManagedLease): TLeaseFormValues => ({
  unit: String(lease.unit.id),
  startAt: lease.startAt,
  endAt: lease.endAt ?? '',
  rent: dollarsOf(lease.rent),
  paymentNumber: lease.paymentNumber ?? '',
});

/** The body of the form, checked by the API's own schema; field codes when it is refused. */
export function leaseBodyOf(values: TLeaseFormValues, creating: boolean) {
  const rent = centsOf(values.rent);
  const body = {
    ...(creating ? { unit: values.unit === null ? undefined : Number(values.unit) } : {}),
    startAt: values.startAt,
    endAt: values.endAt === '' ? null : values.endAt,
    rent: rent ?? Number.NaN,
    paymentNumber: values.paymentNumber,
  };
  const checked = (creating ? ZCreateLeaseRequest : ZUpdateLeaseRequest).safeParse(body);
  if (checked.success) return { body, errors: null };
  const errors: TErrors = {};
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof TLeaseFormValues;
    errors[field] ??= issue.message;
  }
  // The schema checks the dates together only once every field is valid: said at once here.
  if (body.startAt !== '' && !errors.endAt) {
    errors.endAt = leaseDatesProblem({ startAt: body.startAt, endAt: body.endAt }) ?? undefined;
  }
  return { body: null, errors };
}

type TLeaseBody = NonNullable<ReturnType<typeof leaseBodyOf>['body']>;

/** leaseBodyOf as the form's resolver: the body to send, or each refused field's code. */
const leaseResolver =
  (creating: boolean): Resolver<TLeaseFormValues, unknown, TLeaseBody> =>
  async (values) => {
    const { body, errors } = leaseBodyOf(values, creating);
    if (body) return { values: body, errors: {} };
    const found: Record<string, FieldError> = {};
    for (const [name, code] of Object.entries(errors)) {
      if (code) found[name] = { type: 'form', message: code };
    }
    return { values: {}, errors: found };
  };

/**
 * A lease's unit (when created), start, end, monthly rent in dollars and payment number. The
 * shared schema checks it before it is sent; the server's field codes land on their fields.
 */
export function LeaseForm(props: {
  initial: TLeaseFormValues;
  /** The units offered when a lease is created (none: editing). */
  units?: { id: number; number: string }[];
  submitLabel: string;
  busy: boolean;
  onSubmit: (body: TLeaseBody) => Promise<void>;
}) {
  const { t } = useTranslation();
  const creating = props.units !== undefined;
  const form = useForm<TLeaseFormValues, unknown, TLeaseBody>({
    resolver: leaseResolver(creating),
    defaultValues: props.initial,
    ...CHECKED_ON_SUBMIT,
  });
  const { errors } = form.formState;
  // Typing in a field clears its error.
  const field = (name: keyof TLeaseFormValues) =>
    form.register(name, { onChange: () => form.clearErrors(name) });
  const onValid = async (body: TLeaseBody) => {
    try {
      await props.onSubmit(body);
    } catch (error) {
      if (fieldCodesOf(error)) {
        setServerFieldErrors(form.setError, error);
        return;
      }
      await reportChangeError(t, error);
    }
  };
  const errorOf = (name: keyof TLeaseFormValues) => leaseFieldError(t, errorCodeAt(errors, name));
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <Stack gap="sm">
        {props.units && (
          <Select
            label={t('manage.leases.fields.unit')}
            data={props.units.map((unit) => ({ value: String(unit.id), label: unit.number }))}
            value={form.watch('unit')}
            onChange={(value) => {
              form.setValue('unit', value ?? '');
              form.clearErrors('unit');
            }}
            error={errorOf('unit')}
            required
            searchable
            maw={240}
          />
        )}
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label={t('manage.leases.fields.startAt')}
            {...field('startAt')}
            error={errorOf('startAt')}
            required
            w={180}
          />
          <TextInput
            type="date"
            label={t('manage.leases.fields.endAt')}
            {...field('endAt')}
            error={errorOf('endAt')}
            w={180}
          />
        </Group>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            label={t('manage.leases.fields.rent')}
            inputMode="decimal"
            {...field('rent')}
            error={errorOf('rent')}
            required
            maxLength={String(RENT_MAX_CENTS).length + 2}
            w={180}
          />
          <TextInput
            label={t('manage.leases.fields.paymentNumber')}
            {...field('paymentNumber')}
            error={errorOf('paymentNumber')}
            maxLength={PAYMENT_NUMBER_MAX}
            w={240}
          />
        </Group>
        <Group>
          <Button type="submit" loading={props.busy}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
