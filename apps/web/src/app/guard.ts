import type { Location } from 'react-router';
import { appRouteAt } from '../config/app-route-at';
import { paths } from '../config/paths';
import { loginStateFor, returnPathOf, type TLoginState } from '../config/return-path';
import { managePaths } from '../features/manage/paths';
import { sessionSideOf, type TSessionSide } from '../features/manage/session-role';
import { sessionStore } from '../features/session';

/** The side of the session held now (the console lives at /manage, outside these routes). */
function currentSide(): TSessionSide {
  const token = sessionStore.get()?.token;
  return token ? sessionSideOf(token) : 'resident';
}

/**
 * The navigation guard of docs/product.md: Screens: where to send this visitor instead, or null to
 * stay. Who may open which page is the route table's `access` (packages/shared).
 */
export function guardRedirect(
  pathname: string,
  loggedIn: boolean,
  side: TSessionSide = 'resident',
): string | null {
  const access = appRouteAt(pathname)?.access ?? 'resident';
  if (loggedIn && side === 'manager') return access === 'anyone' ? null : managePaths.dashboard();
  if (loggedIn) return access === 'sign-in' ? paths.home() : null;
  return access === 'resident' ? paths.login() : null;
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
