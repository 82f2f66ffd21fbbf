import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/fr.js';
import { zoneOffsetMinutes } from './wall-clock';

/**
 * The one place dayjs is configured (plugins and the French locale); import dayjs from here.
 * The '.js' suffixes let plain Node ESM resolve these files of a package without an exports map.
 * The global locale stays English: formatters pick the locale per call.
 */
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

export { dayjs };

/**
 * The instant as a dayjs on the zone's clocks (for code that computes with it; the formatters of
 * dates.ts need no dayjs). A string without an offset is read as UTC: the API's date-times are
 * UTC (docs/product.md: Limits). Same result as dayjs's `.tz(timeZone)`, without building a
 * formatter on every call.
 */
export function inZone(value: string | Date, timeZone: string) {
  const instant = dayjs.utc(value);
  if (!instant.isValid()) return instant;
  return instant.utcOffset(zoneOffsetMinutes(instant.toDate(), timeZone));
}
