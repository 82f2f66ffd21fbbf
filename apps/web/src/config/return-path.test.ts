import { describe, expect, it } from 'vitest';
import { loginStateFor, returnPathOf, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/requests/5', '/billboard?tab=pending&page=2', '/news/3#files'])(
    'keeps the app path %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    'https://evil.example/requests',
    '//evil.example/requests',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'requests/5',
    '',
    '/',
    '/login',
    '/login?x=1',
    42,
    null,
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('returnPathOf', () => {
  it('reads the path of a login state, and nothing else', () => {
    expect(returnPathOf({ from: '/requests/5' })).toBe('/requests/5');
    expect(returnPathOf({ from: 'https://evil.example' })).toBeNull();
    expect(returnPathOf(null)).toBeNull();
    expect(returnPathOf('/requests/5')).toBeNull();
  });

  it('is the inverse of loginStateFor', () => {
    const state = loginStateFor({ pathname: '/requests/5', search: '?x=1', hash: '' });
    expect(returnPathOf(state)).toBe('/requests/5?x=1');
    expect(loginStateFor({ pathname: '/login', search: '', hash: '' })).toBeUndefined();
  });
});
