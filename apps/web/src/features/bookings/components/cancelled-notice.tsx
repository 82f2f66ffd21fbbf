import { formatListDateTime, formatPrice, type TReservation } from '@habitat/shared';
import { Alert, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';

/**
 * A cancelled booking says so where the resident looks (the tabs hide it): by the building, with the
 * manager's note and what went back on the card; or by the resident, with when.
 */
export function CancelledNotice(props: { booking: TReservation }) {
  const { t } = useTranslation();
  const { booking } = props;
  if (!booking.canceledAt) return null;
  const when = formatListDateTime(booking.canceledAt, booking.timeZone);
  if (!booking.canceledByBuilding) {
    return (
      <Alert
        variant="light"
        color="gray"
        radius="md"
        icon={<IconCalendarOff size={18} aria-hidden />}
      >
        {t('bookings.cancelled.by_you', { date: when })}
      </Alert>
    );
  }
  const refunded = booking.refunded ?? 0;
  return (
    <Alert
      variant="light"
      color="red"
      radius="md"
      role="status"
      title={t('bookings.cancelled.by_building')}
      icon={<IconCalendarOff size={18} aria-hidden />}
    >
      <Stack gap={4}>
        <Text size="sm">{t('bookings.cancelled.on', { date: when })}</Text>
        {booking.cancelNote && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('bookings.cancelled.note', { note: booking.cancelNote })}
          </Text>
        )}
        {refunded > 0 && (
          <Text size="sm" fw={600}>
            {t('bookings.cancelled.refunded', { amount: formatPrice(refunded, currentLocale()) })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
