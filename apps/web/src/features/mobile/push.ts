import { Preferences } from '@capacitor/preferences';
import {
  type ActionPerformed,
  type PushNotificationSchema,
  PushNotifications,
} from '@capacitor/push-notifications';
import { pushPermissionDenied } from '@/features/session';
import { keepDeviceToken } from '@/features/session/push';
import { appPathOf } from './app-path';
import { nativePlatform } from './native';

/** Set once the explanation screen was answered (Allow or Not now): it is shown once. */
const ASKED_KEY = 'habitat.pushExplained';

export type TForegroundPush = { title: string; link: string | null };

export type TPushHandlers = {
  /** A notification arrived while the app is in front (the system shows none). */
  onForeground: (push: TForegroundPush) => void;
  /** A notification was tapped: the app path it is about. */
  onOpen: (path: string) => void;
};

/** The app path a push is about: FCM's data and APNs' custom keys both arrive in `data`. */
function linkOf(notification: PushNotificationSchema): string | null {
  const data: unknown = notification.data;
  const link = typeof data === 'object' && data !== null && 'link' in data ? data.link : null;
  return typeof link === 'string' ? appPathOf(link) : null;
}

/**
 * Listens to the push plugin (a tap that launched the app is delivered once a listener is
 * added, so this runs at start-up), then registers again when the permission is already
 * granted: the push service may have renewed the token since the last launch.
 */
export async function startPush(handlers: TPushHandlers): Promise<() => void> {
  const listeners = await Promise.all([
    PushNotifications.addListener('registration', ({ value }) => {
      void keepDeviceToken(value, nativePlatform());
    }),
    PushNotifications.addListener('registrationError', (error) => {
      console.warn('[push] the device could not register for push', error);
    }),
    PushNotifications.addListener('pushNotificationReceived', (notification) => {
      const title = notification.title ?? notification.body ?? '';
      handlers.onForeground({ title, link: linkOf(notification) });
    }),
    PushNotifications.addListener('pushNotificationActionPerformed', (action: ActionPerformed) => {
      const link = linkOf(action.notification);
      if (link) handlers.onOpen(link);
    }),
  ]);
  const { receive } = await PushNotifications.checkPermissions();
  if (receive === 'granted') await PushNotifications.register();
  return () => {
    for (const listener of listeners) void listener.remove();
  };
}

/** The explanation screen comes first, once: only while the system would still ask. */
export async function shouldExplainPush(): Promise<boolean> {
  const { receive } = await PushNotifications.checkPermissions();
  if (receive !== 'prompt' && receive !== 'prompt-with-rationale') return false;
  return (await Preferences.get({ key: ASKED_KEY })).value === null;
}

/** "Allow": the system's prompt; granted registers (the token then arrives), refused is only logged. */
export async function allowPush(): Promise<boolean> {
  await Preferences.set({ key: ASKED_KEY, value: 'allow' });
  const { receive } = await PushNotifications.requestPermissions();
  if (receive !== 'granted') {
    pushPermissionDenied();
    return false;
  }
  await PushNotifications.register();
  return true;
}

/** "Not now": the screen is not shown again (asking once, as the spec says). */
export function postponePush(): Promise<void> {
  return Preferences.set({ key: ASKED_KEY, value: 'later' });
}

/**
 * This phone's notifications for /profile/notifications: on (granted), off (the system would still
 * ask, e.g. after "Not now") or denied (only the phone's settings can turn them on again).
 */
export async function nativePushState(): Promise<'on' | 'off' | 'denied'> {
  const { receive } = await PushNotifications.checkPermissions();
  if (receive === 'granted') return 'on';
  return receive === 'denied' ? 'denied' : 'off';
}
