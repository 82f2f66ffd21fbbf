import {
  buildDayGrid,
  minutesOnDate,
  openingRangesOn,
  type TBookingEntity,
  type TDayGrid,
} from '@habitat/shared';
import { useMemo } from 'react';
import { useSchedule } from './use-booking-data';

/** A schedule's grid of one date, from GET …/schedule through the shared time-grid module. */
export function useDayGrid(options: {
  entity: TBookingEntity;
  date: string;
  timeZone: string;
  now: Date;
}): { grid: TDayGrid | null; schedule: ReturnType<typeof useSchedule> } {
  const { entity, date, timeZone, now } = options;
  const schedule = useSchedule(entity.id, date);
  const nowMinutes = minutesOnDate(now, date, timeZone);
  const grid = useMemo(() => {
    if (!schedule.data) return null;
    return buildDayGrid({
      entity,
      date,
      timeZone,
      opening: schedule.data.opening[date] ?? openingRangesOn(entity, date),
      available: schedule.data.available[date] ?? [],
      nowMinutes,
    });
  }, [schedule.data, entity, date, timeZone, nowMinutes]);
  return { grid, schedule };
}
