import { formatPrice } from '@habitat/shared';
import { currentLocale } from '@/i18n/setup';

/** A price in the console's locale, or `free` for nothing to pay. */
export const priceText = (cents: number, free: string) =>
  cents === 0 ? free : formatPrice(cents, currentLocale());
