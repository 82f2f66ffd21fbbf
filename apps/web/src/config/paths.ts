/**
 * Typed route builders. It sits below features (which link to each other's pages)
 * so imports keep flowing one way: config → features → app.
 */
export const paths = {
  root: () => '/',
  login: () => '/login',
  welcome: () => '/welcome',
  resetPassword: (token?: string) =>
    token ? `/reset_password?token=${encodeURIComponent(token)}` : '/reset_password',
  home: () => '/home',
  services: () => '/services',
  service: (id: number | string) => `/services/${id}`,
  /** The published tab by default; `pending` opens the user's own posts (e.g. after posting). */
  billboard: (options?: { tab?: 'published' | 'pending' }) =>
    options?.tab === 'pending' ? '/billboard?tab=pending' : '/billboard',
  post: (id: number | string) => `/billboard/${id}`,
  newPost: () => '/new-post',
  requests: () => '/requests',
  request: (id: number | string) => `/requests/${id}`,
  newRequest: () => '/new-request',
  news: () => '/news',
  newsItem: (id: number | string) => `/news/${id}`,
  bookings: () => '/bookings',
  booking: (id: number | string) => `/booking/${id}`,
  newBooking: (service?: number) =>
    service === undefined ? '/new-booking' : `/new-booking?service=${service}`,
  documents: () => '/documents',
  profile: () => '/profile',
  /** The link mailed to a new address; the token applies the e-mail change. */
  confirmEmail: (token: string) => `/confirm-email/${encodeURIComponent(token)}`,
  about: () => '/about',
  locale: () => '/locale',
  /** `loggedOut` selects the variant with Back (to /login) and Continue (to /home). */
  noAccount: (options?: { loggedOut?: boolean }) =>
    options?.loggedOut ? '/no-account?login' : '/no-account',
  accountCreation: () => '/account-creation',
  terms: () => '/terms',
  privacy: () => '/privacy',
} as const;
