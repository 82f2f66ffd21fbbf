import { formatDate, isActiveBooking, type TReservation } from '@habitat/shared';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useLocalized } from '@/brand';
import { paths } from '@/config/paths';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/lib/api-client';
import { FactList } from '@/ui/fact-list';
import { LoadError } from '@/ui/load-error';
import { useNow } from '@/ui/use-now';
import { useReservation } from '../api/reservations';
import { bookingPrice, bookingSlot, calendarName } from '../booking-view';
import { AddToCalendarButton } from '../components/add-to-calendar';
import { CancelBookingButton } from '../components/cancel-booking';
import { CancelledNotice } from '../components/cancelled-notice';

function BookingView(props: { booking: TReservation }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const navigate = useNavigate();
  const now = useNow();
  const { booking } = props;
  const service = localized(booking.service.name);
  const toList = () => void navigate(paths.bookings());

  return (
    <Stack gap="md" component="article" aria-labelledby="booking-title">
      <Group>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={toList}
        >
          {t('bookings.back')}
        </Button>
      </Group>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs">
        <Stack gap="md">
          <div>
            <Text size="sm" c="dimmed" ff="monospace">
              {t('bookings.number', { number: booking.id })}
            </Text>
            <Title order={2} size="h3" id="booking-title" style={{ overflowWrap: 'anywhere' }}>
              {service}
            </Title>
          </div>
          <CancelledNotice booking={booking} />
          <FactList
            facts={[
              { label: t('bookings.fields.service'), value: service },
              {
                label: booking.event ? t('bookings.fields.event') : t('bookings.fields.schedule'),
                value: calendarName(booking, localized),
              },
              {
                label: t('bookings.fields.date'),
                value: formatDate(booking.start, booking.timeZone),
              },
              { label: t('bookings.fields.slot'), value: bookingSlot(booking, t) },
              {
                label: t('bookings.fields.price'),
                value: bookingPrice(booking, currentLocale(), t),
              },
            ]}
          />
          {!booking.canceledAt && (
            <Group gap="sm">
              <AddToCalendarButton bookingId={booking.id} />
              <CancelBookingButton
                booking={booking}
                serviceName={service}
                now={now}
                onCancelled={toList}
              />
            </Group>
          )}
          {booking.price > 0 && isActiveBooking(booking, now) && (
            <Alert
              variant="light"
              color="gray"
              radius="md"
              icon={<IconInfoCircle size={18} aria-hidden />}
            >
              {t('bookings.paid_note')}
            </Alert>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

/**
 * /booking/{id} (docs/product.md: Screens): service, schedule or event, date, time slot, price, back, cancel and
 * add to calendar. An unknown booking, or someone else's (403/404), goes back to /bookings.
 */
export function BookingDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const booking = useReservation(id);
  const refused = isApiError(booking.error) && [403, 404].includes(booking.error.status);

  if (!Number.isInteger(id) || id <= 0 || refused) {
    return <Navigate to={paths.bookings()} replace />;
  }
  let content: ReactNode;
  if (booking.isError) {
    content = (
      <LoadError
        error={booking.error}
        onRetry={() => void booking.refetch()}
        retrying={booking.isFetching}
        back={{ to: paths.bookings(), label: t('bookings.back') }}
      />
    );
  } else if (!booking.data) {
    content = (
      <Stack gap="md" role="status" aria-label={t('app.loading')}>
        <Skeleton h={36} w={220} radius="md" />
        <Skeleton h={240} radius="lg" />
      </Stack>
    );
  } else {
    content = <BookingView booking={booking.data} />;
  }
  return (
    <Stack maw={760} mx="auto" w="100%">
      {content}
    </Stack>
  );
}
