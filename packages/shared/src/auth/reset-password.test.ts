import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { checkResetPassword, ZResetPasswordForm } from './reset-password';

const good = 'x'.repeat(PASSWORD_MIN_LENGTH);

describe('checkResetPassword', () => {
  it('accepts a long enough password repeated exactly', () => {
    expect(checkResetPassword(good, good)).toBeNull();
  });
  it('reports an empty password', () => {
    expect(checkResetPassword('', '')).toBe('password_is_empty');
  });
  it('reports a password shorter than the minimum', () => {
    const short = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
    expect(checkResetPassword(short, short)).toBe('password_too_short');
  });
  it('reports a different repeat', () => {
    expect(checkResetPassword(good, `${good}y`)).toBe('repeated_password_is_different');
  });
});

describe('ZResetPasswordForm', () => {
  function issue(password: string, repeat: string) {
    const result = ZResetPasswordForm.safeParse({ password, repeat });
    return result.error?.issues.map((i) => ({ path: i.path, message: i.message }));
  }

  it('accepts a valid form', () => {
    expect(issue(good, good)).toBeUndefined();
  });
  it('puts the empty and too-short errors on password', () => {
    expect(issue('', '')).toEqual([{ path: ['password'], message: 'password_is_empty' }]);
    expect(issue('abc', 'abc')).toEqual([{ path: ['password'], message: 'password_too_short' }]);
  });
  it('puts the different-repeat error on repeat', () => {
    expect(issue(good, 'other')).toEqual([
      { path: ['repeat'], message: 'repeated_password_is_different' },
    ]);
  });
});
