import { useEffect, useState, useSyncExternalStore } from 'react';
import { OFFLINE_REFUSAL_EVENT } from '@/lib/api-client';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

// Only `false` is trusted: the browser knows when it has no network, not when the network works.
const isOnline = () => navigator.onLine !== false;

/** Whether the device has a network, following the browser's online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * How many writes the API client refused since the connection was lost (0 once it is back):
 * a new number each time, so the refusal is announced again on a second try.
 */
export function useOfflineRefusals(online: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const refused = () => setCount((previous) => previous + 1);
    window.addEventListener(OFFLINE_REFUSAL_EVENT, refused);
    return () => window.removeEventListener(OFFLINE_REFUSAL_EVENT, refused);
  }, []);
  useEffect(() => {
    if (online) setCount(0);
  }, [online]);
  return count;
}
