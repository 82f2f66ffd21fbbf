import { z } from 'zod';
import { isHour, isPhone, isPostalCode } from './rules';

/** Zod forms of the generic rules; the message is the rule name, as `validateField` returns it. */

export const ZPhone = z.string().trim().refine(isPhone, { message: 'phone' });

/** Empty (or blank) means "not given"; anything else must be a phone. */
export const ZOptionalPhone = z
  .string()
  .trim()
  .transform((s) => (s === '' ? undefined : s))
  .pipe(ZPhone.optional())
  .optional();

export const ZPostalCode = z.string().trim().refine(isPostalCode, { message: 'postal' });

export const ZHour = z.string().trim().refine(isHour, { message: 'hour' });
