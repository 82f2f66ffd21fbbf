import { DEFAULT_TIME_ZONE } from '@habitat/shared';
import { Alert, Anchor, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useLocalized } from '@/brand';
import { useTranslation } from '@/i18n/use-translation';
import { useBookingChange, useServiceSchedules } from '../bookings/api';
import { CalendarSection } from '../bookings/calendar-section';
import { EventsSection } from '../bookings/events-section';
import { SchedulesSection } from '../bookings/schedules-section';
import { PageLoading } from '../components/property-gate';
import { managePaths } from '../paths';
import { useManagedService } from '../services/api';

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
