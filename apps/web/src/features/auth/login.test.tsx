import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { config, manager, tenant } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { sessionStore } from '../session';

async function openLoginForm(options: Parameters<typeof renderApp>[0] = { path: '/login' }) {
  const user = userEvent.setup();
  const app = renderApp(options);
  await user.click(await screen.findByRole('button', { name: 'Log in' }));
  return { user, app };
}

async function submit(user: ReturnType<typeof userEvent.setup>, password = 'resident') {
  await user.type(screen.getByLabelText(/Username or e-mail/), 'resident@example.com');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

const loginOk = { status: 200, body: { token: 'jwt', organization: 1, property: 2 } };

describe('login', () => {
  it('logs a tenant in, stores the session and goes to /home', async () => {
    const api = mockApi({
      'POST /api/login_check': loginOk,
      'GET /api/me': { status: 200, body: tenant },
    });
    const { user, app } = await openLoginForm();
    await submit(user);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
    expect(sessionStore.get()).toEqual({ token: 'jwt', userId: 7, organization: 1, property: 2 });
    expect(window.localStorage.getItem('habitat.token')).toBe('jwt');
    const me = api.calls.find((call) => call.path === '/api/me');
    expect(me?.headers.get('Authorization')).toBe('Bearer jwt');
  });

  it('shows "Oops" and login.error_401 on wrong credentials', async () => {
    mockApi({ 'POST /api/login_check': apiError(401, 'invalid_credentials') });
    const { user } = await openLoginForm();
    await submit(user, 'wrong');
    const dialog = await screen.findByRole('dialog', { name: 'Oops' });
    expect(
      within(dialog).getByText('We could not connect you with the given credentials.'),
    ).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
  });

  it('adds the support-contact line under the alternate brand', async () => {
    mockApi({ 'POST /api/login_check': apiError(401, 'invalid_credentials') });
    const { user } = await openLoginForm({ path: '/login', config: { brand: 'alternate' } });
    await submit(user, 'wrong');
    const dialog = await screen.findByRole('dialog', { name: 'Oops' });
    expect(within(dialog).getByText(/Need help\? Reach resident services/)).toBeInTheDocument();
  });

  it('shows the too-many-attempts text when sign-in is throttled (429)', async () => {
    mockApi({ 'POST /api/login_check': apiError(429, 'too_many_requests') });
    const { user } = await openLoginForm();
    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Oops' });
    expect(within(dialog).getByText(/^Too many attempts/)).toBeInTheDocument();
  });

  it('says the lease has ended when every lease of the resident has (403 lease_ended)', async () => {
    mockApi({ 'POST /api/login_check': apiError(403, 'lease_ended') });
    const { user } = await openLoginForm();
    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(/^Your lease has ended/)).toBeInTheDocument();
  });

  it.each([
    ['a network failure', 'network-error' as const],
    ['a server error', { status: 500 }],
  ])('shows "Oops" and login.error_rest on %s', async (_label, reply) => {
    mockApi({ 'POST /api/login_check': reply });
    const { user } = await openLoginForm();
    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Oops' });
    expect(
      within(dialog).getByText('We were not able to connect you. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('refuses a user who is not a tenant: no token kept, password cleared, Error dialog', async () => {
    mockApi({
      'POST /api/login_check': loginOk,
      'GET /api/me': { status: 200, body: manager },
    });
    const { user, app } = await openLoginForm();
    await submit(user, 'manager');
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(
      within(dialog).getByText('We were not able to connect you. Please try again later.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/managers' console: \/manage\/login/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(sessionStore.get()).toBeNull();
    expect(window.localStorage.getItem('habitat.token')).toBeNull();
    expect(app.router.state.location.pathname).toBe('/login');
  });

  it('refuses an account of another organization with errors.invalid_organization', async () => {
    const api = mockApi({
      'POST /api/login_check': {
        status: 200,
        body: { token: 'jwt', organization: 99, property: 2 },
      },
      'GET /api/me': { status: 200, body: tenant },
    });
    const { user } = await openLoginForm();
    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(
      within(dialog).getByText(
        'This account does not belong to the organization served by this app.',
      ),
    ).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
    expect(api.calls.some((call) => call.path === '/api/me')).toBe(false);
  });

  it('refuses an account of another property when the deployment serves one', async () => {
    mockApi({
      'POST /api/login_check': loginOk,
      'GET /api/me': { status: 200, body: tenant },
    });
    const { user } = await openLoginForm({ path: '/login', config: { ...config, property: 5 } });
    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(
      within(dialog).getByText('This account does not belong to the building served by this app.'),
    ).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
  });

  it('sends remember-me on desktop only', async () => {
    const api = mockApi({ 'POST /api/login_check': apiError(401, 'invalid_credentials') });
    const { user } = await openLoginForm();
    await user.click(screen.getByLabelText('Remember me'));
    await submit(user);
    await screen.findByRole('dialog', { name: 'Oops' });
    expect(api.calls[0]?.body).toMatchObject({
      username: 'resident@example.com',
      rememberMe: true,
    });
  });

  it('asks for each empty field when sent, leaves the focus where it is and sends nothing', async () => {
    const api = mockApi({});
    const { user } = await openLoginForm();
    expect(screen.getByLabelText(/Username or e-mail/)).toHaveFocus();
    await user.type(screen.getByLabelText(/Username or e-mail/), '   ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const username = screen.getByLabelText(/Username or e-mail/);
    const password = screen.getByLabelText(/^Password/);
    expect(username).toHaveAccessibleDescription('This field is required.');
    expect(password).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
    await user.type(username, 'resident@example.com');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(username).not.toHaveAccessibleDescription('This field is required.');
    expect(password).toHaveAccessibleDescription('This field is required.');
    expect(api.calls).toEqual([]);
  });

  it('keeps the password typed after wrong credentials, to correct it', async () => {
    mockApi({ 'POST /api/login_check': apiError(401, 'invalid_credentials') });
    const { user } = await openLoginForm();
    await submit(user, 'wrong');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Oops' })).getByRole('button', {
        name: 'OK',
      }),
    );
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong');
  });

  it('has no remember-me on mobile', async () => {
    mockApi({});
    await openLoginForm({ path: '/login', width: 390 });
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Remember me')).not.toBeInTheDocument();
  });
});

describe('forgot password', () => {
  async function openForgot() {
    const user = userEvent.setup();
    renderApp({ path: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    return user;
  }

  it('does nothing while the e-mail is empty', async () => {
    const api = mockApi({});
    const user = await openForgot();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(api.calls).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the request and returns to the login panel', async () => {
    const api = mockApi({ 'POST /api/forgot_password/': { status: 200, body: { ok: true } } });
    const user = await openForgot();
    await user.type(screen.getByLabelText('E-mail address'), 'resident@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail sent' });
    expect(
      within(dialog).getByText(
        'We sent you a new password to the given email address. Follow the instructions to log back and access your profile.',
      ),
    ).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({
      email: 'resident@example.com',
      locale: 'en',
      redirect_url: 'http://localhost:3000/reset_password?token={token}',
      branding: 'default',
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByLabelText(/Username or e-mail/)).toBeInTheDocument();
  });

  it('shows Error with login.error_rest when the request fails', async () => {
    mockApi({ 'POST /api/forgot_password/': 'network-error' });
    const user = await openForgot();
    await user.type(screen.getByLabelText('E-mail address'), 'resident@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(
      within(dialog).getByText('We were not able to connect you. Please try again later.'),
    ).toBeInTheDocument();
  });
});
