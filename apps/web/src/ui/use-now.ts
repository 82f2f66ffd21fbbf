import { useEffect, useState } from 'react';

/**
 * The current instant, refreshed every `intervalMs`, so what depends on the clock turns on
 * its own ("open now", a booking moving to "done").
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
