import { type Location, matchPath } from 'react-router';
import { paths } from '../config/paths';
import { loginStateFor, returnPathOf, type TLoginState } from '../config/return-path';
import { managePaths } from '../features/manage/paths';
import { sessionSideOf, type TSessionSide } from '../features/manage/session-role';
import { sessionStore } from '../features/session';

/**
 * Routes an anonymous visitor may reach (docs/product.md: Screens access rule). Terms and privacy are
 * added: they are linked from the public side navigation and must be readable
 * before anyone requests an account.
 */
export const PUBLIC_ROUTE_PATTERNS = [
  '/',
  '/login',
  '/home',
  '/services',
  '/services/:id',
  '/about',
  '/locale',
  '/account-creation',
  '/no-account',
  '/reset_password',
  '/confirm-email/:token',
  '/welcome',
  '/terms',
  '/privacy',
  '/unsubscribe',
] as const;

/**
 * Routes that show visitors a no-account notice instead of sending them to /login
 * (docs/product.md: Screens: "Some pages instead show a no-account notice to visitors").
 */
export const NOTICE_ROUTE_PATTERNS = [
  '/news',
  '/news/:id',
  '/billboard',
  '/billboard/:id',
] as const;

/** Routes a token holder never sees: they go to /home. */
export const LOGIN_ROUTE_PATTERNS = ['/', '/login'] as const;

/** Resident pages a signed-in manager may still open: a reset link, the legal texts. */
export const MANAGER_OPEN_PATTERNS = [
  '/reset_password',
  '/confirm-email/:token',
  '/terms',
  '/privacy',
  '/unsubscribe',
] as const;

/** The side of the session held now (the console lives at /manage, outside these routes). */
function currentSide(): TSessionSide {
  const token = sessionStore.get()?.token;
  return token ? sessionSideOf(token) : 'resident';
}

const matchesAny = (patterns: readonly string[], pathname: string) =>
  patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);

/** The navigation guard of docs/product.md: Screens: where to send this visitor instead, or null to stay. */
export function guardRedirect(
  pathname: string,
  loggedIn: boolean,
  side: TSessionSide = 'resident',
): string | null {
  if (loggedIn && side === 'manager') {
    return matchesAny(MANAGER_OPEN_PATTERNS, pathname) ? null : managePaths.dashboard();
  }
  if (loggedIn) return matchesAny(LOGIN_ROUTE_PATTERNS, pathname) ? paths.home() : null;
  const allowed = [...PUBLIC_ROUTE_PATTERNS, ...NOTICE_ROUTE_PATTERNS];
  return matchesAny(allowed, pathname) ? null : paths.login();
}

/**
 * The guard's redirect for a location: a visitor sent to /login carries the page asked for
 * (in the location state, not the address), and a token holder on /login goes back to it.
 */
export function guardNavigation(
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'state'>,
  loggedIn: boolean,
  side: TSessionSide = currentSide(),
): { to: string; state?: TLoginState } | null {
  const to = guardRedirect(location.pathname, loggedIn, side);
  if (to === null) return null;
  if (to === paths.login()) return { to, state: loginStateFor(location) };
  if (loggedIn && side === 'resident' && to === paths.home())
    return { to: returnPathOf(location.state) ?? to };
  return { to };
}
