/**
 * Every page of the web app, said once: its route (as apps/web/src/app/routes.tsx nests it), who
 * may open it, the page Back leads to without history, and whether the installed mobile app
 * opens it. The web app's paths, navigation guards and Back are derived from it, and so are the
 * app-link paths the server publishes (app-links.ts), hence its home in shared.
 */

/**
 * Who may open a resident page; an address of no row (the not-found page) is `resident`:
 * - `sign-in`: visitors only, a token holder goes on (resident home, manager console);
 * - `public`: visitors and residents;
 * - `notice`: visitors and residents, a visitor sees a no-account notice (the page shows it);
 * - `anyone`: visitors, residents and managers (links mailed to anyone, the legal texts);
 * - `resident`: residents only (a visitor signs in first, a manager goes to the console).
 */
export type TAppAccess = 'sign-in' | 'public' | 'notice' | 'anyone' | 'resident';

/** Who may open a console page: its sign-in page is for visitors only, the rest for managers. */
export type TConsoleAccess = 'sign-in' | 'manager';

export type TAppRouteRow<TName extends string = string> = {
  /** From the root, without the leading slash (`''` is the index route). */
  pattern: string;
  access: TAppAccess;
  /** The row of the list this page was opened from (Back without history); else home. */
  parent?: TName;
  /** The installed app opens it (Android App Links, iOS universal links). */
  appLink?: true;
};

export type TConsoleRouteRow = { pattern: string; access: TConsoleAccess };

/** Checks at compile time that each `parent` names a row of the same table. */
const appTable = <const T extends { [K in keyof T]: TAppRouteRow<Extract<keyof T, string>> }>(
  rows: T,
) => rows;

/**
 * The resident app's pages. The order of the app-link rows is the order of APP_LINK_PATHS, which
 * the Android manifest repeats (apps/mobile/scripts/check-sync.ts).
 */
export const APP_ROUTES = appTable({
  home: { pattern: 'home', access: 'public', appLink: true },
  requests: { pattern: 'requests', access: 'resident', appLink: true },
  request: { pattern: 'requests/:id', access: 'resident', parent: 'requests', appLink: true },
  newRequest: { pattern: 'new-request', access: 'resident', parent: 'requests' },
  booking: { pattern: 'booking/:id', access: 'resident', parent: 'bookings', appLink: true },
  bookings: { pattern: 'bookings', access: 'resident', appLink: true },
  newBooking: { pattern: 'new-booking', access: 'resident', parent: 'bookings' },
  billboard: { pattern: 'billboard', access: 'notice', appLink: true },
  post: { pattern: 'billboard/:id', access: 'notice', parent: 'billboard', appLink: true },
  newPost: { pattern: 'new-post', access: 'resident', parent: 'billboard' },
  news: { pattern: 'news', access: 'notice', appLink: true },
  newsItem: { pattern: 'news/:id', access: 'notice', parent: 'news', appLink: true },
  emergencyMessage: {
    pattern: 'messages/:id',
    access: 'resident',
    parent: 'notifications',
    appLink: true,
  },
  notifications: { pattern: 'notifications', access: 'resident', appLink: true },
  services: { pattern: 'services', access: 'public', appLink: true },
  service: { pattern: 'services/:id', access: 'public', parent: 'services', appLink: true },
  documents: { pattern: 'documents', access: 'resident', appLink: true },
  profile: { pattern: 'profile', access: 'resident', appLink: true },
  notificationSettings: {
    pattern: 'profile/notifications',
    access: 'resident',
    parent: 'profile',
    appLink: true,
  },
  resetPassword: { pattern: 'reset_password', access: 'anyone', appLink: true },
  confirmEmail: { pattern: 'confirm-email/:token', access: 'anyone', appLink: true },
  root: { pattern: '', access: 'sign-in' },
  login: { pattern: 'login', access: 'sign-in' },
  welcome: { pattern: 'welcome', access: 'public' },
  about: { pattern: 'about', access: 'public' },
  locale: { pattern: 'locale', access: 'public' },
  noAccount: { pattern: 'no-account', access: 'public' },
  accountCreation: { pattern: 'account-creation', access: 'public' },
  unsubscribe: { pattern: 'unsubscribe', access: 'anyone' },
  terms: { pattern: 'terms', access: 'anyone' },
  privacy: { pattern: 'privacy', access: 'anyone' },
});

export type TAppRouteName = keyof typeof APP_ROUTES;

/** Where the manager console lives; its pages' patterns are relative to it. */
export const CONSOLE_ROOT = 'manage';

/** The manager console's pages, under CONSOLE_ROOT (`''` is its dashboard). */
export const CONSOLE_ROUTES = {
  dashboard: { pattern: '', access: 'manager' },
  login: { pattern: 'login', access: 'sign-in' },
  billboard: { pattern: 'billboard', access: 'manager' },
  accounts: { pattern: 'accounts', access: 'manager' },
  requests: { pattern: 'requests', access: 'manager' },
  request: { pattern: 'requests/:id', access: 'manager' },
  news: { pattern: 'news', access: 'manager' },
  documents: { pattern: 'documents', access: 'manager' },
  requestCategories: { pattern: 'request-categories', access: 'manager' },
  services: { pattern: 'services', access: 'manager' },
  service: { pattern: 'services/:id', access: 'manager' },
  serviceBookings: { pattern: 'services/:id/bookings', access: 'manager' },
  refunds: { pattern: 'refunds', access: 'manager' },
  notifications: { pattern: 'notifications', access: 'manager' },
  notificationSettings: { pattern: 'notifications/settings', access: 'manager' },
  deliveries: { pattern: 'deliveries', access: 'manager' },
  emergency: { pattern: 'emergency', access: 'manager' },
  building: { pattern: 'building', access: 'manager' },
  residents: { pattern: 'residents', access: 'manager' },
  resident: { pattern: 'residents/:id', access: 'manager' },
  leases: { pattern: 'leases', access: 'manager' },
  lease: { pattern: 'leases/:id', access: 'manager' },
  managers: { pattern: 'managers', access: 'manager' },
  calendar: { pattern: 'calendar', access: 'manager' },
  audit: { pattern: 'audit', access: 'manager' },
} as const satisfies Record<string, TConsoleRouteRow>;

/** Each row's pattern by name, for the route builders and the router. */
export const routePatterns = <T extends Record<string, { pattern: string }>>(rows: T) =>
  Object.fromEntries(Object.entries(rows).map(([name, row]) => [name, row.pattern])) as {
    [K in keyof T]: T[K]['pattern'];
  };

/** `pattern` as an address: each `:name` replaced by its value, under `base`. */
export const fillPath = (
  base: string,
  pattern: string,
  params: Record<string, number | string> = {},
) => `${base}/${pattern.replace(/:(\w+)/g, (_, name: string) => String(params[name]))}`;

/** The address of a resident page (`params` fill its pattern). */
export const appPath = (name: TAppRouteName, params?: Record<string, number | string>) =>
  fillPath('', APP_ROUTES[name].pattern, params);

/** The address of a console page (`params` fill its pattern). */
export const consolePath = (
  name: keyof typeof CONSOLE_ROUTES,
  params?: Record<string, number | string>,
) => fillPath(`/${CONSOLE_ROOT}`, CONSOLE_ROUTES[name].pattern, params);
