import type { TAppConfig } from '@habitat/shared';
import { createContext, type ReactNode, useContext } from 'react';
import { apiFetch } from '../lib/api-client';

/** Runtime configuration read once at start-up from GET /api/config (one build, any deployment). */
const AppConfigContext = createContext<TAppConfig | null>(null);

export function AppConfigProvider(props: { config: TAppConfig; children: ReactNode }) {
  return (
    <AppConfigContext.Provider value={props.config}>{props.children}</AppConfigContext.Provider>
  );
}

export function useAppConfig(): TAppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig outside AppConfigProvider');
  return config;
}

export function loadAppConfig(): Promise<TAppConfig> {
  return apiFetch<TAppConfig>('/api/config');
}
