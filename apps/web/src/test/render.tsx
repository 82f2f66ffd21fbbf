import type { TAppConfig } from '@habitat/shared';
import { render } from '@testing-library/preact';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/routes';
import { sessionStore, type TSession } from '../features/session';
import { config as defaultConfig } from './fixtures';

export const MOBILE_WIDTH = 390;
export const DESKTOP_WIDTH = 1280;

export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

/** Renders the real app (routes, guard, layouts) at `path` in memory. */
export function renderApp(options: {
  path: string;
  session?: TSession | null;
  config?: Partial<TAppConfig>;
  width?: number;
}) {
  setViewportWidth(options.width ?? DESKTOP_WIDTH);
  sessionStore.set(options.session ?? null);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [options.path] });
  const utils = render(
    <AppProviders
      config={{ ...defaultConfig, ...options.config }}
      queryClient={queryClient}
      env="test"
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}

export const tenantSession: TSession = {
  token: 'jwt-tenant',
  userId: 7,
  organization: 1,
  property: 2,
};
