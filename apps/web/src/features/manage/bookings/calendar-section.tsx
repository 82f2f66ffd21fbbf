import {
  addDays,
  BOOKING_SETUP_LIMITS,
  calendarDayText,
  formatLocalDateTime,
  formatPrice,
  localDateOf,
  type TManagedReservation,
  type TManagedWaitlistEntry,
} from '@habitat/shared';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocalized } from '@/brand';
import { currentLocale, translateCode } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/lib/api-client';
import { fieldCodesOf } from '@/lib/forms/field-codes';
import { openErrorDialog } from '@/ui/dialog';
import { LoadError } from '@/ui/load-error';
import { AuditTrail } from '../audit/audit-trail';
import { PageLoading } from '../components/property-gate';
import { useCancelReservation, useServiceReservations } from './api';
import { CancelReservationDialog } from './cancel-dialog';

type TView = 'day' | 'week';

/** Monday of the date's week (the week starts on Monday). */
function mondayOf(date: string) {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

function windowOf(view: TView, anchor: string) {
  if (view === 'day') return { from: anchor, to: anchor };
  const from = mondayOf(anchor);
  return { from, to: addDays(from, BOOKING_SETUP_LIMITS.calendarDaysMax - 1) };
}

const dayTitle = (date: string) => calendarDayText(date, currentLocale() === 'fr' ? 'fr' : 'en');

const clock = (instant: string, timeZone: string) =>
  formatLocalDateTime(instant, timeZone).slice(11, 16);

function ReservationRow(props: {
  reservation: TManagedReservation;
  timeZone: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { reservation: r, timeZone } = props;
  const name = `${r.resident.firstName} ${r.resident.lastName}`;
  const what = r.entity ?? r.event;
  const cancelled = r.status === 'cancelled';
  const rowId = `reservation-${r.id}`;
  return (
    <Card withBorder radius="md" p="sm" component="article" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} td={cancelled ? 'line-through' : undefined} id={rowId}>
            {`${clock(r.start, timeZone)}–${clock(r.end, timeZone)} · ${name}`}
          </Text>
          <Text size="sm" c="dimmed">
            {[
              r.unit
                ? t('manage.bookings.calendar.unit', { number: r.unit.number })
                : t('manage.bookings.calendar.no_unit'),
              what ? localized(what.name) : null,
              r.total > 0 ? formatPrice(r.total, currentLocale()) : t('manage.bookings.free'),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {r.cancelNote && (
            <Text size="sm">
              {t('manage.bookings.calendar.note_shown', { note: r.cancelNote })}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {cancelled && (
            <Badge color="gray" variant="light">
              {t('manage.bookings.calendar.cancelled')}
            </Badge>
          )}
          {r.payment !== 'free' && (
            <Badge color={r.payment === 'refunded' ? 'orange' : 'teal'} variant="light">
              {t(
                r.payment === 'refunded'
                  ? 'manage.bookings.calendar.refunded'
                  : 'manage.bookings.calendar.paid',
              )}
            </Badge>
          )}
          {!cancelled && (
            <Button
              variant="outline"
              color="red.8"
              onClick={props.onCancel}
              aria-label={t('manage.bookings.calendar.cancel_of', { name })}
            >
              {t('manage.bookings.calendar.cancel')}
            </Button>
          )}
        </Group>
      </Group>
      {cancelled && (
        <AuditTrail
          entity="reservation"
          id={r.id}
          timeZone={timeZone}
          inline
          order={4}
          describedBy={rowId}
        />
      )}
    </Card>
  );
}

/** The lines of a day's full events and slots, each in order, with the offers held. */
function WaitlistOfDay(props: { entries: readonly TManagedWaitlistEntry[]; timeZone: string }) {
  const { t } = useTranslation();
  const { timeZone } = props;
  const lines = new Map<string, TManagedWaitlistEntry[]>();
  for (const entry of props.entries) {
    const key = `${entry.event ?? `e${entry.entity}`}-${entry.start}`;
    lines.set(key, [...(lines.get(key) ?? []), entry]);
  }
  return [...lines.entries()].map(([key, line]) => {
    const first = line[0]!;
    const title = t('manage.bookings.calendar.waitlist', {
      time: `${clock(first.start, timeZone)}–${clock(first.end, timeZone)}`,
    });
    return (
      <Card
        key={key}
        withBorder
        radius="md"
        p="sm"
        component="section"
        aria-label={title}
        bg="gray.0"
      >
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Stack component="ol" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
          {line.map((entry, index) => {
            const name = `${entry.resident.firstName} ${entry.resident.lastName}`;
            return (
              <Text component="li" size="sm" key={entry.id}>
                {entry.status === 'offered' && entry.offerExpiresAt
                  ? t('manage.bookings.calendar.waitlist_offered', {
                      position: index + 1,
                      name,
                      time: formatLocalDateTime(entry.offerExpiresAt, timeZone).slice(0, 16),
                    })
                  : t('manage.bookings.calendar.waitlist_waiting', { position: index + 1, name })}
              </Text>
            );
          })}
        </Stack>
      </Card>
    );
  });
}

/** Day or week of a service's reservations on the building's clock, each cancellable. */
export function CalendarSection(props: { service: number; timeZone: string }) {
  const { t } = useTranslation();
  const { service, timeZone } = props;
  const [view, setView] = useState<TView>('day');
  const [anchor, setAnchor] = useState(() => localDateOf(new Date(), timeZone));
  const { from, to } = windowOf(view, anchor);
  const list = useServiceReservations(service, from, to);
  const cancel = useCancelReservation(service);
  const [cancelling, setCancelling] = useState<TManagedReservation | null>(null);
  const shift = (direction: 1 | -1) =>
    setAnchor(addDays(anchor, direction * (view === 'day' ? 1 : 7)));
  const zone = list.data?.timeZone ?? timeZone;
  const dates = Array.from({ length: view === 'day' ? 1 : 7 }, (_, i) => addDays(from, i));

  const confirm = async (note: string) => {
    if (!cancelling) return null;
    try {
      const done = await cancel.mutateAsync({ id: cancelling.id, body: { note } });
      notifications.show({
        color: 'teal',
        message: t(
          done.payment === 'refunded'
            ? 'manage.bookings.calendar.done_refunded'
            : 'manage.bookings.calendar.done',
        ),
      });
      return null;
    } catch (error) {
      const note = fieldCodesOf(error)?.note;
      if (note) return note;
      if (isApiError(error) && error.status === 409) {
        notifications.show({ color: 'orange', message: t('manage.bookings.calendar.conflict') });
        return null;
      }
      await openErrorDialog(
        isApiError(error)
          ? translateCode(t, error.code, error.message)
          : t('errors.platform_error'),
      );
      return null;
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label={t('manage.bookings.calendar.view')}
          value={view}
          onChange={(value) => setView(value as TView)}
          data={[
            { value: 'day', label: t('manage.bookings.calendar.day') },
            { value: 'week', label: t('manage.bookings.calendar.week') },
          ]}
        />
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size={44}
            onClick={() => shift(-1)}
            aria-label={t(
              view === 'day'
                ? 'manage.bookings.calendar.previous_day'
                : 'manage.bookings.calendar.previous_week',
            )}
          >
            <IconChevronLeft size={20} aria-hidden />
          </ActionIcon>
          <Button variant="default" onClick={() => setAnchor(localDateOf(new Date(), zone))}>
            {t('manage.bookings.calendar.today')}
          </Button>
          <ActionIcon
            variant="default"
            size={44}
            onClick={() => shift(1)}
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
          {list.data.count >= BOOKING_SETUP_LIMITS.calendarRowsMax && (
            <Alert color="orange" variant="light">
              {t('manage.bookings.calendar.truncated', { count: list.data.count })}
            </Alert>
          )}
          {dates.map((date) => {
            const ofDay = list.data.data.filter(
              (r) => localDateOf(new Date(r.start), zone) === date,
            );
            const waiting = (list.data.waitlist ?? []).filter(
              (entry) => localDateOf(new Date(entry.start), zone) === date,
            );
            return (
              <Stack key={date} gap="xs" component="section" aria-label={dayTitle(date)}>
                <Title order={3} size="h5">
                  {dayTitle(date)}
                </Title>
                {ofDay.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('manage.bookings.calendar.empty_day')}
                  </Text>
                ) : (
                  ofDay.map((reservation) => (
                    <ReservationRow
                      key={reservation.id}
                      reservation={reservation}
                      timeZone={zone}
                      onCancel={() => setCancelling(reservation)}
                    />
                  ))
                )}
                {waiting.length > 0 && <WaitlistOfDay entries={waiting} timeZone={zone} />}
              </Stack>
            );
          })}
        </Stack>
      )}
      <CancelReservationDialog
        reservation={cancelling}
        onClose={() => setCancelling(null)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
