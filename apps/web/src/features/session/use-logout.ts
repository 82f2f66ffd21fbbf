import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { sessionStore } from './session-store';

/** Logout clears the user and goes to /login (spec §4). */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    sessionStore.clear();
    void navigate(paths.login(), { replace: true });
  }, [navigate]);
}
