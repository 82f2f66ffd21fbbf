import { z } from 'zod';
import { isEmail } from '../validation/rules';

/**
 * The profile's new e-mail, as the client checks it before sending (the login page's forms are in
 * sign-in-forms.ts): a valid address and, when it differs from the current one, the current
 * password (the API refuses the change without it, ZUpdateUserRequest). Each error code is the
 * message, on its field.
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
