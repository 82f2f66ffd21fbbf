import { describe, expect, it } from 'vitest';
import { quietHoursValid } from './notification-types';

describe('quietHoursValid', () => {
  it('keeps two different "HH:MM" times, across midnight too', () => {
    expect(quietHoursValid({ start: '22:00', end: '07:00' })).toBe(true);
    expect(quietHoursValid({ start: '12:30', end: '13:00' })).toBe(true);
  });

  it('refuses equal times, a missing time and a time not "HH:MM"', () => {
    expect(quietHoursValid({ start: '22:00', end: '22:00' })).toBe(false);
    expect(quietHoursValid({ start: '', end: '07:00' })).toBe(false);
    expect(quietHoursValid({ start: '22:00', end: '' })).toBe(false);
    expect(quietHoursValid({ start: '24:00', end: '07:00' })).toBe(false);
    expect(quietHoursValid({ start: '22:00:00', end: '07:00' })).toBe(false);
  });
});
