/**
 * Dates and zones in words, from Intl (the date pickers, the booking flow, the console). Apart from
 * wall-clock.ts, whose list formatters a first page loads: these stay in the chunks of the pages
 * that use them (issue 27).
 */

const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's everyday name in the locale ("heure de l’Est", "Eastern Time"), else its IANA id. */
export function timeZoneName(timeZone: string, locale: 'fr' | 'en', at: Date = new Date()): string {
  const key = `${locale}|${timeZone}`;
  try {
    let format = zoneNameFormats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(`${locale}-CA`, { timeZone, timeZoneName: 'longGeneric' });
      zoneNameFormats.set(key, format);
    }
    return format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

const dayTextFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date ('YYYY-MM-DD') in words: "Sunday, March 8, 2026", « dimanche 8 mars 2026 ». */
export function calendarDayText(date: string, locale: 'fr' | 'en'): string {
  let format = dayTextFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(`${locale}-CA`, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayTextFormats.set(locale, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

const zonedDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The instant's date (and time) on the zone's clock in the locale's medium style ("8 mars 2026",
 * "Mar 8, 2026, 3:30 PM"); `locale` is any BCP 47 tag ('fr', 'en-CA').
 */
export function zonedDateText(
  instant: Date,
  timeZone: string,
  locale: string,
  options: { time?: boolean } = {},
): string {
  const key = `${locale}|${timeZone}|${options.time === true}`;
  let format = zonedDateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      ...(options.time === true && { timeStyle: 'short' }),
      timeZone,
    });
    zonedDateFormats.set(key, format);
  }
  return format.format(instant);
}
