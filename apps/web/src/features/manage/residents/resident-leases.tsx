import { formatPrice, type TResidentLease } from '@habitat/shared';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { EmptyList } from '../components/console-list';
import { managePaths } from '../paths';
import { Section } from '../requests/detail-section';

function LeaseItem(props: { lease: TResidentLease }) {
  const { t } = useTranslation();
  const { lease } = props;
  const title = `${lease.property.name} · ${t('manage.residents.unit', { unit: lease.unit.number })}`;
  return (
    <Card component="li" withBorder radius="sm" p="sm" aria-label={title}>
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text fw={600}>{title}</Text>
          <Group gap={6}>
            <Badge color={lease.inForce ? 'teal' : 'gray'} variant="light">
              {t(
                lease.inForce ? 'manage.residents.in_force' : 'manage.residents.lease_not_in_force',
              )}
            </Badge>
            {!lease.signed && <Badge color="gray">{t('manage.residents.not_signer')}</Badge>}
          </Group>
        </Group>
        <Text size="sm">
          {t('manage.residents.lease', {
            start: lease.startAt,
            end: lease.earlyCancelAt ?? lease.endAt ?? '…',
            rent: formatPrice(lease.rent, currentLocale()),
          })}
          {lease.paymentNumber &&
            ` · ${t('manage.residents.payment_number', { number: lease.paymentNumber })}`}
        </Text>
        <Anchor
          component={Link}
          to={managePaths.lease(lease.id)}
          size="sm"
          aria-label={t('manage.residents.open_lease_of', { title })}
        >
          {t('manage.residents.open_lease')}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** The resident's leases in the manager's buildings, latest first (edited on the lease's page). */
export function ResidentLeases(props: { leases: TResidentLease[] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('manage.residents.leases')}>
      {props.leases.length === 0 ? (
        <EmptyList>{t('manage.residents.no_lease')}</EmptyList>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {props.leases.map((lease) => (
            <LeaseItem key={lease.id} lease={lease} />
          ))}
        </Stack>
      )}
    </Section>
  );
}
