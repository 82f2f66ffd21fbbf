import { describe, expect, it } from 'vitest';
import { changeEmailFormSchema, ZForgotPasswordForm, ZLoginForm } from './account-forms';

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

describe('changeEmailFormSchema', () => {
  const schema = changeEmailFormSchema('ann@example.com');
  it('accepts the current address without a password', () => {
    expect(schema.safeParse({ email: ' ann@example.com ', currentPassword: '' }).success).toBe(
      true,
    );
  });
  it('asks for a valid address and, for a new one, the current password', () => {
    expect(issues(schema.safeParse({ email: 'nope', currentPassword: '' }))).toEqual([
      { path: ['email'], message: 'email' },
      { path: ['currentPassword'], message: 'required' },
    ]);
    expect(schema.safeParse({ email: 'bob@example.com', currentPassword: 'x' }).success).toBe(true);
  });
});
