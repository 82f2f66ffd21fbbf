let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the lazily loaded dialog host once it listens (app/overlays.tsx). */
export function markOverlaysMounted() {
  markMounted();
}

/** Resolves once dialogs can open: `modals.open` before the host listens would be lost. */
export function overlaysReady(): Promise<void> {
  return mounted;
}
