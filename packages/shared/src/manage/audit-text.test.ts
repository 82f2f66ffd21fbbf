import { describe, expect, it } from 'vitest';
import { auditValueText, csvCell } from './audit-text';

describe('auditValueText', () => {
  it("says a status in words, the item's own", () => {
    expect(auditValueText('request', 'status', 'in_progress', 'fr')).toBe('En cours');
    expect(auditValueText('request', 'status', 'pending', 'en')).toBe('Pending');
    expect(auditValueText('news', 'status', 'in_progress', 'en')).toBe('Published');
    expect(auditValueText('account_request', 'status', 'declined', 'fr')).toBe('Refusée');
    // An unknown status is shown as recorded rather than guessed.
    expect(auditValueText('payment', 'status', 'settled', 'en')).toBe('settled');
  });

  it('says opening hours and weekly ranges day by day, never as JSON', () => {
    const hours = {
      tuesday: [
        { from: '09:00', to: '12:00' },
        { from: '13:00', to: '17:00' },
      ],
      monday: [{ from: '09:00', to: '17:00' }],
      sunday: [],
    };
    expect(auditValueText('service', 'hours', hours, 'fr')).toBe(
      'lun. 09:00–17:00 ; mar. 09:00–12:00, 13:00–17:00',
    );
    expect(auditValueText('service', 'hours', hours, 'en')).toBe(
      'Mon 09:00–17:00; Tue 09:00–12:00, 13:00–17:00',
    );
    expect(auditValueText('booking_schedule', 'ranges', {}, 'en')).toBe('Closed');
  });

  it('says dated ranges by date, and one list of ranges as times', () => {
    const dates = { '2026-12-31': [], '2026-12-24': [{ from: '09:00', to: '12:00' }] };
    expect(auditValueText('booking_schedule', 'dates', dates, 'en')).toBe(
      '2026-12-24 09:00–12:00; 2026-12-31 Closed',
    );
    expect(auditValueText('service', 'x', [{ from: '08:00', to: '09:30' }], 'fr')).toBe(
      '08:00–09:30',
    );
  });

  it("says an instant on the building's clock", () => {
    expect(
      auditValueText('unit', 'retiredAt', '2026-11-26T22:13:39.534Z', 'fr', 'America/Toronto'),
    ).toBe('26/11/2026 - 17:13');
    // A calendar day stays as it is.
    expect(auditValueText('lease', 'startAt', '2026-07-01', 'fr', 'America/Toronto')).toBe(
      '2026-07-01',
    );
  });

  it('says yes / no, none, and both languages of a name', () => {
    expect(auditValueText('service', 'active', true, 'fr')).toBe('Oui');
    expect(auditValueText('service', 'active', false, 'en')).toBe('No');
    expect(auditValueText('service', 'link', null, 'en')).toBe('—');
    expect(auditValueText('service', 'name', { fr: 'Gym', en: 'Gym room' }, 'en')).toBe(
      'Gym / Gym room',
    );
    expect(auditValueText('unit', 'leases', 3, 'en')).toBe('3');
  });
});

describe('csvCell', () => {
  it('quotes every cell, doubling quotes inside', () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
  });

  it('defuses what a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(csvCell(text)).toBe(`"'${text}"`);
    }
    expect(csvCell('1-1=0')).toBe('"1-1=0"');
  });
});
