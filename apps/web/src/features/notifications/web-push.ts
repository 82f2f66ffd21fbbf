import { serviceWorkerRegistration } from '@/features/offline';
import { authFetch, pushPermissionDenied } from '@/features/session';

/**
 * Web Push on this device: the browser's subscription (its push service's endpoint and the keys
 * the server encrypts with) registered for the signed-in person, or removed.
 */
export type TDevicePush =
  /** No service worker or Push API here (an iPhone's Safari outside the home screen, an old browser). */
  | 'unsupported'
  /** The server has no Web Push key, or the service worker is not running (development). */
  | 'unavailable'
  /** The person or the browser refused notifications for this site. */
  | 'denied'
  | 'off'
  | 'on';

const OWNER_KEY = 'habitat.pushSubscriber';

const pushSupported = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window;

/**
 * The app's service worker (registered now if the first page had not settled yet), or null when
 * none runs on this origin (development, tests).
 */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  return (
    (await serviceWorkerRegistration()) ?? (await navigator.serviceWorker.getRegistration()) ?? null
  );
}

/** The VAPID key as the bytes `applicationServerKey` wants (it is base64url). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

// Whose subscription this browser holds: after another person signs in here, it is not theirs.
function ownerOf(): string | null {
  try {
    return window.localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

function setOwner(userId: number | null): void {
  try {
    if (userId === null) window.localStorage.removeItem(OWNER_KEY);
    else window.localStorage.setItem(OWNER_KEY, String(userId));
  } catch {
    // Storage refused: the page shows "off" next time, and turning it on registers it again.
  }
}

export async function devicePushState(
  publicKey: string | null,
  userId: number | null,
): Promise<TDevicePush> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await workerRegistration();
  if (!publicKey || !registration) return 'unavailable';
  const subscription = await registration.pushManager.getSubscription();
  return subscription && ownerOf() === String(userId) ? 'on' : 'off';
}

/**
 * Asks for permission (a refusal is only logged, docs/product.md: Errors), subscribes with the
 * server's key and registers the subscription (POST /api/push-subscriptions). A subscription the
 * server refused is dropped again, so the browser does not hold one nobody sends to.
 */
export async function turnOnDevicePush(
  publicKey: string,
  userId: number | null,
): Promise<TDevicePush> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    pushPermissionDenied();
    return permission === 'denied' ? 'denied' : 'off';
  }
  const registration = await workerRegistration();
  if (!registration) return 'unavailable';
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  try {
    await authFetch('/api/push-subscriptions', { method: 'POST', body: subscription.toJSON() });
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  setOwner(userId);
  return 'on';
}

/** Removes the subscription here and on the server (DELETE /api/push-subscriptions). */
export async function turnOffDevicePush(): Promise<TDevicePush> {
  const registration = await workerRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    // The browser's copy goes even if the server cannot be told: a push service answers the
    // server 410 for it from then on, and the server drops it.
    const told = authFetch('/api/push-subscriptions', {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
    }).catch((error: unknown) => console.warn('[push] could not remove the subscription', error));
    await subscription.unsubscribe();
    await told;
  }
  setOwner(null);
  return 'off';
}
