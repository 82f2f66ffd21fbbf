import { describe, expect, it } from 'vitest';
import { ZId } from '../common';
import { ID_MAX, isWellFormedText, malformedTextPaths, ZWellFormedInput } from './text';

describe('isWellFormedText', () => {
  it('accepts any real text: accents, emoji (surrogate pairs), marks, empty', () => {
    for (const text of ['', 'Élodie', '😀 👍🏽', '\u202eabc', 'a\tb\nc', '\ufeff']) {
      expect(isWellFormedText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses NUL and half of a surrogate pair, wherever it is', () => {
    for (const text of ['\u0000', 'a\u0000', '\ud800', 'x\udfffy', '😀\ud83d', '\ude00😀']) {
      expect(isWellFormedText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('malformedTextPaths / ZWellFormedInput', () => {
  it('finds each bad string and bad key at its path, however nested', () => {
    const value = { title: 'ok', tags: ['fine', 'x\u0000'], deep: { '\ud800': 1, note: '\udc00' } };
    expect(malformedTextPaths(value)).toEqual([
      ['tags', 1],
      ['deep', '\ud800'],
      ['deep', 'note'],
    ]);
    const result = ZWellFormedInput.safeParse(value);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['tags', 1], 'text'],
      [['deep', '\ud800'], 'text'],
      [['deep', 'note'], 'text'],
    ]);
  });

  it('lets numbers, booleans, null and clean text through unchanged', () => {
    const value = { a: 1, b: [true, null, 'é'], c: { d: '😀' } };
    expect(ZWellFormedInput.parse(value)).toEqual(value);
  });
});

describe('ZId', () => {
  it('takes ids from 1 to the largest PostgreSQL integer, from a path string or a number', () => {
    expect(ZId.parse('1')).toBe(1);
    expect(ZId.parse(ID_MAX)).toBe(2_147_483_647);
    for (const bad of ['0', '-1', '2147483648', '1.5', 'abc', '']) {
      expect(ZId.safeParse(bad).success, bad).toBe(false);
    }
  });
});
