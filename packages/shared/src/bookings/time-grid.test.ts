import { describe, expect, it } from 'vitest';
import { TIME_GRID } from '../constants';
import type { TTimeRange } from '../services/services.types';
import type { TBookingEntity } from './bookings.types';
import {
  bufferOf,
  buildDayGrid,
  durationIssue,
  formatLocalDateTime,
  freeRanges,
  freeUntil,
  gridStep,
  isSlotEnabled,
  lengthsFrom,
  localDateOf,
  minutesOnDate,
  openingRangesOn,
  parseLocalRange,
  picksLength,
  rangeInstants,
  rangeIssue,
  selectionRange,
  skippedMinutes,
  startIssue,
  type TDayGrid,
  type TSelection,
  type TSlotState,
  timeOfMinutes,
  toggleSlot,
  toLocalDateTime,
  waitableAt,
  zonedInstant,
} from './time-grid';

const MONTREAL = 'America/Montreal';
/** A Monday in winter (EST, UTC-5). */
const MONDAY = '2026-03-02';
const range = (from: string, to: string): TTimeRange => ({ from, to });
const minutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
};

type TSchedule = Pick<
  TBookingEntity,
  'step' | 'minimumDuration' | 'maximumDuration' | 'bufferDuration' | 'maximumConcurrentBooking'
>;
const schedule = (overrides: Partial<TSchedule> = {}): TSchedule => ({
  step: null,
  minimumDuration: null,
  maximumDuration: null,
  bufferDuration: null,
  maximumConcurrentBooking: 1,
  ...overrides,
});

/** The grid as the app draws it and the server checks it: opening less taken bookings. */
function grid(options: {
  entity?: TSchedule;
  opening: TTimeRange[];
  taken?: { start: string; end: string }[];
  now?: string;
  date?: string;
  timeZone?: string;
}): TDayGrid {
  const entity = options.entity ?? schedule();
  const available = freeRanges({
    opening: options.opening,
    taken: (options.taken ?? []).map((t) => ({ start: minutes(t.start), end: minutes(t.end) })),
    buffer: bufferOf(entity),
    capacity: entity.maximumConcurrentBooking,
  });
  return buildDayGrid({
    entity,
    date: options.date ?? MONDAY,
    timeZone: options.timeZone ?? MONTREAL,
    opening: options.opening,
    available,
    nowMinutes: options.now === undefined ? -1 : minutes(options.now),
  });
}

/** The grid as 'HH:mm-HH:mm state' lines, easy to read in a failure. */
const describeSlots = (day: TDayGrid) =>
  day.slots.map((s) => `${timeOfMinutes(s.start)}-${timeOfMinutes(s.end)} ${s.state}`);
const states = (day: TDayGrid) => day.slots.map((s) => s.state);
const indexAt = (day: TDayGrid, time: string) =>
  day.slots.findIndex((s) => s.start === minutes(time));

describe('time grid constants (docs/product.md: Limits)', () => {
  it('defaults to a 15 minute step and a 30 minute buffer, over 00:00–24:00', () => {
    expect(TIME_GRID.defaultStepMinutes).toBe(15);
    expect(TIME_GRID.defaultBufferMinutes).toBe(30);
    expect([TIME_GRID.dayStart, TIME_GRID.dayEnd]).toEqual(['00:00', '24:00']);
  });

  it('uses the default step and buffer when the schedule leaves them unset', () => {
    expect(gridStep(schedule(), [range('08:00', '09:00')])).toBe(15);
    expect(bufferOf(schedule())).toBe(30);
    expect(bufferOf(schedule({ bufferDuration: 0 }))).toBe(0);
    expect(bufferOf(schedule({ bufferDuration: 10 }))).toBe(10);
  });

  it('writes minutes as HH:mm, 1440 as the midnight ending the day', () => {
    expect(timeOfMinutes(0)).toBe('00:00');
    expect(timeOfMinutes(90)).toBe('01:30');
    expect(timeOfMinutes(1439)).toBe('23:59');
    expect(timeOfMinutes(1440)).toBe('24:00');
  });
});

describe('gridStep', () => {
  const fixed = (duration: number, step: number | null = null) =>
    schedule({ step, minimumDuration: duration, maximumDuration: duration });

  it("uses the schedule's own step", () => {
    expect(gridStep(schedule({ step: 30 }), [range('08:00', '12:00')])).toBe(30);
  });

  it('becomes the duration when minimum = maximum and every range divides by it', () => {
    expect(gridStep(fixed(60), [range('08:00', '12:00')])).toBe(60);
    expect(gridStep(fixed(60, 30), [range('08:00', '12:00')])).toBe(60);
    expect(gridStep(fixed(90), [range('08:00', '11:00'), range('14:00', '15:30')])).toBe(90);
    expect(gridStep(fixed(60), [range('00:00', '24:00')])).toBe(60);
  });

  it('keeps the step when a range does not divide evenly', () => {
    expect(gridStep(fixed(90), [range('08:00', '12:00')])).toBe(15);
    expect(gridStep(fixed(60, 30), [range('08:00', '10:00'), range('13:00', '13:30')])).toBe(30);
  });

  it('keeps the step when minimum and maximum differ or either is unset', () => {
    const opening = [range('08:00', '12:00')];
    expect(gridStep(schedule({ minimumDuration: 60, maximumDuration: 120 }), opening)).toBe(15);
    expect(gridStep(schedule({ minimumDuration: 60 }), opening)).toBe(15);
    expect(gridStep(schedule({ maximumDuration: 60 }), opening)).toBe(15);
  });

  it('keeps the step on a closed day', () => {
    expect(gridStep(fixed(60), [])).toBe(15);
  });
});

describe('openingRangesOn', () => {
  const entity = {
    ranges: {
      monday: [range('13:00', '17:00'), range('08:00', '12:00')],
      tuesday: [range('09:00', '10:00')],
      wednesday: [],
      thursday: [],
      friday: [],
      saturday: [],
      sunday: [range('10:00', '11:00')],
    },
    dates: { '2026-03-09': [range('18:00', '20:00')], '2026-03-10': [] },
  };

  it("answers the weekday's ranges, sorted, the week starting on Monday", () => {
    expect(openingRangesOn(entity, MONDAY)).toEqual([
      range('08:00', '12:00'),
      range('13:00', '17:00'),
    ]);
    expect(openingRangesOn(entity, '2026-03-03')).toEqual([range('09:00', '10:00')]);
    expect(openingRangesOn(entity, '2026-03-08')).toEqual([range('10:00', '11:00')]);
    expect(openingRangesOn(entity, '2026-03-04')).toEqual([]);
  });

  it('lets a dated exception replace the weekday, an empty one closing the date', () => {
    expect(openingRangesOn(entity, '2026-03-09')).toEqual([range('18:00', '20:00')]);
    expect(openingRangesOn(entity, '2026-03-10')).toEqual([]);
  });

  it('does not reorder the schedule it reads', () => {
    openingRangesOn(entity, MONDAY);
    expect(entity.ranges.monday[0]).toEqual(range('13:00', '17:00'));
  });
});

describe('freeRanges', () => {
  const free = (options: {
    opening: TTimeRange[];
    taken: [string, string][];
    buffer?: number;
    capacity?: number;
  }) =>
    freeRanges({
      opening: options.opening,
      taken: options.taken.map(([start, end]) => ({ start: minutes(start), end: minutes(end) })),
      buffer: options.buffer ?? 0,
      capacity: options.capacity ?? 1,
    });

  it('answers the opening ranges when nothing is booked', () => {
    const opening = [range('08:00', '12:00'), range('13:00', '17:00')];
    expect(free({ opening, taken: [] })).toEqual(opening);
  });

  it('takes out a booking widened by the buffer on both sides', () => {
    expect(
      free({ opening: [range('08:00', '18:00')], taken: [['10:00', '12:00']], buffer: 30 }),
    ).toEqual([range('08:00', '09:30'), range('12:30', '18:00')]);
  });

  it('keeps back-to-back bookings apart by the buffer only', () => {
    expect(
      free({
        opening: [range('08:00', '18:00')],
        taken: [
          ['10:00', '11:00'],
          ['11:00', '12:00'],
        ],
      }),
    ).toEqual([range('08:00', '10:00'), range('12:00', '18:00')]);
  });

  it('takes a moment only once the capacity is full there', () => {
    const opening = [range('08:00', '18:00')];
    expect(free({ opening, taken: [['10:00', '12:00']], capacity: 2 })).toEqual(opening);
    expect(
      free({
        opening,
        taken: [
          ['10:00', '12:00'],
          ['11:00', '13:00'],
        ],
        capacity: 2,
      }),
    ).toEqual([range('08:00', '11:00'), range('12:00', '18:00')]);
    expect(
      free({
        opening,
        taken: [
          ['10:00', '12:00'],
          ['11:00', '13:00'],
          ['11:30', '11:45'],
        ],
        capacity: 2,
        buffer: 15,
      }),
    ).toEqual([range('08:00', '10:45'), range('12:15', '18:00')]);
  });

  it('cuts a range a booking straddles and ignores bookings outside the opening', () => {
    expect(
      free({
        opening: [range('08:00', '10:00'), range('14:00', '16:00')],
        taken: [
          ['09:00', '15:00'],
          ['20:00', '21:00'],
        ],
      }),
    ).toEqual([range('08:00', '09:00'), range('15:00', '16:00')]);
  });

  it('keeps the buffer after a booking that began the day before', () => {
    const fromYesterday = freeRanges({
      opening: [range('00:00', '04:00')],
      taken: [{ start: -120, end: 60 }],
      buffer: 30,
      capacity: 1,
    });
    expect(fromYesterday).toEqual([range('01:30', '04:00')]);
  });

  it('answers nothing when bookings fill the day', () => {
    expect(free({ opening: [range('08:00', '10:00')], taken: [['07:00', '11:00']] })).toEqual([]);
  });
});

describe('buildDayGrid', () => {
  it('narrows the day to the opening ranges, slots of the default step', () => {
    const day = grid({ opening: [range('08:00', '09:00')] });
    expect(day.step).toBe(15);
    expect(describeSlots(day)).toEqual([
      '08:00-08:15 available',
      '08:15-08:30 available',
      '08:30-08:45 available',
      '08:45-09:00 available',
    ]);
    expect(day.slots.map((s) => s.index)).toEqual([0, 1, 2, 3]);
    expect(day.bookable).toBe(true);
  });

  it('covers the whole day for an opening of 00:00–24:00', () => {
    const day = grid({ opening: [range('00:00', '24:00')] });
    expect(day.slots).toHaveLength(96);
    expect(day.slots.at(-1)).toMatchObject({ start: 1425, end: 1440 });
  });

  it('has no slot and cannot be booked on a closed day', () => {
    const day = grid({ opening: [] });
    expect(day.slots).toEqual([]);
    expect(day.bookable).toBe(false);
  });

  it('uses the fixed duration as the step when it divides the range', () => {
    const entity = schedule({ minimumDuration: 60, maximumDuration: 60 });
    const day = grid({ entity, opening: [range('08:00', '11:00')] });
    expect(describeSlots(day)).toEqual([
      '08:00-09:00 available',
      '09:00-10:00 available',
      '10:00-11:00 available',
    ]);
  });

  it('starts the slots of each range at its opening time', () => {
    const entity = schedule({ minimumDuration: 60, maximumDuration: 60 });
    const day = grid({ entity, opening: [range('08:00', '10:00'), range('10:30', '12:30')] });
    expect(day.step).toBe(60);
    expect(describeSlots(day)).toEqual([
      '08:00-09:00 available',
      '09:00-10:00 available',
      '10:30-11:30 available',
      '11:30-12:30 available',
    ]);
  });

  it('disables the gaps between ranges as closed', () => {
    const day = grid({ opening: [range('08:00', '08:30'), range('09:00', '09:30')] });
    expect(describeSlots(day)).toEqual([
      '08:00-08:15 available',
      '08:15-08:30 available',
      '08:30-08:45 closed',
      '08:45-09:00 closed',
      '09:00-09:15 available',
      '09:15-09:30 available',
    ]);
  });

  it('disables the slots that have started, today', () => {
    const day = grid({ opening: [range('08:00', '09:00')], now: '08:20' });
    expect(states(day)).toEqual(['past', 'past', 'available', 'available']);
    const onTheEdge = grid({ opening: [range('08:00', '09:00')], now: '08:30' });
    expect(states(onTheEdge)).toEqual(['past', 'past', 'available', 'available']);
  });

  it('disables every slot of a past date and none of a future one', () => {
    const opening = [range('08:00', '09:00')];
    const at = (nowMinutes: number) =>
      buildDayGrid({
        entity: schedule(),
        date: MONDAY,
        timeZone: MONTREAL,
        opening,
        available: opening,
        nowMinutes,
      });
    expect(states(at(1440 + 600)).every((s) => s === 'past')).toBe(true);
    expect(states(at(-600)).every((s) => s === 'available')).toBe(true);
  });

  it('disables the slots taken at capacity and those in the buffer around them', () => {
    const day = grid({
      entity: schedule({ bufferDuration: 30 }),
      opening: [range('08:00', '11:00')],
      taken: [{ start: '09:00', end: '09:30' }],
    });
    expect(describeSlots(day)).toEqual([
      '08:00-08:15 available',
      '08:15-08:30 available',
      '08:30-08:45 taken',
      '08:45-09:00 taken',
      '09:00-09:15 taken',
      '09:15-09:30 taken',
      '09:30-09:45 taken',
      '09:45-10:00 taken',
      '10:00-10:15 available',
      '10:15-10:30 available',
      '10:30-10:45 available',
      '10:45-11:00 available',
    ]);
  });

  it('leaves slots open while the capacity is not full', () => {
    const taken = [{ start: '08:00', end: '09:00' }];
    const opening = [range('08:00', '09:00')];
    const two = schedule({ maximumConcurrentBooking: 2, bufferDuration: 0 });
    expect(states(grid({ entity: two, opening, taken })).every((s) => s === 'available')).toBe(
      true,
    );
    const one = schedule({ bufferDuration: 0 });
    expect(states(grid({ entity: one, opening, taken })).every((s) => s === 'taken')).toBe(true);
  });

  it('marks a past slot past even when it is also taken or closed', () => {
    const day = grid({
      entity: schedule({ bufferDuration: 0 }),
      opening: [range('08:00', '08:15'), range('08:30', '08:45')],
      taken: [{ start: '08:00', end: '08:15' }],
      now: '09:00',
    });
    expect(states(day)).toEqual(['past', 'past', 'past']);
  });

  it('disables every slot when no free run is long enough for the minimum', () => {
    const entity = schedule({ minimumDuration: 60, bufferDuration: 0 });
    const day = grid({
      entity,
      opening: [range('08:00', '10:00')],
      taken: [{ start: '08:45', end: '09:15' }],
    });
    expect(day.bookable).toBe(false);
    expect(day.slots.some((slot) => isSlotEnabled(day, slot))).toBe(false);
    // One more free quarter after the booking makes an hour: the grid opens again.
    const longer = grid({
      entity,
      opening: [range('08:00', '10:15')],
      taken: [{ start: '08:45', end: '09:15' }],
    });
    expect(longer.bookable).toBe(true);
  });

  it('counts only future free slots toward the minimum', () => {
    const entity = schedule({ minimumDuration: 60 });
    expect(grid({ entity, opening: [range('08:00', '09:15')], now: '08:00' }).bookable).toBe(true);
    expect(grid({ entity, opening: [range('08:00', '09:15')], now: '08:20' }).bookable).toBe(false);
  });

  it('cannot be booked when everything is taken, even without a minimum', () => {
    const day = grid({
      opening: [range('08:00', '09:00')],
      taken: [{ start: '08:00', end: '09:00' }],
    });
    expect(day.bookable).toBe(false);
  });
});

/** The 2026 changes of both zones: 8 March 02:00 → 03:00, 1 November 02:00 → 01:00. */
const SPRING_FORWARD = '2026-03-08';
const FALL_BACK = '2026-11-01';

describe.each(['America/Toronto', 'America/New_York'])('daylight saving in %s', (timeZone) => {
  const night = [range('00:00', '06:00')];
  const hourly = schedule({ step: 60, bufferDuration: 0 });

  it('finds the hour the clocks skip, and none on other days', () => {
    expect(skippedMinutes(SPRING_FORWARD, timeZone)).toEqual({ start: 120, end: 180 });
    expect(skippedMinutes(FALL_BACK, timeZone)).toBeNull();
    expect(skippedMinutes('2026-03-07', timeZone)).toBeNull();
  });

  it('never offers the skipped hour: every slot touching 02:00–03:00 is skipped', () => {
    const day = grid({ entity: hourly, opening: night, date: SPRING_FORWARD, timeZone });
    expect(describeSlots(day)).toEqual([
      '00:00-01:00 available',
      '01:00-02:00 available',
      '02:00-03:00 skipped',
      '03:00-04:00 available',
      '04:00-05:00 available',
      '05:00-06:00 available',
    ]);
    const quarters = grid({ opening: [range('01:30', '03:30')], date: SPRING_FORWARD, timeZone });
    expect(quarters.slots.filter((slot) => slot.state === 'skipped')).toHaveLength(4);
    expect(isSlotEnabled(quarters, quarters.slots[indexAt(quarters, '02:00')]!)).toBe(false);
    // A run of slots cannot bridge the gap: 01:00–04:00 is refused.
    expect(rangeIssue({ grid: day, entity: hourly, range: { start: 60, end: 240 } })).toBe(
      'booking_time_skipped',
    );
    expect(rangeIssue({ grid: day, entity: hourly, range: { start: 120, end: 180 } })).toBe(
      'booking_time_skipped',
    );
    expect(rangeIssue({ grid: day, entity: hourly, range: { start: 60, end: 120 } })).toBeNull();
  });

  it('offers every hour on the night the clocks fall back', () => {
    const day = grid({ entity: hourly, opening: night, date: FALL_BACK, timeZone });
    expect(states(day).every((state) => state === 'available')).toBe(true);
  });

  it('books a slot for its wall-clock length in real time', () => {
    const repeated = rangeInstants(FALL_BACK, { start: 60, end: 120 }, timeZone);
    expect(repeated.startAt.toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(repeated.endAt.getTime() - repeated.startAt.getTime()).toBe(60 * 60_000);
    const midnight = rangeInstants(FALL_BACK, { start: 0, end: 60 }, timeZone);
    expect(midnight.endAt.getTime() - midnight.startAt.getTime()).toBe(60 * 60_000);
    // The hour before the jump ends at 03:00, the first minute of the new offset.
    const beforeJump = rangeInstants(SPRING_FORWARD, { start: 60, end: 120 }, timeZone);
    expect(beforeJump.endAt.toISOString()).toBe(
      zonedInstant(SPRING_FORWARD, 180, timeZone).toISOString(),
    );
  });
});

describe('isSlotEnabled', () => {
  it('enables only available slots of a bookable grid', () => {
    const day = grid({ opening: [range('08:00', '08:30'), range('08:45', '09:00')], now: '08:10' });
    const enabled = day.slots.map((slot) => isSlotEnabled(day, slot));
    expect(states(day)).toEqual<TSlotState[]>(['past', 'available', 'closed', 'available']);
    expect(enabled).toEqual([false, true, false, true]);
  });
});

describe('toggleSlot', () => {
  const day = grid({
    entity: schedule({ bufferDuration: 0 }),
    opening: [range('08:00', '10:00'), range('10:30', '11:00')],
    taken: [{ start: '09:30', end: '09:45' }],
  });
  const click = (
    selection: { first: number; last: number } | null,
    time: string,
    min: number | null = null,
  ) => toggleSlot({ grid: day, selection, index: indexAt(day, time), minimumDuration: min });
  const selected = (selection: { first: number; last: number } | null) =>
    selection && selectionRange(day, selection);

  it('selects one slot on a first click without a minimum', () => {
    expect(selected(click(null, '08:00'))).toEqual({
      start: minutes('08:00'),
      end: minutes('08:15'),
    });
  });

  it('auto-selects the minimum on a first click', () => {
    expect(selected(click(null, '08:00', 60))).toEqual({
      start: minutes('08:00'),
      end: minutes('09:00'),
    });
    expect(selected(click(null, '08:00', 50))).toEqual({
      start: minutes('08:00'),
      end: minutes('09:00'),
    });
  });

  it('does nothing on a start the minimum does not fit (before a taken slot or a closing)', () => {
    const run = click(null, '08:00');
    expect(click(null, '09:00', 60)).toBeNull();
    expect(click(run, '09:00', 60)).toBe(run);
    expect(click(null, '10:45', 60)).toBeNull();
    expect(selected(click(null, '08:30', 60))).toEqual({
      start: minutes('08:30'),
      end: minutes('09:30'),
    });
  });

  it('never extends a run past the maximum', () => {
    const run = toggleSlot({
      grid: day,
      selection: null,
      index: indexAt(day, '08:00'),
      minimumDuration: 30,
      maximumDuration: 45,
    });
    const extend = (selection: typeof run, time: string) =>
      toggleSlot({
        grid: day,
        selection,
        index: indexAt(day, time),
        minimumDuration: 30,
        maximumDuration: 45,
      });
    const longer = extend(run, '08:30');
    expect(selected(longer)).toEqual({ start: minutes('08:00'), end: minutes('08:45') });
    expect(extend(longer, '08:45')).toBe(longer);
  });

  it('clears the run when deselecting an end would fall under the minimum', () => {
    const at = (selection: TSelection, time: string) =>
      toggleSlot({ grid: day, selection, index: indexAt(day, time), minimumDuration: 30 });
    const run = at(null, '08:00');
    expect(selected(run)).toEqual({ start: minutes('08:00'), end: minutes('08:30') });
    expect(at(run, '08:15')).toBeNull();
    expect(selected(at(at(run, '08:30'), '08:00'))).toEqual({
      start: minutes('08:15'),
      end: minutes('08:45'),
    });
  });

  it('extends the run by a slot adjacent to either end', () => {
    const run = click(null, '08:30');
    const later = click(run, '08:45');
    expect(selected(later)).toEqual({ start: minutes('08:30'), end: minutes('09:00') });
    const earlier = click(later, '08:15');
    expect(selected(earlier)).toEqual({ start: minutes('08:15'), end: minutes('09:00') });
  });

  it('deselects an end slot when it is clicked, and clears a single slot', () => {
    const run = click(null, '08:00', 60);
    expect(selected(click(run, '08:45'))).toEqual({
      start: minutes('08:00'),
      end: minutes('08:45'),
    });
    expect(selected(click(run, '08:00'))).toEqual({
      start: minutes('08:15'),
      end: minutes('09:00'),
    });
    expect(click(click(null, '08:00'), '08:00')).toBeNull();
  });

  it('keeps the run when a slot inside it is clicked', () => {
    const run = click(null, '08:00', 60);
    expect(click(run, '08:30')).toEqual(run);
  });

  it('starts again at a slot away from the run', () => {
    const run = click(null, '08:00');
    expect(selected(click(run, '09:00'))).toEqual({
      start: minutes('09:00'),
      end: minutes('09:15'),
    });
  });

  it('ignores disabled slots and unknown indexes', () => {
    const run = click(null, '09:00');
    expect(click(run, '09:30')).toBe(run); // taken
    expect(click(run, '10:00')).toBe(run); // closed gap
    expect(toggleSlot({ grid: day, selection: run, index: 99, minimumDuration: null })).toBe(run);
    expect(toggleSlot({ grid: day, selection: null, index: -1, minimumDuration: null })).toBeNull();
  });

  it('cannot extend a run across a taken slot', () => {
    const run = click(null, '09:15');
    expect(click(run, '09:30')).toBe(run);
  });

  it('ignores every click on a grid too full for the minimum', () => {
    const full = grid({
      entity: schedule({ minimumDuration: 120 }),
      opening: [range('08:00', '09:00')],
    });
    expect(full.bookable).toBe(false);
    expect(toggleSlot({ grid: full, selection: null, index: 0, minimumDuration: 120 })).toBeNull();
  });
});

describe('startIssue: the one rule of valid starts', () => {
  // 08:00–11:00 and 12:00–13:00, a booking at 09:30–09:45 with a 15 min buffer, now 08:05.
  const entity = schedule({ minimumDuration: 60, maximumDuration: 120, bufferDuration: 15 });
  const day = grid({
    entity,
    opening: [range('08:00', '11:00'), range('12:00', '13:00')],
    taken: [{ start: '09:30', end: '09:45' }],
    now: '08:05',
  });
  const issueAt = (time: string) => startIssue(day, indexAt(day, time), 60);

  it('refuses past, taken, buffered and closed slots as unavailable', () => {
    expect(issueAt('08:00')).toBe('unavailable'); // started
    expect(issueAt('09:15')).toBe('unavailable'); // buffer before the booking
    expect(issueAt('09:45')).toBe('unavailable'); // buffer after it
    expect(issueAt('11:30')).toBe('unavailable'); // closed gap
  });

  it('refuses a free start the minimum does not fit before a buffer or a closing time', () => {
    expect(issueAt('08:15')).toBeNull();
    expect(issueAt('08:30')).toBe('minimum_does_not_fit'); // 08:30–09:15 is only 45 min
    expect(startIssue(day, indexAt(day, '08:30'), 45)).toBeNull();
    expect(issueAt('08:45')).toBe('minimum_does_not_fit');
    expect(issueAt('10:00')).toBeNull();
    expect(issueAt('10:15')).toBe('minimum_does_not_fit');
    expect(issueAt('12:00')).toBeNull();
    expect(issueAt('12:15')).toBe('minimum_does_not_fit');
    expect(freeUntil(day, indexAt(day, '08:45'))).toBe(minutes('09:15'));
    expect(freeUntil(day, indexAt(day, '12:15'))).toBe(minutes('13:00'));
  });

  it('gives the lengths that fit from a start, from the minimum to the maximum', () => {
    const lengths = (time: string) =>
      lengthsFrom(day, indexAt(day, time), entity).map((slots) => slots * day.step);
    expect(lengths('08:15')).toEqual([60]);
    expect(lengths('10:00')).toEqual([60]);
    expect(lengths('08:45')).toEqual([]);
    const open = grid({ entity, opening: [range('08:00', '13:00')] });
    expect(lengthsFrom(open, 0, entity).map((slots) => slots * open.step)).toEqual([
      60, 75, 90, 105, 120,
    ]);
    const unbounded = schedule({ minimumDuration: 30 });
    expect(lengthsFrom(open, indexAt(open, '12:00'), unbounded).map((n) => n * 15)).toEqual([
      30, 45, 60,
    ]);
  });

  it('is what the server accepts: a start is valid exactly when some range from it is', () => {
    const schedules = [
      entity,
      schedule({ minimumDuration: 30, maximumDuration: 45, bufferDuration: 0 }),
      schedule({ minimumDuration: 120, maximumDuration: 240, bufferDuration: 30 }),
      schedule({ minimumDuration: 50, bufferDuration: 0, maximumConcurrentBooking: 2 }),
      schedule({ step: 30, minimumDuration: 60, maximumDuration: 480 }),
    ];
    for (const rules of schedules) {
      const board = grid({
        entity: rules,
        opening: [range('07:00', '11:00'), range('11:30', '14:00')],
        taken: [
          { start: '08:30', end: '09:00' },
          { start: '08:45', end: '09:15' },
          { start: '12:30', end: '13:00' },
        ],
        now: '07:20',
      });
      board.slots.forEach((slot, index) => {
        const accepted = board.slots
          .filter((end) => end.index >= index)
          .filter(
            (end) =>
              rangeIssue({
                grid: board,
                entity: rules,
                range: { start: slot.start, end: end.end },
              }) === null,
          )
          .map((end) => end.index - index + 1);
        expect(startIssue(board, index, rules.minimumDuration) === null).toBe(accepted.length > 0);
        expect(lengthsFrom(board, index, rules)).toEqual(accepted);
      });
    }
  });
});

describe('waitableAt: a full slot offers its waitlist', () => {
  // 08:00–11:00 and 12:00–13:00, a booking at 09:30–09:45 with a 15 min buffer, now 08:05.
  const entity = schedule({ minimumDuration: 60, maximumDuration: 120, bufferDuration: 15 });
  const day = grid({
    entity,
    opening: [range('08:00', '11:00'), range('12:00', '13:00')],
    taken: [{ start: '09:30', end: '09:45' }],
    now: '08:05',
  });
  const waitAt = (time: string) => selectionRange(day, waitableAt(day, indexAt(day, time), entity));

  it('offers a taken slot (booking or its buffer) with the minimum from it', () => {
    expect(waitAt('09:30')).toEqual({ start: minutes('09:30'), end: minutes('10:30') });
    expect(waitAt('09:15')).toEqual({ start: minutes('09:15'), end: minutes('10:15') });
  });

  it('offers nothing for a free, past, closed or too-short start, nor over a closing time', () => {
    expect(waitAt('08:15')).toBeNull(); // free: book it
    expect(waitAt('08:45')).toBeNull(); // free but the minimum does not fit: not full
    expect(waitAt('08:00')).toBeNull(); // started
    expect(waitAt('11:30')).toBeNull(); // closed gap
    const late = grid({
      entity,
      opening: [range('08:00', '10:00')],
      taken: [{ start: '09:30', end: '10:00' }],
    });
    expect(selectionRange(late, waitableAt(late, indexAt(late, '09:30'), entity))).toBeNull();
  });

  it('is a range the server refuses as full, and only as full', () => {
    const offered = day.slots
      .map((slot) => selectionRange(day, waitableAt(day, slot.index, entity)))
      .filter((range) => range !== null);
    expect(offered.length).toBeGreaterThan(0);
    for (const range of offered) {
      expect(rangeIssue({ grid: day, entity, range })).toBe('booking_slot_unavailable');
    }
  });
});

describe('picksLength', () => {
  it('picks a start and a length when more than four lengths are possible', () => {
    expect(picksLength(schedule({ minimumDuration: 120, maximumDuration: 240 }), 15)).toBe(true);
    expect(picksLength(schedule({ minimumDuration: 30 }), 15)).toBe(true);
    expect(picksLength(schedule({ minimumDuration: 60, maximumDuration: 60 }), 60)).toBe(false);
    expect(picksLength(schedule({ minimumDuration: 30, maximumDuration: 45 }), 15)).toBe(false);
    expect(picksLength(schedule({ minimumDuration: 60, maximumDuration: 120 }), 15)).toBe(true);
    expect(picksLength(schedule({ minimumDuration: 60, maximumDuration: 105 }), 15)).toBe(false);
  });
});

describe('selectionRange', () => {
  it('answers the minutes from the first slot start to the last slot end', () => {
    const day = grid({ opening: [range('08:00', '09:00')] });
    expect(selectionRange(day, { first: 1, last: 2 })).toEqual({ start: 495, end: 525 });
    expect(selectionRange(day, null)).toBeNull();
    expect(selectionRange(day, { first: 1, last: 9 })).toBeNull();
  });
});

describe('durationIssue (docs/product.md: Field rules Booking)', () => {
  const between = schedule({ minimumDuration: 120, maximumDuration: 240 });
  const fixed = schedule({ minimumDuration: 60, maximumDuration: 60 });

  it('asks for at least one time block', () => {
    expect(durationIssue(between, 0)).toBe('no_time_block');
    expect(durationIssue(schedule(), 0)).toBe('no_time_block');
  });

  it('uses the minimum and maximum messages when they differ', () => {
    expect(durationIssue(between, 105)).toBe('minimum');
    expect(durationIssue(between, 120)).toBeNull();
    expect(durationIssue(between, 240)).toBeNull();
    expect(durationIssue(between, 255)).toBe('maximum');
  });

  it('uses the fixed-duration messages when minimum = maximum', () => {
    expect(durationIssue(fixed, 45)).toBe('fixed_minimum');
    expect(durationIssue(fixed, 60)).toBeNull();
    expect(durationIssue(fixed, 75)).toBe('fixed_maximum');
  });

  it('checks only the bounds that are set', () => {
    expect(durationIssue(schedule(), 1440)).toBeNull();
    expect(durationIssue(schedule({ minimumDuration: 30 }), 15)).toBe('minimum');
    expect(durationIssue(schedule({ maximumDuration: 30 }), 45)).toBe('maximum');
  });
});

describe("rangeIssue (the server's check)", () => {
  const entity = schedule({ minimumDuration: 30, maximumDuration: 60, bufferDuration: 0 });
  const day = grid({
    entity,
    opening: [range('08:00', '10:00'), range('11:00', '12:00')],
    taken: [{ start: '09:30', end: '10:00' }],
    now: '08:05',
  });
  const issue = (start: string, end: string) =>
    rangeIssue({ grid: day, entity, range: { start: minutes(start), end: minutes(end) } });

  it('accepts a range of free slots within the bounds', () => {
    expect(issue('08:15', '08:45')).toBeNull();
    expect(issue('08:30', '09:30')).toBeNull();
    expect(issue('11:00', '12:00')).toBeNull();
  });

  it('refuses a start or end off the grid, or an empty or reversed range', () => {
    expect(issue('08:20', '08:50')).toBe('booking_invalid_time');
    expect(issue('08:15', '08:50')).toBe('booking_invalid_time');
    expect(issue('08:45', '08:15')).toBe('booking_invalid_time');
    expect(issue('08:15', '08:15')).toBe('booking_invalid_time');
    expect(issue('07:00', '08:30')).toBe('booking_invalid_time');
  });

  it('refuses what is shorter or longer than the schedule allows', () => {
    expect(issue('08:15', '08:30')).toBe('booking_too_short');
    expect(issue('08:15', '09:30')).toBe('booking_too_long');
  });

  it('refuses a range that has started', () => {
    expect(issue('08:00', '08:30')).toBe('booking_in_past');
  });

  it('refuses a range over the gap between two ranges', () => {
    expect(issue('10:00', '10:30')).toBe('booking_invalid_time');
    expect(issue('10:45', '11:15')).toBe('booking_invalid_time');
  });

  it('refuses a range over a taken slot', () => {
    expect(issue('09:15', '09:45')).toBe('booking_slot_unavailable');
  });

  it('maps the fixed-duration issues to the same codes', () => {
    const fixed = schedule({ minimumDuration: 60, maximumDuration: 60 });
    const fixedDay = grid({ entity: fixed, opening: [range('08:00', '12:00')] });
    const check = (start: string, end: string) =>
      rangeIssue({
        grid: fixedDay,
        entity: fixed,
        range: { start: minutes(start), end: minutes(end) },
      });
    expect(check('08:00', '09:00')).toBeNull();
    expect(check('08:00', '10:00')).toBe('booking_too_long');
    expect(check('08:30', '09:30')).toBe('booking_invalid_time');
  });
});

describe('dates on the property wall clock', () => {
  it('reads the calendar date and the minutes of an instant in the time zone', () => {
    const now = new Date('2026-03-03T02:30:00Z'); // 21:30 on Monday in Montreal
    expect(localDateOf(now, MONTREAL)).toBe(MONDAY);
    expect(minutesOnDate(now, MONDAY, MONTREAL)).toBe(21 * 60 + 30);
    expect(minutesOnDate(now, '2026-03-03', MONTREAL)).toBe(21 * 60 + 30 - 1440);
    expect(minutesOnDate(now, '2026-03-01', MONTREAL)).toBe(1440 + 21 * 60 + 30);
    expect(minutesOnDate(new Date('2026-03-02T14:05:30Z'), MONDAY, MONTREAL)).toBe(545.5);
  });

  it('turns wall-clock minutes into instants, 1440 being the next midnight', () => {
    expect(zonedInstant(MONDAY, 0, MONTREAL).toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(zonedInstant(MONDAY, 9 * 60 + 15, MONTREAL).toISOString()).toBe(
      '2026-03-02T14:15:00.000Z',
    );
    expect(zonedInstant(MONDAY, 1440, MONTREAL).toISOString()).toBe('2026-03-03T05:00:00.000Z');
    expect(zonedInstant('2026-07-01', 12 * 60, MONTREAL).toISOString()).toBe(
      '2026-07-01T16:00:00.000Z',
    );
  });

  it('keeps wall-clock times across the spring-forward day (23 hours)', () => {
    const day = '2026-03-08'; // 02:00 EST jumps to 03:00 EDT
    const midnight = zonedInstant(day, 0, MONTREAL);
    const nextMidnight = zonedInstant(day, 1440, MONTREAL);
    expect(midnight.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(zonedInstant(day, 90, MONTREAL).toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(zonedInstant(day, 180, MONTREAL).toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(zonedInstant(day, 600, MONTREAL).toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(nextMidnight.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect((nextMidnight.getTime() - midnight.getTime()) / 3_600_000).toBe(23);
    expect(minutesOnDate(new Date('2026-03-08T14:00:00Z'), day, MONTREAL)).toBe(600);
  });

  it('keeps wall-clock times across the fall-back day (25 hours)', () => {
    const day = '2026-11-01'; // 02:00 EDT goes back to 01:00 EST
    const midnight = zonedInstant(day, 0, MONTREAL);
    const nextMidnight = zonedInstant(day, 1440, MONTREAL);
    expect(midnight.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(zonedInstant(day, 600, MONTREAL).toISOString()).toBe('2026-11-01T15:00:00.000Z');
    expect(nextMidnight.toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect((nextMidnight.getTime() - midnight.getTime()) / 3_600_000).toBe(25);
    expect(minutesOnDate(new Date('2026-11-01T15:00:00Z'), day, MONTREAL)).toBe(600);
  });

  it('round-trips every quarter hour of an ordinary day', () => {
    for (let m = 0; m < 1440; m += 15) {
      expect(minutesOnDate(zonedInstant(MONDAY, m, MONTREAL), MONDAY, MONTREAL)).toBe(m);
    }
  });
});

describe('API date-times (YYYY-MM-DD HH:mm:ss in the property zone)', () => {
  it('writes minutes of a date, 1440 as the next day at midnight', () => {
    expect(toLocalDateTime(MONDAY, 9 * 60 + 30)).toBe('2026-03-02 09:30:00');
    expect(toLocalDateTime(MONDAY, 1440)).toBe('2026-03-03 00:00:00');
    expect(toLocalDateTime('2026-12-31', 1440)).toBe('2027-01-01 00:00:00');
  });

  it('writes an instant on the wall clock', () => {
    expect(formatLocalDateTime('2026-03-02T14:15:00Z', MONTREAL)).toBe('2026-03-02 09:15:00');
    expect(formatLocalDateTime(new Date('2026-07-01T16:00:00Z'), MONTREAL)).toBe(
      '2026-07-01 12:00:00',
    );
  });

  it('reads a start and end of one date as its minutes', () => {
    expect(parseLocalRange('2026-03-02 09:00:00', '2026-03-02 10:30:00')).toEqual({
      date: MONDAY,
      start: 540,
      end: 630,
    });
    expect(parseLocalRange('2026-03-02 23:00:00', '2026-03-03 00:00:00')).toEqual({
      date: MONDAY,
      start: 1380,
      end: 1440,
    });
  });

  it('refuses ranges over two dates, with seconds, or not in the format', () => {
    expect(parseLocalRange('2026-03-02 23:00:00', '2026-03-03 00:15:00')).toBeNull();
    expect(parseLocalRange('2026-03-02 23:00:00', '2026-03-04 00:00:00')).toBeNull();
    expect(parseLocalRange('2026-03-02 09:00:30', '2026-03-02 10:00:00')).toBeNull();
    expect(parseLocalRange('2026-03-02 09:00:00', '2026-03-02 10:00:01')).toBeNull();
    expect(parseLocalRange('2026-03-02T09:00:00', '2026-03-02 10:00:00')).toBeNull();
    expect(parseLocalRange('2026-03-02 09:00', '2026-03-02 10:00')).toBeNull();
  });

  it('writes what it reads back unchanged (the app and the server agree)', () => {
    const parsed = parseLocalRange(toLocalDateTime(MONDAY, 1380), toLocalDateTime(MONDAY, 1440));
    expect(parsed).toEqual({ date: MONDAY, start: 1380, end: 1440 });
  });
});
