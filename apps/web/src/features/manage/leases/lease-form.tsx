import {
  leaseDatesProblem,
  PAYMENT_NUMBER_MAX,
  RENT_MAX_CENTS,
  type TManagedLease,
  ZCreateLeaseRequest,
  ZUpdateLeaseRequest,
} from '@habitat/shared';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { fieldCodesOf } from '@/lib/forms/field-codes';
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
  onSubmit: (body: NonNullable<ReturnType<typeof leaseBodyOf>['body']>) => Promise<void>;
}) {
  const { t } = useTranslation();
  const creating = props.units !== undefined;
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<TErrors>({});
  const set = (field: keyof TLeaseFormValues) => (value: string | null) => {
    setValues((now) => ({ ...now, [field]: value ?? '' }));
    setErrors((now) => ({ ...now, [field]: undefined }));
  };
  const submit = async () => {
    const { body, errors: found } = leaseBodyOf(values, creating);
    if (!body) return setErrors(found);
    try {
      await props.onSubmit(body);
    } catch (error) {
      const fields = fieldCodesOf(error);
      if (fields) return setErrors(fields as TErrors);
      await reportChangeError(t, error);
    }
  };
  const errorOf = (field: keyof TLeaseFormValues) => leaseFieldError(t, errors[field]);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        {props.units && (
          <Select
            label={t('manage.leases.fields.unit')}
            data={props.units.map((unit) => ({ value: String(unit.id), label: unit.number }))}
            value={values.unit}
            onChange={set('unit')}
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
            value={values.startAt}
            onChange={(event) => set('startAt')(event.currentTarget.value)}
            error={errorOf('startAt')}
            required
            w={180}
          />
          <TextInput
            type="date"
            label={t('manage.leases.fields.endAt')}
            value={values.endAt}
            onChange={(event) => set('endAt')(event.currentTarget.value)}
            error={errorOf('endAt')}
            w={180}
          />
        </Group>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            label={t('manage.leases.fields.rent')}
            inputMode="decimal"
            value={values.rent}
            onChange={(event) => set('rent')(event.currentTarget.value)}
            error={errorOf('rent')}
            required
            maxLength={String(RENT_MAX_CENTS).length + 2}
            w={180}
          />
          <TextInput
            label={t('manage.leases.fields.paymentNumber')}
            value={values.paymentNumber}
            onChange={(event) => set('paymentNumber')(event.currentTarget.value)}
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
