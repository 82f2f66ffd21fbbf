import {
  DEFAULT_TIME_ZONE,
  formatLocalDateTime,
  formatPrice,
  TIME_GRID,
  type TManagedEvent,
  type TManagedEventGroup,
  type TManagedSchedule,
  WEEKDAYS,
} from '@habitat/shared';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Modal,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLocalized } from '../../../brand';
import { currentLocale, translateCode } from '../../../i18n/setup';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api-client';
import { openDialog, openErrorDialog } from '../../../ui/dialog';
import { LoadError } from '../../../ui/load-error';
import { AuditTrail } from '../audit/audit-trail';
import {
  type TBookingChange,
  useBookingChange,
  useServiceEventGroups,
  useServiceSchedules,
} from '../bookings/api';
import { CalendarSection } from '../bookings/calendar-section';
import { EventForm, EventGroupForm } from '../bookings/event-forms';
import { ScheduleForm } from '../bookings/schedule-form';
import { PageLoading } from '../components/property-gate';
import { managePaths } from '../paths';
import { useManagedService } from '../services/api';

type TChange = (change: TBookingChange) => Promise<unknown>;

/** Asks before retiring, then retires; a refusal opens the error dialog. */
function useRetire(save: TChange) {
  const { t } = useTranslation();
  return async (name: string, change: TBookingChange) => {
    const answer = await openDialog({
      title: t('manage.bookings.retire_title', { name }),
      message: t('manage.bookings.retire_help'),
      actions: [
        { label: t('manage.bookings.cancel'), value: 'keep', variant: 'default' },
        { label: t('manage.bookings.retire'), value: 'retire', destructive: true },
      ],
    });
    if (answer !== 'retire') return;
    try {
      await save(change);
      notifications.show({ color: 'teal', message: t('manage.bookings.retired') });
    } catch (error) {
      await openErrorDialog([
        t('manage.bookings.could_not'),
        isApiError(error)
          ? translateCode(t, error.code, error.message)
          : t('errors.platform_error'),
      ]);
    }
  };
}

/** A dialog for a form: full screen on phones, where the weekly editor needs the width. */
function FormDialog(props: { title: string | null; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={props.title !== null}
      onClose={props.onClose}
      title={props.title ?? ''}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      {props.children}
    </Modal>
  );
}

const price = (cents: number, free: string) =>
  cents === 0 ? free : formatPrice(cents, currentLocale());

function ScheduleCard(props: {
  schedule: TManagedSchedule;
  onEdit: () => void;
  onRetire: () => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { schedule: s } = props;
  const open = WEEKDAYS.filter((day) => s.ranges[day].length > 0)
    .map((day) => {
      const ranges = s.ranges[day].map((r) => `${r.from}–${r.to}`).join(', ');
      return `${t(`services.weekdays.${day}`)} ${ranges}`;
    })
    .join(' · ');
  const closures = Object.keys(s.dates).length;
  const none = '—';
  return (
    <Card withBorder radius="md" p="md" component="article" aria-label={localized(s.name)}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {localized(s.name)}
          </Title>
          <Text fw={600}>{price(s.price, t('manage.bookings.free'))}</Text>
        </Group>
        <Text size="sm">
          {t('manage.bookings.schedules.summary', {
            step: s.step ?? TIME_GRID.defaultStepMinutes,
            capacity: s.maximumConcurrentBooking,
            buffer: s.bufferDuration ?? TIME_GRID.defaultBufferMinutes,
          })}
          {' · '}
          {t('manage.bookings.schedules.durations', {
            min: s.minimumDuration ? `${s.minimumDuration} min` : none,
            max: s.maximumDuration ? `${s.maximumDuration} min` : none,
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {open || t('manage.ranges.closed')}
        </Text>
        {closures > 0 && (
          <Text size="sm" c="dimmed">
            {t('manage.bookings.schedules.closures_count', { count: closures })}
          </Text>
        )}
        <Group gap="xs" mt="xs">
          <Button variant="default" onClick={props.onEdit}>
            {t('manage.bookings.edit')}
          </Button>
          <Button variant="outline" color="red.8" onClick={props.onRetire}>
            {t('manage.bookings.retire')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ListState<T>(props: {
  query: ReturnType<typeof useServiceSchedules> | ReturnType<typeof useServiceEventGroups>;
  items: T[] | undefined;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const items = props.items ?? [];
  if (items.length === 0) {
    return (
      <Alert color="gray" variant="light">
        {props.empty}
      </Alert>
    );
  }
  return <>{props.children(items)}</>;
}

function SchedulesSection(props: { service: number; save: TChange; timeZone: string }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const list = useServiceSchedules(props.service);
  const retire = useRetire(props.save);
  // undefined: closed; null: a new schedule.
  const [editing, setEditing] = useState<TManagedSchedule | null | undefined>(undefined);
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
          {t('manage.bookings.schedules.new')}
        </Button>
      </Group>
      <ListState query={list} items={list.data?.data} empty={t('manage.bookings.schedules.empty')}>
        {(schedules) =>
          schedules.map((schedule) => (
            <ScheduleCard
              key={schedule.id}
              schedule={schedule}
              onEdit={() => setEditing(schedule)}
              onRetire={() =>
                void retire(localized(schedule.name), { kind: 'retire-schedule', id: schedule.id })
              }
            />
          ))
        }
      </ListState>
      <FormDialog
        title={
          editing === undefined
            ? null
            : t(editing ? 'manage.bookings.schedules.edit' : 'manage.bookings.schedules.new')
        }
        onClose={() => setEditing(undefined)}
      >
        {editing !== undefined && (
          <ScheduleForm
            key={editing?.id ?? 'new'}
            schedule={editing}
            onSave={props.save}
            onDone={() => setEditing(undefined)}
          />
        )}
        {editing && (
          <AuditTrail entity="booking_schedule" id={editing.id} timeZone={props.timeZone} inline />
        )}
      </FormDialog>
    </Stack>
  );
}

type TEditing =
  | { kind: 'group'; group: TManagedEventGroup | null }
  | { kind: 'event'; group: number; event: TManagedEvent | null };

function EventRow(props: {
  event: TManagedEvent;
  timeZone: string;
  onEdit: () => void;
  onRetire: () => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { event: e, timeZone } = props;
  const format = new Intl.DateTimeFormat(currentLocale() === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const when = `${format.format(new Date(e.start))} – ${formatLocalDateTime(e.end, timeZone).slice(11, 16)}`;
  return (
    <Paper component="li" withBorder p="sm" radius="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600}>{localized(e.name)}</Text>
          <Text size="sm" c="dimmed">
            {[
              when,
              e.maxAvailable > 0
                ? t('manage.bookings.events.booked', { reserved: e.reserved, max: e.maxAvailable })
                : t('manage.bookings.events.booked_unlimited', { reserved: e.reserved }),
              price(e.price, t('manage.bookings.free')),
            ].join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={props.onEdit}>
            {t('manage.bookings.edit')}
          </Button>
          <Button variant="outline" color="red.8" onClick={props.onRetire}>
            {t('manage.bookings.retire')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function EventsSection(props: { service: number; save: TChange }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const list = useServiceEventGroups(props.service);
  const retire = useRetire(props.save);
  const [editing, setEditing] = useState<TEditing | null>(null);
  const timeZone = list.data?.timeZone ?? DEFAULT_TIME_ZONE;
  const title = !editing
    ? null
    : editing.kind === 'group'
      ? t(editing.group ? 'manage.bookings.events.edit_group' : 'manage.bookings.events.new_group')
      : t(editing.event ? 'manage.bookings.events.edit_event' : 'manage.bookings.events.new_event');

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setEditing({ kind: 'group', group: null })}
        >
          {t('manage.bookings.events.new_group')}
        </Button>
      </Group>
      <ListState query={list} items={list.data?.data} empty={t('manage.bookings.events.empty')}>
        {(groups) =>
          groups.map((group) => (
            <Card key={group.id} withBorder radius="md" p="md" component="article">
              <Stack gap="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Title order={3} size="h5">
                    {localized(group.name)}
                  </Title>
                  <Text fw={600}>{price(group.price, t('manage.bookings.free'))}</Text>
                </Group>
                {localized(group.description) && (
                  <Text size="sm">{localized(group.description)}</Text>
                )}
                {group.events.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('manage.bookings.events.no_events')}
                  </Text>
                ) : (
                  <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                    {group.events.map((event) => (
                      <EventRow
                        key={event.id}
                        event={event}
                        timeZone={timeZone}
                        onEdit={() => setEditing({ kind: 'event', group: group.id, event })}
                        onRetire={() =>
                          void retire(localized(event.name), { kind: 'retire-event', id: event.id })
                        }
                      />
                    ))}
                  </Stack>
                )}
                <Group gap="xs">
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={() => setEditing({ kind: 'event', group: group.id, event: null })}
                  >
                    {t('manage.bookings.events.new_event')}
                  </Button>
                  <Button variant="default" onClick={() => setEditing({ kind: 'group', group })}>
                    {t('manage.bookings.edit')}
                  </Button>
                  <Button
                    variant="outline"
                    color="red.8"
                    onClick={() =>
                      void retire(localized(group.name), { kind: 'retire-group', id: group.id })
                    }
                  >
                    {t('manage.bookings.retire')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))
        }
      </ListState>
      <FormDialog title={title} onClose={() => setEditing(null)}>
        {editing?.kind === 'group' && (
          <EventGroupForm
            key={editing.group?.id ?? 'new'}
            group={editing.group}
            onSave={props.save}
            onDone={() => setEditing(null)}
          />
        )}
        {editing?.kind === 'event' && (
          <EventForm
            key={editing.event?.id ?? 'new'}
            group={editing.group}
            event={editing.event}
            timeZone={timeZone}
            onSave={props.save}
            onDone={() => setEditing(null)}
          />
        )}
        {editing?.kind === 'group' && editing.group && (
          <AuditTrail
            entity="booking_event_group"
            id={editing.group.id}
            timeZone={timeZone}
            inline
          />
        )}
        {editing?.kind === 'event' && editing.event && (
          <AuditTrail entity="booking_event" id={editing.event.id} timeZone={timeZone} inline />
        )}
      </FormDialog>
    </Stack>
  );
}

/** Set-up of one service's bookings: schedules, events and the calendar of its reservations. */
export function ManageServiceBookingsPage() {
  const { t } = useTranslation();
  const service = Number(useParams().id);
  const change = useBookingChange(service);
  const schedules = useServiceSchedules(service);
  const details = useManagedService(service);
  const localized = useLocalized();
  const timeZone = schedules.data?.timeZone ?? DEFAULT_TIME_ZONE;
  if (!Number.isInteger(service) || service <= 0) {
    return (
      <Alert color="gray" variant="light">
        {t('errors.not_found')}
      </Alert>
    );
  }
  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to={managePaths.service(service)} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('manage.bookings.back')}
        </Group>
      </Anchor>
      {details.data && (
        <Title order={2} size="h3">
          {localized(details.data.name)}
        </Title>
      )}
      <Tabs defaultValue="schedules" keepMounted={false}>
        <Tabs.List aria-label={t('manage.bookings.sections')}>
          <Tabs.Tab value="schedules">{t('manage.bookings.tabs.schedules')}</Tabs.Tab>
          <Tabs.Tab value="events">{t('manage.bookings.tabs.events')}</Tabs.Tab>
          <Tabs.Tab value="calendar">{t('manage.bookings.tabs.calendar')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="schedules" pt="md">
          <SchedulesSection service={service} save={change.mutateAsync} timeZone={timeZone} />
        </Tabs.Panel>
        <Tabs.Panel value="events" pt="md">
          <EventsSection service={service} save={change.mutateAsync} />
        </Tabs.Panel>
        <Tabs.Panel value="calendar" pt="md">
          {schedules.isPending ? (
            <PageLoading />
          ) : (
            <CalendarSection service={service} timeZone={timeZone} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
