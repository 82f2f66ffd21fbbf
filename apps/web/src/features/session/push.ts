import { Preferences } from '@capacitor/preferences';
import { authFetch } from './api';
import { sessionStore } from './session-store';

/**
 * The mobile app's device push token (docs/product.md: the wrapper obtains a device token,
 * stores it locally and sends it to the server). Kept with @capacitor/preferences, which lasts
 * across launches, and sent with `PUT /api/me` exactly once per change: a new token from the
 * push service, or a new session (the server ties the token to the session that sent it and
 * forgets it when that session signs out). Imported only inside the app (features/mobile).
 */
const TOKEN_KEY = 'habitat.deviceToken';
/** The token last sent, and to which session: `<token>\n<session>`. */
const SENT_KEY = 'habitat.deviceTokenSent';

export type TPushPlatform = 'ios' | 'android';

/** Names a session without keeping its bearer token: the JWT's claims part alone signs nothing. */
const sessionKeyOf = (token: string) => token.split('.')[1] ?? token.slice(-16);

async function sendIfChanged(platform: TPushPlatform | null): Promise<boolean> {
  const session = sessionStore.get();
  const { value: deviceToken } = await Preferences.get({ key: TOKEN_KEY });
  if (!session || !deviceToken) return false;
  const sent = `${deviceToken}\n${sessionKeyOf(session.token)}`;
  if ((await Preferences.get({ key: SENT_KEY })).value === sent) return false;
  try {
    const body = platform ? { deviceToken, platform } : { deviceToken };
    await authFetch('/api/me', { method: 'PUT', body });
  } catch (error) {
    console.warn('[push] could not send the device token', error);
    return false;
  }
  // Signed out (or in as someone else) while it was sent: that session's token is not "sent".
  if (sessionStore.get()?.token !== session.token) return false;
  await Preferences.set({ key: SENT_KEY, value: sent });
  return true;
}

// One send at a time: a token arriving while the sign-in sends the previous one waits for it.
let queue: Promise<unknown> = Promise.resolve();

/** Sends the stored token if this session has not got it yet; true when it was sent now. */
export function sendDeviceToken(platform: TPushPlatform | null): Promise<boolean> {
  const run = queue.then(() => sendIfChanged(platform));
  queue = run.catch(() => false);
  return run;
}

/** The token the push service gave (each launch, and when it renews it), then sent if new. */
export async function keepDeviceToken(
  deviceToken: string,
  platform: TPushPlatform | null,
): Promise<boolean> {
  await Preferences.set({ key: TOKEN_KEY, value: deviceToken });
  return sendDeviceToken(platform);
}

/**
 * After sign-out: the server has dropped the token with the session; the device keeps the token
 * itself (it is the device's, and the next sign-in sends it) but no longer counts it as sent.
 */
export function forgetSentDeviceToken(): Promise<void> {
  return Preferences.remove({ key: SENT_KEY });
}
