import {
  bufferOf,
  buildDayGrid,
  minutesOnDate,
  rangeIssue,
  type TMinuteRange,
  type TRangeIssue,
} from '@habitat/shared';
import type { findEntityWithOwner } from '../../data/booking-schedules';
import { findTakenRanges } from '../../data/reservations';
import { findHeldRanges } from '../../data/waitlists';
import type { Db } from '../../db/client';
import { scheduleAvailability, scheduleWindow } from './catalog';

type TEntity = NonNullable<Awaited<ReturnType<typeof findEntityWithOwner>>>['entity'];

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
  const { entity, date, range, timeZone, now } = options;
  const window = scheduleWindow({ from: date, days: 1, timeZone, buffer: bufferOf(entity) });
  const span = { entityId: entity.id, from: window.start, to: window.end };
  const booked = await findTakenRanges(db, entity.id, window.start, window.end);
  const held = await findHeldRanges(db, { ...span, now, exceptUserId: options.exceptUserId });
  const day = scheduleAvailability({
    entity,
    from: date,
    days: 1,
    timeZone,
    taken: [...booked, ...held],
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
