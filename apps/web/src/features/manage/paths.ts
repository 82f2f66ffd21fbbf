import { CONSOLE_ROOT, CONSOLE_ROUTES, routePatterns } from '@habitat/shared';
import { fillPath } from '@/config/paths';

/**
 * The console's routes (app/routes.tsx): `root` from the app's root, the others from it; the
 * patterns of the route table (packages/shared, config/route-table.ts).
 */
export const manageRoutePaths = { root: CONSOLE_ROOT, ...routePatterns(CONSOLE_ROUTES) };

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
