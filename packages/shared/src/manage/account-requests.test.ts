import { describe, expect, it } from 'vitest';
import { splitFullName, ZApproveAccountRequest, ZCalendarDay } from './account-requests';

describe('splitFullName', () => {
  it('takes the first word as the first name and the rest as the last name', () => {
    expect(splitFullName('  Léa   Fortin Tremblay ')).toEqual({
      firstName: 'Léa',
      lastName: 'Fortin Tremblay',
    });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});

describe('ZCalendarDay', () => {
  it('accepts a day that exists and refuses others', () => {
    expect(ZCalendarDay.safeParse('2028-02-29').success).toBe(true);
    for (const day of ['2026-02-29', '2026-13-01', '2026-1-5', 'tomorrow', '']) {
      expect(ZCalendarDay.safeParse(day).success, day).toBe(false);
    }
  });
});

describe('ZApproveAccountRequest', () => {
  const valid = { unit: 3, leaseStart: '2026-07-01', firstName: 'Léa', lastName: 'Fortin' };

  it('defaults to a signer, lowercases the e-mail and reads a blank one as none', () => {
    expect(ZApproveAccountRequest.parse({ ...valid, email: ' Lea@Example.COM ' })).toMatchObject({
      signer: true,
      email: 'lea@example.com',
    });
    expect(ZApproveAccountRequest.parse({ ...valid, email: '  ' }).email).toBeNull();
    expect(ZApproveAccountRequest.parse(valid).email).toBeNull();
  });

  it('names each bad field with a code', () => {
    const result = ZApproveAccountRequest.safeParse({
      unit: 'x',
      leaseStart: '2026-02-30',
      firstName: ' ',
      email: 'nope',
    });
    const codes = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(codes).toEqual({
      unit: 'invalid_type',
      leaseStart: 'invalid_type',
      firstName: 'required',
      lastName: 'required',
      email: 'email',
    });
  });
});
