import type { TManagedLease } from '@habitat/shared';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { managePaths } from '../paths';
import {
  LEASE_STATE_COLORS,
  leaseDatesText,
  leaseStateText,
  personName,
  rentText,
} from './lease-text';

/** One lease of the list: unit, state, dates, rent and its people; opens its page. */
export function LeaseCard(props: { lease: TManagedLease }) {
  const { t } = useTranslation();
  const { lease } = props;
  const unit = t('manage.leases.unit', { unit: lease.unit.number });
  return (
    <Card component="li" withBorder radius="md" p="md" aria-label={unit}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Anchor
            component={Link}
            to={managePaths.lease(lease.id)}
            fw={600}
            aria-label={t('manage.leases.open', { unit: lease.unit.number })}
          >
            {unit}
          </Anchor>
          <Badge color={LEASE_STATE_COLORS[lease.state]}>{leaseStateText(t, lease.state)}</Badge>
        </Group>
        <Text size="sm">
          {leaseDatesText(t, lease)} · {t('manage.leases.rent_of', { rent: rentText(lease.rent) })}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {lease.people.length === 0
            ? t('manage.leases.nobody')
            : lease.people
                .map((person) =>
                  person.signed
                    ? personName(person)
                    : `${personName(person)} (${t('manage.leases.not_signer')})`,
                )
                .join(', ')}
        </Text>
      </Stack>
    </Card>
  );
}
