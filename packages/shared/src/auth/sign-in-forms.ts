import { z } from 'zod/mini';

/**
 * The login page's forms, as the client checks them before sending (the API's own schemas are
 * ZLoginRequest and ZForgotPasswordRequest). On zod/mini: the page a visit starts on downloads
 * about 5 KiB for them instead of the whole of zod. Each error code is the message, on its field;
 * the values are left as typed (nothing is trimmed here).
 */

const filled = z.string().check(z.refine((value) => value.trim() !== '', { message: 'required' }));

/** Resident and manager sign-in: a user name and a password, both required. */
export const ZLoginForm = z.object({
  username: filled,
  password: z.string().check(z.refine((value) => value !== '', { message: 'required' })),
  /** Longer-lived token (desktop only). */
  rememberMe: z.optional(z.boolean()),
});
export type TLoginForm = z.infer<typeof ZLoginForm>;

/** Forgot password: an address to mail the link to (docs/product.md: Field rules). */
export const ZForgotPasswordForm = z.object({ email: filled });
export type TForgotPasswordForm = z.infer<typeof ZForgotPasswordForm>;
