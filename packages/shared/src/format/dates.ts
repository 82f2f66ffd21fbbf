import { DEFAULT_TIME_ZONE, type TLocale } from '../constants';
import { dayjs } from './dayjs';

/** A string without an offset is read as UTC: the API's date-times are UTC (docs/product.md: Limits). */
function inZone(value: string | Date, timeZone: string) {
  return dayjs.utc(value).tz(timeZone);
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
