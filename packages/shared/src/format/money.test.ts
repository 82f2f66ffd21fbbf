import { describe, expect, it } from 'vitest';
import { formatPrice, PRICE_SPACE } from './money';

/** Any no-break space becomes a plain one, so the expectations stay readable. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it.each([
    [123450, '1 234,50 $', '$1,234.50'],
    [0, '0,00 $', '$0.00'],
    [5, '0,05 $', '$0.05'],
    [100, '1,00 $', '$1.00'],
    [123456789, '1 234 567,89 $', '$1,234,567.89'],
    [-2550, '-25,50 $', '-$25.50'],
  ])('%i cents → fr "%s", en "%s"', (cents, fr, en) => {
    expect(plain(formatPrice(cents, 'fr'))).toBe(fr);
    expect(formatPrice(cents, 'en')).toBe(en);
  });

  it('uses a no-break space in French so the amount never wraps', () => {
    expect(formatPrice(123450, 'fr')).toBe(`1${PRICE_SPACE}234,50${PRICE_SPACE}$`);
    expect(PRICE_SPACE).toBe('\u00a0');
  });
});
