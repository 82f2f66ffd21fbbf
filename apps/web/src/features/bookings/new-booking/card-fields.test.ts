import { TEST_CARDS } from '@habitat/shared';
import { describe, expect, it } from 'vitest';
import { cardIssues, slashedExpiry, spacedCardNumber, toCardInput } from './card-fields';

const now = new Date('2026-03-03T15:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' };

describe('card fields', () => {
  it('accepts a valid card and reads it for the tokenization call', () => {
    expect(cardIssues(good, now)).toEqual({});
    expect(toCardInput(good)).toEqual({
      number: TEST_CARDS.succeeds,
      expMonth: 12,
      expYear: 2029,
      cvc: '123',
    });
  });

  it('names each problem: Luhn, expiry format, expired, CVC', () => {
    expect(cardIssues({ ...good, number: '4242 4242 4242 4241' }, now)).toEqual({
      number: 'number_invalid',
    });
    expect(cardIssues({ ...good, expiry: '13/29' }, now)).toEqual({ expiry: 'expiry_invalid' });
    expect(cardIssues({ ...good, expiry: '02/26' }, now)).toEqual({ expiry: 'expired' });
    expect(cardIssues({ ...good, expiry: '03/26' }, now)).toEqual({});
    expect(cardIssues({ ...good, cvc: '12' }, now)).toEqual({ cvc: 'cvc_invalid' });
  });

  it('formats as the user types', () => {
    expect(spacedCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(spacedCardNumber('4242-42')).toBe('4242 42');
    expect(slashedExpiry('1229')).toBe('12/29');
    expect(slashedExpiry('1')).toBe('1');
  });
});
