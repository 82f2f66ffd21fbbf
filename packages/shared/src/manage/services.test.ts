import { describe, expect, it } from 'vitest';
import {
  dayRangeIssues,
  serviceHoursIssues,
  ZManageServiceCreateRequest,
  ZManageServiceHours,
} from './services';

const fieldCodes = (body: unknown) => {
  const parsed = ZManageServiceCreateRequest.safeParse(body);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('service opening hours', () => {
  it('accepts split ranges in any order and stores them sorted', () => {
    const parsed = ZManageServiceHours.parse({
      monday: [
        { from: '14:00', to: '18:00' },
        { from: '08:00', to: '12:00' },
      ],
      sunday: [{ from: '22:00', to: '24:00' }],
    });
    expect(parsed.monday).toEqual([
      { from: '08:00', to: '12:00' },
      { from: '14:00', to: '18:00' },
    ]);
    expect(parsed.sunday).toEqual([{ from: '22:00', to: '24:00' }]);
    expect(parsed.tuesday).toEqual([]);
  });

  it('lets ranges touch but not overlap', () => {
    expect(
      dayRangeIssues('monday', [
        { from: '08:00', to: '12:00' },
        { from: '12:00', to: '14:00' },
      ]),
    ).toEqual([]);
    expect(
      dayRangeIssues('monday', [
        { from: '11:00', to: '15:00' },
        { from: '08:00', to: '12:00' },
      ]),
    ).toEqual([{ day: 'monday', index: 0, field: 'from', code: 'overlap' }]);
  });

  it('refuses times that are not HH:MM and ranges that do not end after they start', () => {
    expect(dayRangeIssues('friday', [{ from: '8:00', to: '25:00' }])).toEqual([
      { day: 'friday', index: 0, field: 'from', code: 'hour' },
      { day: 'friday', index: 0, field: 'to', code: 'hour' },
    ]);
    expect(dayRangeIssues('friday', [{ from: '10:00', to: '10:00' }])).toEqual([
      { day: 'friday', index: 0, field: 'to', code: 'range_order' },
    ]);
    expect(serviceHoursIssues({ tuesday: [{ from: '09:00', to: '08:00' }] })).toHaveLength(1);
  });

  it('names the failing range in the field path of a request', () => {
    expect(
      fieldCodes({
        categoryId: 1,
        name: { fr: 'Piscine', en: 'Pool' },
        hours: {
          wednesday: [
            { from: '09:00', to: '12:00' },
            { from: '10:00', to: '13:00' },
          ],
        },
      }),
    ).toEqual({ 'hours.wednesday.1.from': 'overlap' });
  });
});

describe('service fields', () => {
  const valid = { categoryId: 3, name: { fr: 'Piscine', en: 'Pool' } };

  it('fills defaults and turns blanks into null', () => {
    const parsed = ZManageServiceCreateRequest.parse({ ...valid, link: ' ', email: '' });
    expect(parsed).toMatchObject({
      active: true,
      link: null,
      email: null,
      phoneNumber: null,
      maxActiveBookingsPerUser: null,
      description: { fr: '', en: '' },
      externalLinks: [],
    });
  });

  it('gives a code per bad field', () => {
    expect(
      fieldCodes({
        categoryId: 'x',
        name: { fr: 'Piscine', en: '  ' },
        link: 'javascript:alert(1)',
        email: 'nope',
        phoneNumber: '12',
        maxActiveBookingsPerUser: 0,
        maxActiveBookingsPerUnit: 2.5,
        externalLinks: [{ name: 'Site', url: 'ftp://x' }],
      }),
    ).toEqual({
      categoryId: 'invalid_type',
      'name.en': 'required',
      link: 'url',
      email: 'email',
      phoneNumber: 'phone',
      maxActiveBookingsPerUser: 'invalid_type',
      maxActiveBookingsPerUnit: 'invalid_type',
      'externalLinks.0.url': 'url',
    });
  });
});
