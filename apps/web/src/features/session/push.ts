import { localStore } from '@/lib/local-store';
import { authFetch } from './api';
import { sessionStore } from './session-store';

/**
 * Push notifications: the mobile wrapper obtains a device token and stores it locally;
 * when logged in the token is sent to the server (PUT /api/me). Denied permission is
 * only logged (docs/product.md: Errors).
 */
export async function registerDeviceToken(): Promise<boolean> {
  const deviceToken = localStore.getDeviceToken();
  if (!deviceToken || !sessionStore.get()) return false;
  try {
    await authFetch('/api/me', { method: 'PUT', body: { deviceToken } });
    return true;
  } catch (error) {
    console.warn('[push] could not register the device token', error);
    return false;
  }
}

export function storeDeviceToken(deviceToken: string): Promise<boolean> {
  localStore.setDeviceToken(deviceToken);
  return registerDeviceToken();
}

export function pushPermissionDenied(): void {
  console.info('[push] notification permission denied');
}

type TPushBridge = {
  setDeviceToken: (token: string) => Promise<boolean>;
  permissionDenied: () => void;
};

declare global {
  interface Window {
    /** Entry points for the mobile wrapper. */
    habitatPush?: TPushBridge;
  }
}

export function exposePushBridge(): void {
  window.habitatPush = { setDeviceToken: storeDeviceToken, permissionDenied: pushPermissionDenied };
}
