import { describe, expect, it } from 'vitest';
import { ZServicesQuery, ZTimeRange, ZWeeklyHours } from './services.types';

describe('ZTimeRange', () => {
  it('accepts hours by the hour rule (H:MM or HH:MM) and 24:00 as the end of the day', () => {
    expect(ZTimeRange.safeParse({ from: '06:00', to: '09:30' }).success).toBe(true);
    expect(ZTimeRange.safeParse({ from: '6:00', to: '9:30' }).success).toBe(true);
    expect(ZTimeRange.safeParse({ from: '18:00', to: '24:00' }).success).toBe(true);
  });

  it('refuses malformed times and ranges that end before they start', () => {
    expect(ZTimeRange.safeParse({ from: '6:0', to: '09:00' }).success).toBe(false);
    // Compared as times, not as text ('9:00' sorts after '10:00' as text).
    expect(ZTimeRange.safeParse({ from: '10:00', to: '9:00' }).success).toBe(false);
    expect(ZTimeRange.safeParse({ from: '06:00', to: '24:30' }).success).toBe(false);
    expect(ZTimeRange.safeParse({ from: '22:00', to: '02:00' }).success).toBe(false);
    expect(ZTimeRange.safeParse({ from: '09:00', to: '09:00' }).success).toBe(false);
  });
});

describe('ZWeeklyHours', () => {
  it('needs the seven days', () => {
    const week = {
      monday: [],
      tuesday: [{ from: '06:00', to: '09:00' }],
      wednesday: [],
      thursday: [],
      friday: [],
      saturday: [],
      sunday: [],
    };
    expect(ZWeeklyHours.safeParse(week).success).toBe(true);
    const { sunday: _sunday, ...sixDays } = week;
    expect(ZWeeklyHours.safeParse(sixDays).success).toBe(false);
  });
});

describe('ZServicesQuery', () => {
  it('defaults to the first page of 100 and reads numbers from the query string', () => {
    expect(ZServicesQuery.parse({})).toEqual({ page: 1, perPage: 100 });
    expect(ZServicesQuery.parse({ perPage: '-1', property: '3', category: '7' })).toEqual({
      page: 1,
      perPage: -1,
      property: 3,
      category: 7,
    });
  });

  it('refuses a page size of 0 and a page below 1', () => {
    expect(ZServicesQuery.safeParse({ perPage: '0' }).success).toBe(false);
    expect(ZServicesQuery.safeParse({ page: '0' }).success).toBe(false);
  });
});
