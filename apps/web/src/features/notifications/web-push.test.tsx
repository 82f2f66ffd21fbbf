import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tenant } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp, tenantSession } from '@/test/render';
import { keyBytes } from './web-push';

const PUBLIC_KEY =
  'BOr7Yc3vWm1f5P0H2rDq7l3Yl3t4y2h0x5o8KQbq3K9Qy3jzC7o5Xn0t1b2d3e4f5g6h7i8j9k0l1m2n3o4p5q6';

/** A browser with a service worker and the Push API, whose permission answer the test picks. */
function fakeBrowser(permission: NotificationPermission) {
  let current: { endpoint: string } | null = null;
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    toJSON: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: 'BPp256', auth: 'secret' },
    }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = subscription;
      return subscription;
    }),
  };
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(new EventTarget(), {
      getRegistration: async () => ({ pushManager }),
    }),
  });
  return { pushManager, subscription, requestPermission };
}

function pushApi() {
  return mockApi({
    'GET /api/me': { status: 200, body: tenant },
    'GET /api/notifications': { status: 200, body: { data: [], count: 0, unread: 0 } },
    'GET /api/me/notification-settings': {
      status: 200,
      body: { locale: 'en', choices: {}, quietHours: null, dailyDigest: false },
    },
    'PUT /api/me/notification-settings': { status: 200, body: {} },
    'POST /api/push-subscriptions': { status: 201, body: { id: 1 } },
    'DELETE /api/push-subscriptions': { status: 204 },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push on this device', () => {
  it('decodes the base64url VAPID key', () => {
    expect([...keyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });

  it('asks, subscribes with the server key, registers it, and turns it off again', async () => {
    const browser = fakeBrowser('granted');
    const api = pushApi();
    const user = userEvent.setup();
    renderApp({
      path: '/profile/notifications',
      session: tenantSession,
      config: { webPush: { publicKey: PUBLIC_KEY } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Turn on notifications on this device' }),
    );
    expect(await screen.findByText('Notifications are on for this device.')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.pushManager.subscribe.mock.calls[0] as unknown as [
      { userVisibleOnly: boolean; applicationServerKey: Uint8Array },
    ];
    expect(options[0].userVisibleOnly).toBe(true);
    expect([...options[0].applicationServerKey]).toEqual([...keyBytes(PUBLIC_KEY)]);
    const [registered] = api.calls.filter((call) => call.path === '/api/push-subscriptions');
    expect(registered?.method).toBe('POST');
    expect(registered?.body).toEqual(browser.subscription.toJSON());

    await user.click(screen.getByRole('button', { name: 'Turn off on this device' }));
    await screen.findByRole('button', { name: 'Turn on notifications on this device' });
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    const removed = api.calls.filter(
      (call) => call.method === 'DELETE' && call.path === '/api/push-subscriptions',
    );
    expect(removed.map((call) => call.body)).toEqual([{ endpoint: browser.subscription.endpoint }]);
  });

  it('only logs a refusal, shows a hint and subscribes nothing', async () => {
    const browser = fakeBrowser('denied');
    const api = pushApi();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp({
      path: '/profile/notifications',
      session: tenantSession,
      config: { webPush: { publicKey: PUBLIC_KEY } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Turn on notifications on this device' }),
    );
    expect(await screen.findByText(/Your browser blocks notifications/)).toBeInTheDocument();
    expect(info).toHaveBeenCalledWith('[push] notification permission denied');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.calls.filter((call) => call.path === '/api/push-subscriptions')).toEqual([]);
  });

  it('drops the browser subscription when the server refuses it', async () => {
    const browser = fakeBrowser('granted');
    mockApi({
      'GET /api/me': { status: 200, body: tenant },
      'GET /api/me/notification-settings': {
        status: 200,
        body: { locale: 'en', choices: {}, quietHours: null, dailyDigest: false },
      },
      'POST /api/push-subscriptions': {
        status: 400,
        body: { error: { code: 'push_endpoint_not_allowed', message: 'No' } },
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp({
      path: '/profile/notifications',
      session: tenantSession,
      config: { webPush: { publicKey: PUBLIC_KEY } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Turn on notifications on this device' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not turn on notifications on this device.',
    );
    await waitFor(() => expect(browser.subscription.unsubscribe).toHaveBeenCalled());
  });

  it('says it is not available when the server has no Web Push key', async () => {
    fakeBrowser('granted');
    pushApi();
    renderApp({ path: '/profile/notifications', session: tenantSession });
    expect(
      await screen.findByText('Notifications on devices are not available at the moment.'),
    ).toBeInTheDocument();
  });
});
