import { z } from 'zod';
import { checkResetPassword } from './reset-password';

/**
 * The profile's change-password form: the current password, then the new one under the same
 * rule as a reset (one rule, `checkResetPassword`). Each error code is the message, on its field.
 */
export const ZChangePasswordForm = z
  .object({ currentPassword: z.string(), password: z.string(), repeat: z.string() })
  .superRefine(({ currentPassword, password, repeat }, ctx) => {
    if (currentPassword === '') {
      ctx.addIssue({ code: 'custom', message: 'required', path: ['currentPassword'] });
    }
    const error = checkResetPassword(password, repeat);
    if (!error) return;
    const path = error === 'repeated_password_is_different' ? 'repeat' : 'password';
    ctx.addIssue({ code: 'custom', message: error, path: [path] });
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;
