import type { TAppConfig } from '@habitat/shared';
import { Suspense, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { isNativeApp, NativeShell } from '../features/mobile';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes';

export type TRouter = ReturnType<typeof createBrowserRouter>;

/** The app's router, created at start-up so the page's code loads while the app reads its configuration. */
export function createAppRouter(): TRouter {
  return createBrowserRouter(routes);
}

/** Resolves once the router has loaded the code of the page at the current address. */
export function routerReady(router: TRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function App(props: { config: TAppConfig; router: TRouter }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders config={props.config} queryClient={queryClient}>
      <RouterProvider router={props.router} />
      {isNativeApp() && (
        <Suspense fallback={null}>
          <NativeShell router={props.router} />
        </Suspense>
      )}
    </AppProviders>
  );
}
