import {
  formatListDateTime,
  formatPrice,
  RESIDENT_BOOKING_WHEN,
  RESIDENT_LIST_PAGE_SIZE,
  type TResidentBooking,
  type TResidentBookingStatus,
  type TResidentBookingWhen,
  type TResidentRequest,
} from '@habitat/shared';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocalized } from '@/brand';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { RequestStatusBadge } from '@/ui/request-status-badge';
import { ConsoleList } from '../components/console-list';
import { managePaths } from '../paths';
import { Section } from '../requests/detail-section';
import { UrgentBadge } from '../requests/urgent-badge';
import { useResidentBookings, useResidentRequests } from './resident-api';

const pageCount = (count: number) => Math.ceil(count / RESIDENT_LIST_PAGE_SIZE);

function RequestItem(props: { request: TResidentRequest; timeZone: string }) {
  const { t } = useTranslation();
  const { request } = props;
  return (
    <Card component="li" withBorder radius="sm" p="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
          <Anchor
            component={Link}
            to={managePaths.request(request.id)}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {request.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('manage.residents.sent_on', {
              date: formatListDateTime(request.createdAt, props.timeZone),
            })}
          </Text>
        </Stack>
        <Group gap={6}>
          {request.emergency && <UrgentBadge />}
          <RequestStatusBadge status={request.status} />
        </Group>
      </Group>
    </Card>
  );
}

/** The resident's requests, newest first, each opening its console page. */
export function ResidentRequests(props: { residentId: number; timeZone: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useResidentRequests(props.residentId, page);
  return (
    <Section title={t('manage.residents.requests')}>
      <ConsoleList
        query={query}
        empty={t('manage.residents.no_request')}
        count={(count) => t('manage.residents.request_count', { count })}
        as="ul"
        gap="sm"
        paging={{ page, onChange: setPage, pageCount, label: t('manage.residents.request_pages') }}
      >
        {(request) => <RequestItem key={request.id} request={request} timeZone={props.timeZone} />}
      </ConsoleList>
    </Section>
  );
}

const BOOKING_STATUS_COLORS: Record<TResidentBookingStatus, string> = {
  active: 'teal',
  cancelled: 'gray',
  cancelled_by_building: 'orange',
};

function BookingItem(props: { booking: TResidentBooking; timeZone: string }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { booking } = props;
  const service = localized(booking.service.name);
  const item = booking.item ? localized(booking.item) : null;
  const when = `${formatListDateTime(booking.startAt, props.timeZone)} – ${formatListDateTime(booking.endAt, props.timeZone).slice(-5)}`;
  return (
    <Card component="li" withBorder radius="sm" p="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item && item !== service ? `${service} · ${item}` : service}
          </Text>
          <Text size="sm">
            {when}
            {booking.total > 0 && ` · ${formatPrice(booking.total, currentLocale())}`}
          </Text>
          <Anchor
            component={Link}
            to={managePaths.serviceBookings(booking.service.id)}
            size="sm"
            aria-label={t('manage.residents.service_bookings_of', { service })}
          >
            {t('manage.residents.service_bookings')}
          </Anchor>
        </Stack>
        <Badge color={BOOKING_STATUS_COLORS[booking.status]} variant="light" radius="sm">
          {t(`manage.residents.booking_status.${booking.status}`)}
        </Badge>
      </Group>
    </Card>
  );
}

/** The resident's bookings, upcoming (soonest first) or past (latest first), cancelled too. */
export function ResidentBookings(props: { residentId: number; timeZone: string }) {
  const { t } = useTranslation();
  const [when, setWhen] = useState<TResidentBookingWhen>('upcoming');
  const [page, setPage] = useState(1);
  const query = useResidentBookings(props.residentId, when, page);
  return (
    <Section title={t('manage.residents.bookings')}>
      <ConsoleList
        query={query}
        empty={t(`manage.residents.no_booking.${when}`)}
        count={(count) => t('manage.residents.booking_count', { count })}
        as="ul"
        gap="sm"
        tabs={{
          statuses: RESIDENT_BOOKING_WHEN,
          value: when,
          onChange: (next) => {
            setWhen(next);
            setPage(1);
          },
          label: t('manage.residents.bookings'),
          tabLabel: (tab) => t(`manage.residents.booking_when.${tab}`),
        }}
        paging={{ page, onChange: setPage, pageCount, label: t('manage.residents.booking_pages') }}
      >
        {(booking) => <BookingItem key={booking.id} booking={booking} timeZone={props.timeZone} />}
      </ConsoleList>
    </Section>
  );
}
