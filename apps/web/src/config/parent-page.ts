import { matchPath } from 'react-router';
import { paths } from './paths';

/** Where each detail or form page belongs: the list it was opened from. */
const PARENTS: readonly { pattern: string; parent: () => string }[] = [
  { pattern: '/news/:id', parent: () => paths.news() },
  { pattern: '/services/:id', parent: () => paths.services() },
  { pattern: '/billboard/:id', parent: () => paths.billboard() },
  { pattern: '/new-post', parent: () => paths.billboard() },
  { pattern: '/requests/:id', parent: () => paths.requests() },
  { pattern: '/new-request', parent: () => paths.requests() },
  { pattern: '/booking/:id', parent: () => paths.bookings() },
  { pattern: '/new-booking', parent: () => paths.bookings() },
  { pattern: '/profile/notifications', parent: () => paths.profile() },
  { pattern: '/messages/:id', parent: () => paths.notifications() },
];

/** The page Back leads to when there is no history to go back to: the parent list, else home. */
export function parentPage(pathname: string): string {
  const match = PARENTS.find(({ pattern }) => matchPath({ path: pattern, end: true }, pathname));
  return match ? match.parent() : paths.home();
}
