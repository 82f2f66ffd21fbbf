import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDate, formatListDateTime, formatLongDateTime } from './dates';

// A process zone far from UTC and New York, so a result that leaked the machine's zone would show.
beforeAll(() => {
  vi.stubEnv('TZ', 'Asia/Tokyo');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('formatListDateTime', () => {
  it('shows a UTC instant in the default zone, America/New_York', () => {
    expect(formatListDateTime('2026-03-05T19:30:00Z')).toBe('05/03/2026 - 14:30');
  });

  it('accepts a Date and another zone', () => {
    const instant = new Date(Date.UTC(2026, 0, 15, 23, 5));
    expect(formatListDateTime(instant, 'America/Vancouver')).toBe('15/01/2026 - 15:05');
    expect(formatListDateTime(instant, 'Europe/Paris')).toBe('16/01/2026 - 00:05');
  });

  it('reads a string without offset as UTC', () => {
    expect(formatListDateTime('2026-07-01 12:00:00')).toBe('01/07/2026 - 08:00');
  });

  it('respects an explicit offset', () => {
    expect(formatListDateTime('2026-07-01T12:00:00+02:00')).toBe('01/07/2026 - 06:00');
  });

  it('follows daylight saving in New York (spring forward on 8 March 2026)', () => {
    expect(formatListDateTime('2026-03-08T06:30:00Z')).toBe('08/03/2026 - 01:30'); // EST, -5
    expect(formatListDateTime('2026-03-08T07:30:00Z')).toBe('08/03/2026 - 03:30'); // EDT, -4
  });

  it("follows a zone whose offset is not whole hours (St. John's, -3:30, -2:30 in summer)", () => {
    expect(formatListDateTime('2026-01-15T12:00:59Z', 'America/St_Johns')).toBe(
      '15/01/2026 - 08:30',
    );
    expect(formatListDateTime('2026-07-15T12:00:00Z', 'America/St_Johns')).toBe(
      '15/07/2026 - 09:30',
    );
  });

  it('shows an unreadable date as such, as dayjs does', () => {
    expect(formatListDateTime('not a date')).toBe('Invalid Date');
  });

  it('follows daylight saving in New York (fall back on 1 November 2026)', () => {
    expect(formatListDateTime('2026-11-01T05:30:00Z')).toBe('01/11/2026 - 01:30'); // EDT, -4
    expect(formatListDateTime('2026-11-01T06:30:00Z')).toBe('01/11/2026 - 01:30'); // EST, -5
    expect(formatListDateTime('2026-11-01T07:30:00Z')).toBe('01/11/2026 - 02:30');
  });
});

describe('formatDate', () => {
  it('reads a date alone as midnight UTC, as the API sends it', () => {
    expect(formatDate('2026-03-06', 'UTC')).toBe('06/03/2026');
    expect(formatDate('2026-03-06')).toBe('05/03/2026');
  });

  it('gives the date in the zone, which can be the day before the UTC date', () => {
    expect(formatDate('2026-03-06T03:00:00Z')).toBe('05/03/2026');
    expect(formatDate('2026-03-06T03:00:00Z', 'UTC')).toBe('06/03/2026');
  });
});

describe('formatLongDateTime', () => {
  const instant = '2026-03-05T19:30:00Z';

  it('uses French month names in French', () => {
    expect(formatLongDateTime(instant, 'fr')).toBe('05 mars 2026 | 14:30');
    expect(formatLongDateTime('2026-08-20T16:00:00Z', 'fr')).toBe('20 août 2026 | 12:00');
  });

  it('uses the English order and month names in English', () => {
    expect(formatLongDateTime(instant, 'en')).toBe('March 05, 2026 | 14:30');
  });

  it('shows an unreadable date as such', () => {
    expect(formatLongDateTime('2026-13-45T99:00:00Z', 'fr')).toBe('Invalid Date');
  });

  it('converts to the given zone', () => {
    expect(formatLongDateTime(instant, 'en', 'UTC')).toBe('March 05, 2026 | 19:30');
  });

  it('does not change the global locale', () => {
    formatLongDateTime(instant, 'fr');
    expect(formatLongDateTime(instant, 'en')).toBe('March 05, 2026 | 14:30');
  });
});
