import { fillPath } from '@/config/paths';

/** The console's routes: `root` from the app's root, the others from it (app/routes.tsx). */
export const manageRoutePaths = {
  root: 'manage',
  login: 'login',
  billboard: 'billboard',
  accounts: 'accounts',
  requests: 'requests',
  request: 'requests/:id',
  news: 'news',
  documents: 'documents',
  requestCategories: 'request-categories',
  services: 'services',
  service: 'services/:id',
  serviceBookings: 'services/:id/bookings',
  refunds: 'refunds',
  notifications: 'notifications',
  notificationSettings: 'notifications/settings',
  deliveries: 'deliveries',
  emergency: 'emergency',
  building: 'building',
  residents: 'residents',
  leases: 'leases',
  lease: 'leases/:id',
  managers: 'managers',
  calendar: 'calendar',
  resident: 'residents/:id',
  audit: 'audit',
} as const;

const BASE = `/${manageRoutePaths.root}`;
const to = (pattern: string, params?: Record<string, number | string>) =>
  fillPath(BASE, pattern, params);
/** A list whose first tab (`pending`) is the default, left out of the address. */
const withStatus = (path: string, status?: string) =>
  status && status !== 'pending' ? `${path}?status=${status}` : path;

/** The console's addresses (kept apart from config/paths: the resident guard needs only these). */
export const managePaths = {
  dashboard: () => BASE,
  login: () => to(manageRoutePaths.login),
  billboard: (status?: string) => withStatus(to(manageRoutePaths.billboard), status),
  /** `query`: the list's filters, e.g. 'urgent=true' (requests/list-position.ts). */
  requests: (query?: string) =>
    query ? `${to(manageRoutePaths.requests)}?${query}` : to(manageRoutePaths.requests),
  request: (id: number) => to(manageRoutePaths.request, { id }),
  news: () => to(manageRoutePaths.news),
  documents: () => to(manageRoutePaths.documents),
  services: () => to(manageRoutePaths.services),
  service: (id: number) => to(manageRoutePaths.service, { id }),
  serviceBookings: (id: number) => to(manageRoutePaths.serviceBookings, { id }),
  requestCategories: () => to(manageRoutePaths.requestCategories),
  accounts: (status?: string) => withStatus(to(manageRoutePaths.accounts), status),
  refunds: () => to(manageRoutePaths.refunds),
  notifications: () => to(manageRoutePaths.notifications),
  notificationSettings: () => to(manageRoutePaths.notificationSettings),
  deliveries: () => to(manageRoutePaths.deliveries),
  emergency: () => to(manageRoutePaths.emergency),
  building: () => to(manageRoutePaths.building),
  residents: () => to(manageRoutePaths.residents),
  leases: () => to(manageRoutePaths.leases),
  managers: () => to(manageRoutePaths.managers),
  calendar: () => to(manageRoutePaths.calendar),
  lease: (id: number) => to(manageRoutePaths.lease, { id }),
  resident: (id: number) => to(manageRoutePaths.resident, { id }),
  audit: () => to(manageRoutePaths.audit),
} as const;
