import { describe, expect, it } from 'vitest';
import { parentPage } from './parent-page';

describe('parentPage', () => {
  it.each([
    ['/news/12', '/news'],
    ['/services/3', '/services'],
    ['/billboard/8', '/billboard'],
    ['/new-post', '/billboard'],
    ['/requests/5', '/requests'],
    ['/new-request', '/requests'],
    ['/booking/4', '/bookings'],
    ['/new-booking', '/bookings'],
  ])('leads from %s to its list %s', (pathname, parent) => {
    expect(parentPage(pathname)).toBe(parent);
  });

  it.each(['/news', '/profile', '/billboard/8/extra', '/unknown'])(
    'leads from %s to home',
    (pathname) => {
      expect(parentPage(pathname)).toBe('/home');
    },
  );
});
