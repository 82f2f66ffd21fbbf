import { type ComponentType, lazy, Suspense } from 'react';
import { DESKTOP_QUERY, useFormFactor } from '@/ui/form-factor';
import { PageLoader } from '../route-states';

type TModule<P> = { default: ComponentType<P> };

/**
 * A lazy component whose code, once downloaded, renders without suspending: React.lazy reads a
 * thenable that calls back at once as already loaded. Without it, the first render would show
 * the loader for a frame and React would then hold the page back ~300 ms (its fallback
 * throttle), though the layout's code had arrived long before.
 */
export function preloadable<P>(load: () => Promise<TModule<P>>) {
  let loaded: TModule<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const component = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    // biome-ignore lint/suspicious/noThenProperty: a thenable settled at once, on purpose (above)
    return { then: (resolve: (value: TModule<P>) => void) => resolve(module) } as Promise<
      TModule<P>
    >;
  });
  return { component, preload };
}

const mobile = preloadable(() =>
  import('./mobile-layout').then((m) => ({ default: m.MobileLayout })),
);
const desktop = preloadable(() =>
  import('./desktop-layout').then((m) => ({ default: m.DesktopLayout })),
);

// Each form factor downloads only its own layout; the one this screen needs starts
// downloading with the first page instead of after it.
if (typeof window !== 'undefined' && typeof window.matchMedia === 'function') {
  void (window.matchMedia(DESKTOP_QUERY).matches ? desktop.preload() : mobile.preload());
}

const MobileLayout = mobile.component;
const DesktopLayout = desktop.component;

/** The one place the layout switches on the form factor. */
export function AppLayout() {
  const formFactor = useFormFactor();
  return <Suspense fallback={<PageLoader />}>{layoutFor(formFactor)}</Suspense>;
}

function layoutFor(formFactor: ReturnType<typeof useFormFactor>) {
  switch (formFactor) {
    case 'mobile':
      return <MobileLayout />;
    case 'tablet':
      return <DesktopLayout tablet />;
    case 'desktop':
      return <DesktopLayout tablet={false} />;
  }
}
