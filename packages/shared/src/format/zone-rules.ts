/**
 * The wall clock of Canada's zones computed from their rule, without Intl: a page's first
 * Intl.DateTimeFormat loads the browser's date data (ICU), 17–34 ms on this machine and four times
 * that under Lighthouse's mobile CPU slowdown, in the render that first shows a date (issue 27,
 * docs/decisions/038-zone-rules.md). Other zones, and years outside RULE_YEARS, use Intl.
 *
 * The rule since 2007: clocks go an hour ahead on the second Sunday of March at 02:00 and back on
 * the first Sunday of November at 02:00, local time. zone-rules.test.ts checks every zone here
 * against Intl's time zone data over RULE_YEARS, so a change of the law (in the data of a new
 * Node) fails the tests before it reaches a resident.
 */

/**
 * Canada's zones, the default one (DEFAULT_TIME_ZONE) and UTC, by standard offset from UTC in
 * minutes; the zones without summer time are NO_SUMMER_TIME's.
 */
export const RULE_ZONES: Readonly<Record<string, number>> = {
  'America/St_Johns': -210,
  'America/Halifax': -240,
  'America/Moncton': -240,
  'America/New_York': -300,
  'America/Toronto': -300,
  'America/Montreal': -300,
  'America/Winnipeg': -360,
  'America/Regina': -360,
  'America/Edmonton': -420,
  'America/Vancouver': -480,
  UTC: 0,
};
const NO_SUMMER_TIME = new Set(['America/Regina', 'UTC']);

/** The years, on the zone's clock, that the rule is checked for (St. John's followed it from 2012). */
export const RULE_YEARS = { first: 2012, last: 2040 } as const;

const MINUTE = 60_000;

/** The day of the month of the `nth` Sunday of a month (0-based month). */
function nthSunday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (nth - 1) * 7;
}

/** Minutes ahead of UTC at this instant by the zone's rule; null when the rule does not apply. */
function ruleOffset(time: number, timeZone: string): number | null {
  const standard = RULE_ZONES[timeZone];
  if (standard === undefined) return null;
  const year = new Date(time + standard * MINUTE).getUTCFullYear();
  // Written so that an invalid date (NaN) is outside too.
  if (!(year >= RULE_YEARS.first && year <= RULE_YEARS.last)) return null;
  if (NO_SUMMER_TIME.has(timeZone)) return standard;
  // 02:00 standard time in March; 02:00 summer time (01:00 standard) in November.
  const summerStarts = Date.UTC(year, 2, nthSunday(year, 2, 2), 2) - standard * MINUTE;
  const summerEnds = Date.UTC(year, 10, nthSunday(year, 10, 1), 1) - standard * MINUTE;
  return time >= summerStarts && time < summerEnds ? standard + 60 : standard;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The instant's wall-clock parts as Intl's en-CA h23 formatter writes them (year, month, day,
 * hour, minute, second), or null when the zone or the year is not one the rule covers.
 */
export function ruleWallClockParts(instant: Date, timeZone: string): Record<string, string> | null {
  const time = instant.getTime();
  const offset = ruleOffset(time, timeZone);
  if (offset === null) return null;
  const local = new Date(time + offset * MINUTE);
  return {
    year: String(local.getUTCFullYear()),
    month: twoDigits(local.getUTCMonth() + 1),
    day: twoDigits(local.getUTCDate()),
    hour: twoDigits(local.getUTCHours()),
    minute: twoDigits(local.getUTCMinutes()),
    second: twoDigits(local.getUTCSeconds()),
  };
}
