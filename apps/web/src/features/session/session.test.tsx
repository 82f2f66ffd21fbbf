import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tenant } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { renderApp, tenantSession } from '@/test/render';
import { sessionStore } from './session-store';

describe('session', () => {
  it('clears every cached query when the token changes', async () => {
    mockApi({ 'GET /api/me': { status: 200, body: tenant } });
    const { queryClient } = renderApp({ path: '/home', session: tenantSession });
    await screen.findByText('Hello Julie!');
    queryClient.setQueryData(['services'], ['cached']);
    sessionStore.set({ ...tenantSession, token: 'another-token' });
    expect(queryClient.getQueryData(['services'])).toBeUndefined();
  });

  it('logs out and goes to /login when the profile fails to load', async () => {
    mockApi({ 'GET /api/me': apiError(401, 'token_expired') });
    const { router } = renderApp({ path: '/about', session: tenantSession });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStore.get()).toBeNull();
    expect(window.localStorage.getItem('habitat.token')).toBeNull();
  });

  it('logs out from the profile page', async () => {
    mockApi({
      'GET /api/me': { status: 200, body: tenant },
      'GET /api/properties/2': {
        status: 200,
        body: {
          id: 2,
          address: { full: '4500 rue Saint-Denis, Montréal', city: '', state: '', zip: '' },
        },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/profile', session: tenantSession, width: 390 });
    expect(await screen.findByText('4500 rue Saint-Denis, Montréal')).toBeInTheDocument();
    expect(screen.getByText('PAY-000304')).toBeInTheDocument();
    expect(screen.getByText('$1,450.00 / month')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStore.get()).toBeNull();
  });
});
