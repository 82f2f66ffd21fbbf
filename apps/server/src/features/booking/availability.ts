/**
 * Is this place free: the one answer for a schedule's slots and an event's seats, used by the
 * catalog (the grid and the seats the app shows), by a booking (reservation-create) and by a
 * waitlist offer. The catalog counts bookings only; a booking and an offer also count the
 * places waitlist offers hold (`holds`), except those held for the booker.
 */
import {
  addDays,
  bufferOf,
  buildDayGrid,
  freeRanges,
  localDateOf,
  minutesOnDate,
  openingRangesOn,
  rangeIssue,
  remainingAvailable,
  type TBookingEntity,
  type TMinuteRange,
  type TRangeIssue,
  type TRangesByDate,
  type TScheduleResponse,
  zonedInstant,
} from '@habitat/shared';
import type { findEntityWithOwner } from '#server/data/booking-schedules';
import { countSeatsTaken, findTakenRanges } from '#server/data/reservations';
import { countHeldSeats, findHeldRanges } from '#server/data/waitlists';
import type { Db } from '#server/db/client';

type TEntity = NonNullable<Awaited<ReturnType<typeof findEntityWithOwner>>>['entity'];

/** Places held by waitlist offers count as taken, but for those held for `exceptUserId`. */
type THolds = { now: Date; exceptUserId?: number };

type TScheduleEntity = Pick<
  TBookingEntity,
  'id' | 'ranges' | 'dates' | 'bufferDuration' | 'maximumConcurrentBooking'
>;

/**
 * Opening and free ranges of each date of the window. `taken` are the schedule's bookings that
 * are not cancelled; each date sees them as minutes on its own wall clock, so a booking across
 * midnight (or a buffer reaching into the next date) takes its part of both dates. A booking
 * takes its real length from its start on the clock (rangeInstants: a slot lasts its wall-clock
 * length), so the hour the clocks repeat is neither lost nor counted twice. Dates after
 * `lastDate` (the booking horizon) have nothing free.
 */
export function scheduleAvailability(options: {
  entity: Pick<TBookingEntity, 'ranges' | 'dates' | 'bufferDuration' | 'maximumConcurrentBooking'>;
  from: string;
  days: number;
  timeZone: string;
  taken: readonly { startAt: Date; endAt: Date }[];
  lastDate?: string;
}): Pick<TScheduleResponse, 'opening' | 'available'> {
  const { entity, from, days, timeZone, taken, lastDate } = options;
  const buffer = bufferOf(entity);
  const opening: TRangesByDate = {};
  const available: TRangesByDate = {};
  // Each booking is placed on the wall clock once (time-zone conversions are the costly part),
  // then shifted by whole days for each date of the window.
  const placed = taken.map((booking) => {
    const start = wallClockOf(booking.startAt, timeZone);
    const length = (booking.endAt.getTime() - booking.startAt.getTime()) / 60_000;
    return { start, end: { date: start.date, minutes: start.minutes + length } };
  });
  for (let day = 0; day < days; day += 1) {
    const date = addDays(from, day);
    const ranges = openingRangesOn(entity, date);
    if (ranges.length === 0) continue;
    opening[date] = ranges;
    if (lastDate !== undefined && date > lastDate) continue;
    const onDate = placed
      .map((booking) => ({
        start: minutesFrom(booking.start, date),
        end: minutesFrom(booking.end, date),
      }))
      .filter((range) => range.end + buffer > 0 && range.start - buffer < 1440);
    const free = freeRanges({
      opening: ranges,
      taken: onDate,
      buffer,
      capacity: entity.maximumConcurrentBooking,
    });
    if (free.length > 0) available[date] = free;
  }
  return { opening, available };
}

/** An instant as its date and minutes on the building's wall clock. */
function wallClockOf(instant: Date, timeZone: string) {
  const date = localDateOf(instant, timeZone);
  return { date, minutes: minutesOnDate(instant, date, timeZone) };
}

/** Minutes of a wall-clock point counted from the start of `date` (negative before it). */
const minutesFrom = (point: { date: string; minutes: number }, date: string) =>
  Math.round((Date.parse(point.date) - Date.parse(date)) / 86_400_000) * 1440 + point.minutes;

/** The instants a schedule window covers, widened by the buffer (bookings that reach into it). */
export function scheduleWindow(options: {
  from: string;
  days: number;
  timeZone: string;
  buffer: number;
}) {
  const { from, days, timeZone, buffer } = options;
  const margin = buffer * 60_000;
  return {
    start: new Date(zonedInstant(from, 0, timeZone).getTime() - margin),
    end: new Date(zonedInstant(addDays(from, days), 0, timeZone).getTime() + margin),
  };
}

/** A schedule's opening and free ranges over a window, from what is booked (and held) in it. */
export async function freeRangesOf(
  db: Db,
  options: {
    entity: TScheduleEntity;
    from: string;
    days: number;
    timeZone: string;
    lastDate?: string;
    holds?: THolds;
  },
) {
  const { entity, from, days, timeZone, lastDate, holds } = options;
  const window = scheduleWindow({ from, days, timeZone, buffer: bufferOf(entity) });
  const booked = await findTakenRanges(db, entity.id, window.start, window.end);
  const held = holds
    ? await findHeldRanges(db, {
        entityId: entity.id,
        from: window.start,
        to: window.end,
        now: holds.now,
        exceptUserId: holds.exceptUserId,
      })
    : [];
  return scheduleAvailability({
    entity,
    from,
    days,
    timeZone,
    taken: [...booked, ...held],
    lastDate,
  });
}

/**
 * What keeps a range of one date from being booked on a schedule, from the grid the app shows
 * rebuilt from the database: off-step, closed, skipped by the clocks, past, too short or long,
 * or taken (capacity and buffers, counting the places held by waitlist offers except those made
 * to `exceptUserId`). Null when it can be booked.
 */
export async function slotIssue(
  db: Db,
  options: {
    entity: TEntity;
    date: string;
    range: TMinuteRange;
    timeZone: string;
    now: Date;
    exceptUserId?: number;
  },
): Promise<TRangeIssue | null> {
  const { entity, date, range, timeZone, now, exceptUserId } = options;
  const day = await freeRangesOf(db, {
    entity,
    from: date,
    days: 1,
    timeZone,
    holds: { now, exceptUserId },
  });
  const grid = buildDayGrid({
    entity,
    date,
    timeZone,
    opening: day.opening[date] ?? [],
    available: day.available[date] ?? [],
    nowMinutes: minutesOnDate(now, date, timeZone),
  });
  return rangeIssue({ grid, entity, range });
}

/**
 * Seats of each event: those booked (`taken`) and those left (undefined: no limit), one query
 * for all of them. With `holds`, the seats waitlist offers hold are not left.
 */
export async function eventSeats(
  db: Db,
  options: {
    events: readonly { id: number; maxAvailable: number }[];
    holds?: THolds;
  },
) {
  const { events, holds } = options;
  const taken = await countSeatsTaken(
    db,
    events.map((event) => event.id),
  );
  const seats = new Map<number, { taken: number; left: number | undefined }>();
  for (const event of events) {
    const booked = taken.get(event.id) ?? 0;
    const held =
      holds && event.maxAvailable > 0
        ? await countHeldSeats(db, event.id, holds.now, holds.exceptUserId)
        : 0;
    seats.set(event.id, {
      taken: booked,
      left: remainingAvailable(event.maxAvailable, booked + held),
    });
  }
  return seats;
}
