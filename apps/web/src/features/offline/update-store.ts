type TListener = () => void;

let apply: (() => void) | null = null;
const listeners = new Set<TListener>();
const emit = () => {
  for (const listener of listeners) listener();
};

/**
 * A new version of the app waiting to take over (the service worker found a new build). Kept
 * outside React: the registration code, loaded after the page, offers it; the notices show it.
 */
export const appUpdate = {
  /** What applies the waiting version (activate it, then reload), or null when there is none. */
  get: (): (() => void) | null => apply,
  offer(applyUpdate: () => void): void {
    apply = applyUpdate;
    emit();
  },
  /** "Later": the offer comes back on the next visit, since the new version is still waiting. */
  dismiss(): void {
    apply = null;
    emit();
  },
  subscribe(listener: TListener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
