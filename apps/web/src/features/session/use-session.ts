import { useSyncExternalStore } from 'react';
import { sessionStore, type TSession } from './session-store';

export function useSession(): TSession | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

export function useLoggedIn(): boolean {
  return useSession() !== null;
}
