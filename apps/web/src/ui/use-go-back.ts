import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Goes back in history, or to `fallback` when the app was opened on this page. */
export function useGoBack(fallback = '/home'): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';
  return useCallback(() => {
    if (hasHistory) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, hasHistory, fallback]);
}
