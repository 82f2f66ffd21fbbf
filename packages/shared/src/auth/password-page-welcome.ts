/*
 * Kept apart from the reset form's schema (and zod): the web app's route table reads it to title
 * the password page, and the route table is in every page's first download.
 */

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
