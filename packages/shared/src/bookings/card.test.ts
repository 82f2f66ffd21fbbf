import { describe, expect, it } from 'vitest';
import { ZCardTokenRequest } from './bookings.types';
import {
  cardBrand,
  cardLast4,
  isCardExpired,
  isCardNumberWellFormed,
  isCvcValid,
  isLuhnValid,
  normalizeCardNumber,
  parseCardExpiry,
  TEST_CARDS,
  testCardOutcome,
} from './card';

describe('normalizeCardNumber', () => {
  it('keeps only the digits of a grouped number', () => {
    expect(normalizeCardNumber('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(normalizeCardNumber('4242-4242-4242-4242')).toBe('4242424242424242');
    expect(normalizeCardNumber(' 4242\t4242 - 4242\n4242 ')).toBe('4242424242424242');
    expect(normalizeCardNumber('')).toBe('');
  });

  it('leaves other characters for the checks to refuse', () => {
    expect(normalizeCardNumber('4242.4242')).toBe('4242.4242');
  });
});

describe('isLuhnValid', () => {
  it.each([
    TEST_CARDS.succeeds,
    TEST_CARDS.declined,
    TEST_CARDS.insufficientFunds,
    '5555555555554444',
    '2223003122003222',
    '378282246310005',
    '6011111111111117',
    '4242 4242 4242 4242',
    '0000000000000000',
  ])('accepts %s', (number) => {
    expect(isLuhnValid(number)).toBe(true);
  });

  it.each([
    '4242424242424241',
    '4242424242424243',
    '4000000000000001',
    '378282246310006',
    '1234567812345678',
  ])('refuses %s (one digit off)', (number) => {
    expect(isLuhnValid(number)).toBe(false);
  });

  it('refuses what is not digits', () => {
    expect(isLuhnValid('')).toBe(false);
    expect(isLuhnValid('4242a42424242424')).toBe(false);
    expect(isLuhnValid('４２４２４２４２４２４２４２４２')).toBe(false);
  });

  it('catches every single-digit typo of a valid number', () => {
    const valid = TEST_CARDS.succeeds;
    for (let i = 0; i < valid.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === valid[i]) continue;
        const typo = valid.slice(0, i) + d + valid.slice(i + 1);
        expect(isLuhnValid(typo), typo).toBe(false);
      }
    }
  });
});

describe('isCardNumberWellFormed', () => {
  it('takes 12 to 19 digits, grouped or not', () => {
    expect(isCardNumberWellFormed('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumberWellFormed('1'.repeat(12))).toBe(true);
    expect(isCardNumberWellFormed('1'.repeat(19))).toBe(true);
    expect(isCardNumberWellFormed('1'.repeat(11))).toBe(false);
    expect(isCardNumberWellFormed('1'.repeat(20))).toBe(false);
    expect(isCardNumberWellFormed('4242x4242x4242x4242')).toBe(false);
    expect(isCardNumberWellFormed('')).toBe(false);
  });
});

describe('cardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4000 0000 0000 0002', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['2220990000000000', 'unknown'],
    ['2721000000000000', 'unknown'],
    ['5000000000000000', 'unknown'],
    ['5600000000000000', 'unknown'],
    ['378282246310005', 'amex'],
    ['371449635398431', 'amex'],
    ['3530111333300000', 'unknown'],
    ['6011111111111117', 'unknown'],
    ['', 'unknown'],
    ['abcd', 'unknown'],
  ] as const)('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});

describe('isCvcValid', () => {
  it('asks 4 digits of American Express, 3 of Visa and Mastercard', () => {
    expect(isCvcValid('1234', 'amex')).toBe(true);
    expect(isCvcValid('123', 'amex')).toBe(false);
    expect(isCvcValid('123', 'visa')).toBe(true);
    expect(isCvcValid('1234', 'visa')).toBe(false);
    expect(isCvcValid('123', 'mastercard')).toBe(true);
    expect(isCvcValid('12', 'mastercard')).toBe(false);
  });

  it('takes 3 or 4 digits of an unknown brand, and never letters', () => {
    expect(isCvcValid('123', 'unknown')).toBe(true);
    expect(isCvcValid('1234', 'unknown')).toBe(true);
    expect(isCvcValid('12345', 'unknown')).toBe(false);
    expect(isCvcValid('12a', 'unknown')).toBe(false);
    expect(isCvcValid('', 'visa')).toBe(false);
  });
});

describe('isCardExpired', () => {
  const now = new Date('2026-05-15T12:00:00Z');

  it('keeps a card valid through the last moment of its expiry month', () => {
    expect(isCardExpired({ expMonth: 5, expYear: 2026 }, now)).toBe(false);
    const lastMoment = new Date('2026-05-31T23:59:59.999Z');
    expect(isCardExpired({ expMonth: 5, expYear: 2026 }, lastMoment)).toBe(false);
    const firstOfNext = new Date('2026-06-01T00:00:00Z');
    expect(isCardExpired({ expMonth: 5, expYear: 2026 }, firstOfNext)).toBe(true);
  });

  it('refuses a past month or year, takes a future one', () => {
    expect(isCardExpired({ expMonth: 4, expYear: 2026 }, now)).toBe(true);
    expect(isCardExpired({ expMonth: 12, expYear: 2025 }, now)).toBe(true);
    expect(isCardExpired({ expMonth: 6, expYear: 2026 }, now)).toBe(false);
    expect(isCardExpired({ expMonth: 1, expYear: 2027 }, now)).toBe(false);
    expect(isCardExpired({ expMonth: 12, expYear: 2099 }, now)).toBe(false);
  });

  it('turns over at the new year', () => {
    const newYear = new Date('2027-01-01T00:00:00Z');
    expect(isCardExpired({ expMonth: 12, expYear: 2026 }, newYear)).toBe(true);
    expect(isCardExpired({ expMonth: 1, expYear: 2027 }, newYear)).toBe(false);
    const newYearsEve = new Date('2026-12-31T23:59:59Z');
    expect(isCardExpired({ expMonth: 12, expYear: 2026 }, newYearsEve)).toBe(false);
  });

  it('reads the month in UTC, whatever the local time zone', () => {
    // 20:00 on May 31 in Toronto is already June 1 in UTC.
    const torontoEvening = new Date('2026-05-31T20:00:00-04:00');
    expect(isCardExpired({ expMonth: 5, expYear: 2026 }, torontoEvening)).toBe(true);
  });

  it('treats an impossible month as expired', () => {
    expect(isCardExpired({ expMonth: 0, expYear: 2030 }, now)).toBe(true);
    expect(isCardExpired({ expMonth: 13, expYear: 2030 }, now)).toBe(true);
    expect(isCardExpired({ expMonth: 1.5, expYear: 2030 }, now)).toBe(true);
    expect(isCardExpired({ expMonth: 1, expYear: Number.NaN }, now)).toBe(true);
  });
});

describe('parseCardExpiry', () => {
  it('reads MM/YY and MM/YYYY', () => {
    expect(parseCardExpiry('05/27')).toEqual({ expMonth: 5, expYear: 2027 });
    expect(parseCardExpiry('5/27')).toEqual({ expMonth: 5, expYear: 2027 });
    expect(parseCardExpiry(' 12 / 2030 ')).toEqual({ expMonth: 12, expYear: 2030 });
  });

  it('answers null for what is not an expiry', () => {
    for (const value of ['', '13/27', '00/27', '1227', '12/7', '12/027', 'ab/cd', '12-27']) {
      expect(parseCardExpiry(value), value).toBeNull();
    }
  });
});

describe('testCardOutcome', () => {
  it('maps the test numbers, grouped or not, and lets any other number succeed', () => {
    expect(testCardOutcome(TEST_CARDS.succeeds)).toBe('succeeds');
    expect(testCardOutcome('4000 0000 0000 0002')).toBe('declined');
    expect(testCardOutcome('4000-0000-0000-9995')).toBe('insufficient_funds');
    expect(testCardOutcome('5555555555554444')).toBe('succeeds');
  });
});

describe('cardLast4', () => {
  it('answers the last four digits only', () => {
    expect(cardLast4('4242 4242 4242 4242')).toBe('4242');
    expect(cardLast4('378282246310005')).toBe('0005');
  });
});

describe('ZCardTokenRequest', () => {
  const valid = {
    number: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
    publicKey: 'pk_local_habitat',
  };

  it('normalizes the number', () => {
    expect(ZCardTokenRequest.parse(valid).number).toBe('4242424242424242');
  });

  it('names the field without echoing the number', () => {
    const result = ZCardTokenRequest.safeParse({ ...valid, number: '4242 4242 4242 424x' });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues.map((i) => i.message))).not.toContain('4242');
  });
});
