import { describe, expect, it } from 'vitest';
import { formatDuration, formatRequestNumber, withScheme } from './misc';

describe('formatRequestNumber', () => {
  it.each([
    [42, '0000042'],
    [0, '0000000'],
    [1234567, '1234567'],
    [12345678, '12345678'],
  ])('%i → %s', (n, expected) => {
    expect(formatRequestNumber(n)).toBe(expected);
  });
});

describe('formatDuration', () => {
  it.each([
    [90, '1 h 30', '1 h 30 min'],
    [45, '45 min', '45 min'],
    [120, '2 h', '2 h'],
    [65, '1 h 05', '1 h 5 min'],
    [0, '0 min', '0 min'],
    [1500, '25 h', '25 h'],
  ])('%i minutes → fr "%s", en "%s"', (minutes, fr, en) => {
    expect(formatDuration(minutes, 'fr')).toBe(fr);
    expect(formatDuration(minutes, 'en')).toBe(en);
  });
});

describe('withScheme', () => {
  it.each([
    ['example.com', 'http://example.com'],
    ['  www.example.com/page?q=1 ', 'http://www.example.com/page?q=1'],
    ['localhost:3000', 'http://localhost:3000'],
    ['//cdn.example.com/a.pdf', 'http://cdn.example.com/a.pdf'],
    ['javascript:alert(1)', 'http://javascript:alert(1)'],
  ])('prepends http:// to %j', (url, expected) => {
    expect(withScheme(url)).toBe(expected);
  });

  it.each([
    'https://example.com',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'ftp://files.example.com',
    'mailto:info@example.com',
    'tel:+15145550199',
  ])('keeps %j', (url) => {
    expect(withScheme(url)).toBe(url);
  });

  it('trims, and leaves an empty link empty', () => {
    expect(withScheme(' https://example.com ')).toBe('https://example.com');
    expect(withScheme('')).toBe('');
    expect(withScheme('   ')).toBe('');
  });
});
