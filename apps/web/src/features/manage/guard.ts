import { CONSOLE_ROUTES, type TConsoleRouteRow } from '@habitat/shared';
import { fillPath, paths } from '@/config/paths';
import { managePaths } from './paths';
import type { TSessionSide } from './session-role';

/** The console's sign-in page(s), by the route table's `access`, as addresses. */
const SIGN_IN = Object.values<TConsoleRouteRow>(CONSOLE_ROUTES)
  .filter(({ access }) => access === 'sign-in')
  .map(({ pattern }) => fillPath(managePaths.dashboard(), pattern));

/**
 * Where the console sends this visitor instead, or null to stay: the sign-in page is for
 * visitors only (a manager goes on to the dashboard), every other console page for managers
 * only (visitors sign in first; a tenant goes back to the resident app).
 */
export function manageGuardRedirect(pathname: string, side: TSessionSide | null): string | null {
  const onLogin = SIGN_IN.includes(pathname.replace(/\/+$/, ''));
  if (side === null) return onLogin ? null : managePaths.login();
  if (side === 'resident') return paths.home();
  return onLogin ? managePaths.dashboard() : null;
}
