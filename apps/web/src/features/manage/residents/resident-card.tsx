import { formatPrice, type TManagedResident } from '@habitat/shared';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { managePaths } from '../paths';

/** One resident of the directory: who (opening their page), where, their lease, their account's state. */
export function ResidentCard(props: {
  resident: TManagedResident;
  busy: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const { resident } = props;
  const { lease } = resident;
  const name = `${resident.firstName} ${resident.lastName}`;
  const deactivated = resident.deactivatedAt !== null;
  return (
    <Card component="li" withBorder radius="md" p="md" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
          <Group gap="xs">
            <Anchor component={Link} to={managePaths.resident(resident.id)} fw={600}>
              {name}
            </Anchor>
            {deactivated && <Badge color="red">{t('manage.residents.deactivated')}</Badge>}
            {!lease.signed && <Badge color="gray">{t('manage.residents.not_signer')}</Badge>}
            {!lease.inForce && (
              <Badge color="yellow">{t('manage.residents.lease_not_in_force')}</Badge>
            )}
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {resident.email}
            {resident.phone && ` · ${resident.phone}`}
          </Text>
          <Text size="sm" c="dimmed">
            {t('manage.residents.unit', { unit: resident.unit.number })} ·{' '}
            {t('manage.residents.lease', {
              start: lease.startAt,
              end: lease.earlyCancelAt ?? lease.endAt ?? '…',
              rent: formatPrice(lease.rent, currentLocale()),
            })}
          </Text>
        </Stack>
        <Button
          variant={deactivated ? 'light' : 'default'}
          color={deactivated ? 'teal' : 'red'}
          loading={props.busy}
          onClick={props.onToggle}
          aria-label={t(
            deactivated ? 'manage.residents.reactivate_of' : 'manage.residents.deactivate_of',
            { name },
          )}
        >
          {t(deactivated ? 'manage.residents.reactivate' : 'manage.residents.deactivate')}
        </Button>
      </Group>
    </Card>
  );
}
