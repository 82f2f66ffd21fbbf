import {
  calendarDayText,
  formatDuration,
  lengthsFrom,
  picksLength,
  selectionRange,
  skippedMinutes,
  startAt,
  type TBookingEntity,
  type TDayGrid,
  type TMinuteRange,
  type TSelection,
  timeOfMinutes,
  toggleSlot,
  waitableAt,
} from '@habitat/shared';
import { Alert, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconInfoCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/ui/load-error';
import { useDayGrid } from '../use-day-grid';
import { SlotWaitlist } from './join-waitlist';
import { TimeGrid } from './time-grid';

/**
 * What a click on a slot selects. A long booking (a 2–4 h room) is a start then a length: a
 * click picks the start with the minimum, clicking it again clears it. A short one (a fixed
 * hour, a 30–45 min lane) is clicked slot by slot through the shared toggleSlot rule.
 */
function nextSelection(options: {
  grid: TDayGrid;
  entity: TBookingEntity;
  selection: TSelection;
  index: number;
}): TSelection {
  const { grid, entity, selection, index } = options;
  if (!picksLength(entity, grid.step)) {
    return toggleSlot({
      grid,
      selection,
      index,
      minimumDuration: entity.minimumDuration,
      maximumDuration: entity.maximumDuration,
    });
  }
  if (selection?.first === index) return null;
  return startAt(grid, index, entity.minimumDuration) ?? selection;
}

/** The lengths that fit from the chosen start, each with the times it covers. */
function LengthPicker(props: {
  grid: TDayGrid;
  entity: TBookingEntity;
  selection: { first: number; last: number };
  onChange: (selection: TSelection) => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { grid, selection } = props;
  const start = grid.slots[selection.first]?.start ?? 0;
  return (
    <NativeSelect
      label={t('booking.length')}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      value={String(selection.last - selection.first + 1)}
      onChange={(event) => {
        const count = Number(event.currentTarget.value);
        props.onChange({ first: selection.first, last: selection.first + count - 1 });
      }}
      data={lengthsFrom(grid, selection.first, props.entity).map((count) => ({
        value: String(count),
        label: t('booking.length_option', {
          duration: formatDuration(count * grid.step, locale),
          start: timeOfMinutes(start),
          end: timeOfMinutes(start + count * grid.step),
        }),
      }))}
    />
  );
}

/**
 * A schedule's grid for one date: GET …/schedule gives the free ranges, the shared time-grid
 * module turns them into slots, and a click goes through the shared rules of valid starts. A
 * full slot under focus (or clicked) offers its waitlist right after the grid, the next Tab stop.
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
  const hintId = useId();
  // The slot last focused or clicked, on its date: a full one offers its waitlist below.
  const [peek, setPeek] = useState<{ date: string; index: number } | null>(null);
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
  const lengthMode = picksLength(entity, grid.step);
  const choose = (selection: TSelection) =>
    props.onSelect(selection, selectionRange(grid, selection));
  const waitFor =
    peek?.date === props.date ? selectionRange(grid, waitableAt(grid, peek.index, entity)) : null;
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
      <Text id={hintId} size="sm" c="dimmed">
        {t(lengthMode ? 'booking.length_hint' : 'booking.slots_hint')}
      </Text>
      <TimeGrid
        grid={grid}
        selection={props.selection}
        label={props.label}
        describedBy={hintId}
        minimumDuration={entity.minimumDuration}
        next={(index) => nextSelection({ grid, entity, selection: props.selection, index })}
        onChoose={choose}
        waitable={(index) => waitableAt(grid, index, entity) !== null}
        onPeek={(index) => setPeek({ date: props.date, index })}
      />
      <div aria-live="polite">
        {waitFor && <SlotWaitlist entity={entity} date={props.date} range={waitFor} />}
      </div>
      {lengthMode && props.selection && (
        <LengthPicker grid={grid} entity={entity} selection={props.selection} onChange={choose} />
      )}
    </Stack>
  );
}
