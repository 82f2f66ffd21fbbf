import type { TLocale } from '@habitat/shared';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a notification came, as people say it: "5 minutes ago", "yesterday", "3 days ago"; older
 * than a week, its date ("12 Mar"; with the year when not this year). Under a minute: null, the
 * caller says "just now".
 */
export function relativeTime(iso: string, now: Date, locale: TLocale): string | null {
  const then = new Date(iso);
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  const elapsed = -seconds;
  if (elapsed < MINUTE) return null;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return format.format(-Math.floor(elapsed / DAY), 'day');
  const sameYear = then.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: sameYear ? undefined : 'numeric',
  }).format(then);
}

/** An inbox link the app opens itself: a path of this site, never another origin. */
export function appPath(link: string, fallback: string): string {
  return /^\/(?![/\\])/.test(link) && !link.includes('\\') ? link : fallback;
}
