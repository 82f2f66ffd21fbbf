/**
 * Whether this page runs inside the mobile wrapper (apps/mobile, docs/decisions/029-mobile-app.md).
 * Capacitor's native runtime defines `window.Capacitor` (its native bridge) before any script of
 * the page, so asking it costs nothing here: `@capacitor/core` and the plugins are imported only
 * once this says yes, in chunks the browser never downloads.
 */
type TCapacitorGlobal = { isNativePlatform?: () => boolean; getPlatform?: () => string };

function capacitorGlobal(): TCapacitorGlobal | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as { Capacitor?: TCapacitorGlobal }).Capacitor;
}

export function isNativeApp(): boolean {
  return capacitorGlobal()?.isNativePlatform?.() === true;
}

/** The device's platform as `PUT /api/me` names it (which push service takes the token). */
export function nativePlatform(): 'ios' | 'android' | null {
  const platform = capacitorGlobal()?.getPlatform?.();
  return platform === 'ios' || platform === 'android' ? platform : null;
}
