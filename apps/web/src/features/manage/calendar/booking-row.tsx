import { formatLocalDateTime, type TBuildingBooking } from '@habitat/shared';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useLocalized } from '@/brand';
import { useTranslation } from '@/i18n/use-translation';
import { managePaths } from '../paths';

const clock = (instant: string, timeZone: string) =>
  formatLocalDateTime(instant, timeZone).slice(11, 16);

/** One booking of the building: time, service (to its bookings page), resident, unit, status. */
export function BuildingBookingRow(props: { booking: TBuildingBooking; timeZone: string }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { booking: b, timeZone } = props;
  const name = `${b.resident.firstName} ${b.resident.lastName}`;
  const cancelled = b.status === 'cancelled';
  const service = localized(b.service.name);
  return (
    <Card component="li" withBorder radius="md" p="sm" aria-label={`${service} · ${name}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} td={cancelled ? 'line-through' : undefined}>
            {`${clock(b.start, timeZone)}–${clock(b.end, timeZone)} · ${name}`}
          </Text>
          <Text size="sm" c="dimmed">
            {[
              b.unit
                ? t('manage.bookings.calendar.unit', { number: b.unit.number })
                : t('manage.bookings.calendar.no_unit'),
              b.what ? localized(b.what) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Anchor
            component={Link}
            to={managePaths.serviceBookings(b.service.id)}
            size="sm"
            aria-label={t('manage.calendar.service_link', { service })}
          >
            {service}
          </Anchor>
        </Stack>
        <Badge color={cancelled ? 'gray' : 'teal'} variant="light">
          {t(cancelled ? 'manage.bookings.calendar.cancelled' : 'manage.bookings.calendar.active')}
        </Badge>
      </Group>
    </Card>
  );
}
