import { DEFAULT_TIME_ZONE, type TLocale } from '../constants';
import { dayjs } from './dayjs';
import { zoneOffsetMinutes } from './wall-clock';

/**
 * The instant as the zone's clocks show it. A string without an offset is read as UTC: the API's
 * date-times are UTC (docs/product.md: Limits). Same result as dayjs's `.tz(timeZone)` for
 * formatting, without building a formatter on every call (a billboard of 20 posts spent most of
 * its render there on a phone).
 */
export function inZone(value: string | Date, timeZone: string) {
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
