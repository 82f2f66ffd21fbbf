import { addDays, BOOKING_SETUP_LIMITS } from '@habitat/shared';

export type TCalendarView = 'day' | 'week';

/** Monday of the date's week (the week starts on Monday). */
export function mondayOf(date: string) {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** The dates a view shows around `anchor`: the day, or its week from Monday. */
export function windowOf(view: TCalendarView, anchor: string) {
  if (view === 'day') return { from: anchor, to: anchor };
  const from = mondayOf(anchor);
  return { from, to: addDays(from, BOOKING_SETUP_LIMITS.calendarDaysMax - 1) };
}
