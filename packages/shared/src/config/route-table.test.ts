import { describe, expect, it } from 'vitest';
import { APP_LINK_PATHS } from './app-links';
import { APP_ROUTES, type TAppRouteName, type TAppRouteRow } from './route-table';

const rows = Object.entries<TAppRouteRow<TAppRouteName>>(APP_ROUTES);

describe('the route table', () => {
  it('keeps the app-link paths and their order, which the Android manifest repeats', () => {
    expect(APP_LINK_PATHS).toEqual([
      '/home',
      '/requests',
      '/booking',
      '/bookings',
      '/billboard',
      '/news',
      '/messages',
      '/notifications',
      '/services',
      '/documents',
      '/profile',
      '/reset_password',
      '/confirm-email',
    ]);
  });

  it('marks every page under an app-link path as opened by the app, as the phone does', () => {
    const opened = ({ pattern }: TAppRouteRow) =>
      APP_LINK_PATHS.some((path) => `/${pattern}` === path || `/${pattern}`.startsWith(`${path}/`));
    expect(rows.filter(([, row]) => opened(row) !== (row.appLink === true))).toEqual([]);
  });

  it('gives each page a parent without parameters (Back fills none)', () => {
    const parents = rows.flatMap(([, row]) => (row.parent ? [APP_ROUTES[row.parent]] : []));
    expect(parents.filter((parent) => parent.pattern.includes(':'))).toEqual([]);
  });
});
