import { LEASE_STATES, type TLeaseState, type TManagedProperty, wallClock } from '@habitat/shared';
import { Button, Card, Collapse, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { useBuildingUnits } from '../building/api';
import { ConsoleList } from '../components/console-list';
import { PropertyGate } from '../components/property-gate';
import { useCreateLease, useLeases } from '../leases/api';
import { LeaseCard } from '../leases/lease-card';
import { LeaseForm } from '../leases/lease-form';
import { leaseStateText } from '../leases/lease-text';
import { managePaths } from '../paths';

/** A new lease on one of the building's units in use; its page opens once created. */
function NewLease(props: { property: TManagedProperty; units: { id: number; number: string }[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateLease();
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="new-lease">
      <Group justify="space-between">
        <Title order={2} size="h4" id="new-lease">
          {t('manage.leases.new_title')}
        </Title>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          aria-expanded={open}
          aria-controls="new-lease-form"
          onClick={() => setOpen((now) => !now)}
        >
          {t('manage.leases.new')}
        </Button>
      </Group>
      <Collapse in={open} id="new-lease-form">
        {open && (
          <Stack pt="sm">
            <LeaseForm
              initial={{
                unit: null,
                startAt: wallClock(new Date(), props.property.timeZone).date,
                endAt: '',
                rent: '',
                paymentNumber: '',
              }}
              units={props.units}
              submitLabel={t('manage.leases.create')}
              busy={create.isPending}
              onSubmit={async (body) => {
                const lease = await create.mutateAsync(
                  body as Parameters<typeof create.mutateAsync>[0],
                );
                notifications.show({ color: 'teal', message: t('manage.leases.created') });
                void navigate(managePaths.lease(lease.id));
              }}
            />
          </Stack>
        )}
      </Collapse>
    </Card>
  );
}

function LeaseList(props: { property: TManagedProperty }) {
  const { t } = useTranslation();
  const { property } = props;
  const [unit, setUnit] = useState<string | null>(null);
  const [state, setState] = useState<TLeaseState | null>(null);
  const units = useBuildingUnits(property.id);
  const list = useLeases(property.id, unit === null ? null : Number(unit), state);
  const inUse = (units.data?.data ?? []).filter((u) => u.retiredAt === null);
  return (
    <Stack gap="md" maw={960}>
      <Text c="dimmed">{t('manage.leases.intro')}</Text>
      <NewLease property={property} units={inUse} />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label={t('manage.leases.filter_unit')}
          placeholder={t('manage.leases.filter_unit_all')}
          data={(units.data?.data ?? []).map((u) => ({ value: String(u.id), label: u.number }))}
          value={unit}
          onChange={setUnit}
          clearable
          searchable
          w={200}
        />
        <Select
          label={t('manage.leases.filter_state')}
          placeholder={t('manage.leases.filter_state_all')}
          data={LEASE_STATES.map((s) => ({ value: s, label: leaseStateText(t, s) }))}
          value={state}
          onChange={(value) => setState(LEASE_STATES.find((s) => s === value) ?? null)}
          clearable
          w={200}
        />
      </Group>
      <ConsoleList
        query={list}
        empty={t('manage.leases.empty')}
        count={(count) => t('manage.leases.count', { count })}
        label={t('manage.leases.title')}
        as="ul"
      >
        {(lease) => <LeaseCard key={lease.id} lease={lease} />}
      </ConsoleList>
    </Stack>
  );
}

/** /manage/leases: the building's leases, by unit or state, and a new one. */
export function ManageLeasesPage() {
  return (
    <PropertyGate>{(property) => <LeaseList key={property.id} property={property} />}</PropertyGate>
  );
}
