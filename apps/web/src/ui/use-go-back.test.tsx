import { act, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tenant } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { renderApp, tenantSession } from '../test/render';

const tabBarBack = async () => {
  const tabs = await screen.findByRole('navigation', { name: 'Shortcuts' });
  return within(tabs).getByRole('button', { name: 'Back' });
};

const unreachableItems = Object.fromEntries(
  [
    '/api/news/12',
    '/api/services/3',
    '/api/posts/8',
    '/api/user_requests/5',
    '/api/reservations/4',
  ].map((path) => [`GET ${path}`, 'network-error' as const]),
);

describe('Back of the tab bar', () => {
  it.each([
    ['/news/12', '/news'],
    ['/services/3', '/services'],
    ['/billboard/8', '/billboard'],
    ['/requests/5', '/requests'],
    ['/booking/4', '/bookings'],
  ])('leads from %s opened by a link to its list %s', async (path, list) => {
    // The item cannot load: the page stays (an unknown booking would itself go to its list).
    mockApi({ 'GET /api/me': { status: 200, body: tenant }, ...unreachableItems });
    const user = userEvent.setup();
    const { router } = renderApp({ path, session: tenantSession, width: 390 });
    const back = await tabBarBack();
    expect(router.state.location.pathname).toBe(path);
    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe(list));
  });

  it('goes back in history when the page was reached in the app', async () => {
    mockApi({ 'GET /api/me': { status: 200, body: tenant } });
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/about', session: tenantSession, width: 390 });
    await screen.findByRole('heading', { level: 1, name: 'About' });
    await act(() => router.navigate('/news/12'));
    await screen.findByRole('heading', { level: 1, name: 'News' });
    await user.click(await tabBarBack());
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });
});
