import { useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router';
import { RouteMatchesContext } from './route-handle';
import { RouteErrorBoundary } from './route-states';
import { routes } from './routes';

/**
 * The app's pages (routes.tsx) at the router's address, for the browser, the prerender and the
 * tests alike. The matched routes are shared with the layouts (page titles, route-handle.ts).
 */
export function AppRoutes() {
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(routes, location.pathname), [location.pathname]);
  const page = useRoutes(routes, location);
  return (
    <RouteMatchesContext value={matches}>
      <RouteErrorBoundary resetKey={location.key}>{page}</RouteErrorBoundary>
    </RouteMatchesContext>
  );
}
