import { useLayoutEffect, useState } from 'react';
import { Outlet } from 'react-router';

let pageWaitsForLayout = false;

/** Called by main.tsx before the app's first render: that render shows the page a task later. */
export function renderPageAfterLayout(): void {
  pageWaitsForLayout = true;
}

/**
 * Where a layout shows the page. On the app's first render (main.tsx), the page renders in the
 * task after the layout's: on a phone, rendering both at once was one long task during which a
 * tap got no answer. The prerendered page stays on screen until the app's page is in (main.tsx).
 */
export function PageOutlet() {
  const [waiting, setWaiting] = useState(pageWaitsForLayout);
  useLayoutEffect(() => {
    if (!waiting) return;
    pageWaitsForLayout = false;
    const timer = setTimeout(() => setWaiting(false), 0);
    return () => clearTimeout(timer);
  }, [waiting]);
  return waiting ? null : <Outlet />;
}
