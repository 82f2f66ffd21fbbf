import { APP_ROUTES, type TAppRouteRow } from './route-table';

/**
 * The resident app's pages that a link on this host opens in the installed mobile app (Android
 * App Links, iOS universal links): each path and everything under it, from the route table's
 * `appLink` rows. The console (/manage), the API and uploaded files stay in the browser. The
 * server's /.well-known files and the Android intent filter (apps/mobile) are both written from
 * this list.
 */
export const APP_LINK_PATHS: readonly string[] = [
  ...new Set(
    Object.values<TAppRouteRow>(APP_ROUTES)
      .filter((row) => row.appLink)
      .map((row) => `/${row.pattern.split('/')[0]}`),
  ),
];

/** The origins the mobile wrapper's WebView runs the app from (iOS, then Android). */
export const MOBILE_APP_ORIGINS = ['capacitor://localhost', 'https://localhost'] as const;
