import { describe, expect, it } from 'vitest';
import { ZLoginRequest } from './auth.types';
import { checkForgotPasswordForm, checkLoginForm } from './sign-in-forms';

describe('checkLoginForm', () => {
  it('asks for a user name that is not blank and a password, in the fields’ order', () => {
    const errors = checkLoginForm({ username: ' ', password: '' });
    expect(errors).toEqual({ username: 'required', password: 'required' });
    expect(Object.keys(errors)).toEqual(['username', 'password']);
  });
  it('takes a password of spaces and a user name with spaces around it', () => {
    expect(checkLoginForm({ username: ' ann ', password: ' ' })).toEqual({});
  });
});

describe('checkForgotPasswordForm', () => {
  it('asks for an address', () => {
    expect(checkForgotPasswordForm({ email: '  ' })).toEqual({ email: 'required' });
    expect(checkForgotPasswordForm({ email: 'a@b.ca' })).toEqual({});
  });
});

describe('ZLoginRequest, on the same rules', () => {
  const fieldsOf = (body: unknown) => {
    const result = ZLoginRequest.safeParse(body);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };
  it('refuses what the form refuses, with the same codes', () => {
    for (const body of [
      { username: ' ', password: '' },
      { username: '', password: 'x' },
      { username: 'ann', password: '' },
    ]) {
      expect(fieldsOf(body)).toEqual(checkLoginForm(body));
    }
  });
  it('trims the user name and keeps the password as typed', () => {
    expect(ZLoginRequest.parse({ username: ' ann ', password: ' ' })).toEqual({
      username: 'ann',
      password: ' ',
    });
  });
});
