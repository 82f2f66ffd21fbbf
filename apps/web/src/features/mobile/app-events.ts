import { App } from '@capacitor/app';
import { SplashScreen } from '@capacitor/splash-screen';
import { StatusBar, Style } from '@capacitor/status-bar';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { appPathOf } from './app-path';

/** What the app's events act on: the router's address and navigation, and the query cache. */
export type TAppTarget = {
  pathname: () => string;
  navigate: (to: string | number, options?: { replace?: boolean }) => void;
  queryClient: QueryClient;
};

/**
 * Android's back button walks the router's history; from /home it leaves the app. A page
 * opened first (a link, a notification) has nothing behind it: back goes to /home.
 */
export function goBack(target: TAppTarget, canGoBack: boolean): void {
  if (target.pathname() === paths.home()) void App.exitApp();
  else if (canGoBack) target.navigate(-1);
  else target.navigate(paths.home(), { replace: true });
}

/** Back from the background: the page stays, and what is on screen and stale is read again. */
export function refreshOnResume(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({ type: 'active', stale: true });
}

/** The back button, resuming and opened links (`https://<host>/requests/123`). */
export async function startAppEvents(target: TAppTarget): Promise<() => void> {
  const listeners = await Promise.all([
    App.addListener('backButton', ({ canGoBack }) => goBack(target, canGoBack)),
    App.addListener('appStateChange', ({ isActive }) => {
      if (isActive) void refreshOnResume(target.queryClient);
    }),
    App.addListener('appUrlOpen', ({ url }) => {
      const path = appPathOf(url);
      if (path) target.navigate(path);
    }),
  ]);
  return () => {
    for (const listener of listeners) void listener.remove();
  };
}

/**
 * The status bar in the brand's colour with light text (Android paints it; on iOS the header's
 * top inset is painted, global.css), and the splash screen hidden once the app is on screen.
 * Neither matters enough to stop the app: a failure is logged.
 */
export async function dressSystemBars(brandColor: string): Promise<void> {
  try {
    await StatusBar.setStyle({ style: Style.Dark });
    await StatusBar.setBackgroundColor({ color: brandColor }).catch(() => undefined);
  } catch (error) {
    console.warn('[app] status bar not set', error);
  }
  await SplashScreen.hide().catch((error: unknown) => console.warn('[app] splash', error));
}
