import { TIME_GRID } from '../constants';
import { dayjs } from '../format/dayjs';
import {
  instantOfWallClock,
  wallClock,
  wallClockText,
  zoneOffsetMinutes,
} from '../format/wall-clock';
import { minutesOf } from '../services/opening-hours';
import type { TTimeRange } from '../services/services.types';
import { WEEKDAYS } from '../services/weekdays';
import type { TBookingEntity } from './bookings.types';

/**
 * The time grid of a schedule, as a pure module: the app draws it, the server checks a
 * requested range against the same grid. Times of day are minutes since the date's midnight
 * on the property's wall clock (1440 is the midnight that ends the day).
 */

export type TMinuteRange = { start: number; end: number };
type TSchedule = Pick<
  TBookingEntity,
  'step' | 'minimumDuration' | 'maximumDuration' | 'bufferDuration' | 'maximumConcurrentBooking'
>;

const pad = (n: number) => String(n).padStart(2, '0');

/** 90 → '01:30'; 1440 → '24:00'. */
export function timeOfMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

const toMinutes = (range: TTimeRange): TMinuteRange => ({
  start: minutesOf(range.from),
  end: minutesOf(range.to),
});
const toRange = (range: TMinuteRange): TTimeRange => ({
  from: timeOfMinutes(range.start),
  to: timeOfMinutes(range.end),
});

/* ---------- Dates on the property's wall clock ---------- */

export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** The property's calendar date at this instant. */
export function localDateOf(instant: Date, timeZone: string): string {
  return wallClock(instant, timeZone).date;
}

/** Wall-clock minutes of the instant counted from the date's midnight (negative before it). */
export function minutesOnDate(instant: Date, date: string, timeZone: string): number {
  const local = wallClock(instant, timeZone);
  const days = Math.round((Date.parse(local.date) - Date.parse(date)) / 86_400_000);
  return days * 1440 + local.minutes;
}

/** The instant of a wall-clock time (minutes may be 1440: the next midnight). */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const day = addDays(date, Math.floor(minutes / 1440));
  const rest = minutes % 1440;
  return instantOfWallClock(`${day} ${timeOfMinutes(rest)}`, timeZone) ?? new Date(Number.NaN);
}

/**
 * The instants a range of the date's wall clock books: its start, and its wall-clock length
 * later. On the night the clocks fall back, 01:00–02:00 holds the room 60 minutes, not the
 * two real hours between the first 01:00 and 02:00 (docs/decisions/027-booking-edges.md).
 */
export function rangeInstants(
  date: string,
  range: TMinuteRange,
  timeZone: string,
): { startAt: Date; endAt: Date } {
  const startAt = zonedInstant(date, range.start, timeZone);
  return { startAt, endAt: new Date(startAt.getTime() + (range.end - range.start) * 60_000) };
}

/**
 * The wall-clock minutes of the date that the zone's clocks skip (spring forward: 02:00–03:00 in
 * America/Toronto), or null. Found from the zone's offsets at the date's two midnights, so any
 * zone and change time works; a day with two changes is not one any zone has.
 */
export function skippedMinutes(date: string, timeZone: string): TMinuteRange | null {
  const dayStart = zonedInstant(date, 0, timeZone);
  // Midnight itself skipped: the day's clock starts at the end of the gap.
  const shifted = Math.round(minutesOnDate(dayStart, date, timeZone));
  if (shifted > 0) return { start: 0, end: shifted };
  const offsetAt = (time: number) => zoneOffsetMinutes(new Date(time), timeZone);
  let before = dayStart.getTime();
  let after = zonedInstant(date, 1440, timeZone).getTime();
  const gap = offsetAt(after) - offsetAt(before);
  if (gap <= 0) return null;
  // The first whole minute on the new offset.
  const oldOffset = offsetAt(before);
  while (after - before > 60_000) {
    const middle = before + Math.floor((after - before) / 120_000) * 60_000;
    if (offsetAt(middle) === oldOffset) before = middle;
    else after = middle;
  }
  const end = Math.round(minutesOnDate(new Date(after), date, timeZone));
  return end > 1440 ? null : { start: end - gap, end };
}

/** 'YYYY-MM-DD HH:mm:ss' as the API takes a reservation's start and end; 1440 is the next day. */
export function toLocalDateTime(date: string, minutes: number): string {
  const day = addDays(date, Math.floor(minutes / 1440));
  return `${day} ${timeOfMinutes(minutes % 1440)}:00`;
}

/** An instant as 'YYYY-MM-DD HH:mm:ss' on the property's wall clock. */
export function formatLocalDateTime(instant: Date | string, timeZone: string): string {
  const read = dayjs.utc(instant);
  return read.isValid() ? wallClockText(read.toDate(), timeZone) : 'Invalid Date';
}

/**
 * A start and end sent as 'YYYY-MM-DD HH:mm:ss' read as one date's minutes; null when they do
 * not fit within one day (an end at the next midnight is that day's 1440) or carry seconds.
 */
export function parseLocalRange(
  start: string,
  end: string,
): ({ date: string } & TMinuteRange) | null {
  const read = (value: string) => {
    const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
    if (match?.[4] !== '00') return null;
    return { date: match[1]!, minutes: Number(match[2]) * 60 + Number(match[3]) };
  };
  const from = read(start);
  const to = read(end);
  if (!from || !to) return null;
  let endMinutes = to.minutes;
  if (to.date !== from.date) {
    if (to.date !== addDays(from.date, 1) || to.minutes !== 0) return null;
    endMinutes = 1440;
  }
  return { date: from.date, start: from.minutes, end: endMinutes };
}

/* ---------- Opening and free ranges ---------- */

/** The schedule's ranges on a date: the dated exception if any, else the weekday's; sorted. */
export function openingRangesOn(
  entity: Pick<TBookingEntity, 'ranges' | 'dates'>,
  date: string,
): TTimeRange[] {
  const weekday = WEEKDAYS[(dayjs.utc(date).day() + 6) % 7]!;
  const ranges = entity.dates[date] ?? entity.ranges[weekday] ?? [];
  return [...ranges].sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
}

export const bufferOf = (entity: Pick<TBookingEntity, 'bufferDuration'>) =>
  entity.bufferDuration ?? TIME_GRID.defaultBufferMinutes;

/**
 * The free parts of the opening ranges: a moment is taken once as many existing bookings as
 * the capacity cover it, each widened by the buffer on both sides (so a new booking keeps the
 * buffer from every booking that fills the capacity). `taken` are minutes on the same date.
 */
export function freeRanges(options: {
  opening: readonly TTimeRange[];
  taken: readonly TMinuteRange[];
  buffer: number;
  capacity: number;
}): TTimeRange[] {
  const { buffer, capacity } = options;
  const edges: { at: number; delta: number }[] = [];
  for (const booking of options.taken) {
    edges.push({ at: booking.start - buffer, delta: 1 }, { at: booking.end + buffer, delta: -1 });
  }
  // Ends before starts at the same minute: back-to-back bookings do not overlap.
  edges.sort((a, b) => a.at - b.at || a.delta - b.delta);
  const blocked: TMinuteRange[] = [];
  let depth = 0;
  let blockedSince = 0;
  for (const edge of edges) {
    const before = depth;
    depth += edge.delta;
    if (before < capacity && depth >= capacity) blockedSince = edge.at;
    if (before >= capacity && depth < capacity && edge.at > blockedSince) {
      blocked.push({ start: blockedSince, end: edge.at });
    }
  }
  const free: TMinuteRange[] = [];
  for (const range of options.opening.map(toMinutes)) {
    let cursor = range.start;
    for (const block of blocked) {
      if (block.end <= cursor || block.start >= range.end) continue;
      if (block.start > cursor) free.push({ start: cursor, end: block.start });
      cursor = Math.max(cursor, block.end);
    }
    if (cursor < range.end) free.push({ start: cursor, end: range.end });
  }
  return free.map(toRange);
}

/* ---------- The grid of one day ---------- */

/** The default step, or the fixed duration when minimum = maximum and every range divides by it. */
export function gridStep(
  entity: Pick<TBookingEntity, 'step' | 'minimumDuration' | 'maximumDuration'>,
  opening: readonly TTimeRange[],
): number {
  const step = entity.step ?? TIME_GRID.defaultStepMinutes;
  const fixed = entity.minimumDuration;
  if (fixed === null || fixed !== entity.maximumDuration || opening.length === 0) return step;
  const divides = opening.every((range) => {
    const { start, end } = toMinutes(range);
    return (end - start) % fixed === 0;
  });
  return divides ? fixed : step;
}

/** `skipped`: the clocks jump over it that day (spring forward); it never happens. */
export type TSlotState = 'available' | 'past' | 'closed' | 'taken' | 'skipped';
export type TSlot = TMinuteRange & { index: number; state: TSlotState };
export type TDayGrid = {
  date: string;
  step: number;
  slots: TSlot[];
  /** False when no run of free slots is long enough for the minimum: every slot is disabled. */
  bookable: boolean;
};

/** The day a grid may cover (docs/product.md: Limits: 00:00 to 24:00), narrowed to the opening ranges. */
const DAY: TMinuteRange = {
  start: minutesOf(TIME_GRID.dayStart),
  end: minutesOf(TIME_GRID.dayEnd),
};

const within = (slot: TMinuteRange, ranges: readonly TMinuteRange[]) =>
  ranges.some((range) => range.start <= slot.start && slot.end <= range.end);

/**
 * The slots of a date from the first opening to the last closing (the day 00:00–24:00
 * narrowed to the ranges). A slot is skipped when any of its minutes is one the clocks jump
 * over that day, past once it has started (today), closed outside the opening ranges or in the
 * gaps between them, taken outside the free ranges.
 */
export function buildDayGrid(options: {
  entity: Pick<TSchedule, 'step' | 'minimumDuration' | 'maximumDuration'>;
  date: string;
  /** The building's zone: the hour the clocks skip is never offered. */
  timeZone: string;
  opening: readonly TTimeRange[];
  available: readonly TTimeRange[];
  /** Now, as minutesOnDate(now, date, timeZone). */
  nowMinutes: number;
}): TDayGrid {
  const { entity, date, nowMinutes } = options;
  const step = gridStep(entity, options.opening);
  const opening = options.opening.map(toMinutes);
  const free = options.available.map(toMinutes);
  if (opening.length === 0) return { date, step, slots: [], bookable: false };
  const skipped = skippedMinutes(date, options.timeZone);
  const slots: TSlot[] = [];
  for (const slot of slotEdges(opening, step)) {
    const { start } = slot;
    const state: TSlotState =
      skipped && start < skipped.end && slot.end > skipped.start
        ? 'skipped'
        : start < nowMinutes
          ? 'past'
          : !within(slot, opening)
            ? 'closed'
            : within(slot, free)
              ? 'available'
              : 'taken';
    slots.push({ ...slot, index: slots.length, state });
  }
  return { date, step, slots, bookable: longestFreeRun(slots) >= (entity.minimumDuration ?? 1) };
}

/**
 * The slots from the first opening to the last closing: each range's slots start at its own
 * opening time (so a fixed 60 min step fits 10:30–12:30 after 08:00–10:00), and the gaps
 * between ranges get whole slots of their own, which are closed.
 */
function slotEdges(opening: readonly TMinuteRange[], step: number): TMinuteRange[] {
  const ranges = [...opening].sort((a, b) => a.start - b.start);
  const edges: TMinuteRange[] = [];
  let cursor: number | null = null;
  for (const range of ranges) {
    const start = Math.max(DAY.start, range.start);
    const end = Math.min(DAY.end, range.end);
    if (cursor !== null) {
      for (; cursor + step <= start; cursor += step)
        edges.push({ start: cursor, end: cursor + step });
    }
    for (cursor = Math.max(cursor ?? start, start); cursor + step <= end; cursor += step) {
      edges.push({ start: cursor, end: cursor + step });
    }
  }
  return edges;
}

function longestFreeRun(slots: readonly TSlot[]): number {
  let best = 0;
  let run = 0;
  for (const slot of slots) {
    run = slot.state === 'available' ? run + (slot.end - slot.start) : 0;
    best = Math.max(best, run);
  }
  return best;
}

/** Whether the slot can be clicked. */
export const isSlotEnabled = (grid: TDayGrid, slot: TSlot) =>
  grid.bookable && slot.state === 'available';

/* ---------- Selection ---------- */

/** A contiguous run of slots, by index (first ≤ last), or nothing selected. */
export type TSelection = { first: number; last: number } | null;

/** How many slots the minimum duration takes (at least one). */
export const minimumSlots = (grid: Pick<TDayGrid, 'step'>, minimumDuration: number | null) =>
  Math.max(1, Math.ceil((minimumDuration ?? 0) / grid.step));

/** How many enabled slots follow one another from the index (the index's own included). */
function freeRunFrom(grid: TDayGrid, index: number): number {
  let end = index;
  while (end < grid.slots.length && isSlotEnabled(grid, grid.slots[end]!)) end += 1;
  return end - index;
}

/**
 * Why a booking cannot start at a slot: 'unavailable' (past, closed, taken, skipped, or the
 * whole day too full), or 'minimum_does_not_fit' when the free run from it ends (at a booking
 * and its buffer, a closing time or the end of the day) before the minimum duration. The one
 * rule of valid starts: the grid disables the rest and rangeIssue refuses them.
 */
export type TStartIssue = 'unavailable' | 'minimum_does_not_fit';

export function startIssue(
  grid: TDayGrid,
  index: number,
  minimumDuration: number | null,
): TStartIssue | null {
  const slot = grid.slots[index];
  if (!slot || !isSlotEnabled(grid, slot)) return 'unavailable';
  return freeRunFrom(grid, index) < minimumSlots(grid, minimumDuration)
    ? 'minimum_does_not_fit'
    : null;
}

/**
 * The range a resident may join the waitlist for from a slot (issue 26): a slot taken by
 * others, with the minimum duration from it, when that range is one the schedule would take
 * but for the bookings (no closed, past or skipped slot in it). A slot merely closed, past or
 * too short to start from offers nothing: the server refuses only a full range as
 * booking_slot_unavailable, and only a full one has a line.
 */
export function waitableAt(
  grid: TDayGrid,
  index: number,
  entity: Pick<TBookingEntity, 'minimumDuration' | 'maximumDuration'>,
): TSelection {
  if (grid.slots[index]?.state !== 'taken') return null;
  const last = index + minimumSlots(grid, entity.minimumDuration) - 1;
  const covered = grid.slots.slice(index, last + 1);
  const open = covered.every((slot) => slot.state === 'taken' || slot.state === 'available');
  const end = grid.slots[last]?.end ?? 0;
  if (!open || covered.length !== last - index + 1) return null;
  return durationIssue(entity, end - grid.slots[index]!.start) ? null : { first: index, last };
}

/** Where the free run from a slot ends (minutes): what stops a start that the minimum does not fit. */
export function freeUntil(grid: TDayGrid, index: number): number {
  const last = grid.slots[index + Math.max(0, freeRunFrom(grid, index) - 1)];
  return last?.end ?? grid.slots[index]?.start ?? 0;
}

/**
 * The lengths a booking from a valid start may take, in slots: from the minimum up to the
 * maximum (or the end of the free run, whichever comes first), one step at a time. Empty for a
 * start that is not valid.
 */
export function lengthsFrom(
  grid: TDayGrid,
  index: number,
  entity: Pick<TBookingEntity, 'minimumDuration' | 'maximumDuration'>,
): number[] {
  if (startIssue(grid, index, entity.minimumDuration)) return [];
  const most = Math.min(
    freeRunFrom(grid, index),
    entity.maximumDuration === null
      ? Number.POSITIVE_INFINITY
      : Math.floor(entity.maximumDuration / grid.step),
  );
  const lengths: number[] = [];
  for (let slots = minimumSlots(grid, entity.minimumDuration); slots <= most; slots++) {
    lengths.push(slots);
  }
  return lengths;
}

/**
 * Whether the grid is used as a start then a length (a 2–4 h room: a list of lengths, not
 * sixteen quarter hours to click) rather than slot by slot (a fixed hour, a 30–45 min lane):
 * when more than four lengths are possible.
 */
export function picksLength(
  entity: Pick<TBookingEntity, 'minimumDuration' | 'maximumDuration'>,
  step: number,
): boolean {
  if (entity.maximumDuration === null) return true;
  const fewest = Math.max(1, Math.ceil((entity.minimumDuration ?? 0) / step));
  return Math.floor(entity.maximumDuration / step) - fewest + 1 > 4;
}

/**
 * A click on a slot. The first click on a valid start selects the minimum from it (starts the
 * minimum does not fit do nothing); a click next to the run extends it (never past the
 * maximum); a click on an end of the run deselects that slot, or the whole run when it would
 * fall under the minimum; a click elsewhere starts again there.
 */
export function toggleSlot(options: {
  grid: TDayGrid;
  selection: TSelection;
  index: number;
  minimumDuration: number | null;
  maximumDuration?: number | null;
}): TSelection {
  const { grid, selection, index } = options;
  const slot = grid.slots[index];
  if (!slot || !isSlotEnabled(grid, slot)) return selection;
  const fewest = minimumSlots(grid, options.minimumDuration);
  const max = options.maximumDuration ?? null;
  const most =
    max === null ? Number.POSITIVE_INFINITY : Math.max(fewest, Math.floor(max / grid.step));
  if (selection) {
    const { first, last } = selection;
    const count = last - first + 1;
    if (index === first && index === last) return null;
    if (index === first || index === last) {
      if (count - 1 < fewest) return null;
      return index === first ? { first: first + 1, last } : { first, last: last - 1 };
    }
    if (index === last + 1) return count < most ? { first, last: index } : selection;
    if (index === first - 1) return count < most ? { first: index, last } : selection;
    if (index > first && index < last) return selection;
  }
  return startAt(grid, index, options.minimumDuration) ?? selection;
}

/** The minimum from a start, or nothing when the start is not valid. */
export function startAt(grid: TDayGrid, index: number, minimumDuration: number | null): TSelection {
  if (startIssue(grid, index, minimumDuration)) return null;
  return { first: index, last: index + minimumSlots(grid, minimumDuration) - 1 };
}

export function selectionRange(grid: TDayGrid, selection: TSelection): TMinuteRange | null {
  if (!selection) return null;
  const first = grid.slots[selection.first];
  const last = grid.slots[selection.last];
  return first && last ? { start: first.start, end: last.end } : null;
}

/** What is wrong with a selected duration (min = max: the fixed-duration variants). */
export type TDurationIssue =
  | 'no_time_block'
  | 'minimum'
  | 'maximum'
  | 'fixed_minimum'
  | 'fixed_maximum';

export function durationIssue(
  entity: Pick<TBookingEntity, 'minimumDuration' | 'maximumDuration'>,
  minutes: number,
): TDurationIssue | null {
  const { minimumDuration: min, maximumDuration: max } = entity;
  if (minutes <= 0) return 'no_time_block';
  const fixed = min !== null && min === max;
  if (min !== null && minutes < min) return fixed ? 'fixed_minimum' : 'minimum';
  if (max !== null && minutes > max) return fixed ? 'fixed_maximum' : 'maximum';
  return null;
}

/** Why the server refuses a requested range on a schedule (the API's error codes). */
export type TRangeIssue =
  | 'booking_invalid_time'
  | 'booking_time_skipped'
  | 'booking_in_past'
  | 'booking_too_short'
  | 'booking_too_long'
  | 'booking_slot_unavailable';

/**
 * The server's check of a requested range against the same grid the app draws: it must start
 * and end on slot edges, last as the schedule allows, and cover only free slots.
 */
export function rangeIssue(options: {
  grid: TDayGrid;
  entity: Pick<TBookingEntity, 'minimumDuration' | 'maximumDuration'>;
  range: TMinuteRange;
}): TRangeIssue | null {
  const { grid, range } = options;
  const first = grid.slots.findIndex((slot) => slot.start === range.start);
  const last = grid.slots.findIndex((slot) => slot.end === range.end);
  if (first < 0 || last < first) return 'booking_invalid_time';
  switch (durationIssue(options.entity, range.end - range.start)) {
    case 'no_time_block':
      return 'booking_invalid_time';
    case 'minimum':
    case 'fixed_minimum':
      return 'booking_too_short';
    case 'maximum':
    case 'fixed_maximum':
      return 'booking_too_long';
    case null:
      break;
  }
  const covered = grid.slots.slice(first, last + 1);
  if (covered.some((slot) => slot.state === 'skipped')) return 'booking_time_skipped';
  if (covered.some((slot) => slot.state === 'past')) return 'booking_in_past';
  if (covered.some((slot) => slot.state === 'closed')) return 'booking_invalid_time';
  if (covered.some((slot) => slot.state === 'taken')) return 'booking_slot_unavailable';
  // The grid's own rule of valid starts, so nothing the grid disables is ever accepted.
  if (startIssue(grid, first, options.entity.minimumDuration)) return 'booking_slot_unavailable';
  return null;
}
