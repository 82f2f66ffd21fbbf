import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { loginStateFor } from '@/config/return-path';
import { expireSessionIfRefused, useMe } from './api';
import { sessionStore } from './session-store';
import { useLogout } from './use-logout';

/**
 * When the server refuses the token (401 on any call), goes to /login, which says the session
 * expired and returns here after sign-in.
 */
function useLoginOnExpiry() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  useEffect(
    () =>
      sessionStore.subscribe((next) => {
        if (next !== null || !sessionStore.wasExpired()) return;
        const state = loginStateFor(here.current);
        void navigate(paths.login(), { replace: true, state });
      }),
    [navigate],
  );
}

/** A failed profile load logs out and goes to /login (docs/product.md: States, API). */
export function SessionWatcher() {
  const me = useMe();
  const logout = useLogout({ endOnServer: false });
  const failure = me.error;
  useLoginOnExpiry();

  useEffect(() => {
    if (!failure) return;
    const token = sessionStore.get()?.token ?? null;
    expireSessionIfRefused(failure, token);
    if (sessionStore.get() !== null) logout();
  }, [failure, logout]);

  return null;
}
