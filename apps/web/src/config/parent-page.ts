import { APP_ROUTES } from '@habitat/shared';
import { appRouteAt } from './app-route-at';
import { fillPath, paths } from './paths';

/** The page Back leads to when there is no history to go back to: the parent list, else home. */
export function parentPage(pathname: string): string {
  const parent = appRouteAt(pathname)?.parent;
  return parent ? fillPath('', APP_ROUTES[parent].pattern) : paths.home();
}
