/**
 * The sign-in page's forms, as the client checks them before sending; the API's ZLoginRequest
 * builds on the same field rules. Plain functions, not zod: even zod/mini brings zod's core
 * (15 KiB gzip), and the sign-in page is the one a first visit starts on. Each error code is the
 * message, on its field; the values are left as typed (nothing is trimmed here).
 */

/** A text that must be there: something besides spaces (a user name, an address). */
export const isFilled = (value: string) => value.trim() !== '';
/** A password that must be there: anything typed, spaces too. */
export const isTypedPassword = (value: string) => value !== '';

/** The code of a field left empty. */
export const REQUIRED = 'required';

/** Each field's error code; a field without one is valid. */
export type TFormErrors<T> = Partial<Record<keyof T, string>>;

/** The errors of the fields whose rule refuses their value, in the rules' order. */
function requiredFields<T>(values: T, rules: { [K in keyof T]?: (value: T[K]) => boolean }) {
  const errors: TFormErrors<T> = {};
  for (const name of Object.keys(rules) as (keyof T)[]) {
    if (rules[name]?.(values[name]) === false) errors[name] = REQUIRED;
  }
  return errors;
}

/** Resident and manager sign-in: a user name and a password, both required. */
export type TLoginForm = {
  username: string;
  password: string;
  /** Longer-lived token (desktop only). */
  rememberMe?: boolean;
};
export const checkLoginForm = (values: TLoginForm) =>
  requiredFields(values, { username: isFilled, password: isTypedPassword });

/** Forgot password: an address to mail the link to (docs/product.md: Field rules). */
export type TForgotPasswordForm = { email: string };
export const checkForgotPasswordForm = (values: TForgotPasswordForm) =>
  requiredFields(values, { email: isFilled });
