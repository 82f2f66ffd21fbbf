import { createContext, useContext } from 'react';
import { type RouteMatch, useLocation } from 'react-router';
import type { TI18nKey } from '../i18n/setup';

/**
 * Static data of a route: the i18n key of its page title (header, document title), and for a
 * page whose title depends on its query (the password page's welcome forms) the key by query.
 */
export type TRouteHandle = {
  titleKey: TI18nKey;
  titleKeyFor?: (search: URLSearchParams) => TI18nKey;
};

export const titled = (
  titleKey: TI18nKey,
  titleKeyFor?: TRouteHandle['titleKeyFor'],
): TRouteHandle => ({ titleKey, titleKeyFor });

function isRouteHandle(handle: unknown): handle is TRouteHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/** The routes the current address matches, outermost first (provided by AppRoutes). */
export const RouteMatchesContext = createContext<RouteMatch[] | null>(null);

/** The title key of the deepest matched route that has one. */
export function usePageTitleKey(): TI18nKey | null {
  const matches = useContext(RouteMatchesContext) ?? [];
  const { search } = useLocation();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle: unknown = matches[index]?.route.handle;
    if (isRouteHandle(handle)) {
      return handle.titleKeyFor?.(new URLSearchParams(search)) ?? handle.titleKey;
    }
  }
  return null;
}
