import type { TManagedLease, TManagedProperty } from '@habitat/shared';
import { Anchor, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { TI18nKey } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { fieldCodesOf } from '@/lib/forms/field-codes';
import { errorCodeAt, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { AuditTrail } from '../audit/audit-trail';
import { QueryState } from '../components/console-list';
import { PropertyGate } from '../components/property-gate';
import { reportChangeError } from '../components/report-error';
import { type TLeaseChange, useChangeLease, useLease } from '../leases/api';
import { LeaseForm, valuesOf } from '../leases/lease-form';
import { LeasePeople } from '../leases/lease-people';
import {
  LEASE_STATE_COLORS,
  leaseDatesText,
  leaseFieldError,
  leaseStateText,
  rentText,
} from '../leases/lease-text';
import { managePaths } from '../paths';

type TDated = { date: string; note: string };

/** A dated change of the lease (the end on move-out, an early cancellation with its note). */
function DatedAction(props: {
  lease: TManagedLease;
  id: string;
  title: TI18nKey;
  help: TI18nKey;
  submit: TI18nKey;
  done: TI18nKey;
  initial: string;
  withNote?: boolean;
  change: (date: string, note: string) => TLeaseChange;
}) {
  const { t } = useTranslation();
  const mutation = useChangeLease(props.lease.id);
  // The server checks the date against the lease: its field codes land on their fields.
  const form = useForm<TDated>({
    defaultValues: { date: props.initial, note: props.lease.cancelNote ?? '' },
  });
  const { errors } = form.formState;
  const { date, note } = form.watch();
  const onValid = async (values: TDated) => {
    try {
      await mutation.mutateAsync(props.change(values.date, values.note));
      notifications.show({ color: 'teal', message: t(props.done) });
    } catch (error) {
      if (fieldCodesOf(error)) setServerFieldErrors(form.setError, error);
      else await reportChangeError(t, error);
    }
  };
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby={props.id}>
      <form
        noValidate
        onSubmit={(event) => {
          // Each try is sent: the last answer's errors (an 'endAt' too) do not hold it back.
          form.clearErrors();
          void form.handleSubmit(onValid)(event);
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id={props.id}>
            {t(props.title)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(props.help)}
          </Text>
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              type="date"
              label={t('manage.leases.fields.date')}
              // A new date clears the last answer's errors, the note's included.
              {...form.register('date', { onChange: () => form.clearErrors() })}
              error={leaseFieldError(
                t,
                errorCodeAt(errors, 'date') ?? errorCodeAt(errors, 'endAt'),
              )}
              required
              w={180}
            />
            {props.withNote && (
              <TextInput
                label={t('manage.leases.fields.note')}
                {...form.register('note')}
                error={leaseFieldError(t, errorCodeAt(errors, 'note'))}
                required
                style={{ flex: '1 1 16rem' }}
              />
            )}
          </Group>
          <Group>
            <Button
              type="submit"
              variant="light"
              color="orange"
              disabled={date === '' || (props.withNote && note.trim() === '')}
              loading={mutation.isPending}
            >
              {t(props.submit)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function LeaseSummary(props: { lease: TManagedLease }) {
  const { t } = useTranslation();
  const { lease } = props;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Title order={2} size="h3" id="lease-heading">
          {t('manage.leases.lease_title', { unit: lease.unit.number })}
        </Title>
        <Badge color={LEASE_STATE_COLORS[lease.state]}>{leaseStateText(t, lease.state)}</Badge>
      </Group>
      <Text>
        {leaseDatesText(t, lease)} · {t('manage.leases.rent_of', { rent: rentText(lease.rent) })}
      </Text>
      {lease.paymentNumber && (
        <Text size="sm" c="dimmed">
          {t('manage.leases.payment_number_of', { number: lease.paymentNumber })}
        </Text>
      )}
      {lease.earlyCancelAt && (
        <Text size="sm" c="orange.8">
          {t('manage.leases.cancelled_on', {
            date: lease.earlyCancelAt,
            note: lease.cancelNote ?? '',
          })}
        </Text>
      )}
    </Stack>
  );
}

function LeaseDetail(props: { lease: TManagedLease; property: TManagedProperty }) {
  const { t } = useTranslation();
  const { lease } = props;
  const edit = useChangeLease(lease.id);
  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to={managePaths.leases()} size="sm">
        {t('manage.leases.back')}
      </Anchor>
      <LeaseSummary lease={lease} />
      <Card withBorder radius="md" p="md" component="section" aria-labelledby="lease-edit">
        <Stack gap="sm">
          <Title order={2} size="h4" id="lease-edit">
            {t('manage.leases.edit_title')}
          </Title>
          <LeaseForm
            key={`${lease.startAt}-${lease.endAt}-${lease.rent}-${lease.paymentNumber}`}
            initial={valuesOf(lease)}
            submitLabel={t('manage.leases.save')}
            busy={edit.isPending}
            onSubmit={async (body) => {
              const { unit: _unit, ...changes } = body as typeof body & { unit?: number };
              await edit.mutateAsync({ kind: 'edit', body: changes });
              notifications.show({ color: 'teal', message: t('manage.leases.saved') });
            }}
          />
        </Stack>
      </Card>
      <LeasePeople lease={lease} />
      {(lease.state === 'in_force' || lease.state === 'upcoming') && (
        <Group align="stretch" gap="md" grow preventGrowOverflow={false} wrap="wrap">
          <DatedAction
            lease={lease}
            id="lease-move-out"
            title="manage.leases.move_out_title"
            help="manage.leases.move_out_help"
            submit="manage.leases.move_out"
            done="manage.leases.saved"
            initial={lease.endAt ?? ''}
            change={(date) => ({ kind: 'edit', body: { endAt: date } })}
          />
          <DatedAction
            lease={lease}
            id="lease-cancel"
            title="manage.leases.cancel_title"
            help="manage.leases.cancel_help"
            submit="manage.leases.cancel"
            done="manage.leases.cancelled_done"
            initial={lease.earlyCancelAt ?? ''}
            withNote
            change={(date, note) => ({ kind: 'cancel', body: { date, note } })}
          />
        </Group>
      )}
      <AuditTrail entity="lease" id={lease.id} timeZone={props.property.timeZone} />
    </Stack>
  );
}

/** /manage/leases/:id: one lease, its people, its end and its early cancellation. */
export function ManageLeasePage() {
  const id = Number(useParams().id);
  const query = useLease(id);
  return (
    <PropertyGate>
      {(property) => (
        <QueryState query={query}>
          {(lease) => <LeaseDetail lease={lease} property={property} />}
        </QueryState>
      )}
    </PropertyGate>
  );
}
