import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/fr.js';

/**
 * The one place dayjs is configured (plugins and the French locale); import dayjs from here.
 * The '.js' suffixes let plain Node ESM resolve these files of a package without an exports map.
 * The global locale stays English: formatters pick the locale per call.
 */
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

export { dayjs };
