import type { TTimeRange } from './time-range';

/** Days of a service's opening hours, Monday first (the week starts on Monday, docs/product.md: Limits). */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type TWeekday = (typeof WEEKDAYS)[number];

/** Ranges per weekday; a missing or empty day is closed. A service's `hours` is one. */
export type TOpeningHours = Partial<Record<TWeekday, readonly TTimeRange[]>>;

/** Whether any day has a range; a service without any shows no opening hours. */
export function hasOpeningHours(hours: TOpeningHours): boolean {
  return WEEKDAYS.some((day) => (hours[day] ?? []).length > 0);
}
