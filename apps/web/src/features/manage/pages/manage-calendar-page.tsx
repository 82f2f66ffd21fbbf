import {
  addDays,
  BUILDING_CALENDAR_QUERY_MAX,
  BUILDING_CALENDAR_ROWS_MAX,
  calendarDayText,
  localDateOf,
  type TManagedProperty,
} from '@habitat/shared';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/ui/load-error';
import { useBuildingBookings } from '../calendar/api';
import { BuildingBookingRow } from '../calendar/booking-row';
import { type TCalendarView, windowOf } from '../calendar/calendar-window';
import { PageLoading, PropertyGate } from '../components/property-gate';

const dayTitle = (date: string) => calendarDayText(date, currentLocale() === 'fr' ? 'fr' : 'en');

function CalendarNav(props: {
  view: TCalendarView;
  onView: (view: TCalendarView) => void;
  onShift: (direction: 1 | -1) => void;
  onToday: () => void;
}) {
  const { t } = useTranslation();
  const { view } = props;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <SegmentedControl
        aria-label={t('manage.bookings.calendar.view')}
        value={view}
        onChange={(value) => props.onView(value as TCalendarView)}
        data={[
          { value: 'day', label: t('manage.bookings.calendar.day') },
          { value: 'week', label: t('manage.bookings.calendar.week') },
        ]}
      />
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size={44}
          onClick={() => props.onShift(-1)}
          aria-label={t(
            view === 'day'
              ? 'manage.bookings.calendar.previous_day'
              : 'manage.bookings.calendar.previous_week',
          )}
        >
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <Button variant="default" onClick={props.onToday}>
          {t('manage.bookings.calendar.today')}
        </Button>
        <ActionIcon
          variant="default"
          size={44}
          onClick={() => props.onShift(1)}
          aria-label={t(
            view === 'day'
              ? 'manage.bookings.calendar.next_day'
              : 'manage.bookings.calendar.next_week',
          )}
        >
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}

function BuildingCalendar(props: { property: TManagedProperty }) {
  const { t } = useTranslation();
  const { property } = props;
  const [view, setView] = useState<TCalendarView>('day');
  const [anchor, setAnchor] = useState(() => localDateOf(new Date(), property.timeZone));
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const { from, to } = windowOf(view, anchor);
  const list = useBuildingBookings(property.id, from, to, q);
  const zone = list.data?.timeZone ?? property.timeZone;
  const dates = Array.from({ length: view === 'day' ? 1 : 7 }, (_, i) => addDays(from, i));

  return (
    <Stack gap="md" maw={960}>
      <Text c="dimmed">{t('manage.calendar.intro')}</Text>
      <CalendarNav
        view={view}
        onView={setView}
        onShift={(direction) => setAnchor(addDays(anchor, direction * (view === 'day' ? 1 : 7)))}
        onToday={() => setAnchor(localDateOf(new Date(), zone))}
      />
      <TextInput
        type="search"
        label={t('manage.calendar.search')}
        placeholder={t('manage.calendar.search_hint')}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={BUILDING_CALENDAR_QUERY_MAX}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      <Text size="sm" c="dimmed">
        {t('manage.bookings.time_zone', { zone })}
      </Text>
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <LoadError
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <Stack gap="lg" aria-busy={list.isFetching} aria-live="polite">
          <Text size="sm">
            {q
              ? t('manage.calendar.found', { count: list.data.count })
              : t('manage.calendar.count', { count: list.data.count })}
          </Text>
          {list.data.count >= BUILDING_CALENDAR_ROWS_MAX && (
            <Alert color="orange" variant="light">
              {t('manage.bookings.calendar.truncated', { count: list.data.count })}
            </Alert>
          )}
          {dates.map((date) => {
            const ofDay = list.data.data.filter(
              (booking) => localDateOf(new Date(booking.start), zone) === date,
            );
            const headingId = `calendar-day-${date}`;
            return (
              <Stack key={date} gap="xs" component="section" aria-labelledby={headingId}>
                <Title order={2} size="h5" id={headingId}>
                  {dayTitle(date)}
                </Title>
                {ofDay.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t(q ? 'manage.calendar.none_found_day' : 'manage.bookings.calendar.empty_day')}
                  </Text>
                ) : (
                  <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                    {ofDay.map((booking) => (
                      <BuildingBookingRow key={booking.id} booking={booking} timeZone={zone} />
                    ))}
                  </Stack>
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

/** /manage/calendar: every service's bookings of the building, by day or week; find a resident's. */
export function ManageCalendarPage() {
  return (
    <PropertyGate>
      {(property) => <BuildingCalendar key={property.id} property={property} />}
    </PropertyGate>
  );
}
