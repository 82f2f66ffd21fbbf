import { describe, expect, it } from 'vitest';
import { isOpenAt, minutesOf, orderedWeek, weekdayOf } from './opening-hours';
import { hasOpeningHours, type TOpeningHours, WEEKDAYS } from './weekdays';

const TORONTO = 'America/Toronto';
const at = (iso: string) => new Date(iso);

/** A pool: split days, closed on Monday, open until midnight on Saturday. */
const pool: TOpeningHours = {
  tuesday: [
    { from: '17:00', to: '22:00' },
    { from: '06:00', to: '09:00' },
  ],
  wednesday: [{ from: '06:00', to: '22:00' }],
  saturday: [{ from: '08:00', to: '24:00' }],
  sunday: [
    { from: '01:00', to: '02:00' },
    { from: '03:00', to: '04:00' },
    { from: '23:00', to: '24:00' },
  ],
  monday: [],
};

describe('WEEKDAYS', () => {
  it('starts the week on Monday', () => {
    expect(WEEKDAYS[0]).toBe('monday');
    expect(WEEKDAYS[6]).toBe('sunday');
  });
});

describe('minutesOf', () => {
  it('reads HH:mm and makes 24:00 the end of the day', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('06:30')).toBe(390);
    expect(minutesOf('24:00')).toBe(1440);
  });
});

describe('weekdayOf', () => {
  it('answers the weekday of the wall clock in the time zone, not in UTC', () => {
    // Friday 2026-03-06 03:00 UTC.
    const instant = at('2026-03-06T03:00:00Z');
    expect(weekdayOf(instant, 'UTC')).toBe('friday');
    expect(weekdayOf(instant, TORONTO)).toBe('thursday');
    expect(weekdayOf(instant, 'America/Los_Angeles')).toBe('thursday');
    expect(weekdayOf(instant, 'Europe/Paris')).toBe('friday');
    expect(weekdayOf(instant, 'Asia/Tokyo')).toBe('friday');
    expect(weekdayOf(instant, 'Pacific/Kiritimati')).toBe('friday');
  });

  it('turns the day at local midnight right after the spring-forward change', () => {
    // Monday 2026-03-09 00:30 EDT (UTC-4); a fixed winter offset would say Sunday 23:30.
    expect(weekdayOf(at('2026-03-09T04:30:00Z'), TORONTO)).toBe('monday');
  });

  it('turns the day at local midnight right after the fall-back change', () => {
    // Sunday 2026-11-01 23:30 EST (UTC-5); a fixed summer offset would say Monday 00:30.
    expect(weekdayOf(at('2026-11-02T04:30:00Z'), TORONTO)).toBe('sunday');
  });
});

describe('isOpenAt', () => {
  it('is open from the start of a range up to, not including, its end', () => {
    // Tuesday 2026-03-03, EST (UTC-5).
    expect(isOpenAt(pool, at('2026-03-03T11:00:00Z'), TORONTO)).toBe(true); // 06:00
    expect(isOpenAt(pool, at('2026-03-03T13:59:00Z'), TORONTO)).toBe(true); // 08:59
    expect(isOpenAt(pool, at('2026-03-03T14:00:00Z'), TORONTO)).toBe(false); // 09:00
    expect(isOpenAt(pool, at('2026-03-03T10:59:00Z'), TORONTO)).toBe(false); // 05:59
  });

  it('knows the second range of a split day and the gap between them', () => {
    expect(isOpenAt(pool, at('2026-03-03T17:00:00Z'), TORONTO)).toBe(false); // 12:00
    expect(isOpenAt(pool, at('2026-03-03T22:00:00Z'), TORONTO)).toBe(true); // 17:00
    expect(isOpenAt(pool, at('2026-03-04T02:59:00Z'), TORONTO)).toBe(true); // 21:59
  });

  it('is closed all day on a closed day and on a day without an entry', () => {
    // Monday 2026-03-02 and Thursday 2026-03-05 at noon.
    expect(isOpenAt(pool, at('2026-03-02T17:00:00Z'), TORONTO)).toBe(false);
    expect(isOpenAt(pool, at('2026-03-05T17:00:00Z'), TORONTO)).toBe(false);
    expect(isOpenAt({}, at('2026-03-05T17:00:00Z'), TORONTO)).toBe(false);
  });

  it('reads 24:00 as midnight: open at 23:59, closed at 00:00 the next day', () => {
    // Saturday 2026-03-07 23:59 EST, then Sunday 00:00.
    expect(isOpenAt(pool, at('2026-03-08T04:59:00Z'), TORONTO)).toBe(true);
    expect(isOpenAt(pool, at('2026-03-08T05:00:00Z'), TORONTO)).toBe(false);
  });

  it('answers differently for the same instant in different time zones', () => {
    const hours: TOpeningHours = { friday: [{ from: '09:00', to: '17:00' }] };
    const instant = at('2026-03-06T15:00:00Z'); // Friday
    expect(isOpenAt(hours, instant, TORONTO)).toBe(true); // 10:00
    expect(isOpenAt(hours, instant, 'Europe/Paris')).toBe(true); // 16:00
    expect(isOpenAt(hours, instant, 'Asia/Tokyo')).toBe(false); // 00:00 Saturday
    expect(isOpenAt(hours, instant, 'America/Los_Angeles')).toBe(false); // 07:00
  });

  describe('on the spring-forward day (America/Toronto, 2026-03-08, 02:00 → 03:00)', () => {
    it('uses the winter offset before the change', () => {
      expect(isOpenAt(pool, at('2026-03-08T06:30:00Z'), TORONTO)).toBe(true); // 01:30 EST
      expect(isOpenAt(pool, at('2026-03-08T06:59:00Z'), TORONTO)).toBe(true); // 01:59 EST
    });

    it('jumps to 03:00 at the change: the 03:00–04:00 range opens at once', () => {
      expect(isOpenAt(pool, at('2026-03-08T07:00:00Z'), TORONTO)).toBe(true); // 03:00 EDT
      expect(isOpenAt(pool, at('2026-03-08T07:59:00Z'), TORONTO)).toBe(true); // 03:59 EDT
      expect(isOpenAt(pool, at('2026-03-08T08:00:00Z'), TORONTO)).toBe(false); // 04:00 EDT
    });

    it('uses the summer offset for the evening range', () => {
      expect(isOpenAt(pool, at('2026-03-09T03:00:00Z'), TORONTO)).toBe(true); // 23:00 EDT
      expect(isOpenAt(pool, at('2026-03-09T02:59:00Z'), TORONTO)).toBe(false); // 22:59 EDT
      expect(isOpenAt(pool, at('2026-03-09T04:00:00Z'), TORONTO)).toBe(false); // Mon 00:00
    });
  });

  describe('on the fall-back day (America/Toronto, 2026-11-01, 02:00 → 01:00)', () => {
    it('is open during both passes of the repeated 01:00–02:00 hour', () => {
      expect(isOpenAt(pool, at('2026-11-01T05:30:00Z'), TORONTO)).toBe(true); // 01:30 EDT
      expect(isOpenAt(pool, at('2026-11-01T06:30:00Z'), TORONTO)).toBe(true); // 01:30 EST
    });

    it('closes at 02:00 winter time', () => {
      expect(isOpenAt(pool, at('2026-11-01T07:00:00Z'), TORONTO)).toBe(false); // 02:00 EST
      expect(isOpenAt(pool, at('2026-11-01T08:30:00Z'), TORONTO)).toBe(true); // 03:30 EST
    });
  });

  it('follows the change of another time zone on its own date (Europe/Paris, 2026-03-29)', () => {
    const hours: TOpeningHours = { sunday: [{ from: '03:00', to: '04:00' }] };
    expect(isOpenAt(hours, at('2026-03-29T00:30:00Z'), 'Europe/Paris')).toBe(false); // 01:30 CET
    expect(isOpenAt(hours, at('2026-03-29T01:30:00Z'), 'Europe/Paris')).toBe(true); // 03:30 CEST
    // Toronto changed three weeks earlier: the same instant is Saturday 21:30 there.
    expect(isOpenAt(hours, at('2026-03-29T01:30:00Z'), TORONTO)).toBe(false);
  });
});

describe('orderedWeek', () => {
  it('lists the seven days Monday first with ranges sorted by start', () => {
    const week = orderedWeek(pool, at('2026-03-03T15:00:00Z'), TORONTO);
    expect(week.map((d) => d.day)).toEqual([...WEEKDAYS]);
    expect(week[1]?.ranges).toEqual([
      { from: '06:00', to: '09:00' },
      { from: '17:00', to: '22:00' },
    ]);
    expect(week[0]?.ranges).toEqual([]);
    expect(week[3]?.ranges).toEqual([]);
  });

  it('marks exactly one day as today, in the time zone of the property', () => {
    const week = orderedWeek(pool, at('2026-03-03T15:00:00Z'), TORONTO);
    expect(week.filter((d) => d.isToday).map((d) => d.day)).toEqual(['tuesday']);
    // Tuesday 03:00 UTC is still Monday evening in Toronto.
    const monday = orderedWeek(pool, at('2026-03-03T03:00:00Z'), TORONTO);
    expect(monday.find((d) => d.isToday)?.day).toBe('monday');
    expect(orderedWeek(pool, at('2026-03-03T03:00:00Z'), 'UTC').find((d) => d.isToday)?.day).toBe(
      'tuesday',
    );
  });

  it('marks the right day on both daylight-saving change nights', () => {
    expect(orderedWeek(pool, at('2026-03-09T04:30:00Z'), TORONTO).find((d) => d.isToday)?.day).toBe(
      'monday',
    );
    expect(orderedWeek(pool, at('2026-11-02T04:30:00Z'), TORONTO).find((d) => d.isToday)?.day).toBe(
      'sunday',
    );
  });

  it('does not reorder the caller’s ranges in place', () => {
    const before = JSON.stringify(pool.tuesday);
    orderedWeek(pool, at('2026-03-03T15:00:00Z'), TORONTO);
    expect(JSON.stringify(pool.tuesday)).toBe(before);
  });
});

describe('hasOpeningHours', () => {
  it('is false when every day is empty or missing', () => {
    expect(hasOpeningHours({})).toBe(false);
    expect(hasOpeningHours({ monday: [], sunday: [] })).toBe(false);
    expect(hasOpeningHours(pool)).toBe(true);
  });
});
