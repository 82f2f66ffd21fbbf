import { describe, expect, it } from 'vitest';
import { dayjs } from './dayjs';
import {
  instantOfWallClock,
  wallClock,
  wallClockText,
  wallClockTime,
  zoneOffsetMinutes,
} from './wall-clock';
import { calendarDayText, timeZoneName, zonedDateText } from './zone-texts';

const TORONTO = 'America/Toronto';
const iso = (text: string) => instantOfWallClock(text, TORONTO)?.toISOString() ?? null;

describe('wallClock', () => {
  it('reads the date and minutes on the zone clock, daylight saving included', () => {
    expect(wallClock(new Date('2026-03-08T06:59:00Z'), TORONTO)).toEqual({
      date: '2026-03-08',
      minutes: 60 + 59,
    });
    expect(wallClock(new Date('2026-03-08T07:00:00Z'), TORONTO)).toEqual({
      date: '2026-03-08',
      minutes: 3 * 60,
    });
    expect(zoneOffsetMinutes(new Date('2026-07-01T00:00:00Z'), TORONTO)).toBe(-240);
    expect(zoneOffsetMinutes(new Date('2026-01-01T00:00:00Z'), TORONTO)).toBe(-300);
  });
});

describe('wallClockText', () => {
  it('writes picker values and datetime-local values', () => {
    const instant = new Date('2026-03-08T07:00:05Z');
    expect(wallClockText(instant, TORONTO)).toBe('2026-03-08 03:00:05');
    expect(wallClockText(instant, TORONTO, { seconds: false, separator: 'T' })).toBe(
      '2026-03-08T03:00',
    );
    expect(wallClockText(new Date('2026-01-01T05:00:00Z'), TORONTO)).toBe('2026-01-01 00:00:00');
    expect(wallClockTime(new Date('2026-11-01T06:30:00Z'), TORONTO)).toBe('01:30');
  });

  it('writes what dayjs .tz() wrote, every hour of a year', () => {
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += 3_600_000 + 7_000) {
      const instant = new Date(time);
      expect(wallClockText(instant, TORONTO)).toBe(
        dayjs.utc(instant).tz(TORONTO).format('YYYY-MM-DD HH:mm:ss'),
      );
    }
    // 8,700 comparisons: a bound for a hang on a busy machine, not a speed goal.
  }, 60_000);
});

describe('instantOfWallClock', () => {
  it('reads a date and time on the zone clock as a UTC instant', () => {
    expect(iso('2026-07-01 12:00')).toBe('2026-07-01T16:00:00.000Z');
    expect(iso('2026-01-15T09:30')).toBe('2026-01-15T14:30:00.000Z');
    expect(iso('2026-01-15 09:30:15')).toBe('2026-01-15T14:30:15.000Z');
    expect(iso('2026-03-08')).toBe('2026-03-08T05:00:00.000Z');
  });

  it('crosses the spring-forward change in America/Toronto', () => {
    expect(iso('2026-03-08 01:59:59')).toBe('2026-03-08T06:59:59.000Z');
    expect(iso('2026-03-08 03:00')).toBe('2026-03-08T07:00:00.000Z');
    // 02:30 is skipped by the clocks: read on the new offset, that is 03:30 EDT.
    expect(iso('2026-03-08 02:30')).toBe('2026-03-08T07:30:00.000Z');
  });

  it('crosses the fall-back change in America/Toronto', () => {
    // 01:30 shows twice: the first time, still on daylight time.
    expect(iso('2026-11-01 01:30')).toBe('2026-11-01T05:30:00.000Z');
    expect(iso('2026-11-01 00:59')).toBe('2026-11-01T04:59:00.000Z');
    expect(iso('2026-11-01 02:00')).toBe('2026-11-01T07:00:00.000Z');
  });

  it('gives back the text wallClockText wrote, every quarter hour of both change days', () => {
    for (const day of ['2026-03-08', '2026-11-01']) {
      const start = instantOfWallClock(day, TORONTO)?.getTime() ?? 0;
      for (let time = start; time < start + 24 * 3_600_000; time += 15 * 60_000) {
        const text = wallClockText(new Date(time), TORONTO);
        const back = instantOfWallClock(text, TORONTO)?.getTime();
        // The second 01:xx of the fall-back night reads as the first one.
        if (text.startsWith('2026-11-01 01:') && back !== time) expect(back).toBe(time - 3_600_000);
        else expect(back).toBe(time);
      }
    }
  });

  it('agrees with dayjs.tz() on every unambiguous hour of a year', () => {
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += 3_600_000) {
      const text = new Date(time).toISOString().slice(0, 16).replace('T', ' ');
      if (text.startsWith('2026-03-08 02') || text.startsWith('2026-11-01 01')) continue;
      expect(iso(text)).toBe(dayjs.tz(text, 'YYYY-MM-DD HH:mm', TORONTO).toISOString());
    }
  }, 60_000);

  it('refuses a text that is no date', () => {
    expect(instantOfWallClock('', TORONTO)).toBeNull();
    expect(instantOfWallClock('08/03/2026', TORONTO)).toBeNull();
  });
});

describe('timeZoneName', () => {
  it("names the zone in the user's language, else gives its id", () => {
    expect(timeZoneName(TORONTO, 'en')).toBe('Eastern Time');
    expect(timeZoneName('Not/AZone', 'fr')).toBe('Not/AZone');
  });
});

describe('calendarDayText', () => {
  it('writes a calendar date in words, whatever the zone', () => {
    expect(calendarDayText('2026-03-08', 'en')).toBe(
      new Intl.DateTimeFormat('en-CA', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date('2026-03-08T00:00:00Z')),
    );
    expect(calendarDayText('2026-03-08', 'fr')).toBe('dimanche 8 mars 2026');
  });
});

describe('zonedDateText', () => {
  it('writes what a formatter of the same options writes, on the zone clock', () => {
    const instant = new Date('2026-03-08T04:30:00Z');
    for (const locale of ['fr', 'en', 'fr-CA', 'en-CA']) {
      expect(zonedDateText(instant, TORONTO, locale)).toBe(
        new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: TORONTO }).format(instant),
      );
      expect(zonedDateText(instant, TORONTO, locale, { time: true })).toBe(
        new Intl.DateTimeFormat(locale, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: TORONTO,
        }).format(instant),
      );
    }
    expect(zonedDateText(instant, TORONTO, 'en')).toBe('Mar 7, 2026');
  });
});
