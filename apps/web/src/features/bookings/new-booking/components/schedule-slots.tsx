import {
  calendarDayText,
  selectionRange,
  skippedMinutes,
  type TBookingEntity,
  type TMinuteRange,
  type TSelection,
  timeOfMinutes,
  toggleSlot,
} from '@habitat/shared';
import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/ui/load-error';
import { useDayGrid } from '../use-day-grid';
import { TimeGrid } from './time-grid';

/**
 * A schedule's grid for one date: GET …/schedule gives the free ranges, the shared time-grid
 * module turns them into slots, and a click goes through the shared toggleSlot rule.
 */
export function ScheduleSlots(props: {
  entity: TBookingEntity;
  date: string;
  timeZone: string;
  now: Date;
  selection: TSelection;
  label: string;
  onSelect: (selection: TSelection, range: TMinuteRange | null) => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { entity } = props;
  const { grid, schedule } = useDayGrid(props);
  const skipped = grid?.slots.some((slot) => slot.state === 'skipped')
    ? skippedMinutes(props.date, props.timeZone)
    : null;

  if (schedule.isError) {
    return (
      <LoadError
        error={schedule.error}
        onRetry={() => void schedule.refetch()}
        retrying={schedule.isFetching}
      />
    );
  }
  if (!grid) {
    return (
      <Stack gap={6} role="status" aria-label={t('booking.loading')}>
        <Skeleton h={44} radius="md" />
        <Skeleton h={44} radius="md" />
      </Stack>
    );
  }
  if (grid.slots.length === 0) return <Text c="dimmed">{t('booking.no_slots')}</Text>;
  return (
    <Stack gap="xs">
      {!grid.bookable && (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('booking.not_bookable')}
        </Alert>
      )}
      {skipped && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('booking.skipped_hours', {
            date: calendarDayText(props.date, locale),
            from: timeOfMinutes(skipped.start),
            to: timeOfMinutes(skipped.end),
          })}
        </Alert>
      )}
      <TimeGrid
        grid={grid}
        selection={props.selection}
        label={props.label}
        onToggle={(index) => {
          const selection = toggleSlot({
            grid,
            selection: props.selection,
            index,
            minimumDuration: entity.minimumDuration,
          });
          props.onSelect(selection, selectionRange(grid, selection));
        }}
      />
    </Stack>
  );
}
