import { wallClock } from '../format/wall-clock';
import { minutesOf } from './clock-minutes';
import type { TTimeRange } from './time-range';
import { type TOpeningHours, type TWeekday, WEEKDAYS } from './weekdays';

/** Date's getUTCDay numbers days from Sunday (0) to Saturday (6). */
const BY_UTC_DAY: readonly TWeekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

export { minutesOf } from './clock-minutes';

/** The instant as seen on a wall clock in the time zone: its weekday and minutes since midnight. */
function weekdayAndMinutes(instant: Date, timeZone: string) {
  const { date, minutes } = wallClock(instant, timeZone);
  return {
    day: BY_UTC_DAY[new Date(date).getUTCDay()] ?? 'monday',
    minutes: Math.floor(minutes),
  };
}

export function weekdayOf(instant: Date, timeZone: string): TWeekday {
  return weekdayAndMinutes(instant, timeZone).day;
}

/**
 * Whether the wall-clock time of the instant, in the property's time zone, falls in one of
 * that day's ranges (from included, to excluded). Working on wall-clock minutes keeps the
 * answer right on daylight-saving days: at 03:30 on the spring-forward day a 03:00–04:00
 * range is open although only 2.5 hours have passed since midnight.
 */
export function isOpenAt(hours: TOpeningHours, instant: Date, timeZone: string): boolean {
  const { day, minutes } = weekdayAndMinutes(instant, timeZone);
  return (hours[day] ?? []).some(
    (range) => minutesOf(range.from) <= minutes && minutes < minutesOf(range.to),
  );
}

export type TDayHours = { day: TWeekday; ranges: TTimeRange[]; isToday: boolean };

/** The seven days Monday first, each with its ranges sorted by start, today marked. */
export function orderedWeek(hours: TOpeningHours, instant: Date, timeZone: string): TDayHours[] {
  const today = weekdayOf(instant, timeZone);
  return WEEKDAYS.map((day) => ({
    day,
    ranges: [...(hours[day] ?? [])].sort((a, b) => minutesOf(a.from) - minutesOf(b.from)),
    isToday: day === today,
  }));
}
