import { paths } from '@/config/paths';
import { managePaths } from './paths';
import type { TSessionSide } from './session-role';

/**
 * Where the console sends this visitor instead, or null to stay: the sign-in page is for
 * visitors only (a manager goes on to the dashboard), every other console page for managers
 * only (visitors sign in first; a tenant goes back to the resident app).
 */
export function manageGuardRedirect(pathname: string, side: TSessionSide | null): string | null {
  const onLogin = pathname.replace(/\/+$/, '') === managePaths.login();
  if (side === null) return onLogin ? null : managePaths.login();
  if (side === 'resident') return paths.home();
  return onLogin ? managePaths.dashboard() : null;
}
