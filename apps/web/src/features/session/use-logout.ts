import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { loginStateFor } from '@/config/return-path';
import { apiFetch } from '@/lib/api-client';
import { sessionStore } from './session-store';

/**
 * Logout clears the user and goes to /login (docs/product.md: States). A chosen logout also ends
 * this device's session on the server (the account's other devices stay signed in), so a copy
 * of the token left behind stops working; leaving does not wait for that call. A logout forced
 * by a failed load does not: it may be a passing outage. The login page then shows its form
 * and, once signed in again, comes back to the page left (as when a page asks for a session).
 */
export function useLogout(options: { endOnServer?: boolean } = {}): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const endOnServer = options.endOnServer ?? true;
  return useCallback(() => {
    const token = sessionStore.get()?.token;
    if (token && endOnServer) {
      apiFetch('/api/logout', { method: 'POST', token }).catch(() => undefined);
    }
    sessionStore.clear();
    void navigate(paths.login(), { replace: true, state: loginStateFor(location) });
  }, [navigate, location, endOnServer]);
}
