import { z } from 'zod';
import { ZId } from '../common';
import { DEFAULT_LOCALE, LOCALES } from '../constants';
import { isEmail, isPhone } from '../validation/rules';
import { ZOptionalPhone } from '../validation/zod';

/** Length caps shared by the API schema and the form, so the form never sends what the API refuses. */
const MAX = { name: 120, address: 200, unit: 20, phone: 30, email: 180, note: 2000 } as const;

/** POST /api/account_requests (no auth). Field rules of docs/product.md: Field rules "Account creation". */
export const ZAccountRequest = z.object({
  name: z.string().trim().min(1).max(MAX.name),
  address: z.string().trim().min(1).max(MAX.address),
  unit: z.string().trim().min(1).max(MAX.unit),
  phone: ZOptionalPhone.refine((p) => p === undefined || p.length <= MAX.phone, {
    message: 'maxLength',
  }),
  /** Required by the desktop form, optional on mobile: where the decision is mailed. */
  email: z
    .string()
    .trim()
    .transform((s) => (s === '' ? undefined : s))
    .pipe(z.email().max(MAX.email).optional())
    .optional(),
  note: z.string().trim().max(MAX.note).optional(),
  property: ZId,
  /** The language of the form: the decision is mailed in it. */
  locale: z.enum(LOCALES, { error: 'invalid_value' }).default(DEFAULT_LOCALE),
});
export type TAccountRequest = z.infer<typeof ZAccountRequest>;

export const ZAccountRequestResponse = z.object({ id: z.number() });

/** Messages are rule names (see validation/rules), translated by the client. */
const text = (max: number) => z.string().trim().max(max, { message: 'maxLength' });
const required = (max: number) => text(max).min(1, { message: 'required', abort: true });

/**
 * The account-request form (docs/product.md: Field rules). Mobile has an optional phone and an
 * optional e-mail (valid when given: the decision is mailed to it); desktop requires both. The
 * property is found later by address search, so it is not here.
 */
export function accountRequestFormSchema(layout: 'mobile' | 'desktop') {
  const desktop = layout === 'desktop';
  return z.object({
    name: required(MAX.name),
    address: required(MAX.address),
    unit: required(MAX.unit),
    phone: desktop
      ? required(MAX.phone).refine(isPhone, { message: 'phone' })
      : text(MAX.phone).refine((s) => s === '' || isPhone(s), { message: 'phone' }),
    email: desktop
      ? required(MAX.email).refine(isEmail, { message: 'email' })
      : text(MAX.email).refine((s) => s === '' || isEmail(s), { message: 'email' }),
    note: text(MAX.note),
  });
}
export type TAccountRequestForm = z.infer<ReturnType<typeof accountRequestFormSchema>>;
