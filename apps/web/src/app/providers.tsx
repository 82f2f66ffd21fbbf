import type { TAppConfig } from '@habitat/shared';
import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { brandTheme, getBrand } from '../brand';
import { AppConfigProvider } from '../config/app-config';
import { bindQueryCacheToSession } from '../features/session';
import { requestOverlays, useOverlaysRequested } from '../ui/overlays-ready';
import { SpinnerProvider } from '../ui/spinner';

const Overlays = lazy(() => import('./overlays'));

/** Everything a page needs around it: configuration, i18n, theme per brand, data, dialogs. */
export function AppProviders(props: {
  config: TAppConfig;
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' disables transitions and portals (component tests). */
  env?: 'default' | 'test';
}) {
  const { config, queryClient } = props;
  const theme = useMemo(() => brandTheme(getBrand(config.brand)), [config.brand]);
  // Token change resets every cached list (docs/product.md: States Session).
  useEffect(() => bindQueryCacheToSession(queryClient), [queryClient]);
  const overlaysRequested = useOverlaysRequested();
  // A notification shown before the host is mounted waits in Mantine's store until it is.
  useEffect(() => {
    if (notificationsStore.getState().notifications.length > 0) requestOverlays();
    return notificationsStore.subscribe(requestOverlays);
  }, []);

  return (
    <AppConfigProvider config={config}>
      {/*
        The theme's CSS variables are in the app's stylesheet (build/brand-variables.ts). Light
        only, whatever a stored preference says: the build drops the dark scheme's rules
        (build/light-scheme-only.ts).
      */}
      <MantineProvider
        theme={theme}
        env={props.env}
        withCssVariables={false}
        forceColorScheme="light"
      >
        <QueryClientProvider client={queryClient}>
          <SpinnerProvider>
            {props.children}
            {overlaysRequested && (
              <Suspense fallback={null}>
                <Overlays />
              </Suspense>
            )}
          </SpinnerProvider>
        </QueryClientProvider>
      </MantineProvider>
    </AppConfigProvider>
  );
}
