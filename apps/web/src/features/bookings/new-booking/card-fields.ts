import {
  cardBrand,
  isCardExpired,
  isCardNumberWellFormed,
  isCvcValid,
  isLuhnValid,
  normalizeCardNumber,
  parseCardExpiry,
} from '@habitat/shared';
import type { TCardInput } from '../api/create-reservation';

/** The card as typed: number with or without spaces, expiry 'MM/YY', CVC. */
export type TCardFields = { number: string; expiry: string; cvc: string };

export const EMPTY_CARD: TCardFields = { number: '', expiry: '', cvc: '' };

export type TCardIssue = 'number_invalid' | 'expiry_invalid' | 'expired' | 'cvc_invalid';
export type TCardIssues = Partial<Record<keyof TCardFields, TCardIssue>>;

/** What is wrong with each field, by the shared card rules (Luhn, expiry, CVC per brand). */
export function cardIssues(card: TCardFields, now: Date): TCardIssues {
  const issues: TCardIssues = {};
  if (!isCardNumberWellFormed(card.number) || !isLuhnValid(card.number)) {
    issues.number = 'number_invalid';
  }
  const expiry = parseCardExpiry(card.expiry);
  if (!expiry) issues.expiry = 'expiry_invalid';
  else if (isCardExpired(expiry, now)) issues.expiry = 'expired';
  if (!isCvcValid(card.cvc.trim(), cardBrand(card.number))) issues.cvc = 'cvc_invalid';
  return issues;
}

/** The tokenization call's card fields; call only once cardIssues() found nothing. */
export function toCardInput(card: TCardFields): TCardInput {
  const expiry = parseCardExpiry(card.expiry);
  if (!expiry) throw new Error('toCardInput: the expiry is not a date');
  return { number: normalizeCardNumber(card.number), ...expiry, cvc: card.cvc.trim() };
}

/** '4242424242424242' → '4242 4242 4242 4242' as the user types (at most 19 digits). */
export function spacedCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1229' → '12/29' as the user types. */
export function slashedExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
