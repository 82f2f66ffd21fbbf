/**
 * Typed route builders. It sits below features (which link to each other's pages)
 * so imports keep flowing one way: config → features → app.
 */
import { APP_ROUTES, fillPath, routePatterns } from '@habitat/shared';

/**
 * Each page's route, relative to the root (the `path` of app/routes.tsx): the patterns of the
 * route table (packages/shared, config/route-table.ts); the builders below fill them in.
 */
export const routePaths = routePatterns(APP_ROUTES);

/** Said in shared: the notifications' links fill the same patterns. */
export { fillPath };

const to = (pattern: string, params?: Record<string, number | string>) =>
  fillPath('', pattern, params);

export const paths = {
  root: () => '/',
  login: () => to(routePaths.login),
  welcome: () => to(routePaths.welcome),
  resetPassword: (token?: string) =>
    token
      ? `${to(routePaths.resetPassword)}?token=${encodeURIComponent(token)}`
      : to(routePaths.resetPassword),
  home: () => to(routePaths.home),
  services: () => to(routePaths.services),
  service: (id: number | string) => to(routePaths.service, { id }),
  /** The published tab by default; `pending` opens the user's own posts (e.g. after posting). */
  billboard: (options?: { tab?: 'published' | 'pending' }) =>
    options?.tab === 'pending'
      ? `${to(routePaths.billboard)}?tab=pending`
      : to(routePaths.billboard),
  post: (id: number | string) => to(routePaths.post, { id }),
  newPost: () => to(routePaths.newPost),
  requests: () => to(routePaths.requests),
  request: (id: number | string) => to(routePaths.request, { id }),
  newRequest: () => to(routePaths.newRequest),
  news: () => to(routePaths.news),
  newsItem: (id: number | string) => to(routePaths.newsItem, { id }),
  bookings: () => to(routePaths.bookings),
  booking: (id: number | string) => to(routePaths.booking, { id }),
  newBooking: (service?: number) =>
    service === undefined
      ? to(routePaths.newBooking)
      : `${to(routePaths.newBooking)}?service=${service}`,
  documents: () => to(routePaths.documents),
  profile: () => to(routePaths.profile),
  /** The link mailed to a new address; the token applies the e-mail change. */
  confirmEmail: (token: string) =>
    to(routePaths.confirmEmail, { token: encodeURIComponent(token) }),
  notifications: () => to(routePaths.notifications),
  notificationSettings: () => to(routePaths.notificationSettings),
  /** The page an e-mail's unsubscribe link opens (no sign-in needed). */
  unsubscribe: (token: string) =>
    `${to(routePaths.unsubscribe)}?token=${encodeURIComponent(token)}`,
  emergencyMessage: (id: number | string) => to(routePaths.emergencyMessage, { id }),
  about: () => to(routePaths.about),
  locale: () => to(routePaths.locale),
  /** `loggedOut` selects the variant with Back (to /login) and Continue (to /home). */
  noAccount: (options?: { loggedOut?: boolean }) =>
    options?.loggedOut ? `${to(routePaths.noAccount)}?login` : to(routePaths.noAccount),
  accountCreation: () => to(routePaths.accountCreation),
  terms: () => to(routePaths.terms),
  privacy: () => to(routePaths.privacy),
} as const;
