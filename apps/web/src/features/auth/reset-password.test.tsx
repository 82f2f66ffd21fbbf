import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { manager, tenant } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { DESKTOP_WIDTH, MOBILE_WIDTH, renderApp } from '@/test/render';
import { sessionStore } from '../session';

async function open(path = '/reset_password?token=abcdefghijklmnop') {
  const user = userEvent.setup();
  const app = renderApp({ path });
  await screen.findByLabelText(/^New password/);
  return { user, app };
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save' }));

describe('reset password', () => {
  it('requires a password (errors.password_is_empty), said once beside the field', async () => {
    const api = mockApi({});
    const { user } = await open();
    await save(user);
    const password = screen.getByLabelText(/^New password/);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('Please enter a new password.'),
    );
    expect(password).toHaveFocus();
    expect(screen.getAllByText('Please enter a new password.')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('requires the repeat to match (errors.repeated_password_is_different), said once', async () => {
    mockApi({});
    const { user } = await open();
    await user.type(screen.getByLabelText(/^New password/), 'long-enough-1');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'long-enough-2');
    await save(user);
    const repeat = screen.getByLabelText(/^Confirm the new password/);
    await waitFor(() =>
      expect(repeat).toHaveAccessibleDescription('The two passwords are different.'),
    );
    expect(screen.getAllByText('The two passwords are different.')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts a password the server refuses as too short on the field only', async () => {
    mockApi({
      'POST /api/forgot_password/abcdefghijklmnop': apiError(400, 'password_too_short'),
    });
    const { user } = await open();
    // Long enough for this client's rule; the server's is the one that counts.
    await user.type(screen.getByLabelText(/^New password/), 'a-new-password');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'a-new-password');
    await save(user);
    const password = screen.getByLabelText(/^New password/);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        /^The password must have at least \d+ characters\.$/,
      ),
    );
    expect(screen.getAllByText(/The password must have at least/)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves and goes to /welcome', async () => {
    const api = mockApi({
      'POST /api/forgot_password/abcdefghijklmnop': { status: 200, body: { ok: true } },
    });
    const { user, app } = await open();
    await user.type(screen.getByLabelText(/^New password/), 'a-new-password');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'a-new-password');
    await save(user);
    const dialog = await screen.findByRole('dialog', { name: 'Password changed' });
    expect(api.calls[0]?.body).toEqual({ password: 'a-new-password' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/welcome'));
  });

  it('shows the expired-link text in a server-error modal', async () => {
    mockApi({
      'POST /api/forgot_password/abcdefghijklmnop': apiError(
        404,
        'reset_password_token_not_found_or_expired',
      ),
    });
    const { user, app } = await open();
    await user.type(screen.getByLabelText(/^New password/), 'a-new-password');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'a-new-password');
    await save(user);
    const dialog = await screen.findByRole('dialog', { name: 'Server error' });
    expect(
      within(dialog).getByText(
        'The reset link is expired or invalid, please try to reset your password again.',
      ),
    ).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/reset_password');
  });

  it('explains a page opened without token', async () => {
    mockApi({});
    renderApp({ path: '/reset_password' });
    expect(
      await screen.findByText('Open this page from the link in the password reset e-mail.'),
    ).toBeInTheDocument();
  });
});

describe('the page’s title (header and document), by the form it shows', () => {
  it.each([
    ['a new resident’s invitation', '&invitation=1', 'Welcome', 'Bienvenue', MOBILE_WIDTH],
    ['a new manager’s invitation', '&invitation=manager', 'Welcome', 'Bienvenue', DESKTOP_WIDTH],
    [
      'a password-set link',
      '&invitation=set',
      'New password',
      'Nouveau mot de passe',
      MOBILE_WIDTH,
    ],
    ['a plain reset', '', 'New password', 'Nouveau mot de passe', DESKTOP_WIDTH],
  ])('%s, in both languages', async (_, query, english, french, width) => {
    mockApi({});
    renderApp({ path: `/reset_password?token=abcdefghijklmnop${query}`, width });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('heading', { name: english })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${english} · Habitat`));

    const { i18n } = await import('@/i18n/setup');
    await i18n.changeLanguage('fr');
    expect(await within(banner).findByRole('heading', { name: french })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${french} · Habitat`));
  });
});

describe('the invitation of an approved account request', () => {
  const path = '/reset_password?token=abcdefghijklmnop&invitation=1';
  const choose = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByLabelText(/^New password/), 'my-first-password');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'my-first-password');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
  };

  it('welcomes the new resident, then signs them in and opens /home', async () => {
    const api = mockApi({
      'POST /api/invitations/abcdefghijklmnop': {
        status: 200,
        body: { token: 'jwt', organization: 1, property: 2 },
      },
      'GET /api/me': { status: 200, body: tenant },
    });
    const { user, app } = await open(path);
    expect(screen.getByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.getByText(/Your account is ready\. Choose your password/)).toBeInTheDocument();
    await choose(user);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
    expect(sessionStore.get()).toEqual({ token: 'jwt', userId: 7, organization: 1, property: 2 });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      password: 'my-first-password',
    });
    // No "password changed" dialog, no reset call.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/api/forgot_password'))).toBe(false);
  });

  it('says a used or expired invitation link plainly, signing nobody in', async () => {
    mockApi({
      'POST /api/invitations/abcdefghijklmnop': apiError(
        404,
        'reset_password_token_not_found_or_expired',
      ),
    });
    const { user, app } = await open(path);
    await choose(user);
    await screen.findByRole('dialog');
    expect(sessionStore.get()).toBeNull();
    expect(app.router.state.location.pathname).toBe('/reset_password');
  });

  it('welcomes in French too', async () => {
    mockApi({});
    const { i18n } = await import('@/i18n/setup');
    await i18n.changeLanguage('fr');
    renderApp({ path, width: MOBILE_WIDTH });
    expect(await screen.findByRole('heading', { name: 'Bienvenue !' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer et me connecter' })).toBeInTheDocument();
  });
});

describe('the welcome forms of the other mails a manager sends', () => {
  const choose = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByLabelText(/^New password/), 'my-chosen-password');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'my-chosen-password');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
  };
  const signedIn = { status: 200, body: { token: 'jwt', organization: 1, property: 2 } };

  it('a password-set link: choose the password, signed in at /home, no reset', async () => {
    const api = mockApi({
      'POST /api/invitations/abcdefghijklmnop': signedIn,
      'GET /api/me': { status: 200, body: tenant },
    });
    const { user, app } = await open('/reset_password?token=abcdefghijklmnop&invitation=set');
    expect(screen.getByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    expect(screen.getByText(/management sent you this link/)).toBeInTheDocument();
    await choose(user);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
    expect(sessionStore.get()).toEqual({ token: 'jwt', userId: 7, organization: 1, property: 2 });
    expect(screen.queryByRole('dialog', { name: 'Password changed' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/api/forgot_password'))).toBe(false);
  });

  it('a new manager: choose the password, signed in to the console, not the residents’ pages', async () => {
    mockApi({
      'POST /api/invitations/abcdefghijklmnop': signedIn,
      'GET /api/me': { status: 200, body: manager },
    });
    const { user, app } = await open('/reset_password?token=abcdefghijklmnop&invitation=manager');
    expect(screen.getByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.getByText(/signed in to the console/)).toBeInTheDocument();
    await choose(user);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/manage'));
    expect(sessionStore.get()).toEqual({
      token: 'jwt',
      userId: 9,
      organization: 1,
      property: null,
    });
  });

  it('says both in French', async () => {
    mockApi({});
    const { i18n } = await import('@/i18n/setup');
    await i18n.changeLanguage('fr');
    renderApp({ path: '/reset_password?token=abcdefghijklmnop&invitation=set' });
    expect(
      await screen.findByRole('heading', { name: 'Choisissez votre mot de passe' }),
    ).toBeInTheDocument();
    await i18n.changeLanguage('fr');
    renderApp({ path: '/reset_password?token=abcdefghijklmnop&invitation=manager' });
    expect(await screen.findByText(/connecté à la console/)).toBeInTheDocument();
  });
});
