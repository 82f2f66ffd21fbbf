import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { ZChangePasswordForm } from './change-password';

const good = 'x'.repeat(PASSWORD_MIN_LENGTH);

function issues(currentPassword: string, password: string, repeat: string) {
  const result = ZChangePasswordForm.safeParse({ currentPassword, password, repeat });
  return result.error?.issues.map((i) => ({ path: i.path, message: i.message }));
}

describe('ZChangePasswordForm', () => {
  it('accepts the current password and a long enough new one repeated exactly', () => {
    expect(issues('old', good, good)).toBeUndefined();
  });
  it('asks for the current password', () => {
    expect(issues('', good, good)).toEqual([{ path: ['currentPassword'], message: 'required' }]);
  });
  it('applies the reset rule to the new password', () => {
    const short = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
    expect(issues('old', short, short)).toEqual([
      { path: ['password'], message: 'password_too_short' },
    ]);
    expect(issues('old', '', '')).toEqual([{ path: ['password'], message: 'password_is_empty' }]);
    expect(issues('old', good, `${good}!`)).toEqual([
      { path: ['repeat'], message: 'repeated_password_is_different' },
    ]);
  });
  it('reports every field at once', () => {
    expect(issues('', 'short', 'short')).toEqual([
      { path: ['currentPassword'], message: 'required' },
      { path: ['password'], message: 'password_too_short' },
    ]);
  });
});
