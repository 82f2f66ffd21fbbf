/**
 * Card rules written once for the web card form and the server's tokenization: number
 * checksum, brand, expiry, CVC, and the test cards of the local processor.
 */

export type TCardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

/** What the local processor does when a token of the card is charged. */
export type TCardOutcome = 'succeeds' | 'declined' | 'insufficient_funds';

/** The local processor's test numbers; any other valid number succeeds. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** The public key that tokenizes cards with the local processor (sent to the browser). */
export const LOCAL_PROCESSOR_PUBLIC_KEY = 'pk_local_habitat';

/** Card numbers are typed with spaces or dashes between groups; only the digits count. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** A card number's length range (ISO/IEC 7812). */
export const CARD_NUMBER_LENGTH = { min: 12, max: 19 } as const;

/** Digits only, 12 to 19 of them, after spaces and dashes are removed. */
export function isCardNumberWellFormed(value: string): boolean {
  const digits = normalizeCardNumber(value);
  return (
    /^\d+$/.test(digits) &&
    digits.length >= CARD_NUMBER_LENGTH.min &&
    digits.length <= CARD_NUMBER_LENGTH.max
  );
}

/** The Luhn checksum of a card number (spaces and dashes ignored); false for non-digits. */
export function isLuhnValid(value: string): boolean {
  const digits = normalizeCardNumber(value);
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand by the number's leading digits (IIN ranges). */
export function cardBrand(value: string): TCardBrand {
  const digits = normalizeCardNumber(value);
  if (!/^\d+$/.test(digits)) return 'unknown';
  if (digits.startsWith('4')) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (digits.length >= 4 && four >= 2221 && four <= 2720)) {
    return 'mastercard';
  }
  return 'unknown';
}

/** American Express has a 4-digit CVC on the front; the others 3 on the back. */
export function isCvcValid(cvc: string, brand: TCardBrand): boolean {
  switch (brand) {
    case 'amex':
      return /^\d{4}$/.test(cvc);
    case 'visa':
    case 'mastercard':
      return /^\d{3}$/.test(cvc);
    case 'unknown':
      return /^\d{3,4}$/.test(cvc);
  }
}

export type TCardExpiry = { expMonth: number; expYear: number };

/**
 * A card is valid through the last day of its expiry month. The month is read in UTC so the
 * browser and the server agree whatever their time zones.
 */
export function isCardExpired(expiry: TCardExpiry, now: Date): boolean {
  const { expMonth, expYear } = expiry;
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) return true;
  if (!Number.isInteger(expYear)) return true;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

/** 'MM/YY', 'MM / YY' or 'MM/YYYY' as typed in a card form; null when it is not a date. */
export function parseCardExpiry(value: string): TCardExpiry | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: match[2]!.length === 2 ? 2000 + year : year };
}

/** The outcome a number stands for with the local processor. */
export function testCardOutcome(value: string): TCardOutcome {
  switch (normalizeCardNumber(value)) {
    case TEST_CARDS.declined:
      return 'declined';
    case TEST_CARDS.insufficientFunds:
      return 'insufficient_funds';
    default:
      return 'succeeds';
  }
}

/** The last four digits, the only part of a number a receipt or a log may show. */
export function cardLast4(value: string): string {
  return normalizeCardNumber(value).slice(-4);
}
