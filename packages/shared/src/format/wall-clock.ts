const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The instant's date and time on the zone's wall clock. One cached Intl formatter per zone:
 * dayjs's zone plugin builds a formatter per call (about 100 times slower), and a schedule
 * places every booking of a month on the clock, a billboard dates every post.
 */
export function wallClock(instant: Date, timeZone: string): { date: string; minutes: number } {
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
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    minutes: Number(part.hour) * 60 + Number(part.minute) + Number(part.second) / 60,
  };
}

/** How many minutes the zone's clocks are ahead of UTC at this instant (daylight saving included). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const { date, minutes } = wallClock(instant, timeZone);
  return Math.round((Date.parse(date) + minutes * 60_000 - instant.getTime()) / 60_000);
}
