import {
  formatDuration,
  freeUntil,
  startIssue,
  type TDayGrid,
  type TSelection,
  type TSlot,
  timeOfMinutes,
} from '@habitat/shared';
import { Group, Text } from '@mantine/core';
import { type KeyboardEvent, useRef, useState } from 'react';
import { currentLocale } from '@/i18n/setup';
import type { TFunction } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import classes from './time-grid.module.css';

export type TSlotLook = 'available' | 'unavailable' | 'selected';

const isSelected = (selection: TSelection, index: number) =>
  selection !== null && index >= selection.first && index <= selection.last;

/** What a click would do: a slot is offered only when it changes the selection. */
function lookOf(slot: TSlot, selection: TSelection, next: TSelection): TSlotLook {
  if (isSelected(selection, slot.index)) return 'selected';
  return next !== selection ? 'available' : 'unavailable';
}

function slotName(options: {
  grid: TDayGrid;
  slot: TSlot;
  look: TSlotLook;
  minimumDuration: number | null;
  waitable: boolean;
  t: TFunction;
}): string {
  const { grid, slot, look, t } = options;
  const start = timeOfMinutes(slot.start);
  const end = timeOfMinutes(slot.end);
  if (slot.state === 'skipped') return t('booking.skipped_slot', { start, end });
  if (options.waitable) return t('booking.full_slot', { start, end });
  const tooShort = startIssue(grid, slot.index, options.minimumDuration) === 'minimum_does_not_fit';
  if (look === 'unavailable' && tooShort) {
    return t('booking.start_too_short', {
      start,
      end,
      minimum: formatDuration(options.minimumDuration ?? 0, currentLocale()),
      until: timeOfMinutes(freeUntil(grid, slot.index)),
    });
  }
  return t('booking.slot_label', { start, end, state: t(`booking.legend.${look}`) });
}

/** The slot one key press moves to, or null for a key the grid leaves alone. */
function targetOf(key: string, from: number, count: number, columns: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return Math.min(count - 1, from + 1);
    case 'ArrowLeft':
      return Math.max(0, from - 1);
    case 'ArrowDown':
      return Math.min(count - 1, from + columns);
    case 'ArrowUp':
      return Math.max(0, from - columns);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** How many slots a row of the laid-out grid holds (1 where nothing is laid out, as in tests). */
function columnsOf(buttons: readonly (HTMLButtonElement | null)[]): number {
  const first = buttons[0];
  if (!first || first.offsetWidth === 0) return 1;
  return Math.max(1, buttons.filter((button) => button?.offsetTop === first.offsetTop).length);
}

/**
 * The day's time grid (docs/product.md: States): one toggle button per slot, labelled with its
 * times and state, and one Tab stop (a roving tabindex: the arrows, Home and End move, Enter
 * and Space choose). A slot a click would not change is aria-disabled but still reachable, so
 * a screen reader hears why: past, closed, taken, skipped (the hour the clocks jump over), or a
 * start the minimum duration does not fit.
 */
export function TimeGrid(props: {
  grid: TDayGrid;
  selection: TSelection;
  label: string;
  /** The id of the hint saying how the grid is used. */
  describedBy?: string;
  minimumDuration: number | null;
  /** The selection a click on the slot gives (the same selection: the click does nothing). */
  next: (index: number) => TSelection;
  onChoose: (selection: TSelection) => void;
  /** Whether a slot is full with a waitlist to join (its label says so). */
  waitable?: (index: number) => boolean;
  /** The slot under focus or clicked, whatever its state (a full one offers its waitlist). */
  onPeek?: (index: number) => void;
}) {
  const { t } = useTranslation();
  const { grid, selection } = props;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [active, setActive] = useState<number | null>(null);
  const nexts = grid.slots.map((slot) => props.next(slot.index));
  const firstOffered = nexts.findIndex((next) => next !== selection);
  const current =
    active !== null && active < grid.slots.length
      ? active
      : (selection?.first ?? Math.max(0, firstOffered));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = targetOf(event.key, index, grid.slots.length, columnsOf(buttons.current));
    if (target === null) return;
    event.preventDefault();
    setActive(target);
    buttons.current[target]?.focus();
  };

  return (
    <fieldset
      aria-label={props.label}
      aria-describedby={props.describedBy}
      className={classes.grid}
    >
      {grid.slots.map((slot) => {
        const next = nexts[slot.index] as TSelection;
        const look = lookOf(slot, selection, next);
        const inert = look === 'unavailable';
        return (
          <button
            key={slot.start}
            ref={(button) => {
              buttons.current[slot.index] = button;
            }}
            type="button"
            className={classes.slot}
            data-state={look}
            tabIndex={slot.index === current ? 0 : -1}
            aria-pressed={look === 'selected'}
            aria-disabled={inert || undefined}
            aria-label={slotName({
              grid,
              slot,
              look,
              minimumDuration: props.minimumDuration,
              waitable: props.waitable?.(slot.index) ?? false,
              t,
            })}
            onFocus={() => {
              setActive(slot.index);
              props.onPeek?.(slot.index);
            }}
            onKeyDown={(event) => onKeyDown(event, slot.index)}
            onClick={() => {
              props.onPeek?.(slot.index);
              if (next !== selection) props.onChoose(next);
            }}
          >
            {timeOfMinutes(slot.start)}
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
