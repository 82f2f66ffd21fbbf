import { describe, expect, it } from 'vitest';
import {
  CONFIG_READ,
  keyBySession,
  NAVIGATION_DENYLIST,
  PERSONAL_READS,
  UPLOADED_IMAGES,
} from './pwa';

const origin = 'http://127.0.0.1:3000';

describe('what the service worker keeps for offline reading', () => {
  it.each([
    '/api/me',
    '/api/news?organization=1&page=1&perPage=10',
    '/api/news/12',
    '/api/files?organization=1&perPage=-1',
    '/api/service_categories?organization=1&perPage=-1',
    '/api/services/4',
    '/api/properties/2',
    '/api/request_categories?property=2&perPage=-1',
    '/api/user_requests?property=2&perPage=100&author=7',
    '/api/user_requests/31',
    '/api/reservations?user=7&perPage=-1',
    '/api/reservations?lease=3&perPage=-1',
    '/api/reservations/12',
  ])('keeps %s', (path) => {
    expect(PERSONAL_READS.test(`${origin}${path}`)).toBe(true);
  });

  it.each([
    '/api/login_check',
    '/api/me/password',
    '/api/payments/tokens',
    '/api/reservations/12/cancel',
    '/api/booking_entities/4/schedule?from=2026-03-03',
    '/api/calendar_feed',
    '/api/calendar/abc.ics',
    '/api/files/f3a9c1.pdf',
    '/api/files/f3a9c1.pdf?sig=abc&expires=1',
    '/api/news?token=abc',
    '/api/user_requests?access_token=abc',
    '/api/confirm_email/abc',
    '/api/forgot_password/abc',
    '/api/posts',
    '/uploads/photo.jpg',
    '/api/config',
  ])('never keeps %s', (path) => {
    expect(PERSONAL_READS.test(`${origin}${path}`)).toBe(false);
  });

  it('keeps uploaded pictures, which are public and never change', () => {
    expect(UPLOADED_IMAGES.test(`${origin}/uploads/4f2a9c.jpg`)).toBe(true);
    expect(UPLOADED_IMAGES.test(`${origin}/uploads/4f2a9c.jpg?sig=abc`)).toBe(false);
    expect(UPLOADED_IMAGES.test(`${origin}/api/files/4f2a9c.pdf`)).toBe(false);
  });

  it('keeps the deployment configuration apart', () => {
    expect(CONFIG_READ.test(`${origin}/api/config`)).toBe(true);
    expect(CONFIG_READ.test(`${origin}/api/configuration`)).toBe(false);
  });
});

describe('navigation fallback', () => {
  const denied = (pathAndQuery: string) =>
    NAVIGATION_DENYLIST.some((rule) => rule.test(pathAndQuery));

  it.each(['/', '/news', '/requests/12?tab=messages', '/confirm-email/abc'])(
    'serves the app shell for the page %s',
    (path) => expect(denied(path)).toBe(false),
  );

  it.each([
    '/api/news',
    '/api',
    '/uploads/photo.jpg',
    '/favicon.ico',
    '/sw.js',
    '/brand/x.png?v=2',
  ])('never for %s', (path) => expect(denied(path)).toBe(true));
});

describe('cache keys', () => {
  const key = (authorization: string | null) =>
    keyBySession.cacheKeyWillBeUsed({
      request: new Request(`${origin}/api/news?page=1`, {
        headers: authorization ? { authorization } : {},
      }),
    });

  it('differ by token, so one resident’s answers never answer another', async () => {
    const [first, again, other, anonymous] = await Promise.all([
      key('Bearer first'),
      key('Bearer first'),
      key('Bearer second'),
      key(null),
    ]);
    expect(first).toBe(again);
    expect(new Set([first, other, anonymous]).size).toBe(3);
    expect(first).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/api\/news\?page=1&sw-session=[0-9a-f]{32}$/,
    );
    expect(first).not.toContain('first');
  });

  it('has no comment-like text: workbox-build strips comments when it copies it into sw.js', () => {
    const source = keyBySession.cacheKeyWillBeUsed.toString();
    expect(source).not.toMatch(/\/\/|\/\*/);
  });
});
