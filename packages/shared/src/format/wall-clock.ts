import { ruleWallClockParts } from './zone-rules';

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The instant's date and time on the zone's wall clock. One cached Intl formatter per zone:
 * dayjs's zone plugin builds a formatter per call (about 100 times slower), and a schedule
 * places every booking of a month on the clock, a billboard dates every post.
 */
export function wallClock(instant: Date, timeZone: string): { date: string; minutes: number } {
  const part = wallClockParts(instant, timeZone);
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    minutes: Number(part.hour) * 60 + Number(part.minute) + Number(part.second) / 60,
  };
}

/**
 * The wall clock's two-digit parts (four for the year): from the zone's rule when zone-rules.ts
 * has it, else from Intl.
 */
function wallClockParts(instant: Date, timeZone: string): Record<string, string> {
  return ruleWallClockParts(instant, timeZone) ?? intlWallClockParts(instant, timeZone);
}

/** The same parts from the zone's cached Intl formatter (zone-rules.test.ts checks the rule by it). */
export function intlWallClockParts(instant: Date, timeZone: string): Record<string, string> {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(instant)) part[type] = value;
  return part;
}

/** How many minutes the zone's clocks are ahead of UTC at this instant (daylight saving included). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const { date, minutes } = wallClock(instant, timeZone);
  return Math.round((Date.parse(date) + minutes * 60_000 - instant.getTime()) / 60_000);
}

/**
 * The instant on the zone's wall clock as 'YYYY-MM-DD HH:mm:ss' (Mantine's picker values), or
 * 'YYYY-MM-DDTHH:mm' with `{ seconds: false, separator: 'T' }` (a datetime-local field).
 */
export function wallClockText(
  instant: Date,
  timeZone: string,
  options: { seconds?: boolean; separator?: ' ' | 'T' } = {},
): string {
  const part = wallClockParts(instant, timeZone);
  const seconds = options.seconds === false ? '' : `:${part.second}`;
  return `${part.year}-${part.month}-${part.day}${options.separator ?? ' '}${part.hour}:${part.minute}${seconds}`;
}

/** 'HH:mm' of the instant on the zone's wall clock. */
export function wallClockTime(instant: Date, timeZone: string): string {
  return wallClockText(instant, timeZone, { seconds: false }).slice(11);
}

const WALL_CLOCK_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The instant at which the zone's clocks show this date and time ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm',
 * 'YYYY-MM-DDTHH:mm' or with ':ss'); null when the text is none of these. A time the clocks skip
 * (spring forward) is read on the new offset, an hour later (02:30 → 03:30); a time they show twice
 * (fall back) is its first occurrence. The same steps as dayjs's zone plugin, with the guess taken
 * at the time read rather than at the current date.
 */
export function instantOfWallClock(text: string, timeZone: string): Date | null {
  const match = WALL_CLOCK_TEXT.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const local = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
  if (Number.isNaN(local)) return null;
  const offsetAt = (time: number) => zoneOffsetMinutes(new Date(time), timeZone);
  const first = offsetAt(local);
  let guess = local - first * 60_000;
  const next = offsetAt(guess);
  if (next === first) return new Date(guess);
  guess -= (next - first) * 60_000;
  const last = offsetAt(guess);
  if (last === next) return new Date(guess);
  return new Date(local - Math.min(next, last) * 60_000);
}
