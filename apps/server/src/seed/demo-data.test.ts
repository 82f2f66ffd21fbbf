import { describe, expect, it } from 'vitest';
import { DEMO_LEASES, demoLeaseDate } from './demo-data';

describe('demo leases', () => {
  it.each(['2026-11-23', '2027-06-30', '2027-07-01', '2031-02-28'])(
    'are current for every demo tenant when seeded on %s',
    (day) => {
      const today = new Date(`${day}T12:00:00Z`);
      for (const lease of DEMO_LEASES) {
        const startAt = demoLeaseDate(lease.startAt, today);
        const endAt = demoLeaseDate(lease.endAt, today);
        expect(startAt <= day && day <= endAt, `${lease.unit}: ${startAt}..${endAt}`).toBe(true);
      }
    },
  );

  it('keep their written dates in the lease year they are written in, and move by whole years', () => {
    expect(demoLeaseDate('2025-07-01', new Date('2027-06-30T12:00:00Z'))).toBe('2025-07-01');
    expect(demoLeaseDate('2025-07-01', new Date('2027-07-01T12:00:00Z'))).toBe('2026-07-01');
    expect(demoLeaseDate('2028-02-29', new Date('2027-07-01T12:00:00Z'))).toBe('2029-02-28');
  });
});
