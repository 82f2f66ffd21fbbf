import { describe, expect, it } from 'vitest';
import { approveAccountFormSchema } from './account-request-forms';

const base = { unit: 1, leaseStart: '2026-01-01', signer: true, firstName: 'Ann', lastName: 'Roy' };
const issues = (needsEmail: boolean, email: string) =>
  approveAccountFormSchema(needsEmail)
    .safeParse({ ...base, email })
    .error?.issues.map((issue) => ({ path: issue.path, message: issue.message }));

describe('approveAccountFormSchema', () => {
  it('lets the e-mail be left out when the request has one', () => {
    expect(issues(false, ' ')).toBeUndefined();
  });
  it('requires an e-mail when the request has none', () => {
    expect(issues(true, ' ')).toEqual([{ path: ['email'], message: 'required' }]);
  });
  it('checks a given address the same way either way', () => {
    expect(issues(true, 'bad')).toEqual([{ path: ['email'], message: 'email' }]);
    expect(issues(false, 'bad')).toEqual([{ path: ['email'], message: 'email' }]);
    expect(approveAccountFormSchema(true).parse({ ...base, email: 'A@B.CA' }).email).toBe('a@b.ca');
  });
});
