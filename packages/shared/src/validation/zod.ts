import { z } from 'zod';
import { isPhone } from './rules';

/** Zod forms of the generic rules; the message is the rule name, which the client translates. */

export const ZPhone = z.string().trim().refine(isPhone, { message: 'phone' });

/** Empty (or blank) means "not given"; anything else must be a phone. */
export const ZOptionalPhone = z
  .string()
  .trim()
  .transform((s) => (s === '' ? undefined : s))
  .pipe(ZPhone.optional())
  .optional();
