import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import type { TErrorCode } from '../errors/codes';

export type TResetPasswordError = Extract<
  TErrorCode,
  'password_is_empty' | 'repeated_password_is_different' | 'password_too_short'
>;

/** docs/product.md (Field rules) "Reset password": the first error, or null; checked in the order the user fixes them. */
export function checkResetPassword(password: string, repeat: string): TResetPasswordError | null {
  if (password === '') return 'password_is_empty';
  if (password.length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (repeat !== password) return 'repeated_password_is_different';
  return null;
}

/** The reset form; the error code is the message, on the field the user must change. */
export const ZResetPasswordForm = z
  .object({ password: z.string(), repeat: z.string() })
  .superRefine(({ password, repeat }, ctx) => {
    const error = checkResetPassword(password, repeat);
    if (!error) return;
    const path = error === 'repeated_password_is_different' ? 'repeat' : 'password';
    ctx.addIssue({ code: 'custom', message: error, path: [path] });
  });
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;
