import { describe, expect, it } from 'vitest';
import { appPath, relativeTime } from './relative-time';

const now = new Date('2026-11-26T15:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says nothing under a minute (the page says "just now")', () => {
    expect(relativeTime(ago(59), now, 'en')).toBeNull();
    // A clock slightly ahead of the device's is "just now" too.
    expect(relativeTime(ago(-30), now, 'fr')).toBeNull();
  });

  it('counts minutes, hours and days in the reader language', () => {
    expect(relativeTime(ago(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(5 * 60), now, 'fr')).toBe('il y a 5 minutes');
    expect(relativeTime(ago(3 * 3600 + 59 * 60), now, 'en')).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600), now, 'en')).toBe('yesterday');
    expect(relativeTime(ago(3 * 86400), now, 'fr')).toBe('il y a 3 jours');
  });

  it('gives the date after a week, with the year only when it is another year', () => {
    expect(relativeTime('2026-03-12T15:00:00Z', now, 'en')).toBe('Mar 12');
    expect(relativeTime('2025-03-12T15:00:00Z', now, 'fr')).toBe('12 mars 2025');
  });
});

describe('appPath', () => {
  it('keeps a path of the app and refuses another origin', () => {
    expect(appPath('/requests/12', '/notifications')).toBe('/requests/12');
    expect(appPath('//evil.example/x', '/notifications')).toBe('/notifications');
    expect(appPath('/\\evil.example', '/notifications')).toBe('/notifications');
    expect(appPath('https://evil.example/', '/notifications')).toBe('/notifications');
    expect(appPath('javascript:alert(1)', '/notifications')).toBe('/notifications');
  });
});
