import { type ReactNode, useLayoutEffect, useState } from 'react';

/**
 * The app's first render in tasks (docs/decisions/039-first-render-in-parts.md). Preact renders a
 * tree in one go: on a phone the first render was one long task, during which a tap got no
 * answer. On that render only, each part wrapped in `LaterTask` renders in a task of its own
 * after the rest, in the order the parts were laid out, and the page (`last`) after all of them.
 * main.tsx shows the app once no part is waiting.
 */
let splitting = false;
const waiting = { parts: new Set<() => void>(), last: new Set<() => void>() };
let scheduled = false;
let onNoPartWaits: (() => void) | undefined;

/**
 * Called by main.tsx before the app's first render; every other render stays in one go. A first
 * render that lays out no part (the manager's console) ends the splitting a task later.
 */
export function renderFirstInTasks(): void {
  splitting = true;
  scheduleNext();
}

/** Whether a part of the first render is still to come. */
export const partsWaiting = (): boolean => waiting.parts.size + waiting.last.size > 0;

/** `callback` runs once the first render's last part is in (a task after it). */
export function whenNoPartWaits(callback: () => void): void {
  onNoPartWaits = callback;
}

function scheduleNext() {
  if (scheduled) return;
  scheduled = true;
  setTimeout(showNext, 0);
}

function showNext() {
  scheduled = false;
  const [show] = waiting.parts.size > 0 ? waiting.parts : waiting.last;
  if (!show) {
    // A task with nothing left: the parts a shown part laid out would have come in by now.
    splitting = false;
    onNoPartWaits?.();
    return;
  }
  waiting.parts.delete(show);
  waiting.last.delete(show);
  show();
  scheduleNext();
}

/** Whether the caller's children wait for a later task (true only during the first render). */
function useLaterTask(last: boolean): boolean {
  const [later, setLater] = useState(splitting);
  useLayoutEffect(() => {
    if (!later) return;
    const queue = last ? waiting.last : waiting.parts;
    const show = () => setLater(false);
    queue.add(show);
    scheduleNext();
    return () => {
      queue.delete(show);
    };
  }, [later, last]);
  return later;
}

/** Its children, on the app's first render a task later (the page: `last`, after every part). */
export function LaterTask(props: { children: ReactNode; last?: boolean }) {
  return useLaterTask(props.last ?? false) ? null : props.children;
}
