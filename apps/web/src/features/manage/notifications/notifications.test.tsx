import type {
  TManagedDelivery,
  TManagedEmergencyMessage,
  TNotification,
  TNotificationSettings,
} from '@habitat/shared';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyChange } from '@/features/notifications/settings/api';
import { setLocale } from '@/i18n/setup';
import { apiError, mockApi, type TMockReply } from '@/test/mock-api';
import { MOBILE_WIDTH, renderApp } from '@/test/render';
import { managerSession, properties } from '../manage.fixtures';

afterEach(async () => {
  window.localStorage.removeItem('habitat.manage.property');
  await setLocale('en');
});

const item = (overrides: Partial<TNotification> = {}): TNotification => ({
  id: 5,
  type: 'manager_new_request',
  title: 'URGENT – New request #0000123',
  link: '/manage/requests/123',
  readAt: null,
  // 14:30 in Montréal.
  createdAt: '2026-03-05T19:30:00Z',
  ...overrides,
});

const settings: TNotificationSettings = {
  locale: 'en',
  choices: {},
  quietHours: null,
  dailyDigest: false,
};

function consoleApi(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/manage/properties': { status: 200, body: { data: properties, count: 2 } },
    'GET /api/manage/dashboard': { status: 404 },
    ...routes,
  });
}

describe('the console bell', () => {
  it('shows the unread count in the header at both sizes and opens the inbox', async () => {
    for (const width of [MOBILE_WIDTH, 1280]) {
      const api = consoleApi({
        'GET /api/notifications': { status: 200, body: { data: [item()], count: 1, unread: 3 } },
      });
      const view = renderApp({ path: '/manage/refunds', session: managerSession, width });
      const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
      expect(within(screen.getByRole('banner')).getByRole('link', { name: /^Notifications/ })).toBe(
        bell,
      );
      expect(bell).toHaveAttribute('href', '/manage/notifications');
      const unreadOnly = api.allCalls.find((c) => c.path === '/api/notifications');
      expect(unreadOnly).toBeDefined();
      view.unmount();
    }
  });

  it('says "Notifications" alone when nothing is unread, and the count in French', async () => {
    consoleApi({
      'GET /api/notifications': { status: 200, body: { data: [], count: 0, unread: 0 } },
    });
    const view = renderApp({ path: '/manage/refunds', session: managerSession });
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeVisible();
    view.unmount();

    await setLocale('fr');
    consoleApi({
      'GET /api/notifications': { status: 200, body: { data: [], count: 0, unread: 2 } },
    });
    renderApp({ path: '/manage/refunds', session: managerSession });
    expect(await screen.findByRole('link', { name: 'Notifications, 2 non lues' })).toBeVisible();
  });
});

describe('/manage/notifications', () => {
  it('lists the inbox newest first; opening an item marks it read and goes to its subject', async () => {
    let list = [
      item(),
      item({
        id: 4,
        title: 'A post is awaiting moderation',
        link: '/manage/billboard',
        readAt: '2026-03-04T12:00:00Z',
        createdAt: '2026-03-04T11:00:00Z',
      }),
    ];
    const api = consoleApi({
      'GET /api/notifications': () => ({
        status: 200,
        body: { data: list, count: 2, unread: list.filter((n) => n.readAt === null).length },
      }),
      'PUT /api/notifications/5': () => {
        list = list.map((n) => (n.id === 5 ? { ...n, readAt: '2026-03-06T10:00:00Z' } : n));
        return { status: 200, body: list[0] };
      },
      'GET /api/manage/requests/123': { status: 404 },
    });
    const { router } = renderApp({ path: '/manage/notifications', session: managerSession });
    const inbox = await screen.findByRole('region', { name: 'My notifications' });
    expect(await within(inbox).findByText('2 notifications, 1 unread')).toBeVisible();
    const unread = within(inbox).getByRole('link', {
      name: 'Unread: URGENT – New request #0000123',
    });
    expect(within(inbox).getByText('05/03/2026 - 14:30')).toBeVisible();
    expect(
      within(inbox).getByRole('link', { name: 'A post is awaiting moderation' }),
    ).toHaveAttribute('href', '/manage/billboard');

    await userEvent.setup().click(unread);
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/requests/123'));
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/notifications/5');
    expect(put?.body).toEqual({ read: true });
  });

  it('marks all read, and says so when the inbox is empty', async () => {
    let list = [item(), item({ id: 6 })];
    const api = consoleApi({
      'GET /api/notifications': () => ({
        status: 200,
        body: { data: list, count: list.length, unread: list.filter((n) => !n.readAt).length },
      }),
      'POST /api/notifications/read-all': () => {
        list = list.map((n) => ({ ...n, readAt: '2026-03-06T10:00:00Z' }));
        return { status: 200, body: { updated: 2, unread: 0 } };
      },
    });
    renderApp({ path: '/manage/notifications', session: managerSession });
    const button = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);
    expect(await screen.findByText('Everything is marked as read.')).toBeVisible();
    expect(await screen.findByText('2 notifications, 0 unread')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeVisible();
    expect(api.calls.some((c) => c.path === '/api/notifications/read-all')).toBe(true);
  });

  it('shows the empty state', async () => {
    consoleApi({
      'GET /api/notifications': { status: 200, body: { data: [], count: 0, unread: 0 } },
    });
    renderApp({ path: '/manage/notifications', session: managerSession });
    expect(await screen.findByText(/No notification yet/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});

describe('/manage/notifications/settings', () => {
  it('saves each switch as it is turned (choices, digest), and quiet hours with their button', async () => {
    let saved = settings;
    const api = consoleApi({
      'GET /api/notifications': { status: 200, body: { data: [], count: 0, unread: 0 } },
      'GET /api/me/notification-settings': () => ({ status: 200, body: saved }),
      'PUT /api/me/notification-settings': ({ body }) => {
        saved = applyChange(saved, body as Partial<TNotificationSettings>);
        return { status: 200, body: saved };
      },
    });
    const saves = () => api.allCalls.filter((c) => c.method === 'PUT').map((c) => c.body as object);
    renderApp({ path: '/manage/notifications/settings', session: managerSession });
    const user = userEvent.setup();
    const email = await screen.findByRole('switch', { name: 'E-mail: New requests' });
    expect(email).toBeChecked();
    // Defaults: posts to moderate are not e-mailed.
    expect(screen.getByRole('switch', { name: 'E-mail: Posts to moderate' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push: Account requests' })).toBeChecked();
    await user.click(email);
    await user.click(screen.getByRole('switch', { name: /One e-mail a day/ }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(await screen.findByText('Setting saved.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /^Quiet hours/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your notification settings are saved.')).toBeVisible();
    expect(saves()).toEqual([
      { choices: { manager_new_request: { email: false } } },
      { dailyDigest: true },
      { quietHours: { start: '22:00', end: '07:00' } },
    ]);
    expect(screen.getByRole('switch', { name: 'E-mail: New requests' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /One e-mail a day/ })).toBeChecked();
  });

  it('refuses quiet hours that start when they end, and sends nothing', async () => {
    const api = consoleApi({
      'GET /api/notifications': { status: 200, body: { data: [], count: 0, unread: 0 } },
      'GET /api/me/notification-settings': {
        status: 200,
        body: { ...settings, quietHours: { start: '22:00', end: '07:00' } },
      },
    });
    renderApp({ path: '/manage/notifications/settings', session: managerSession });
    const user = userEvent.setup();
    const end = await screen.findByLabelText(/^To/);
    await user.clear(end);
    await user.type(end, '22:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Give both times, different from each other.'),
    ).toBeInTheDocument();
    const saved = api.allCalls.filter((c) => JSON.stringify(c.body ?? {}).includes('quietHours'));
    expect(saved).toEqual([]);
  });
});

const dead: TManagedDelivery = {
  id: 71,
  channel: 'email',
  target: 'j***@example.com',
  type: 'request_reply',
  title: 'New reply to your request #0000123',
  status: 'dead',
  attempts: 6,
  lastError: 'SMTP 452 mailbox full',
  createdAt: '2026-03-05T19:30:00Z',
};

describe('/manage/deliveries', () => {
  function deliveriesApi(retry?: TMockReply) {
    let list = [dead];
    return consoleApi({
      'GET /api/notifications': { status: 200, body: { data: [], count: 0, unread: 0 } },
      'GET /api/manage/notification-deliveries': () => ({
        status: 200,
        body: { data: list, count: list.length },
      }),
      'POST /api/manage/notification-deliveries/71/retry': () => {
        if (retry) return retry;
        list = [];
        return { status: 200, body: { ...dead, status: 'pending' } };
      },
    });
  }

  it('lists failed deliveries with their error, and retries one', async () => {
    const api = deliveriesApi();
    renderApp({ path: '/manage/deliveries', session: managerSession });
    const card = await screen.findByRole('listitem', { name: dead.title });
    expect(within(card).getByText('j***@example.com')).toBeVisible();
    expect(within(card).getByText('E-mail')).toBeVisible();
    expect(within(card).getByText('Last error: SMTP 452 mailbox full')).toBeVisible();
    expect(within(card).getByText('6 tries · Created 05/03/2026 - 14:30')).toBeVisible();
    await userEvent.setup().click(
      within(card).getByRole('button', {
        name: 'Retry the delivery of “New reply to your request #0000123” to j***@example.com',
      }),
    );
    expect(await screen.findByText('The delivery is queued again.')).toBeVisible();
    expect(await screen.findByText(/No failed delivery/)).toBeVisible();
    const list = api.calls.find((c) => c.path === '/api/manage/notification-deliveries');
    expect(list).toBeDefined();
  });

  it('says so when the delivery was retried meanwhile (409)', async () => {
    deliveriesApi(apiError(409, 'conflict'));
    renderApp({ path: '/manage/deliveries', session: managerSession });
    const card = await screen.findByRole('listitem', { name: dead.title });
    await userEvent.setup().click(within(card).getByRole('button', { name: /^Retry/ }));
    expect(await screen.findByText('This delivery is no longer failed.')).toBeVisible();
  });
});

const sent: TManagedEmergencyMessage = {
  id: 3,
  title: 'Water cut',
  body: 'The water is cut until 18:00.',
  createdAt: '2026-03-05T19:30:00Z',
  author: { id: 9, firstName: 'Marc', lastName: 'Gagnon' },
  reach: { reached: 120, read: 45 },
};

describe('/manage/emergency', () => {
  function emergencyApi() {
    let list: TManagedEmergencyMessage[] = [];
    return consoleApi({
      'GET /api/notifications': { status: 200, body: { data: [], count: 0, unread: 0 } },
      'GET /api/manage/emergency-messages': () => ({
        status: 200,
        body: { data: list, count: list.length },
      }),
      'POST /api/manage/emergency-messages': () => {
        list = [sent];
        return { status: 201, body: sent };
      },
    });
  }

  it('sends only after confirming, then lists the message with its reach', async () => {
    const api = emergencyApi();
    renderApp({ path: '/manage/emergency', session: managerSession });
    const user = userEvent.setup();
    expect(await screen.findByText(/No emergency message was sent/)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Water cut');
    await user.type(
      screen.getByRole('textbox', { name: /^Message/ }),
      'The water is cut until 18:00.',
    );
    const send = screen.getByRole('button', { name: 'Send to all residents' });

    await user.click(send);
    let dialog = await screen.findByRole('dialog', { name: 'Send this emergency message?' });
    expect(
      within(dialog).getByText(/“Water cut” goes to every resident of Carré Peel/),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(send);
    dialog = await screen.findByRole('dialog', { name: 'Send this emergency message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('The emergency message is sent.')).toBeVisible();
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      property: 1,
      title: 'Water cut',
      body: 'The water is cut until 18:00.',
    });
    const card = await screen.findByRole('listitem', { name: 'Water cut' });
    expect(within(card).getByText('Reached 120 residents · read by 45')).toBeVisible();
    expect(within(card).getByText('Sent 05/03/2026 - 14:30 by Marc Gagnon')).toBeVisible();
  });
});

describe('the reach of news in the console', () => {
  it('shows how many residents a published news item reached and how many read it', async () => {
    const DAY = 86_400_000;
    const news = (
      id: number,
      publishAt: number,
      status: 'in_progress' | 'draft' = 'in_progress',
    ) => ({
      id,
      property: 1,
      title: { fr: `Nouvelle ${id}`, en: `News ${id}` },
      subTitle: { fr: '', en: '' },
      body: { fr: 'Texte', en: 'Text' },
      status,
      urgent: id === 1,
      publishAt: new Date(Date.now() + publishAt).toISOString(),
      image: null,
      files: [],
    });
    const list = [news(1, -DAY), news(2, DAY), news(3, -DAY, 'draft')];
    const api = consoleApi({
      'GET /api/notifications': { status: 200, body: { data: [], count: 0, unread: 0 } },
      'GET /api/manage/news': { status: 200, body: { data: list, count: list.length } },
      'GET /api/manage/news/1/reach': { status: 200, body: { reached: 120, read: 45 } },
    });
    renderApp({ path: '/manage/news', session: managerSession });
    expect(await screen.findByText('Reached 120 residents · read by 45')).toBeVisible();
    // Urgent news says so in the list.
    const urgent = screen.getByRole('heading', { name: 'News 1' }).closest('article');
    expect(within(urgent as HTMLElement).getByText('Urgent')).toBeVisible();
    const other = screen.getByRole('heading', { name: 'News 2' }).closest('article');
    expect(within(other as HTMLElement).queryByText('Urgent')).toBeNull();
    // Scheduled and draft news reached nobody yet: their reach is not asked.
    const asked = api.calls.filter((c) => c.path.endsWith('/reach')).map((c) => c.path);
    expect(asked).toEqual(['/api/manage/news/1/reach']);
  });
});
