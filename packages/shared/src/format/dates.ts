import { DEFAULT_TIME_ZONE, type TLocale } from '../constants';
import { dayjs } from './dayjs';

/** One formatter per time zone: creating one is what makes dayjs's `.tz()` slow. */
const zoneClocks = new Map<string, Intl.DateTimeFormat>();

function zoneClock(timeZone: string): Intl.DateTimeFormat {
  let clock = zoneClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneClocks.set(timeZone, clock);
  }
  return clock;
}

/** How many minutes the zone's clocks are ahead of UTC at this instant (daylight saving included). */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const part: Record<string, number> = {};
  for (const { type, value } of zoneClock(timeZone).formatToParts(instant)) part[type] = +value;
  const wallClockAsUtc = Date.UTC(
    part.year ?? 0,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    (part.hour ?? 0) % 24,
    part.minute ?? 0,
    part.second ?? 0,
  );
  return Math.round((wallClockAsUtc - instant.getTime()) / 60_000);
}

/**
 * The instant as the zone's clocks show it. A string without an offset is read as UTC: the API's
 * date-times are UTC (docs/product.md: Limits). Same result as dayjs's `.tz(timeZone)` for
 * formatting, with a formatter created once per zone instead of on every call (a billboard of 20
 * posts spent most of its render there on a phone).
 */
function inZone(value: string | Date, timeZone: string) {
  const instant = dayjs.utc(value);
  if (!instant.isValid()) return instant;
  return instant.utcOffset(zoneOffsetMinutes(instant.toDate(), timeZone));
}

/** Lists and bookings (docs/product.md: Limits): 'DD/MM/YYYY - HH:mm'. */
export function formatListDateTime(
  value: string | Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return inZone(value, timeZone).format('DD/MM/YYYY - HH:mm');
}

export function formatDate(value: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return inZone(value, timeZone).format('DD/MM/YYYY');
}

const LONG_FORMAT: Record<TLocale, string> = {
  fr: 'DD MMMM YYYY | HH:mm',
  en: 'MMMM DD, YYYY | HH:mm',
};

/** Billboard and news (docs/product.md: Limits): "05 mars 2026 | 14:30" or "March 05, 2026 | 14:30". */
export function formatLongDateTime(
  value: string | Date,
  locale: TLocale,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return inZone(value, timeZone).locale(locale).format(LONG_FORMAT[locale]);
}
