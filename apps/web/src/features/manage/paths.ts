/** The console's addresses (kept apart from config/paths: the resident guard needs only these). */
export const managePaths = {
  dashboard: () => '/manage',
  login: () => '/manage/login',
  billboard: (status?: string) =>
    status && status !== 'pending' ? `/manage/billboard?status=${status}` : '/manage/billboard',
  /** `query`: the list's filters, e.g. 'urgent=true' (requests/list-position.ts). */
  requests: (query?: string) => (query ? `/manage/requests?${query}` : '/manage/requests'),
  request: (id: number) => `/manage/requests/${id}`,
  news: () => '/manage/news',
  documents: () => '/manage/documents',
  services: () => '/manage/services',
  service: (id: number) => `/manage/services/${id}`,
  serviceBookings: (id: number) => `/manage/services/${id}/bookings`,
  requestCategories: () => '/manage/request-categories',
  accounts: (status?: string) =>
    status && status !== 'pending' ? `/manage/accounts?status=${status}` : '/manage/accounts',
} as const;
