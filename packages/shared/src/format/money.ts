import type { TLocale } from '../constants';

/** U+00A0: keeps "1 234,50 $" on one line; used for every space a French price holds. */
export const PRICE_SPACE = '\u00a0';

function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * CAD with 2 decimals: fr "1 234,50 $", en "$1,234.50"; a minus sign always leads.
 * Built by hand rather than with Intl, whose separators differ between ICU versions and browsers.
 */
export function formatPrice(amountInCents: number, locale: TLocale): string {
  const cents = Math.round(amountInCents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = String(Math.floor(abs / 100));
  const fraction = String(abs % 100).padStart(2, '0');
  switch (locale) {
    case 'fr':
      return `${sign}${group(units, PRICE_SPACE)},${fraction}${PRICE_SPACE}$`;
    case 'en':
      return `${sign}$${group(units, ',')}.${fraction}`;
  }
}
