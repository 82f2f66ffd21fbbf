import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n/setup';
import { apiError, mockApi } from '@/test/mock-api';
import { MOBILE_WIDTH, renderApp, tenantSession } from '@/test/render';
import { aRequest, categoriesReply, listReply, residentRoutes } from './requests.fixtures';

const open = [
  aRequest({ id: 7, status: 'new', title: 'Noisy fan' }),
  aRequest({ id: 5, status: 'pending', title: 'Leaking kitchen tap' }),
  aRequest({ id: 3, status: 'in_progress', title: 'Cold baseboard heater' }),
];
const done = [
  aRequest({ id: 2, status: 'canceled', title: 'Burnt-out bulb' }),
  aRequest({ id: 1, status: 'completed', title: 'Jammed lock' }),
  aRequest({ id: 4, status: 'done', title: 'Old request' }),
];

const rowTitles = (panel: HTMLElement) =>
  within(panel)
    .queryAllByRole('link')
    .map((link) => link.querySelector('p')?.textContent);

describe('requests list (docs/product.md: Screens, States)', () => {
  it('lists what is not done under "in progress", completed and canceled under "completed"', async () => {
    const api = mockApi({
      ...residentRoutes(),
      'GET /api/user_requests': listReply([...open, ...done]),
    });
    const user = userEvent.setup();
    renderApp({ path: '/requests', session: tenantSession });

    const inProgress = await screen.findByRole('tab', { name: /In progress/ });
    expect(inProgress).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(rowTitles(screen.getByRole('tabpanel'))).toEqual([
        'Noisy fan',
        'Leaking kitchen tap',
        'Cold baseboard heater',
      ]),
    );
    expect(inProgress).toHaveTextContent('3');
    expect(screen.getByRole('tab', { name: /Completed/ })).toHaveTextContent('3');

    await user.click(screen.getByRole('tab', { name: /Completed/ }));
    expect(rowTitles(screen.getByRole('tabpanel'))).toEqual([
      'Burnt-out bulb',
      'Jammed lock',
      'Old request',
    ]);

    // The user's own requests of their property, 100 at most (docs/product.md: API).
    const call = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/user_requests');
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({
      property: '2',
      perPage: '100',
      author: '7',
    });
  });

  it('shows each row with its title, number padded to 7 digits, date and translated status', async () => {
    const unpadded = {
      ...aRequest({ id: 42, status: 'in_progress', title: 'Cold heater' }),
      number: '42',
    };
    mockApi({ ...residentRoutes(), 'GET /api/user_requests': listReply([unpadded]) });
    renderApp({ path: '/requests', session: tenantSession, width: MOBILE_WIDTH });

    const row = await screen.findByRole('link', { name: /Cold heater/ });
    expect(row).toHaveAttribute('href', '/requests/42');
    expect(within(row).getByText('No. 0000042')).toBeInTheDocument();
    // 2026-11-20T02:40Z is 21:40 the day before in the property's time zone (Toronto).
    expect(within(row).getByText('19/11/2026 - 21:40')).toBeInTheDocument();
    expect(within(row).getByText('In progress')).toBeInTheDocument();
    expect(row).toHaveAccessibleName('Cold heater, In progress, No. 0000042, 19/11/2026 - 21:40');

    await setLocale('fr');
    expect(await within(row).findByText('N° 0000042')).toBeInTheDocument();
    expect(within(row).getByText('En cours')).toBeInTheDocument();
  });

  it('shows an empty state per tab', async () => {
    mockApi({ ...residentRoutes(), 'GET /api/user_requests': listReply(done.slice(0, 1)) });
    const user = userEvent.setup();
    renderApp({ path: '/requests', session: tenantSession });
    expect(await screen.findByText('No request in progress.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New request' })).toHaveAttribute(
      'href',
      '/new-request',
    );
    await user.click(screen.getByRole('tab', { name: /Completed/ }));
    expect(screen.queryByText('No completed request yet.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Burnt-out bulb/ })).toBeInTheDocument();
  });

  it('opens the completed tab from the address and keeps the tab in it', async () => {
    mockApi({ ...residentRoutes(), 'GET /api/user_requests': listReply(open) });
    const { router } = renderApp({ path: '/requests?tab=completed', session: tenantSession });
    expect(await screen.findByText('No completed request yet.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Completed/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.setup().click(screen.getByRole('tab', { name: /In progress/ }));
    expect(router.state.location.search).toBe('');
  });

  it('goes home when the property has no request categories, and the menu hides requests', async () => {
    mockApi({
      ...residentRoutes(),
      'GET /api/request_categories': categoriesReply([]),
      'GET /api/user_requests': listReply(open),
    });
    const { router } = renderApp({
      path: '/requests',
      session: tenantSession,
      width: MOBILE_WIDTH,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const tabs = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(within(tabs).queryByRole('link', { name: 'Requests' })).not.toBeInTheDocument();
  });

  it('shows the requests entry in the menu and the footer once categories exist', async () => {
    mockApi({ ...residentRoutes(), 'GET /api/user_requests': listReply(open) });
    renderApp({ path: '/home', session: tenantSession, width: MOBILE_WIDTH });
    const tabs = await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(await within(tabs).findByRole('link', { name: 'Requests' })).toHaveAttribute(
      'href',
      '/requests',
    );
  });

  it('says what went wrong when the list cannot load, and retries', async () => {
    let attempts = 0;
    mockApi({
      ...residentRoutes(),
      'GET /api/user_requests': () => {
        attempts += 1;
        return attempts === 1 ? 'network-error' : listReply(open);
      },
    });
    const user = userEvent.setup();
    renderApp({ path: '/requests', session: tenantSession });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We were unable to connect to our system. Please try again later.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Noisy fan/ })).toBeInTheDocument();
  });

  it('keeps the list when the categories answer with an error other than "none"', async () => {
    mockApi({
      ...residentRoutes(),
      'GET /api/request_categories': apiError(500, 'internal_error'),
      'GET /api/user_requests': listReply(open),
    });
    const { router } = renderApp({ path: '/requests', session: tenantSession });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Something probably went wrong/);
    expect(router.state.location.pathname).toBe('/requests');
  });
});
