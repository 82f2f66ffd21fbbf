import { DEFAULT_TIME_ZONE, type TLocale } from '../constants';
import { wallClockText } from './wall-clock';

/**
 * The formatters of docs/product.md: Limits, on a zone's wall clock (the cached Intl formatter of
 * wall-clock.ts). No dayjs here: the billboard and the home page format dates on their first
 * paint, and dayjs with its zone plugins is ~7 KiB of a first visit (issue 27).
 */

const OFFSET_AT_END = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** A string without an offset is read as UTC: the API's date-times are UTC. */
function instantOf(value: string | Date): Date {
  if (value instanceof Date) return value;
  const text = value.trim().replace(' ', 'T');
  const dateOnly = !text.includes('T');
  return new Date(dateOnly || OFFSET_AT_END.test(text) ? text : `${text}Z`);
}

type TWallClock = { year: string; month: string; day: string; time: string };

/** The instant's date and 'HH:mm' on the zone's clocks; null for an unreadable value. */
function onWallClock(value: string | Date, timeZone: string): TWallClock | null {
  const instant = instantOf(value);
  if (Number.isNaN(instant.getTime())) return null;
  const [date = '', time = ''] = wallClockText(instant, timeZone, { seconds: false }).split(' ');
  const [year = '', month = '', day = ''] = date.split('-');
  return { year, month, day, time };
}

/** What dayjs printed for an unreadable date, kept so lists look the same. */
const INVALID_DATE = 'Invalid Date';

/** Lists and bookings (docs/product.md: Limits): 'DD/MM/YYYY - HH:mm'. */
export function formatListDateTime(
  value: string | Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const clock = onWallClock(value, timeZone);
  return clock ? `${clock.day}/${clock.month}/${clock.year} - ${clock.time}` : INVALID_DATE;
}

export function formatDate(value: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const clock = onWallClock(value, timeZone);
  return clock ? `${clock.day}/${clock.month}/${clock.year}` : INVALID_DATE;
}

const MONTHS: Record<TLocale, readonly string[]> = {
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(
    ' ',
  ),
  en: 'January February March April May June July August September October November December'.split(
    ' ',
  ),
};

/** Billboard and news (docs/product.md: Limits): "05 mars 2026 | 14:30" or "March 05, 2026 | 14:30". */
export function formatLongDateTime(
  value: string | Date,
  locale: TLocale,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const clock = onWallClock(value, timeZone);
  if (!clock) return INVALID_DATE;
  const month = MONTHS[locale][Number(clock.month) - 1];
  return locale === 'fr'
    ? `${clock.day} ${month} ${clock.year} | ${clock.time}`
    : `${month} ${clock.day}, ${clock.year} | ${clock.time}`;
}
