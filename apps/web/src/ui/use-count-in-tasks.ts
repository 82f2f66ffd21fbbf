import { useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to render now: `first` at once, then `step` more in each
 * task after (docs/decisions/039-first-render-in-parts.md). Preact renders a tree in one go: a
 * page of cards rendered whole was one long task on a phone, and as long again in style and
 * layout. The first screenful comes at once, the rest a few milliseconds later.
 */
export function useCountInTasks(total: number, { first, step }: { first: number; step: number }) {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((shown) => shown + step), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
