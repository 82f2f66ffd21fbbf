import { Outlet } from 'react-router';
import { LaterTask } from '../first-render/later-task';

/**
 * Where a layout shows the page. On the app's first render (main.tsx), the page comes in a task
 * of its own, after the layout's parts; the prerendered page stays on screen until then.
 */
export function PageOutlet() {
  return (
    <LaterTask last>
      <Outlet />
    </LaterTask>
  );
}
