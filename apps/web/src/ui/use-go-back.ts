import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parentPage } from '../config/parent-page';

/**
 * Whether Back stays in the app. The browser router numbers its entries (`idx` in
 * history.state, 0 for the page the app was opened on, kept by a redirect's replace); the
 * memory router of tests has no such number, and a first page has the key 'default'.
 */
function hasAppHistory(locationKey: string): boolean {
  const index: unknown = window.history.state?.idx;
  if (typeof index === 'number') return index > 0;
  return locationKey !== 'default';
}

/**
 * Goes back in history or, when the app was opened on this page (a deep link), to `fallback`:
 * by default the page's parent list (/news/5 → /news), else /home.
 */
export function useGoBack(fallback?: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = hasAppHistory(location.key);
  const target = fallback ?? parentPage(location.pathname);
  return useCallback(() => {
    if (hasHistory) void navigate(-1);
    else void navigate(target, { replace: true });
  }, [navigate, hasHistory, target]);
}
