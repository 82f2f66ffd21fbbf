import type { TReservation } from '@habitat/shared';
import { Badge, Button, Group, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { IconCalendarCheck, IconCalendarEvent, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { EmptyState } from '@/ui/empty-state';
import { useLayoutKind } from '@/ui/form-factor';
import { LoadError } from '@/ui/load-error';
import { useNow } from '@/ui/use-now';
import { useMyReservations } from '../api/reservations';
import {
  BOOKING_TABS,
  bookingsOfTab,
  cancelledByBuilding,
  type TBookingTab,
} from '../booking-view';
import { BookingPanel } from '../components/booking-panel';
import { BookingRow } from '../components/booking-row';
import { WaitlistSection } from '../components/waitlist-section';
import classes from './bookings-page.module.css';

function NewBookingButton(props: { variant?: 'filled' | 'light' }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={paths.newBooking()}
      variant={props.variant ?? 'filled'}
      leftSection={<IconPlus size={18} aria-hidden />}
    >
      {t('bookings.new')}
    </Button>
  );
}

function EmptyTab(props: { tab: TBookingTab }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={props.tab === 'done' ? IconCalendarCheck : IconCalendarEvent}
      title={t(`bookings.empty.${props.tab}`)}
      hint={t(`bookings.empty.${props.tab}_hint`)}
    >
      {props.tab === 'active' && (
        <Group mt="xs">
          <NewBookingButton variant="light" />
        </Group>
      )}
    </EmptyState>
  );
}

function RowsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-label={t('app.loading')}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} h={84} radius="lg" />
      ))}
    </Stack>
  );
}

function BookingList(props: {
  bookings: readonly TReservation[];
  selected: number | null;
  onSelect: ((id: number) => void) | null;
}) {
  const { onSelect } = props;
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {props.bookings.map((booking) => (
        <li key={booking.id}>
          {onSelect ? (
            <BookingRow
              booking={booking}
              mode="select"
              selected={booking.id === props.selected}
              onSelect={() => onSelect(booking.id)}
            />
          ) : (
            <BookingRow booking={booking} mode="link" />
          )}
        </li>
      ))}
    </Stack>
  );
}

/**
 * /bookings (docs/product.md: Screens): tabs in progress and done (cancelled bookings in neither), start and end
 * of each booking, a New booking button; on desktop a detail panel beside the list, on mobile
 * a row opens /booking/{id}.
 */
export function BookingsPage() {
  const { t } = useTranslation();
  const desktop = useLayoutKind() === 'desktop';
  const reservations = useMyReservations();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const tab: TBookingTab = params.get('tab') === 'done' ? 'done' : 'active';
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const rows = reservations.data ? bookingsOfTab(reservations.data, tab, now) : [];
  const cancelled = reservations.data ? cancelledByBuilding(reservations.data, now) : [];
  // The panel shows the chosen booking (of this tab or cancelled by the building), else the first one.
  const selected =
    [...rows, ...cancelled].find((booking) => booking.id === selectedId) ??
    rows[0] ??
    cancelled[0] ??
    null;

  const panel = (value: TBookingTab) => {
    if (reservations.isError) {
      return (
        <LoadError
          error={reservations.error}
          onRetry={() => void reservations.refetch()}
          retrying={reservations.isFetching}
        />
      );
    }
    if (!reservations.data) return <RowsSkeleton />;
    if (rows.length === 0 && cancelled.length === 0) return <EmptyTab tab={value} />;
    const listOf = (bookings: readonly TReservation[]) => (
      <BookingList
        bookings={bookings}
        selected={desktop ? (selected?.id ?? null) : null}
        onSelect={desktop ? setSelectedId : null}
      />
    );
    const list = (
      <Stack gap="md">
        {cancelled.length > 0 && (
          <Stack gap="xs" component="section" aria-labelledby="cancelled-by-building">
            <Title order={2} size="h5" id="cancelled-by-building" c="red.8">
              {t('bookings.cancelled.by_building')}
            </Title>
            {listOf(cancelled)}
          </Stack>
        )}
        {rows.length > 0 ? listOf(rows) : <EmptyTab tab={value} />}
      </Stack>
    );
    if (!desktop || !selected) return list;
    return (
      <div className={classes.columns}>
        {list}
        <div className={classes.panel}>
          <BookingPanel booking={selected} now={now} />
        </div>
      </div>
    );
  };

  return (
    <Stack maw={desktop ? 1100 : 880} mx="auto" w="100%" gap="md">
      <WaitlistSection highlight={Number(params.get('waitlist')) || null} />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'done' ? { tab: value } : {}, { replace: true })}
      >
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap-reverse">
          <Tabs.List aria-label={t('bookings.tabs.label')} style={{ flex: '1 1 auto' }}>
            {BOOKING_TABS.map((value) => (
              <Tabs.Tab
                key={value}
                value={value}
                rightSection={
                  reservations.data ? (
                    <Badge size="sm" variant="light" color="gray" circle>
                      {bookingsOfTab(reservations.data, value, now).length}
                    </Badge>
                  ) : null
                }
              >
                {t(`bookings.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <NewBookingButton />
        </Group>
        {BOOKING_TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === tab && panel(value)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
