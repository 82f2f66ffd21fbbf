import type { TAppConfig } from '@habitat/shared';
import { Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { isNativeApp, NativeShell } from '../features/mobile';
import { AppRoutes } from './app-routes';
import { preloadRoutes } from './lazy-page';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes';

/** Downloads the code of the page at `path` (and its layout routes), so it renders at once. */
export const preloadPage = (path: string): Promise<void> => preloadRoutes(routes, path);

export function App(props: { config: TAppConfig }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders config={props.config} queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
        {isNativeApp() && (
          <Suspense fallback={null}>
            <NativeShell />
          </Suspense>
        )}
      </BrowserRouter>
    </AppProviders>
  );
}
