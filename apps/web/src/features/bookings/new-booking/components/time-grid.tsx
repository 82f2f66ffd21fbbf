import {
  isSlotEnabled,
  type TDayGrid,
  type TSelection,
  type TSlot,
  timeOfMinutes,
} from '@habitat/shared';
import { Group, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation';
import classes from './time-grid.module.css';

export type TSlotLook = 'available' | 'unavailable' | 'selected';

const isSelected = (selection: TSelection, index: number) =>
  selection !== null && index >= selection.first && index <= selection.last;

function lookOf(grid: TDayGrid, slot: TSlot, selection: TSelection): TSlotLook {
  if (isSelected(selection, slot.index)) return 'selected';
  return isSlotEnabled(grid, slot) ? 'available' : 'unavailable';
}

/**
 * The day's time grid (docs/product.md: States): one toggle button per slot, labelled with its times and state,
 * so it works by keyboard and screen reader; past, closed, taken and skipped slots (the hour
 * the clocks jump over) are disabled.
 */
export function TimeGrid(props: {
  grid: TDayGrid;
  selection: TSelection;
  label: string;
  onToggle: (index: number) => void;
}) {
  const { t } = useTranslation();
  const { grid, selection } = props;
  return (
    <fieldset aria-label={props.label} className={classes.grid}>
      {grid.slots.map((slot) => {
        const look = lookOf(grid, slot, selection);
        const start = timeOfMinutes(slot.start);
        const end = timeOfMinutes(slot.end);
        return (
          <button
            key={slot.start}
            type="button"
            className={classes.slot}
            data-state={look}
            aria-pressed={look === 'selected'}
            aria-label={
              slot.state === 'skipped'
                ? t('booking.skipped_slot', { start, end })
                : t('booking.slot_label', { start, end, state: t(`booking.legend.${look}`) })
            }
            disabled={look === 'unavailable'}
            onClick={() => props.onToggle(slot.index)}
          >
            {start}
          </button>
        );
      })}
    </fieldset>
  );
}

const LOOKS: readonly TSlotLook[] = ['available', 'unavailable', 'selected'];

/** Available, unavailable, selected: what the slots' colours mean. */
export function SlotLegend() {
  const { t } = useTranslation();
  return (
    <Group
      component="ul"
      gap="md"
      className={classes.legend}
      aria-label={t('booking.legend.title')}
    >
      {LOOKS.map((look) => (
        <Group component="li" key={look} gap={6} wrap="nowrap">
          <span className={`${classes.slot} ${classes.swatch}`} data-state={look} aria-hidden />
          <Text size="sm">{t(`booking.legend.${look}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}
