import type { TNewsItem } from '@habitat/shared';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n/setup';
import { tenant } from '@/test/fixtures';
import { apiError, mockApi, type TMockReply } from '@/test/mock-api';
import { MOBILE_WIDTH, renderApp, tenantSession } from '@/test/render';

function aNewsItem(overrides: Partial<TNewsItem> = {}): TNewsItem {
  return {
    id: 1,
    title: { fr: 'Entretien des ascenseurs', en: 'Elevator maintenance' },
    subTitle: { fr: 'Ascenseur A', en: 'Elevator A' },
    body: { fr: "L'ascenseur A sera arrêté.", en: 'Elevator A will be stopped.' },
    // 14:30 in Montréal.
    createdAt: '2026-03-05T19:30:00Z',
    status: 'in_progress',
    image: { url: '/uploads/elevator.jpg' },
    files: [],
    ...overrides,
  };
}

const withImage = aNewsItem();
const withoutImage = aNewsItem({
  id: 2,
  title: { fr: 'Bienvenue', en: 'Welcome to the app' },
  image: null,
  createdAt: '2026-01-10T13:05:00Z',
});

/** A reply, or a function answering each call. */
type TRouteReply = Parameters<typeof mockApi>[0][string];

function residentApi(routes: Record<string, TRouteReply>) {
  return mockApi({
    'GET /api/me': { status: 200, body: tenant },
    'GET /api/properties/2': {
      status: 200,
      body: { id: 2, timeZone: 'America/Toronto', address: { full: '' } },
    },
    ...routes,
  });
}

const listReply = (items: TNewsItem[]): TMockReply => ({
  status: 200,
  body: { data: items, count: items.length },
});

describe('news list (docs/product.md: Screens)', () => {
  it('shows visitors the no-account view and asks nothing', async () => {
    const api = mockApi({});
    const { router } = renderApp({ path: '/news' });
    expect(await screen.findByRole('heading', { name: 'An account is needed' })).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(router.state.location.pathname).toBe('/news');
    expect(api.calls).toEqual([]);
  });

  it('shows visitors the no-account view on a news item too', async () => {
    mockApi({});
    renderApp({ path: '/news/3', width: MOBILE_WIDTH });
    expect(await screen.findByRole('heading', { name: 'An account is needed' })).toBeVisible();
  });

  it('shows each item with its image or the brand icon, title, date and body', async () => {
    const api = residentApi({ 'GET /api/news': listReply([withImage, withoutImage]) });
    renderApp({ path: '/news', session: tenantSession });
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];

    expect(within(first).getByRole('link', { name: 'Elevator maintenance' })).toHaveAttribute(
      'href',
      '/news/1',
    );
    expect(within(first).getByText('March 05, 2026 | 14:30')).toBeInTheDocument();
    expect(within(first).getByText('Elevator A will be stopped.')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/elevator.jpg');
    // Without an image, the brand icon.
    expect(second.querySelector('img')).toHaveAttribute('src', '/brand/default/icon.svg');
    expect(within(second).getByText('January 10, 2026 | 08:05')).toBeInTheDocument();

    const call = api.calls.find((c) => c.path === '/api/news');
    expect(call?.headers.get('Authorization')).toBe('Bearer jwt-tenant');
    const url = api.fetchMock.mock.calls
      .map((c) => new URL(String(c[0]), 'http://localhost'))
      .find((u) => u.pathname === '/api/news');
    expect(url?.searchParams.get('status')).toBe('in_progress');
    expect(url?.searchParams.get('perPage')).toBe('100');
  });

  it('writes the date in the format of the current locale (docs/product.md: Limits)', async () => {
    residentApi({ 'GET /api/news': listReply([withImage]) });
    renderApp({ path: '/news', session: tenantSession });
    expect(await screen.findByText('March 05, 2026 | 14:30')).toBeInTheDocument();
    await setLocale('fr');
    expect(await screen.findByText('05 mars 2026 | 14:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entretien des ascenseurs' })).toBeInTheDocument();
  });

  it('says so when there is no news', async () => {
    residentApi({ 'GET /api/news': listReply([]) });
    renderApp({ path: '/news', session: tenantSession });
    expect(await screen.findByText('There is no news for now.')).toBeInTheDocument();
  });

  it('explains a failure and retries', async () => {
    let fail = true;
    residentApi({
      'GET /api/news': () => (fail ? apiError(503, 'unavailable') : listReply([withImage])),
    });
    const user = userEvent.setup();
    renderApp({ path: '/news', session: tenantSession });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Something probably went wrong on our side. Please restart the app or try again later.',
    );
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Elevator maintenance' })).toBeInTheDocument();
  });
});

describe('news detail (docs/product.md: Screens)', () => {
  const item = aNewsItem({
    files: [
      {
        id: 11,
        name: 'Notice',
        url: '/uploads/notice.pdf',
        tag: 'document',
        mediaType: 'application/pdf',
      },
      {
        id: 12,
        name: null,
        url: '/uploads/plan.pdf',
        tag: 'document',
        mediaType: 'application/pdf',
      },
      { id: 13, name: null, url: '/uploads/elevator-2.jpg', tag: 'image', mediaType: 'image/jpeg' },
    ],
  });

  it('shows the slider, title, subtitle, date, body and the documents to download', async () => {
    residentApi({ 'GET /api/news/1': { status: 200, body: item } });
    renderApp({ path: '/news/1', session: tenantSession });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Elevator maintenance' }),
    ).toBeVisible();
    expect(screen.getByText('Elevator A')).toBeInTheDocument();
    expect(screen.getByText('March 05, 2026 | 14:30')).toBeInTheDocument();
    expect(screen.getByText('Elevator A will be stopped.')).toBeInTheDocument();

    const slider = screen.getByRole('region', { name: 'Photos: Elevator maintenance' });
    const photos = within(slider).getAllByRole('group', { hidden: true });
    expect(photos).toHaveLength(2);
    expect(
      within(slider).getByRole('img', { name: 'Elevator maintenance, photo 1 of 2' }),
    ).toHaveAttribute('src', '/uploads/elevator.jpg');

    const documents = screen.getByRole('region', { name: 'Attached documents' });
    expect(within(documents).getByRole('link', { name: 'Notice (download)' })).toHaveAttribute(
      'href',
      '/uploads/notice.pdf',
    );
    expect(
      within(documents).getByRole('link', { name: 'document without name (download)' }),
    ).toHaveAttribute('download');
    expect(within(documents).getAllByRole('link')).toHaveLength(2);
  });

  it('explains an unknown item and leads back to the list', async () => {
    residentApi({});
    renderApp({ path: '/news/99', session: tenantSession });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This item does not exist or is no longer available.');
    expect(within(alert).getByRole('link', { name: 'Back to news' })).toHaveAttribute(
      'href',
      '/news',
    );
  });
});
