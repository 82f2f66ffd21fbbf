import { describe, expect, it } from 'vitest';
import {
  countWords,
  hasMaxDecimals,
  isEmail,
  isHour,
  isNumeric,
  isPhone,
  isPostalCode,
  isPresent,
  type TFieldRules,
  validateField,
  validateForm,
  visibleErrors,
} from './rules';

describe('isPresent (required)', () => {
  it.each([[undefined], [null], [''], ['   '], [false], [[]], [Number.NaN]])(
    'treats %j as absent',
    (value) => {
      expect(isPresent(value)).toBe(false);
    },
  );

  it.each([['a'], [0], [true], [['x']], [{}]])('treats %j as present', (value) => {
    expect(isPresent(value)).toBe(true);
  });
});

describe('isEmail', () => {
  it.each(['jane@example.com', 'jane.doe+tag@mail.example.ca'])('accepts %s', (s) => {
    expect(isEmail(s)).toBe(true);
  });
  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com'])(
    'rejects %s',
    (s) => {
      expect(isEmail(s)).toBe(false);
    },
  );
});

describe('isPhone', () => {
  it.each(['(514) 555-0199', '5145550199', '514-555-0199', '1 514 555 0199'])('accepts %s', (s) => {
    expect(isPhone(s)).toBe(true);
  });
  it.each([
    ['9 digits', '514555019'],
    ['9 digits with punctuation', '(514) 555-019'],
    ['letters', '514555019a'],
    ['a leading +', '+15145550199'],
    ['dots', '514.555.0199'],
    ['empty', ''],
  ])('rejects %s', (_label, s) => {
    expect(isPhone(s)).toBe(false);
  });
});

describe('isPostalCode', () => {
  it.each(['H2X 1Y4', 'h2x1y4', 'K1A 0B1'])('accepts %s', (s) => {
    expect(isPostalCode(s)).toBe(true);
  });
  it.each(['H2X  1Y4', '12345', 'H2X 1Y', 'HH2 1Y4', 'H2X-1Y4'])('rejects %s', (s) => {
    expect(isPostalCode(s)).toBe(false);
  });
});

describe('isNumeric', () => {
  it.each([0, 12, -3.5, '42', '-0.5', '.5', ' 7 '])('accepts %j', (v) => {
    expect(isNumeric(v)).toBe(true);
  });
  it.each(['abc', '1,5', '1e3', '', '5.', Number.NaN, Number.POSITIVE_INFINITY, null, true])(
    'rejects %j',
    (v) => {
      expect(isNumeric(v)).toBe(false);
    },
  );
});

describe('isHour', () => {
  it.each(['9:30', '09:30', '0:00', '23:59'])('accepts %s', (s) => {
    expect(isHour(s)).toBe(true);
  });
  it.each(['24:00', '12:60', '9:5', '930', '123:00', 'ab:cd'])('rejects %s', (s) => {
    expect(isHour(s)).toBe(false);
  });
});

describe('countWords', () => {
  it('counts space-separated words, ignoring extra spaces', () => {
    expect(countWords('  one two   three ')).toBe(3);
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
  });
});

describe('hasMaxDecimals', () => {
  it('accepts up to N decimals', () => {
    expect(hasMaxDecimals(1.25, 2)).toBe(true);
    expect(hasMaxDecimals('10', 0)).toBe(true);
    expect(hasMaxDecimals('3.10', 2)).toBe(true);
  });
  it('rejects more than N decimals and non-numbers', () => {
    expect(hasMaxDecimals(1.255, 2)).toBe(false);
    expect(hasMaxDecimals('1.5', 0)).toBe(false);
    expect(hasMaxDecimals(1e-7, 6)).toBe(false);
    expect(hasMaxDecimals('abc', 2)).toBe(false);
  });
});

describe('validateField', () => {
  it('checks required first, and skips other rules when the value is absent', () => {
    expect(validateField('', { required: true, email: true })).toBe('required');
    expect(validateField('  ', { email: true, minLength: 3 })).toBeNull();
    expect(validateField(undefined, { phone: true })).toBeNull();
  });

  it.each<[unknown, TFieldRules, string | null]>([
    ['jane@example.com', { email: true }, null],
    ['jane@', { email: true }, 'email'],
    ['(514) 555-0199', { phone: true }, null],
    ['514555019', { phone: true }, 'phone'],
    ['H2X 1Y4', { postal: true }, null],
    ['H2X 1Y', { postal: true }, 'postal'],
    ['12', { number: true }, null],
    ['twelve', { number: true }, 'number'],
    [5, { min: 5, max: 10 }, null],
    [4, { min: 5 }, 'min'],
    ['11', { max: 10 }, 'max'],
    ['abc', { min: 1 }, 'min'],
    ['abc', { length: 3 }, null],
    ['abcd', { length: 3 }, 'length'],
    ['ab', { minLength: 3 }, 'minLength'],
    ['abcd', { maxLength: 3 }, 'maxLength'],
    ['  abc  ', { maxLength: 3 }, null],
    ['9:30', { hour: true }, null],
    ['25:00', { hour: true }, 'hour'],
    ['one two', { maxWords: 2 }, null],
    ['one two three', { maxWords: 2 }, 'maxWords'],
    ['1.5', { maxDecimals: 1 }, null],
    ['1.55', { maxDecimals: 1 }, 'maxDecimals'],
    ['AB-12', { regex: /^[A-Z]{2}-\d+$/ }, null],
    ['ab-12', { regex: /^[A-Z]{2}-\d+$/ }, 'regex'],
  ])('%j with %o gives %s', (value, rules, expected) => {
    expect(validateField(value, rules)).toBe(expected);
  });

  it('returns the first failing rule in order', () => {
    expect(validateField('abc', { number: true, minLength: 5 })).toBe('number');
    expect(validateField('1', { number: true, min: 2, minLength: 5 })).toBe('min');
  });

  it('gives the same answer every time with a global regex', () => {
    const rules = { regex: /^a+$/g };
    expect([1, 2, 3].map(() => validateField('aaa', rules))).toEqual([null, null, null]);
  });

  it('validates a field only when its condition holds', () => {
    const alarmCode: TFieldRules = { required: true, condition: (values) => values.alarm === true };
    expect(validateField('', alarmCode, { alarm: false })).toBeNull();
    expect(validateField('', alarmCode, { alarm: true })).toBe('required');
    expect(validateField('1234', alarmCode, { alarm: true })).toBeNull();
  });
});

describe('validateForm', () => {
  it('returns the failing rule of each invalid field only', () => {
    const values = { title: '', phoneNumber: '555', alarm: true, alarmCode: '', body: 'Leak' };
    const errors = validateForm(values, {
      title: { required: true },
      body: { required: true },
      phoneNumber: { required: true, phone: true },
      alarmCode: { required: true, condition: (v) => v.alarm === true },
    });
    expect(errors).toEqual({ title: 'required', phoneNumber: 'phone', alarmCode: 'required' });
  });

  it('returns no errors for a valid form', () => {
    const values = { title: 'Leak', alarm: false, alarmCode: '' };
    const errors = validateForm(values, {
      title: { required: true },
      alarmCode: { required: true, condition: (v) => v.alarm === true },
    });
    expect(errors).toEqual({});
  });
});

describe('visibleErrors', () => {
  const errors = { name: 'required', phone: 'phone' } as const;

  it('shows only the errors of fields validated once', () => {
    const shown = visibleErrors({ errors, validated: new Set(['phone']), allValidated: false });
    expect(shown).toEqual({ phone: 'phone' });
  });

  it('shows nothing before any field is validated', () => {
    expect(
      visibleErrors({ errors, validated: new Set<keyof typeof errors>(), allValidated: false }),
    ).toEqual({});
  });

  it('shows every error once all fields are marked validated', () => {
    expect(
      visibleErrors({ errors, validated: new Set<keyof typeof errors>(), allValidated: true }),
    ).toEqual(errors);
  });
});
