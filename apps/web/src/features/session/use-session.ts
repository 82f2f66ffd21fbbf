import { useSyncExternalStore } from 'react';
import { sessionStore, type TSession } from './session-store';

export function useSession(): TSession | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

export function useLoggedIn(): boolean {
  return useSession() !== null;
}

/** Whether the last session ended because the server refused its token (the login page says so). */
export function useSessionExpired(): boolean {
  return useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.wasExpired,
    sessionStore.wasExpired,
  );
}
