import type { TNotification, TNotificationSettings } from '@habitat/shared';
import { act, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n/setup';
import { tenant } from '@/test/fixtures';
import { apiError, mockApi, type TMockReply } from '@/test/mock-api';
import { DESKTOP_WIDTH, MOBILE_WIDTH, renderApp, tenantSession } from '@/test/render';

type TRouteReply = Parameters<typeof mockApi>[0][string];

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function aNotification(overrides: Partial<TNotification> = {}): TNotification {
  return {
    id: 1,
    type: 'request_reply',
    title: 'New reply to your request #0000012',
    link: '/requests/12',
    readAt: null,
    createdAt: minutesAgo(5),
    ...overrides,
  };
}

const inboxReply = (items: TNotification[], unread: number, count = items.length): TMockReply => ({
  status: 200,
  body: { data: items, count, unread },
});

function residentApi(routes: Record<string, TRouteReply>) {
  return mockApi({
    'GET /api/me': { status: 200, body: tenant },
    'GET /api/properties/2': {
      status: 200,
      body: { id: 2, timeZone: 'America/Toronto', address: { full: '' } },
    },
    'PUT /api/me/notification-settings': { status: 200, body: {} },
    ...routes,
  });
}

const sent = (api: ReturnType<typeof mockApi>, route: string) =>
  api.allCalls.filter((call) => `${call.method} ${call.path}` === route);

describe('the bell', () => {
  it.each([MOBILE_WIDTH, DESKTOP_WIDTH])(
    'says how many are unread and opens the inbox (%i px)',
    async (width) => {
      residentApi({ 'GET /api/notifications': inboxReply([aNotification()], 3) });
      renderApp({ path: '/profile', session: tenantSession, width });
      const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
      expect(bell).toHaveAttribute('href', '/notifications');
    },
  );

  it('reads "Notifications" alone when all is read, and in French', async () => {
    residentApi({ 'GET /api/notifications': inboxReply([], 0) });
    renderApp({ path: '/profile', session: tenantSession });
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    await act(() => setLocale('fr'));
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('counts in French', async () => {
    await setLocale('fr');
    residentApi({ 'GET /api/notifications': inboxReply([aNotification()], 2) });
    renderApp({ path: '/profile', session: tenantSession, width: MOBILE_WIDTH });
    expect(
      await screen.findByRole('link', { name: 'Notifications, 2 non lues' }),
    ).toBeInTheDocument();
  });

  it('is not shown to visitors, who are asked nothing', async () => {
    const api = mockApi({});
    renderApp({ path: '/about' });
    expect(await screen.findByRole('link', { name: /Log in/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(sent(api, 'GET /api/notifications')).toHaveLength(0);
  });

  it('reads the count again when the service worker says a push message arrived', async () => {
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    let unread = 1;
    residentApi({ 'GET /api/notifications': () => inboxReply([aNotification()], unread) });
    renderApp({ path: '/profile', session: tenantSession });
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    unread = 2;
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'habitat:notification' } }));
    expect(
      await screen.findByRole('link', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});

describe('the language notifications are written in', () => {
  /** Once the server answered, the sign-in and language it has are remembered (locale-sync.ts). */
  const syncedAs = (mark: string) =>
    waitFor(() => expect(window.localStorage.getItem('habitat.notificationLocale')).toBe(mark));

  it('is sent once after sign-in and again when the language changes', async () => {
    const api = residentApi({ 'GET /api/notifications': inboxReply([], 0) });
    const { unmount } = renderApp({ path: '/profile', session: tenantSession });
    await waitFor(() => expect(sent(api, 'PUT /api/me/notification-settings')).toHaveLength(1));
    expect(sent(api, 'PUT /api/me/notification-settings')[0]?.body).toEqual({ locale: 'en' });
    await syncedAs('jwt-tenant|en');
    unmount();

    // A reload of the same session does not send it again.
    renderApp({ path: '/profile', session: tenantSession });
    await screen.findByRole('link', { name: 'Notifications' });
    expect(sent(api, 'PUT /api/me/notification-settings')).toHaveLength(1);

    await act(() => setLocale('fr'));
    await waitFor(() => expect(sent(api, 'PUT /api/me/notification-settings')).toHaveLength(2));
    expect(sent(api, 'PUT /api/me/notification-settings')[1]?.body).toEqual({ locale: 'fr' });
  });

  it('is sent again after a new sign-in, and again next time when it failed', async () => {
    let status = 503;
    const api = residentApi({
      'GET /api/notifications': inboxReply([], 0),
      'PUT /api/me/notification-settings': () => ({ status, body: {} }),
    });
    const { unmount } = renderApp({ path: '/profile', session: tenantSession });
    await waitFor(() => expect(sent(api, 'PUT /api/me/notification-settings')).toHaveLength(1));
    unmount();
    status = 200;
    const reload = renderApp({ path: '/profile', session: tenantSession });
    await waitFor(() => expect(sent(api, 'PUT /api/me/notification-settings')).toHaveLength(2));
    await syncedAs('jwt-tenant|en');
    reload.unmount();
    renderApp({ path: '/profile', session: { ...tenantSession, token: 'another-sign-in' } });
    await waitFor(() => expect(sent(api, 'PUT /api/me/notification-settings')).toHaveLength(3));
  });
});

describe('/notifications', () => {
  const reply = aNotification();
  const read = aNotification({
    id: 2,
    type: 'news',
    title: 'News: Elevator maintenance',
    link: '/news/4',
    readAt: minutesAgo(60),
    createdAt: minutesAgo(26 * 60),
  });

  it.each([MOBILE_WIDTH, DESKTOP_WIDTH])(
    'lists the newest first, unread marked, and opening one marks it read (%i px)',
    async (width) => {
      let unread = 1;
      const api = residentApi({
        'GET /api/notifications': () =>
          inboxReply([unread ? reply : { ...reply, readAt: minutesAgo(0) }, read], unread),
        'PUT /api/notifications/1': () => {
          unread = 0;
          return { status: 200, body: { ...reply, readAt: minutesAgo(0) } };
        },
        'GET /api/user_requests/12': apiError(404, 'not_found'),
      });
      const user = userEvent.setup();
      const { router } = renderApp({ path: '/notifications', session: tenantSession, width });
      const list = await screen.findByRole('list', { name: 'Your notifications' });
      const [first, second] = within(list).getAllByRole('link');
      expect(first).toHaveAccessibleName(
        'Unread, New reply to your request #0000012 5 minutes ago',
      );
      expect(first).toHaveAttribute('href', '/requests/12');
      expect(second).toHaveAccessibleName('News: Elevator maintenance yesterday');
      expect(screen.getByText('1 unread')).toBeInTheDocument();

      await user.click(first as HTMLElement);
      await waitFor(() => expect(router.state.location.pathname).toBe('/requests/12'));
      const [mark] = sent(api, 'PUT /api/notifications/1');
      expect(mark?.body).toEqual({ read: true });
      expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    },
  );

  it('does not mark again an item already read', async () => {
    const api = residentApi({
      'GET /api/notifications': inboxReply([read], 0),
      'GET /api/news/4': apiError(404, 'not_found'),
    });
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/notifications', session: tenantSession });
    await user.click(await screen.findByRole('link', { name: /Elevator maintenance/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/news/4'));
    expect(
      api.allCalls.filter(
        (call) => call.method === 'PUT' && call.path.startsWith('/api/notifications/'),
      ),
    ).toEqual([]);
  });

  it('opens only paths of the app', async () => {
    residentApi({
      'GET /api/notifications': inboxReply([aNotification({ link: '//evil.example/x' })], 1),
    });
    renderApp({ path: '/notifications', session: tenantSession });
    const item = await screen.findByRole('link', { name: /New reply/ });
    expect(item).toHaveAttribute('href', '/notifications');
  });

  it('marks all as read', async () => {
    let unread = 2;
    const second = aNotification({ id: 3, title: 'Your request #0000012 was updated' });
    const api = residentApi({
      'GET /api/notifications': () =>
        inboxReply(
          [reply, second].map((item) => (unread ? item : { ...item, readAt: minutesAgo(0) })),
          unread,
        ),
      'POST /api/notifications/read-all': () => {
        unread = 0;
        return { status: 200, body: { updated: 2, unread: 0 } };
      },
    });
    const user = userEvent.setup();
    renderApp({ path: '/notifications', session: tenantSession, width: MOBILE_WIDTH });
    await screen.findByText('2 unread');
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All read')).toBeInTheDocument();
    expect(sent(api, 'POST /api/notifications/read-all')).toHaveLength(1);
    expect(screen.queryByText('Unread,', { exact: false })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('says so when marking all fails, and keeps the items unread', async () => {
    residentApi({
      'GET /api/notifications': inboxReply([reply], 1),
      'POST /api/notifications/read-all': apiError(503, 'internal_error'),
    });
    const user = userEvent.setup();
    renderApp({ path: '/notifications', session: tenantSession });
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not mark your notifications as read.',
    );
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('loads the next page on demand', async () => {
    const page = (from: number, size: number) =>
      Array.from({ length: size }, (_, index) =>
        aNotification({ id: from + index, title: `Item ${from + index}`, readAt: minutesAgo(1) }),
      );
    const api = residentApi({
      'GET /api/notifications': ({ url }) =>
        url.searchParams.get('perPage') === '1'
          ? inboxReply(page(1, 1), 0, 25)
          : url.searchParams.get('page') === '2'
            ? inboxReply(page(21, 5), 0, 25)
            : inboxReply(page(1, 20), 0, 25),
    });
    const user = userEvent.setup();
    renderApp({ path: '/notifications', session: tenantSession });
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const pages = api.fetchMock.mock.calls
      .map((call) => new URL(String(call[0]), 'http://localhost'))
      .filter(
        (url) => url.pathname === '/api/notifications' && url.searchParams.get('perPage') === '20',
      )
      .map((url) => url.searchParams.get('page'));
    expect(pages).toEqual(['1', '2']);
  });

  it('has an empty state, and a way to the preferences', async () => {
    residentApi({ 'GET /api/notifications': inboxReply([], 0) });
    renderApp({ path: '/notifications', session: tenantSession, width: MOBILE_WIDTH });
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preferences' })).toHaveAttribute(
      'href',
      '/profile/notifications',
    );
  });

  it('shows a load error with a retry', async () => {
    let fail = true;
    residentApi({
      'GET /api/notifications': () =>
        fail ? apiError(503, 'internal_error') : inboxReply([reply], 1),
    });
    const user = userEvent.setup();
    renderApp({ path: '/notifications', session: tenantSession });
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your notifications' })).toBeInTheDocument();
  });
});

const defaults: TNotificationSettings = {
  locale: 'en',
  choices: {},
  quietHours: null,
  dailyDigest: false,
};

describe('/profile/notifications', () => {
  it.each([MOBILE_WIDTH, DESKTOP_WIDTH])(
    'shows each type × channel with the defaults; urgent ones cannot be turned off (%i px)',
    async (width) => {
      residentApi({
        'GET /api/notifications': inboxReply([], 0),
        'GET /api/me/notification-settings': { status: 200, body: defaults },
      });
      renderApp({ path: '/profile/notifications', session: tenantSession, width });
      const replies = await screen.findByRole('switch', { name: 'E-mail: Replies to my requests' });
      expect(replies).toBeChecked();
      expect(screen.getByRole('switch', { name: 'E-mail: Building news' })).not.toBeChecked();
      expect(screen.getByRole('switch', { name: 'Push: Building news' })).toBeChecked();
      const urgent = screen.getByRole('switch', { name: 'E-mail: Urgent news' });
      expect(urgent).toBeChecked();
      expect(urgent).toBeDisabled();
      expect(urgent).toHaveAccessibleDescription(/always arrive/);
      expect(screen.getByRole('switch', { name: 'Push: Emergency messages' })).toBeDisabled();
      // Manager types are not a resident's to choose.
      expect(screen.queryByRole('switch', { name: /New requests/ })).not.toBeInTheDocument();
      expect(screen.getByRole('switch', { name: /Hold e-mails/ })).not.toBeChecked();
    },
  );

  it('saves each switch as it is turned, and the quiet hours with their button', async () => {
    let saved: TNotificationSettings = {
      ...defaults,
      choices: { request_status: { email: false } },
    };
    const api = residentApi({
      'GET /api/notifications': inboxReply([], 0),
      'GET /api/me/notification-settings': () => ({ status: 200, body: saved }),
      'PUT /api/me/notification-settings': ({ body }) => {
        const change = body as Partial<TNotificationSettings>;
        if (!change.locale) {
          const choices = { ...saved.choices };
          for (const [type, choice] of Object.entries(change.choices ?? {})) {
            const key = type as keyof typeof choices;
            choices[key] = { ...choices[key], ...choice };
          }
          saved = { ...saved, ...change, choices };
        }
        return { status: 200, body: saved };
      },
    });
    const saves = () =>
      sent(api, 'PUT /api/me/notification-settings')
        .map((call) => call.body as Partial<TNotificationSettings>)
        .filter((body) => !('locale' in body));
    const user = userEvent.setup();
    const { unmount } = renderApp({ path: '/profile/notifications', session: tenantSession });
    const status = await screen.findByRole('switch', { name: 'E-mail: Updates to my requests' });
    expect(status).not.toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'E-mail: Building news' }));
    expect(screen.getByRole('switch', { name: 'E-mail: Building news' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Push: Booking reminder' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()).toEqual([
      { choices: { news: { email: true } } },
      { choices: { booking_reminder: { push: false } } },
    ]);
    expect(await screen.findByText('Preference saved.')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: /Hold e-mails/ }));
    const start = screen.getByLabelText(/^Start/);
    await user.clear(start);
    await user.type(start, '23:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your notification preferences are saved.')).toBeInTheDocument();
    expect(saves()[2]).toEqual({ quietHours: { start: '23:00', end: '07:00' } });

    // Drawn again, the page shows what the server holds.
    unmount();
    renderApp({ path: '/profile/notifications', session: tenantSession });
    expect(await screen.findByRole('switch', { name: 'E-mail: Building news' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push: Booking reminder' })).not.toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'E-mail: Updates to my requests' }),
    ).not.toBeChecked();
    expect(screen.getByLabelText(/^Start/)).toHaveValue('23:00');
  });

  it('refuses quiet hours that start when they end, and sends nothing', async () => {
    const api = residentApi({
      'GET /api/notifications': inboxReply([], 0),
      'GET /api/me/notification-settings': {
        status: 200,
        body: { ...defaults, quietHours: { start: '22:00', end: '07:00' } },
      },
    });
    const user = userEvent.setup();
    renderApp({ path: '/profile/notifications', session: tenantSession, width: MOBILE_WIDTH });
    const end = await screen.findByLabelText(/^End/);
    await user.clear(end);
    await user.type(end, '22:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a start and an end that differ.')).toBeInTheDocument();
    const saves = sent(api, 'PUT /api/me/notification-settings').filter(
      (call) => !('locale' in (call.body as object)),
    );
    expect(saves).toEqual([]);
  });

  it('says when a switch could not be saved, and turns it back', async () => {
    residentApi({
      'GET /api/notifications': inboxReply([], 0),
      'GET /api/me/notification-settings': { status: 200, body: defaults },
      'PUT /api/me/notification-settings': ({ body }) =>
        'locale' in (body as object)
          ? { status: 200, body: defaults }
          : apiError(503, 'internal_error'),
    });
    const user = userEvent.setup();
    renderApp({ path: '/profile/notifications', session: tenantSession });
    const news = await screen.findByRole('switch', { name: 'E-mail: Building news' });
    await user.click(news);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your preferences were not saved.');
    expect(screen.getByRole('switch', { name: 'E-mail: Building news' })).not.toBeChecked();
  });

  it('says when this browser cannot receive notifications', async () => {
    residentApi({
      'GET /api/notifications': inboxReply([], 0),
      'GET /api/me/notification-settings': { status: 200, body: defaults },
    });
    renderApp({ path: '/profile/notifications', session: tenantSession });
    expect(
      await screen.findByText(/This browser cannot receive notifications/),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Turn on notifications on this device' }),
    ).not.toBeInTheDocument();
  });

  it('is linked from the profile', async () => {
    residentApi({
      'GET /api/notifications': inboxReply([], 0),
      'GET /api/calendar_feed': {
        status: 200,
        body: { active: false, url: null, createdAt: null },
      },
    });
    renderApp({ path: '/profile', session: tenantSession, width: MOBILE_WIDTH });
    expect(await screen.findByRole('link', { name: 'Choose my notifications' })).toHaveAttribute(
      'href',
      '/profile/notifications',
    );
  });
});

describe('/unsubscribe', () => {
  it.each([MOBILE_WIDTH, DESKTOP_WIDTH])(
    'says what it stops, and stops it once confirmed, without signing in (%i px)',
    async (width) => {
      const api = mockApi({
        'GET /api/notifications/unsubscribe': {
          status: 200,
          body: { type: 'request_status', email: 'julie@example.com' },
        },
        'POST /api/notifications/unsubscribe': { status: 200, body: { type: 'request_status' } },
      });
      const user = userEvent.setup();
      renderApp({ path: '/unsubscribe?token=abc.def', width });
      expect(
        await screen.findByText(
          'Stop receiving “Updates to my requests” by e-mail at julie@example.com?',
        ),
      ).toBeInTheDocument();
      expect(sent(api, 'POST /api/notifications/unsubscribe')).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
      expect(
        await screen.findByText(
          'Done: you will no longer receive “Updates to my requests” by e-mail.',
        ),
      ).toBeInTheDocument();
      const posts = api.fetchMock.mock.calls
        .map((call) => new URL(String(call[0]), 'http://localhost'))
        .filter((url) => url.pathname === '/api/notifications/unsubscribe');
      expect(posts.map((url) => url.searchParams.get('token'))).toEqual(['abc.def', 'abc.def']);
      expect(sent(api, 'GET /api/notifications')).toHaveLength(0);
    },
  );

  it('says a forged or expired link is not valid', async () => {
    mockApi({
      'GET /api/notifications/unsubscribe': apiError(400, 'unsubscribe_token_invalid'),
    });
    renderApp({ path: '/unsubscribe?token=forged' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid or has expired.',
    );
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says so without a token, and asks nothing', async () => {
    await setLocale('fr');
    const api = mockApi({});
    renderApp({ path: '/unsubscribe', width: MOBILE_WIDTH });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Ce lien de désabonnement n'est pas valide ou a expiré.",
    );
    expect(api.calls).toEqual([]);
  });
});

describe('/messages/:id', () => {
  it.each([MOBILE_WIDTH, DESKTOP_WIDTH])('shows an emergency message (%i px)', async (width) => {
    residentApi({
      'GET /api/notifications': inboxReply([], 0),
      'GET /api/emergency-messages/5': {
        status: 200,
        body: {
          id: 5,
          title: 'Water shut off',
          body: 'The water is shut off until 18:00.',
          createdAt: '2026-11-26T15:00:00Z',
        },
      },
    });
    renderApp({ path: '/messages/5', session: tenantSession, width });
    const article = await screen.findByRole('article', { name: 'Water shut off' });
    expect(article).toHaveTextContent('Emergency message from the management');
    expect(article).toHaveTextContent('The water is shut off until 18:00.');
    expect(within(article).getByText('November 26, 2026 | 10:00')).toBeInTheDocument();
  });

  it('answers another building message as not found', async () => {
    residentApi({
      'GET /api/notifications': inboxReply([], 0),
      'GET /api/emergency-messages/6': apiError(404, 'not_found'),
    });
    renderApp({ path: '/messages/6', session: tenantSession });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Back to notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });
});
