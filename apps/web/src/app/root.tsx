import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { applyBrandToDocument, useBrand } from '../brand';
import { SessionWatcher, useLoggedIn } from '../features/session';
import { guardRedirect } from './guard';
import { AppLayout } from './layouts/app-layout';
import { usePageTitle } from './layouts/use-page-title';

/** Moves focus to the main region after a client-side navigation (screen readers, keyboard). */
function useFocusOnNavigation(pathname: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
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
  const { pathname } = useLocation();
  const loggedIn = useLoggedIn();
  useFocusOnNavigation(pathname);
  const redirect = guardRedirect(pathname, loggedIn);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <>
      <DocumentTitle />
      {loggedIn && <SessionWatcher />}
      <AppLayout />
    </>
  );
}
