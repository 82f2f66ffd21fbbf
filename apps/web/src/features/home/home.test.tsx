import type { THomeSummary } from '@habitat/shared';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n/setup';
import { tenant } from '@/test/fixtures';
import { apiError, mockApi, type TMockReply } from '@/test/mock-api';
import { MOBILE_WIDTH, renderApp, tenantSession } from '@/test/render';

afterEach(() => setLocale('en'));

const summary: THomeSummary = {
  notifications: {
    unread: 2,
    latest: [
      {
        id: 31,
        type: 'request_reply',
        title: 'New reply to your request #0000123',
        link: '/requests/123',
        readAt: null,
        // 14:30 in Montréal.
        createdAt: '2026-03-05T19:30:00Z',
      },
      {
        id: 30,
        type: 'news',
        title: 'News: Elevator maintenance',
        link: '/news/9',
        readAt: '2026-03-04T12:00:00Z',
        createdAt: '2026-03-04T11:00:00Z',
      },
    ],
  },
  bookings: [
    {
      id: 55,
      serviceName: { fr: 'Salle commune', en: 'Common room' },
      placeName: { fr: 'Grande salle', en: 'Main hall' },
      start: '2026-03-07T23:00:00Z',
      end: '2026-03-08T01:00:00Z',
      timeZone: 'America/Toronto',
    },
  ],
  requests: {
    count: 4,
    data: [
      {
        id: 123,
        number: '0000123',
        title: 'Leaking faucet',
        status: 'in_progress',
        updatedAt: '2026-03-05T15:00:00Z',
        lastReply: { at: '2026-03-05T19:30:00Z', from: 'manager' },
      },
      {
        id: 124,
        number: '0000124',
        title: 'Broken window',
        status: 'pending',
        updatedAt: '2026-03-03T15:00:00Z',
        lastReply: null,
      },
    ],
  },
  news: [
    {
      id: 9,
      title: { fr: 'Coupure d’eau', en: 'Water shut-off' },
      createdAt: '2026-03-05T13:00:00Z',
      urgent: true,
    },
  ],
  pendingPosts: {
    count: 1,
    data: [
      {
        id: 77,
        title: { fr: 'Vélo à vendre', en: 'Bike for sale' },
        status: 'pending',
        createdAt: '2026-03-02T15:00:00Z',
      },
    ],
  },
};

const empty: THomeSummary = {
  notifications: { unread: 0, latest: [] },
  bookings: [],
  requests: { count: 0, data: [] },
  news: [],
  pendingPosts: { count: 0, data: [] },
};

function residentApi(home: TMockReply | (() => TMockReply)) {
  return mockApi({
    'GET /api/me': { status: 200, body: tenant },
    'GET /api/properties/2': {
      status: 200,
      body: { id: 2, timeZone: 'America/Toronto', address: { full: '' } },
    },
    'GET /api/home': typeof home === 'function' ? home : () => home,
    'GET /api/notifications': { status: 200, body: { data: [], count: 0, unread: 0 } },
    'PUT /api/me/notification-settings': {
      status: 200,
      body: { locale: 'en', choices: {}, quietHours: null, dailyDigest: false },
    },
  });
}

const card = (name: string) => screen.findByRole('region', { name });

describe('/home at a glance', () => {
  it('shows each card with its items as links, the brand card still on top', async () => {
    residentApi({ status: 200, body: summary });
    renderApp({ path: '/home', session: tenantSession });
    expect(await screen.findByRole('heading', { name: 'Your building, connected' })).toBeVisible();

    const notifications = await card('Notifications');
    expect(within(notifications).getByText('2 unread')).toBeVisible();
    expect(
      within(notifications).getByRole('link', {
        name: 'Unread: New reply to your request #0000123, 05/03/2026 - 14:30',
      }),
    ).toHaveAttribute('href', '/requests/123');
    expect(
      within(notifications).getByRole('link', { name: /^News: Elevator maintenance/ }),
    ).toHaveAttribute('href', '/news/9');
    expect(
      within(notifications).getByRole('link', { name: 'All my notifications' }),
    ).toHaveAttribute('href', '/notifications');

    const requests = await card('My open requests');
    const faucet = within(requests).getByRole('link', { name: /0000123 · Leaking faucet/ });
    expect(faucet).toHaveAttribute('href', '/requests/123');
    expect(within(faucet).getByText('Management replied on 05/03/2026 - 14:30')).toBeVisible();
    expect(within(faucet).getByText('In progress')).toBeVisible();
    expect(within(requests).getByText('Updated on 03/03/2026 - 10:00')).toBeVisible();
    expect(within(requests).getByText('4')).toBeVisible();

    const bookings = await card('My next bookings');
    const booking = within(bookings).getByRole('link', { name: /Common room – Main hall/ });
    expect(booking).toHaveAttribute('href', '/booking/55');
    expect(within(booking).getByText('07/03/2026 - 18:00')).toBeVisible();

    const news = await card('Latest news');
    const item = within(news).getByRole('link', { name: /Water shut-off/ });
    expect(item).toHaveAttribute('href', '/news/9');
    expect(within(item).getByText('Urgent')).toBeVisible();

    const posts = await card('My posts awaiting approval');
    expect(within(posts).getByRole('link', { name: /Bike for sale/ })).toHaveAttribute(
      'href',
      '/billboard/77',
    );
    expect(within(posts).getByRole('link', { name: 'My posts' })).toHaveAttribute(
      'href',
      '/billboard?tab=pending',
    );
  });

  it('says so when there is nothing, in French too, and hides the posts card', async () => {
    await setLocale('fr');
    residentApi({ status: 200, body: empty });
    renderApp({ path: '/home', session: tenantSession, width: MOBILE_WIDTH });
    expect(
      within(await card('Notifications')).getByText("Rien de nouveau pour l'instant."),
    ).toBeVisible();
    expect(
      within(await card('Mes demandes en cours')).getByText('Aucune demande en cours.'),
    ).toBeVisible();
    expect(
      within(await card('Mes prochaines réservations')).getByText('Aucune réservation à venir.'),
    ).toBeVisible();
    expect(
      within(await card('Dernières actualités')).getByText("Aucune actualité pour l'instant."),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: /annonces/ })).toBeNull();
  });

  it('shows a skeleton while loading, and an error with a retry that reads again', async () => {
    let calls = 0;
    let answer: TMockReply = apiError(500, 'platform_error');
    residentApi(() => {
      calls += 1;
      return answer;
    });
    renderApp({ path: '/home', session: tenantSession });
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
        'Loading…',
      ),
    );
    const alert = await screen.findByRole('alert');
    answer = { status: 200, body: summary };
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await card('Notifications')).toBeVisible();
    expect(calls).toBe(2);
  });

  it('asks nothing of a visitor, who still sees the brand card and the sign-in buttons', async () => {
    const api = mockApi({});
    renderApp({ path: '/home' });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Log in' })).toBeVisible();
    expect(api.calls.map((c) => c.path)).not.toContain('/api/home');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });
});
