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

/**
 * The password page's `invitation` parameter: a link a manager's action mailed opens the page's
 * welcome form, which signs the person in once the password is chosen. `resident`: a new
 * resident (an approval, a lease); `passwordSet`: an existing resident sent a link by the
 * management; `manager`: a new manager, signed in to the console.
 */
export const PASSWORD_PAGE_WELCOMES = {
  resident: '1',
  passwordSet: 'set',
  manager: 'manager',
} as const;
export type TPasswordPageWelcome = keyof typeof PASSWORD_PAGE_WELCOMES;

/** The welcome a password page's `invitation` parameter asks for; null for a plain reset. */
export function passwordPageWelcome(parameter: string | null): TPasswordPageWelcome | null {
  const found = Object.entries(PASSWORD_PAGE_WELCOMES).find(([, value]) => value === parameter);
  return (found?.[0] as TPasswordPageWelcome | undefined) ?? null;
}
