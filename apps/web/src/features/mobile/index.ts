import { lazy } from 'react';

// The mobile app's code: the browser downloads only native.ts (a few lines) from here.
export { isNativeApp, nativePlatform } from './native';
export const NativeShell = lazy(() => import('./native-shell'));
/** The phone's push permission and prompt, for the notification settings page. */
export const loadNativePush = () => import('./push');
