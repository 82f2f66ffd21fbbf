import { describe, expect, it } from 'vitest';
import { ZForgotPasswordForm, ZLoginForm } from './sign-in-forms';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => ({ path: issue.path, message: issue.message }));

describe('ZLoginForm', () => {
  it('asks for a user name that is not blank and a password', () => {
    expect(issues(ZLoginForm.safeParse({ username: ' ', password: '' }))).toEqual([
      { path: ['username'], message: 'required' },
      { path: ['password'], message: 'required' },
    ]);
  });
  it('keeps the values as typed', () => {
    expect(ZLoginForm.parse({ username: ' ann ', password: ' x' })).toEqual({
      username: ' ann ',
      password: ' x',
    });
  });
});

describe('ZForgotPasswordForm', () => {
  it('asks for an address', () => {
    expect(issues(ZForgotPasswordForm.safeParse({ email: '  ' }))).toEqual([
      { path: ['email'], message: 'required' },
    ]);
    expect(ZForgotPasswordForm.safeParse({ email: 'a@b.ca' }).success).toBe(true);
  });
});
