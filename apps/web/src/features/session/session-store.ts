import { forgetFirstPageReads } from '@/lib/early-data';
import { localStore, type TStoredSession } from '@/lib/local-store';

export type TSession = TStoredSession;
type TListener = (next: TSession | null, previous: TSession | null) => void;

let current: TSession | null = localStore.getSession();
// Whether the last session was ended by the server refusing its token (401), not by the user.
let expired = false;
const listeners = new Set<TListener>();

function emit(next: TSession | null, previous: TSession | null) {
  for (const listener of listeners) listener(next, previous);
}

/**
 * The session (docs/product.md: States): logged in means a token is held. Kept outside React so the
 * API client and the query cache can follow it; mirrored in local storage.
 */
export const sessionStore = {
  get: (): TSession | null => current,
  set(next: TSession | null): void {
    const previous = current;
    current = next;
    if (next !== null) expired = false;
    localStore.setSession(next);
    // The pages' recorded reads name the resident's building: not kept for the next person.
    if (next === null) forgetFirstPageReads();
    emit(next, previous);
  },
  clear(): void {
    expired = false;
    sessionStore.set(null);
  },
  /** Ends a session the server no longer accepts; the login page then says so. */
  expire(): void {
    if (current === null) return;
    expired = true;
    sessionStore.set(null);
  },
  wasExpired: (): boolean => expired,
  /** Re-reads local storage, e.g. after another tab logged in or out. */
  reload(): void {
    const previous = current;
    current = localStore.getSession();
    if (previous?.token !== current?.token) emit(current, previous);
  },
  subscribe(listener: TListener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith('habitat.')) sessionStore.reload();
  });
}
