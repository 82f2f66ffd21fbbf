import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tenant } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp, tenantSession } from '@/test/render';
import { sessionStore } from '../session/session-store';

describe('profile sign-out', () => {
  it('tells that it signs out everywhere and asks the server to end the token', async () => {
    const api = mockApi({
      'GET /api/me': { status: 200, body: tenant },
      'POST /api/logout': { status: 204 },
    });
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/profile', session: tenantSession, width: 390 });
    const button = await screen.findByRole('button', { name: 'Log out' });
    expect(button).toHaveAccessibleDescription('You will be signed out on all your devices.');
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStore.get()).toBeNull();
    const logout = api.calls.find((call) => call.method === 'POST' && call.path === '/api/logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer jwt-tenant');
  });
});
