import { useSyncExternalStore } from 'react';

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the lazily loaded dialog host once it listens (app/overlays.tsx). */
export function markOverlaysMounted() {
  markMounted();
}

/**
 * Asks for the hosts and resolves once dialogs can open: `modals.open` before the host listens
 * would be lost.
 */
export function overlaysReady(): Promise<void> {
  requestOverlays();
  return mounted;
}

let requested = false;
const listeners = new Set<() => void>();

/**
 * Asks for the dialog and notification hosts: they are downloaded and mounted the first time a
 * page opens a dialog or shows a notification, not with every first page (app/providers.tsx).
 */
export function requestOverlays() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** Whether the hosts were asked for (app/providers.tsx mounts them then). */
export function useOverlaysRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
  );
}
