import {
  dayjs,
  instantOfWallClock,
  timeZoneName,
  wallClock,
  wallClockText,
  YEAR_PICKER_SPAN,
} from '@habitat/shared';

/**
 * Mantine's date pickers hold wall-clock strings without a zone. The post's dates are instants
 * (UTC ISO strings in the form and the API); the pickers show them in the building's time zone
 * (docs/product.md: Limits: America/New_York unless the property says otherwise). These convert between both.
 */
export const PICKER_VALUE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The picker value showing `iso` in `timeZone`; null for an empty or invalid instant. */
export function toPickerValue(iso: string | null, timeZone: string): string | null {
  if (!iso) return null;
  const instant = dayjs.utc(iso);
  return instant.isValid() ? wallClockText(instant.toDate(), timeZone) : null;
}

/** The UTC ISO instant of a picker value read in `timeZone`; null when the picker is empty. */
export function fromPickerValue(value: string | null, timeZone: string): string | null {
  if (!value) return null;
  return instantOfWallClock(value, timeZone)?.toISOString() ?? null;
}

/** "Now" as a picker minimum, rounded up to the next minute (the pickers have no seconds). */
export function pickerNow(timeZone: string, now: number = Date.now()): string {
  const next = Math.floor((now + 59_000) / 60_000) * 60_000;
  return wallClockText(new Date(next), timeZone);
}

/** The later of two picker values (same format, so the strings compare in time order). */
export function laterOf(first: string, second: string | null): string {
  return second !== null && second > first ? second : first;
}

/** The last moment the pickers offer: the year picker lists YEAR_PICKER_SPAN years from now. */
export function pickerLimit(timeZone: string, now: number = Date.now()): string {
  const year = Number(wallClock(new Date(now), timeZone).date.slice(0, 4));
  return `${year + YEAR_PICKER_SPAN - 1}-12-31 23:59:00`;
}

/** The earlier of two picker values. */
export function earlierOf(first: string, second: string | null): string {
  return second !== null && second < first ? second : first;
}

/** The zone's everyday name ("heure de l’Est", "Eastern Time"), else its IANA id. */
export function timeZoneLabel(timeZone: string, locale: 'fr' | 'en'): string {
  return timeZoneName(timeZone, locale);
}
