import { REQUEST_NUMBER_DIGITS, type TLocale } from '../constants';

export function formatRequestNumber(n: number): string {
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.abs(Math.trunc(n))).padStart(REQUEST_NUMBER_DIGITS, '0');
}

/** fr "1 h 30", "45 min", "2 h"; en "1 h 30 min", "45 min", "2 h". French pads minutes ("1 h 05"). */
export function formatDuration(minutes: number, locale: TLocale): string {
  const total = Math.round(minutes);
  const sign = total < 0 ? '-' : '';
  const hours = Math.floor(Math.abs(total) / 60);
  const rest = Math.abs(total) % 60;
  if (hours === 0) return `${sign}${rest} min`;
  if (rest === 0) return `${sign}${hours} h`;
  switch (locale) {
    case 'fr':
      return `${sign}${hours} h ${String(rest).padStart(2, '0')}`;
    case 'en':
      return `${sign}${hours} h ${rest} min`;
  }
}

/** "scheme://" or one of the schemes written without slashes. */
const HAS_SCHEME = /^([a-z][a-z\d+.-]*:\/\/|(mailto|tel|sms|geo):)/i;

/**
 * docs/product.md (Field rules): a link without a scheme gets http:// prepended. Only "x://" and a few known schemes
 * count as one, so "localhost:3000" gets a scheme and "javascript:..." becomes a harmless
 * http URL instead of running script.
 */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '' || HAS_SCHEME.test(trimmed)) return trimmed;
  if (trimmed.startsWith('//')) return `http:${trimmed}`;
  return `http://${trimmed}`;
}
