import { z } from 'zod';
import { isEmail } from '../validation/rules';

/**
 * The forms of signing in and of the account's e-mail, as the client checks them before sending
 * (the API's own schemas are ZLoginRequest, ZForgotPasswordRequest and ZUpdateUserRequest). Each
 * error code is the message, on its field; the values are left as typed (nothing is trimmed here).
 */

const filled = z.string().refine((value) => value.trim() !== '', { message: 'required' });

/** Resident and manager sign-in: a user name and a password, both required. */
export const ZLoginForm = z.object({
  username: filled,
  password: z.string().refine((value) => value !== '', { message: 'required' }),
  /** Longer-lived token (desktop only). */
  rememberMe: z.boolean().optional(),
});
export type TLoginForm = z.infer<typeof ZLoginForm>;

/** Forgot password: an address to mail the link to (docs/product.md: Field rules). */
export const ZForgotPasswordForm = z.object({ email: filled });
export type TForgotPasswordForm = z.infer<typeof ZForgotPasswordForm>;

/**
 * The profile's new e-mail: a valid address and, when it differs from the current one, the
 * current password (the API refuses the change without it, ZUpdateUserRequest).
 */
export function changeEmailFormSchema(currentEmail: string) {
  return z
    .object({ email: z.string(), currentPassword: z.string() })
    .superRefine(({ email, currentPassword }, ctx) => {
      const address = email.trim();
      if (!isEmail(address)) ctx.addIssue({ code: 'custom', message: 'email', path: ['email'] });
      if (address !== currentEmail && currentPassword === '') {
        ctx.addIssue({ code: 'custom', message: 'required', path: ['currentPassword'] });
      }
    });
}
export type TChangeEmailForm = z.infer<ReturnType<typeof changeEmailFormSchema>>;
