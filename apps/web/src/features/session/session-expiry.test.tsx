import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tenant } from '@/test/fixtures';
import { apiError, mockApi, type TMockReply } from '@/test/mock-api';
import { renderApp, tenantSession } from '@/test/render';
import { sessionStore } from './session-store';

const EXPIRED_NOTICE = 'Your session has expired, please sign in again.';
const NEW_TOKEN = 'jwt-new';

/** The stored token is refused everywhere; a fresh sign-in gets a token that works. */
const refusedUntilSignIn =
  (accepted: TMockReply) =>
  ({ headers }: { headers: Headers }): TMockReply =>
    headers.get('Authorization') === `Bearer ${NEW_TOKEN}`
      ? accepted
      : apiError(401, 'token_expired');

const signInRoutes = {
  'POST /api/login_check': {
    status: 200,
    body: { token: NEW_TOKEN, organization: 1, property: 2 },
  },
  'GET /api/me': refusedUntilSignIn({ status: 200, body: tenant }),
};

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Username or e-mail/), 'resident@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'resident');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('an expired session', () => {
  it('says so on the login page and returns to the page after sign-in', async () => {
    mockApi({
      ...signInRoutes,
      'GET /api/user_requests/5': refusedUntilSignIn(apiError(404, 'not_found')),
    });
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/requests/5', session: tenantSession });
    expect(await screen.findByText(EXPIRED_NOTICE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStore.get()).toBeNull();

    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/requests/5'));
    expect(sessionStore.get()?.token).toBe(NEW_TOKEN);
    expect(sessionStore.wasExpired()).toBe(false);
  });

  it('is noticed on any call, not only the profile', async () => {
    mockApi({
      'GET /api/me': { status: 200, body: tenant },
      'GET /api/news': apiError(401, 'token_expired'),
    });
    const { router } = renderApp({ path: '/news', session: tenantSession });
    expect(await screen.findByText(EXPIRED_NOTICE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('is not claimed after a chosen logout', async () => {
    mockApi({ 'GET /api/me': { status: 200, body: tenant }, 'POST /api/logout': { status: 204 } });
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/profile', session: tenantSession, width: 390 });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText(EXPIRED_NOTICE)).not.toBeInTheDocument();
  });
});

describe('a page that needs a session, opened signed out', () => {
  it('opens the login form, then the page after sign-in', async () => {
    mockApi({ ...signInRoutes, 'GET /api/user_requests/5': apiError(404, 'not_found') });
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/requests/5' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText(EXPIRED_NOTICE)).not.toBeInTheDocument();
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/requests/5'));
  });

  it('never leaves the app for an address handed in the state', async () => {
    mockApi(signInRoutes);
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/login' });
    await router.navigate('/login', { state: { from: '//evil.example/phish' }, replace: true });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
