import type { TManagedResidentDetail } from '@habitat/shared';
import { Anchor, Badge, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { AuditTrail } from '../audit/audit-trail';
import { QueryState } from '../components/console-list';
import { PropertyGate } from '../components/property-gate';
import { managePaths } from '../paths';
import { ResidentAccount } from '../residents/resident-account';
import { ResidentBookings, ResidentRequests } from '../residents/resident-activity';
import { useResident } from '../residents/resident-api';
import { ResidentLeases } from '../residents/resident-leases';
import { useSelectedProperty } from '../selected-property';

/** Dates read in the building of the resident's latest lease, else the chosen building's. */
function useTimeZoneOf(resident: TManagedResidentDetail, fallback: string) {
  const { list } = useSelectedProperty();
  const home = list.find((property) => property.id === resident.leases[0]?.property.id);
  return home?.timeZone ?? fallback;
}

function ResidentView(props: { resident: TManagedResidentDetail; fallbackTimeZone: string }) {
  const { t } = useTranslation();
  const { resident } = props;
  const timeZone = useTimeZoneOf(resident, props.fallbackTimeZone);
  return (
    <Stack gap="md" maw={1100}>
      <Anchor component={Link} to={managePaths.residents()} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('manage.residents.back')}
        </Group>
      </Anchor>
      <Group gap="sm">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {`${resident.firstName} ${resident.lastName}`}
        </Title>
        {resident.deactivatedAt && <Badge color="red">{t('manage.residents.deactivated')}</Badge>}
      </Group>
      <Group align="flex-start" gap="md" wrap="wrap">
        <Stack gap="md" style={{ flex: '1 1 340px', minWidth: 0 }}>
          <ResidentAccount resident={resident} />
          <ResidentLeases leases={resident.leases} />
          <AuditTrail entity="user" id={resident.id} timeZone={timeZone} />
        </Stack>
        <Stack gap="md" style={{ flex: '1 1 340px', minWidth: 0 }}>
          <ResidentRequests residentId={resident.id} timeZone={timeZone} />
          <ResidentBookings residentId={resident.id} timeZone={timeZone} />
        </Stack>
      </Group>
    </Stack>
  );
}

/** /manage/residents/:id: one resident — account, leases, requests, bookings, history. */
export function ManageResidentPage() {
  const id = Number(useParams().id);
  const query = useResident(id);
  return (
    <PropertyGate>
      {(property) => (
        <QueryState query={query}>
          {(resident) => <ResidentView resident={resident} fallbackTimeZone={property.timeZone} />}
        </QueryState>
      )}
    </PropertyGate>
  );
}
