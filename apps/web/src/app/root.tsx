import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { applyBrandToDocument, useBrand } from '../brand';
import { SessionWatcher, useLoggedIn } from '../features/session';
import { LaterTask } from './first-render/later-task';
import { guardNavigation } from './guard';
import { AppLayout } from './layouts/app-layout';
import { ShownPathContext } from './layouts/page-heading';
import { usePageTitle } from './layouts/use-page-title';

/** A new page starts at its top (the focus moves to its heading, see PageHeading). */
function useScrollToTopOnNavigation(pathname: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo?.({ top: 0 });
  }, [pathname]);
}

function DocumentTitle() {
  const brand = useBrand();
  const title = usePageTitle();
  useEffect(() => applyBrandToDocument(brand, title), [brand, title]);
  return null;
}

/** Root route: the navigation guard of docs/product.md: Screens, the session watcher and the layout. */
export function Root() {
  const location = useLocation();
  const { pathname } = location;
  const loggedIn = useLoggedIn();
  const shownPath = useRef<string | null>(null);
  useScrollToTopOnNavigation(pathname);
  const redirect = guardNavigation(location, loggedIn);
  if (redirect) return <Navigate to={redirect.to} state={redirect.state} replace />;
  return (
    <ShownPathContext value={shownPath}>
      <DocumentTitle />
      {loggedIn && (
        <LaterTask>
          <SessionWatcher />
        </LaterTask>
      )}
      <AppLayout />
    </ShownPathContext>
  );
}
