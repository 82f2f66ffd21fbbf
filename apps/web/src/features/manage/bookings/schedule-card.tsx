import { TIME_GRID, type TManagedSchedule, WEEKDAYS } from '@habitat/shared';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLocalized } from '@/brand';
import { useTranslation } from '@/i18n/use-translation';
import { EditRetireButtons } from './edit-retire-buttons';
import { priceText } from './price-text';

/** One weekly schedule: its price, grid, opening hours and closures, to edit or retire. */
export function ScheduleCard(props: {
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
          <Text fw={600}>{priceText(s.price, t('manage.bookings.free'))}</Text>
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
        <EditRetireButtons mt="xs" onEdit={props.onEdit} onRetire={props.onRetire} />
      </Stack>
    </Card>
  );
}
