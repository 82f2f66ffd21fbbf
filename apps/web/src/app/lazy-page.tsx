import { type ComponentType, type ReactNode, Suspense } from 'react';
import { type RouteObject, useLocation } from 'react-router';
import { matchRoutesOnce } from './route-matches';
import { PageLoader, RouteErrorBoundary } from './route-states';

/** A route's component whose code downloads on first use; `preload` starts that download. */
export type TLazyPage = ComponentType & { preload: () => Promise<void> };

const isLazyPage = (component: unknown): component is TLazyPage =>
  typeof component === 'function' && 'preload' in component;

/**
 * A page (or a layout route) whose code is downloaded once, the first time it is shown or
 * preloaded. Once there, it renders at once; until then it suspends, and the loader shows in
 * its place. A failed download shows the route's error (the layout stays), and the next visit
 * of the page downloads it again (e.g. after a new deployment replaced the file).
 */
export function lazyPage(load: () => Promise<ComponentType>): TLazyPage {
  let Page: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  let failure: { error: unknown } | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        Page = component;
      },
      (error: unknown) => {
        failure = { error };
        loading = null;
      },
    );
    return loading;
  };
  function Loaded() {
    if (Page) return <Page />;
    if (failure) {
      const { error } = failure;
      failure = null;
      throw error;
    }
    // Suspense's protocol: the loader shows until this settles, then this renders again.
    throw preload();
  }
  function LazyPage() {
    return (
      <PageBoundary>
        <Suspense fallback={<PageLoader />}>
          <Loaded />
        </Suspense>
      </PageBoundary>
    );
  }
  return Object.assign(LazyPage, { preload });
}

/** A page's error replaces the page only, until the next navigation. */
function PageBoundary(props: { children: ReactNode }) {
  const location = useLocation();
  return <RouteErrorBoundary resetKey={location.key}>{props.children}</RouteErrorBoundary>;
}

/**
 * Downloads the code of every lazy route `path` shows (a layout route and its page at once),
 * so that a first render shows the page without a loader. Never fails: a page whose code did
 * not come shows its error when rendered.
 */
export async function preloadRoutes(routes: RouteObject[], path: string): Promise<void> {
  const matches = matchRoutesOnce(routes, path) ?? [];
  await Promise.all(
    matches.map(({ route }) => (isLazyPage(route.Component) ? route.Component.preload() : null)),
  );
}
