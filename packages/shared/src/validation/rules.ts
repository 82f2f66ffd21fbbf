import { z } from 'zod';
import { PHONE_MIN_DIGITS } from '../constants';

/**
 * The generic field rules of docs/product.md: Field rules that forms and schemas use (through zod, see ./zod and the
 * feature schemas): required, length and number bounds are zod's own; these are the patterns.
 */

/** Same pattern as `z.email()`, so a form and the API accept the same addresses. */
export function isEmail(s: string): boolean {
  return z.regexes.email.test(s);
}

export function isPhone(s: string): boolean {
  if (!/^[\d\-() ]+$/.test(s)) return false;
  return s.replace(/\D/g, '').length >= PHONE_MIN_DIGITS;
}

/** H:MM or HH:MM, and 24:00: the midnight that ends a day, where opening hours may end. */
export function isHour(s: string): boolean {
  return /^(([01]?\d|2[0-3]):[0-5]\d|24:00)$/.test(s);
}
