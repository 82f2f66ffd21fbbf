// Built for Node by build/prerender.ts (never part of the browser bundle): renders a page of the
// app to HTML as a visitor or a signed-in resident sees it before any data, per brand and form
// factor, with the same components the browser runs.
import type { TAppConfig, TBrand } from '@habitat/shared';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '../src/app/app-routes';
import { preloadRoutes } from '../src/app/lazy-page';
import { AppProviders } from '../src/app/providers';
import { createQueryClient } from '../src/app/query-client';
import { onRouteError } from '../src/app/route-states';
import { routes } from '../src/app/routes';
import { sessionStore } from '../src/features/session';
import { loadInitialCatalog } from '../src/i18n/setup';
import type { TFormFactor } from '../src/ui/form-factor';

/** Widths that pick each form factor in DESKTOP_QUERY / WIDE_QUERY (src/ui/form-factor.ts). */
const VIEWPORT_WIDTH: Record<TFormFactor, number> = { mobile: 390, tablet: 800, desktop: 1280 };

/**
 * The layout is chosen by `matchMedia` (useFormFactor): Node has none, so the render answers
 * media queries as a screen of the form factor's width would, on a first visit.
 */
function emulateViewport(width: number) {
  const matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { matches, media: query, addEventListener() {}, removeEventListener() {} };
  };
  // Measured sizes (useElementSize) start at zero, as in a browser before layout.
  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  // A first visit: no history entry of the app's own to go back to.
  const history = { state: null, length: 1 };
  Object.assign(globalThis, { window: { matchMedia, history }, ResizeObserver });
}

/**
 * A session for a signed-in page: the token only (never sent, nothing is fetched here); the
 * resident's name, building and data are unknown, so the page shows as it does before they load.
 */
const PRERENDER_SESSION = { token: 'prerender', userId: null, organization: null, property: null };

/** The HTML of `path` (the markup inside #root), as the app renders it before any data. */
export async function renderPage(options: {
  path: string;
  brand: TBrand;
  formFactor: TFormFactor;
  signedIn: boolean;
}): Promise<string> {
  emulateViewport(VIEWPORT_WIDTH[options.formFactor]);
  sessionStore.set(options.signedIn ? PRERENDER_SESSION : null);
  await loadInitialCatalog();
  // As the browser's first render (main.tsx): the page's code is there, no loader shows.
  await preloadRoutes(routes, options.path);
  const config: TAppConfig = {
    brand: options.brand,
    organization: null,
    property: null,
    version: 'prerender',
    payments: { processor: null, publicKey: null },
    webPush: { publicKey: null },
    apps: { ios: null, android: null },
  };
  // Waits for the lazily loaded parts (the layout, the page). A part that failed to render or
  // to load fails the build, so a page never ships with the error or a piece the browser alone
  // would draw.
  const errors: unknown[] = [];
  onRouteError((error) => errors.push(error));
  const html = await renderToStringAsync(
    <AppProviders config={config} queryClient={createQueryClient()}>
      <StaticRouter location={options.path}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  if (errors.length > 0)
    throw new Error(`${options.path} failed to prerender`, { cause: errors[0] });
  return html;
}
