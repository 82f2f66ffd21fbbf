import { formatListDateTime, type TReservation } from '@habitat/shared';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLocalized } from '@/brand';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { FactList } from '@/ui/fact-list';
import { bookingPrice, calendarName } from '../booking-view';
import { AddToCalendarButton } from './add-to-calendar';
import { CancelBookingButton } from './cancel-booking';
import { CancelledNotice } from './cancelled-notice';

/**
 * The desktop detail panel (docs/product.md: Screens): service, number, calendar, start, end and price, the
 * cancel button when the booking may be cancelled, and add to calendar.
 */
export function BookingPanel(props: { booking: TReservation; now: Date }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { booking } = props;
  const service = localized(booking.service.name);
  const headingId = `booking-panel-${booking.id}`;
  const eyebrowId = `${headingId}-eyebrow`;

  return (
    <Card
      withBorder
      radius="lg"
      p="lg"
      shadow="xs"
      component="section"
      aria-labelledby={`${eyebrowId} ${headingId}`}
    >
      <Stack gap="md">
        <div>
          <Text id={eyebrowId} size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('bookings.details')}
          </Text>
          <Title order={2} size="h3" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {service}
          </Title>
        </div>
        <CancelledNotice booking={booking} />
        <FactList
          facts={[
            { label: t('bookings.fields.service'), value: service },
            { label: t('bookings.fields.number'), value: booking.id },
            { label: t('bookings.fields.calendar'), value: calendarName(booking, localized) },
            {
              label: t('bookings.fields.start'),
              value: formatListDateTime(booking.start, booking.timeZone),
            },
            {
              label: t('bookings.fields.end'),
              value: formatListDateTime(booking.end, booking.timeZone),
            },
            {
              label: t('bookings.fields.price'),
              value: bookingPrice(booking, currentLocale(), t),
            },
          ]}
        />
        {!booking.canceledAt && (
          <Group gap="sm">
            <AddToCalendarButton bookingId={booking.id} />
            <CancelBookingButton booking={booking} serviceName={service} now={props.now} />
          </Group>
        )}
      </Stack>
    </Card>
  );
}
