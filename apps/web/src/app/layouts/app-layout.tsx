import { lazy, Suspense } from 'react';
import { DESKTOP_QUERY, useFormFactor } from '../../ui/form-factor';
import { PageLoader } from '../route-states';

const loadMobile = () => import('./mobile-layout').then((m) => ({ default: m.MobileLayout }));
const loadDesktop = () => import('./desktop-layout').then((m) => ({ default: m.DesktopLayout }));

// Each form factor downloads only its own layout; the one this screen needs starts
// downloading with the first page instead of after it.
if (typeof window !== 'undefined' && typeof window.matchMedia === 'function') {
  void (window.matchMedia(DESKTOP_QUERY).matches ? loadDesktop() : loadMobile());
}

const MobileLayout = lazy(loadMobile);
const DesktopLayout = lazy(loadDesktop);

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
