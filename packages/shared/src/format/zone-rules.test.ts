import { describe, expect, it } from 'vitest';
import { intlWallClockParts } from './wall-clock';
import { RULE_YEARS, RULE_ZONES, ruleWallClockParts } from './zone-rules';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Every hour (at an odd minute and second) of March 1–21 and Oct 25–Nov 10, a time each day otherwise. */
function instantsOf(year: number): Date[] {
  const instants: Date[] = [];
  const dense = (from: number, to: number) => {
    for (let time = from; time < to; time += HOUR) instants.push(new Date(time));
  };
  dense(Date.UTC(year, 2, 1, 0, 7, 13), Date.UTC(year, 2, 22));
  dense(Date.UTC(year, 9, 25, 0, 7, 13), Date.UTC(year, 10, 11));
  for (
    let time = Date.UTC(year, 0, 1, 0, 43);
    time < Date.UTC(year + 1, 0, 1);
    time += DAY + 37 * 60_000
  ) {
    instants.push(new Date(time));
  }
  return instants;
}

describe('ruleWallClockParts', () => {
  it.each(Object.keys(RULE_ZONES))('matches Intl in %s over the years of the rule', (timeZone) => {
    let compared = 0;
    const differences: string[] = [];
    const text = (parts: Record<string, string> | null) =>
      parts &&
      `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
    for (let year = RULE_YEARS.first; year <= RULE_YEARS.last; year++) {
      for (const instant of instantsOf(year)) {
        const byRule = text(ruleWallClockParts(instant, timeZone));
        // The first hours of January 1 are still the previous year on the zone's clock.
        if (byRule === null && year === RULE_YEARS.first) continue;
        const byIntl = text(intlWallClockParts(instant, timeZone));
        if (byRule !== byIntl) differences.push(`${instant.toISOString()}: ${byRule} ≠ ${byIntl}`);
        compared++;
      }
    }
    expect(differences.slice(0, 5)).toEqual([]);
    expect(compared).toBeGreaterThan(30_000);
  });

  it('leaves other zones, other years and invalid dates to Intl', () => {
    expect(ruleWallClockParts(new Date('2026-07-01T12:00:00Z'), 'Europe/Paris')).toBeNull();
    expect(ruleWallClockParts(new Date('2006-07-01T12:00:00Z'), 'America/Toronto')).toBeNull();
    expect(ruleWallClockParts(new Date('2041-07-01T12:00:00Z'), 'America/Toronto')).toBeNull();
    expect(ruleWallClockParts(new Date('nope'), 'America/Toronto')).toBeNull();
  });

  it('changes the clock at 02:00 local time', () => {
    const toronto = (iso: string) => ruleWallClockParts(new Date(iso), 'America/Toronto');
    expect(toronto('2026-03-08T06:59:59Z')).toMatchObject({ day: '08', hour: '01', minute: '59' });
    expect(toronto('2026-03-08T07:00:00Z')).toMatchObject({ day: '08', hour: '03', minute: '00' });
    expect(toronto('2026-11-01T05:59:59Z')).toMatchObject({ day: '01', hour: '01', minute: '59' });
    expect(toronto('2026-11-01T06:00:00Z')).toMatchObject({ day: '01', hour: '01', minute: '00' });
  });
});
