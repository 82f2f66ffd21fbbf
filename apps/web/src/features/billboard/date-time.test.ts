import { describe, expect, it } from 'vitest';
import {
  earlierOf,
  fromPickerValue,
  laterOf,
  pickerLimit,
  pickerNow,
  timeZoneLabel,
  toPickerValue,
} from './date-time';

const ZONE = 'America/New_York';

describe('picker values and UTC instants (docs/product.md: Limits: pickers in America/New_York, values in UTC)', () => {
  it('reads a picker value as wall-clock time of the zone', () => {
    // Winter: UTC−5. Summer (after 8 March 2026): UTC−4.
    expect(fromPickerValue('2026-01-15 09:30:00', ZONE)).toBe('2026-01-15T14:30:00.000Z');
    expect(fromPickerValue('2026-07-01 09:30:00', ZONE)).toBe('2026-07-01T13:30:00.000Z');
    expect(fromPickerValue('2026-07-01 09:30:00', 'America/Vancouver')).toBe(
      '2026-07-01T16:30:00.000Z',
    );
  });

  it('shows an instant in the zone', () => {
    expect(toPickerValue('2026-01-15T14:30:00.000Z', ZONE)).toBe('2026-01-15 09:30:00');
    expect(toPickerValue('2026-07-01T13:30:00Z', ZONE)).toBe('2026-07-01 09:30:00');
  });

  it('keeps an empty picker empty', () => {
    expect(fromPickerValue(null, ZONE)).toBeNull();
    expect(fromPickerValue('', ZONE)).toBeNull();
    expect(toPickerValue(null, ZONE)).toBeNull();
    expect(toPickerValue('not a date', ZONE)).toBeNull();
  });

  it('round-trips', () => {
    for (const instant of ['2026-11-02T05:45:00.000Z', '2026-03-09T16:00:00.000Z']) {
      expect(fromPickerValue(toPickerValue(instant, ZONE), ZONE)).toBe(instant);
    }
  });
});

describe('picker bounds', () => {
  it('starts at now, rounded up to the minute, in the zone', () => {
    expect(pickerNow(ZONE, Date.parse('2026-03-10T15:00:20Z'))).toBe('2026-03-10 11:01:00');
    expect(pickerNow(ZONE, Date.parse('2026-03-10T15:00:00Z'))).toBe('2026-03-10 11:00:00');
  });

  it('offers ten years from this year (docs/product.md: Limits)', () => {
    expect(pickerLimit(ZONE, Date.parse('2026-03-10T15:00:00Z'))).toBe('2035-12-31 23:59:00');
  });

  it('picks the later and the earlier of two values', () => {
    expect(laterOf('2026-03-10 11:00:00', '2026-03-12 08:00:00')).toBe('2026-03-12 08:00:00');
    expect(laterOf('2026-03-10 11:00:00', null)).toBe('2026-03-10 11:00:00');
    expect(earlierOf('2035-12-31 23:59:00', '2026-03-12 08:00:00')).toBe('2026-03-12 08:00:00');
    expect(earlierOf('2035-12-31 23:59:00', null)).toBe('2035-12-31 23:59:00');
  });
});

describe('timeZoneLabel', () => {
  it('names the zone as people say it, in each language', () => {
    expect(timeZoneLabel('America/Toronto', 'en')).toBe('Eastern Time');
    expect(timeZoneLabel('America/Toronto', 'fr')).toBe('heure de l’Est');
    expect(timeZoneLabel('Not/AZone', 'en')).toBe('Not/AZone');
  });
});
