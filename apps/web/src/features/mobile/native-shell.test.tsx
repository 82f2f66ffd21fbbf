import { cleanup, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type TSession } from '@/features/session';
import { tenant } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { MOBILE_WIDTH, renderApp, tenantSession } from '@/test/render';
import {
  installFakeNativeDevice,
  type TFakeDevice,
  type TFakeDeviceOptions,
} from './testing/fake-native-device';

/*
 * The app's native side through Capacitor's real bridge: the fake device answers what
 * @capacitor/android's native-bridge.js posts, as the phone would (testing/fake-native-device.ts).
 */
installFakeNativeDevice({ permission: 'prompt', answer: 'granted', token: null });
await import('@capacitor/android/capacitor/src/main/assets/native-bridge.js');
const { default: NativeShell } = await import('./native-shell');
const { isNativeApp } = await import('./native');

const SENT_KEY = 'habitat.deviceTokenSent';
const inbox = { data: [], count: 0, unread: 0 };
const home = {
  notifications: { unread: 0, latest: [] },
  bookings: [],
  requests: { count: 0, data: [] },
  news: [],
  pendingPosts: { count: 0, data: [] },
};
const device = () => (window as unknown as { __fakeDevice: TFakeDevice }).__fakeDevice;
const putsOfMe = <T extends { method: string; path: string }>(calls: T[]) =>
  calls.filter((call) => call.method === 'PUT' && call.path === '/api/me');

function api() {
  return mockApi({
    'GET /api/me': { status: 200, body: tenant },
    'PUT /api/me': { status: 200, body: tenant },
    'POST /api/logout': { status: 204 },
    'GET /api/notifications': { status: 200, body: inbox },
    'GET /api/home': { status: 200, body: home },
    'GET /api/properties/2': {
      status: 200,
      body: { id: 2, timeZone: 'America/Toronto', address: { full: '' } },
    },
    'PUT /api/me/notification-settings': {
      status: 200,
      body: { locale: 'en', choices: {}, quietHours: null, dailyDigest: false },
    },
    'GET /api/me/notification-settings': {
      status: 200,
      body: { locale: 'en', choices: {}, quietHours: null, dailyDigest: false },
    },
  });
}

/** Opens the app on the fake phone (a launch: a new page, the phone's storage kept). */
function launch(options: {
  path: string;
  session?: TSession | null;
  device?: Partial<TFakeDeviceOptions>;
  /** Events the phone has before the app runs (a tap that launched it). */
  pending?: Array<[plugin: string, event: string, data: unknown]>;
}) {
  installFakeNativeDevice({
    permission: 'granted',
    answer: 'granted',
    token: 'fcm-token-1',
    ...options.device,
  });
  for (const [plugin, event, data] of options.pending ?? []) device().fire(plugin, event, data);
  const view = renderApp({
    path: options.path,
    session: options.session === undefined ? tenantSession : options.session,
    width: MOBILE_WIDTH,
    children: (
      <Suspense fallback={null}>
        <NativeShell />
      </Suspense>
    ),
  });
  return { ...view, device: device() };
}

async function listening(plugin: string, event: string) {
  await waitFor(() => expect(device().listening(plugin, event)).toBeGreaterThan(0));
}

// One phone per test: what an app still had under way lands before the next test's phone.
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 100));
  vi.restoreAllMocks();
});

describe('the mobile app: push', () => {
  it('runs as the native platform through the bridge', () => {
    expect(isNativeApp()).toBe(true);
  });

  it('sends the device token with PUT /api/me exactly once per change', async () => {
    const server = api();
    const first = launch({ path: '/home' });
    await waitFor(() => expect(putsOfMe(server.calls)).toHaveLength(1));
    expect(putsOfMe(server.calls)[0]?.body).toEqual({
      deviceToken: 'fcm-token-1',
      platform: 'android',
    });
    expect(putsOfMe(server.calls)[0]?.headers.get('Authorization')).toBe('Bearer jwt-tenant');
    expect(first.device.preferences['habitat.deviceToken']).toBe('fcm-token-1');
    await waitFor(() => expect(first.device.preferences[SENT_KEY]).toBeDefined());
    const kept = { ...first.device.preferences };
    first.unmount();

    // Next launch, same token: registered again, nothing sent.
    const second = launch({ path: '/home', device: { preferences: kept } });
    await waitFor(() =>
      expect(second.device.calls.some((call) => call.method === 'register')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(putsOfMe(server.calls)).toHaveLength(1);
    const stillKept = { ...second.device.preferences };
    second.unmount();

    // The push service renewed the token: sent once more.
    launch({ path: '/home', device: { preferences: stillKept, token: 'fcm-token-2' } });
    await waitFor(() => expect(putsOfMe(server.calls)).toHaveLength(2));
    expect(putsOfMe(server.calls)[1]?.body).toMatchObject({ deviceToken: 'fcm-token-2' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(putsOfMe(server.calls)).toHaveLength(2);
  });

  it('explains first, once; Allow asks the system, and the granted token is sent', async () => {
    const server = api();
    const user = userEvent.setup();
    const app = launch({ path: '/home', device: { permission: 'prompt' } });
    const dialog = await screen.findByRole('dialog', { name: 'Get notified when…' });
    expect(dialog).toHaveTextContent('a manager answers or updates your request');
    expect(app.device.calls.some((call) => call.method === 'requestPermissions')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Allow notifications' }));
    await waitFor(() => expect(putsOfMe(server.calls)).toHaveLength(1));
    expect(app.device.calls.filter((call) => call.method === 'requestPermissions')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Get notified when…' })).toBeNull();
    const kept = { ...app.device.preferences };
    app.unmount();

    const next = launch({ path: '/home', device: { permission: 'granted', preferences: kept } });
    await screen.findByText('Hello Julie!');
    await waitFor(() =>
      expect(next.device.calls.some((call) => call.method === 'register')).toBe(true),
    );
    expect(screen.queryByRole('dialog', { name: 'Get notified when…' })).toBeNull();
  });

  it('only logs a refused permission', async () => {
    const server = api();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const user = userEvent.setup();
    const app = launch({ path: '/home', device: { permission: 'prompt', answer: 'denied' } });
    await user.click(await screen.findByRole('button', { name: 'Allow notifications' }));
    await waitFor(() => expect(info).toHaveBeenCalledWith('[push] notification permission denied'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.device.calls.some((call) => call.method === 'register')).toBe(false);
    expect(putsOfMe(server.calls)).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(app.router.state.location.pathname).toBe('/home');
  });

  it('Not now does not ask the system, nor explain again', async () => {
    api();
    const user = userEvent.setup();
    const app = launch({ path: '/home', device: { permission: 'prompt' } });
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(app.device.preferences['habitat.pushExplained']).toBe('later'));
    expect(app.device.calls.some((call) => call.method === 'requestPermissions')).toBe(false);
  });

  it('after Not now, the notification settings turn push on; the granted token is sent', async () => {
    const server = api();
    const user = userEvent.setup();
    const app = launch({
      path: '/profile/notifications',
      device: { permission: 'prompt', preferences: { 'habitat.pushExplained': 'later' } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Turn on notifications on this device' }),
    );
    expect(await screen.findByText('Notifications are on for this device.')).toBeTruthy();
    expect(app.device.calls.some((call) => call.method === 'requestPermissions')).toBe(true);
    await waitFor(() => expect(putsOfMe(server.calls)).toHaveLength(1));
  });

  it("says a permission refused in the phone's settings is turned on there", async () => {
    api();
    launch({ path: '/profile/notifications', device: { permission: 'denied' } });
    expect(await screen.findByText(/turned off for this app in the phone's settings/)).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: 'Turn on notifications on this device' }),
    ).toBeNull();
  });

  it('sends a token obtained before sign-in once signed in', async () => {
    const server = api();
    const app = launch({ path: '/login', session: null });
    await waitFor(() => expect(app.device.preferences['habitat.deviceToken']).toBe('fcm-token-1'));
    expect(putsOfMe(server.calls)).toHaveLength(0);
    sessionStore.set(tenantSession);
    await waitFor(() => expect(putsOfMe(server.calls)).toHaveLength(1));
  });

  it('signing out ends the session on the server (which drops its token) and sends it again at the next sign-in', async () => {
    const server = api();
    const user = userEvent.setup();
    const app = launch({ path: '/profile' });
    await waitFor(() => expect(app.device.preferences[SENT_KEY]).toBeDefined());
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    const logout = server.calls.find((call) => call.path === '/api/logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer jwt-tenant');
    await waitFor(() => expect(app.device.preferences[SENT_KEY]).toBeUndefined());
    expect(app.device.preferences['habitat.deviceToken']).toBe('fcm-token-1');
    sessionStore.set({ ...tenantSession, token: 'h.eyJzdWIiOjcsImp0aSI6Im5ldyJ9.s' });
    await waitFor(() => expect(putsOfMe(server.calls)).toHaveLength(2));
  });

  it('a tapped notification opens its page; signed out, the sign-in comes first', async () => {
    api();
    const app = launch({ path: '/home' });
    await listening('PushNotifications', 'pushNotificationActionPerformed');
    app.device.fire('PushNotifications', 'pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: {
        id: '1',
        title: 'Your request #0000123 was updated',
        data: { link: '/requests/123' },
      },
    });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/requests/123'));
    app.unmount();

    // A tap that launched the app, signed out: the plugin keeps it until the app listens.
    const tap = {
      actionId: 'tap',
      notification: { id: '2', title: 'x', data: { link: '/requests/9' } },
    };
    const signedOut = launch({
      path: '/home',
      session: null,
      pending: [['PushNotifications', 'pushNotificationActionPerformed', tap]],
    });
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/login'));
    expect(signedOut.router.state.location.state).toMatchObject({ from: '/requests/9' });
  });

  it('in front, a notification shows as a toast with an Open button, and the bell reads again', async () => {
    const server = api();
    const user = userEvent.setup();
    const app = launch({ path: '/home' });
    await listening('PushNotifications', 'pushNotificationReceived');
    await waitFor(() =>
      expect(server.allCalls.some((call) => call.path === '/api/notifications')).toBe(true),
    );
    const bellReads = () => server.allCalls.filter((call) => call.path === '/api/notifications');
    const before = bellReads().length;
    app.device.fire('PushNotifications', 'pushNotificationReceived', {
      id: '4',
      title: 'Your request #0000123 was updated',
      data: { link: '/requests/123' },
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Your request #0000123 was updated');
    await waitFor(() => expect(bellReads().length).toBeGreaterThan(before));
    expect(app.router.state.location.pathname).toBe('/home');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/requests/123'));
  });
});

describe('the mobile app: native feel', () => {
  it('the back button walks the history, goes home from a first page, and leaves from /home', async () => {
    api();
    const app = launch({ path: '/home' });
    await listening('App', 'backButton');
    await app.router.navigate('/requests');
    await app.router.navigate('/requests/5');
    app.device.fire('App', 'backButton', { canGoBack: true });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/requests'));
    app.device.fire('App', 'backButton', { canGoBack: false });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
    expect(app.device.calls.some((call) => call.method === 'exitApp')).toBe(false);
    app.device.fire('App', 'backButton', { canGoBack: true });
    await waitFor(() =>
      expect(app.device.calls.some((call) => call.method === 'exitApp')).toBe(true),
    );
    expect(app.router.state.location.pathname).toBe('/home');
  });

  it('on resume, stays on its page and reads stale data again', async () => {
    const server = api();
    const app = launch({ path: '/notifications' });
    await listening('App', 'appStateChange');
    await waitFor(() =>
      expect(server.allCalls.some((call) => call.path === '/api/notifications')).toBe(true),
    );
    const reads = () => server.allCalls.filter((call) => call.path === '/api/notifications').length;
    // Every read of the page's opening made (the list, the bell): the count holds between polls.
    let before = -1;
    await waitFor(
      () => {
        const [last, now] = [before, reads()];
        before = now;
        expect(now).toBe(last);
      },
      { interval: 100 },
    );
    app.device.fire('App', 'appStateChange', { isActive: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads()).toBe(before);
    app.device.fire('App', 'appStateChange', { isActive: true });
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    expect(app.router.state.location.pathname).toBe('/notifications');
  });

  it('an opened https link navigates in the app', async () => {
    api();
    const app = launch({ path: '/home' });
    await listening('App', 'appUrlOpen');
    app.device.fire('App', 'appUrlOpen', { url: 'https://habitat.example.com/requests/123' });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/requests/123'));
  });

  it('dresses the status bar in the brand colour and hides the splash screen', async () => {
    api();
    const app = launch({ path: '/home' });
    await waitFor(() =>
      expect(app.device.calls.some((c) => c.plugin === 'SplashScreen')).toBe(true),
    );
    const color = app.device.calls.find((call) => call.method === 'setBackgroundColor');
    expect(color?.options).toEqual({ color: '#0f766e' });
  });
});
