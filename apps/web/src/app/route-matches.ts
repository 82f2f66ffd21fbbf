import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

let last: { routes: RouteObject[]; pathname: string; matches: RouteMatch[] | null } | null = null;

/**
 * React Router's `matchRoutes`, keeping its last answer. Each call flattens, ranks and compiles
 * every route of the app (about 30 ms on a slow phone as the app starts), and a first visit
 * asked three times for the same address: the boot's preload, the page and the page titles.
 */
export function matchRoutesOnce(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  if (last?.routes !== routes || last.pathname !== pathname) {
    last = { routes, pathname, matches: matchRoutes(routes, pathname) };
  }
  return last.matches;
}
