import type { TAppConfig } from '@habitat/shared';
import { act, render } from '@testing-library/preact';
import type { ReactNode } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  useLocation,
  useNavigate,
} from 'react-router';
import { AppRoutes } from '../app/app-routes';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { sessionStore, type TSession } from '../features/session';
import { config as defaultConfig } from './fixtures';

/** Lets the task queue run once: what a component put off to the next task has rendered. */
export const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

export const MOBILE_WIDTH = 390;
export const DESKTOP_WIDTH = 1280;

export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

/** What a test reads and does of the router: its current address, a navigation (rendered). */
export type TTestRouter = {
  readonly state: { location: Location };
  navigate: (
    to: string | number,
    options?: { replace?: boolean; state?: unknown },
  ) => Promise<void>;
};

/**
 * A memory router at `path` (the declarative MemoryRouter, as the app's BrowserRouter) and a
 * handle on it for the test, kept current by a component rendered inside it.
 */
export function createTestRouter(path: string) {
  let location: Location | null = null;
  let navigateTo: NavigateFunction | null = null;
  function Probe() {
    location = useLocation();
    navigateTo = useNavigate();
    return null;
  }
  const router: TTestRouter = {
    get state() {
      if (!location) throw new Error('the test router is not rendered');
      return { location };
    },
    navigate: async (to, navigation) => {
      if (!navigateTo) throw new Error('the test router is not rendered');
      const go = navigateTo;
      await act(() => {
        void (typeof to === 'number' ? go(to) : go(to, navigation));
      });
    },
  };
  const Router = (props: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <Probe />
      {props.children}
    </MemoryRouter>
  );
  return { router, Router };
}

/** Renders the real app (routes, guard, layouts) at `path` in memory. */
export function renderApp(options: {
  path: string;
  session?: TSession | null;
  config?: Partial<TAppConfig>;
  width?: number;
  /** Rendered in the router next to the pages (e.g. the mobile app's native shell). */
  children?: ReactNode;
}) {
  setViewportWidth(options.width ?? DESKTOP_WIDTH);
  sessionStore.set(options.session ?? null);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const { router, Router } = createTestRouter(options.path);
  const utils = render(
    <AppProviders
      config={{ ...defaultConfig, ...options.config }}
      queryClient={queryClient}
      env="test"
    >
      <Router>
        <AppRoutes />
        {options.children}
      </Router>
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
