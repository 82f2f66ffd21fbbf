import { renderMatches, useLocation } from 'react-router';
import { RouteMatchesContext } from './route-handle';
import { matchRoutesOnce } from './route-matches';
import { RouteErrorBoundary } from './route-states';
import { routes } from './routes';

/**
 * The app's pages (routes.tsx) at the router's address, for the browser, the prerender and the
 * tests alike. The matched routes are shared with the layouts (page titles, route-handle.ts).
 * Rendered from one match (`renderMatches`, not `useRoutes`, which matches again): the match
 * pathnames stay decoded, which no link of the app resolves against (all are absolute).
 */
export function AppRoutes() {
  const location = useLocation();
  const matches = matchRoutesOnce(routes, location.pathname);
  const page = renderMatches(matches);
  return (
    <RouteMatchesContext value={matches}>
      <RouteErrorBoundary resetKey={location.key}>{page}</RouteErrorBoundary>
    </RouteMatchesContext>
  );
}
