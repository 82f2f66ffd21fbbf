import { describe, expect, it } from 'vitest';
import { isEmail, isHour, isPhone } from './rules';

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

describe('isHour', () => {
  it.each(['9:30', '09:30', '0:00', '23:59', '24:00'])('accepts %s', (s) => {
    expect(isHour(s)).toBe(true);
  });
  it.each(['24:01', '25:00', '12:60', '9:5', '930', '123:00', 'ab:cd'])('rejects %s', (s) => {
    expect(isHour(s)).toBe(false);
  });
});
