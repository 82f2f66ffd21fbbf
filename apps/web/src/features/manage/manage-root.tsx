import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { useSession } from '../session';
import { manageGuardRedirect } from './guard';
import { useConsoleTitle } from './manage-console-title';
import { sessionSideOf } from './session-role';

function ConsoleDocumentTitle() {
  const { t } = useTranslation();
  const title = useConsoleTitle();
  useEffect(() => {
    document.title = `${title} – ${t('manage.app_title')}`;
  }, [title, t]);
  return null;
}

/**
 * /manage and below: the console's own guard (managers only, visitors to its sign-in page,
 * tenants back to the resident app) and document title. A session the server ends (401)
 * clears the token, and this guard then shows the sign-in page.
 */
export function ManageRoot() {
  const session = useSession();
  const { pathname } = useLocation();
  const redirect = manageGuardRedirect(pathname, session ? sessionSideOf(session.token) : null);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <>
      <ConsoleDocumentTitle />
      <Outlet />
    </>
  );
}
