import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tenant } from '@/test/fixtures';
import { apiError, mockApi, type TMockReply } from '@/test/mock-api';
import { renderApp, tenantSession } from '@/test/render';
import { sessionStore } from '../session/session-store';

const profileRoutes = (extra: Record<string, TMockReply>) => ({
  'GET /api/me': { status: 200, body: tenant },
  'GET /api/properties/2': { status: 404 },
  ...extra,
});

async function openModal(button: string) {
  const user = userEvent.setup();
  const app = renderApp({ path: '/profile', session: tenantSession, width: 390 });
  await user.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog');
  return { user, app, dialog };
}

const wrongPassword: TMockReply = {
  status: 403,
  body: {
    error: {
      code: 'wrong_current_password',
      message: 'The current password is wrong',
      fields: { currentPassword: 'wrong_current_password' },
    },
  },
};

describe('profile: change e-mail', () => {
  it('asks for the current password only once the address changes', async () => {
    const api = mockApi(profileRoutes({}));
    const { user, dialog } = await openModal('Change e-mail');
    expect(within(dialog).queryByLabelText(/^Current password/)).not.toBeInTheDocument();

    const email = within(dialog).getByLabelText(/^New e-mail address/);
    await user.clear(email);
    await user.type(email, 'julie.new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const password = within(dialog).getByLabelText(/^Current password/);
    expect(password).toHaveAccessibleDescription(/This field is required\./);
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('sends the password and says to check the new inbox; the shown address stays', async () => {
    const api = mockApi(
      profileRoutes({
        'PUT /api/users/7': {
          status: 200,
          body: { ...tenant, pendingEmail: 'julie.new@example.com' },
        },
      }),
    );
    const { user, dialog } = await openModal('Change e-mail');
    const email = within(dialog).getByLabelText(/^New e-mail address/);
    await user.clear(email);
    await user.type(email, 'julie.new@example.com');
    await user.type(within(dialog).getByLabelText(/^Current password/), 'my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('dialog', { name: 'Check your new inbox' });
    expect(notice).toHaveTextContent('We sent a confirmation link to julie.new@example.com.');
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      email: 'julie.new@example.com',
      currentPassword: 'my-password',
      locale: 'en',
    });
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.getByText('resident@example.com')).toBeInTheDocument();
    expect(screen.queryByText('julie.new@example.com')).not.toBeInTheDocument();
  });

  it('says a wrong current password beside the field, not as a conflict', async () => {
    mockApi(profileRoutes({ 'PUT /api/users/7': wrongPassword }));
    const { user, dialog } = await openModal('Change e-mail');
    const email = within(dialog).getByLabelText(/^New e-mail address/);
    await user.clear(email);
    await user.type(email, 'julie.new@example.com');
    await user.type(within(dialog).getByLabelText(/^Current password/), 'not-it');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const password = within(dialog).getByLabelText(/^Current password/);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/The current password is wrong\./),
    );
    expect(screen.queryByText(/changed in the meantime/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

describe('profile: change password', () => {
  it('checks the fields with the reset rule before sending anything', async () => {
    const api = mockApi(profileRoutes({}));
    const { user, dialog } = await openModal('Change password');
    await user.type(within(dialog).getByLabelText(/^New password/), 'long-enough-1');
    await user.type(within(dialog).getByLabelText(/^Repeat the new password/), 'long-enough-2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Current password/)).toHaveAccessibleDescription(
        'This field is required.',
      ),
    );
    expect(within(dialog).getByLabelText(/^Repeat the new password/)).toHaveAccessibleDescription(
      'The two passwords are different.',
    );
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('keeps this device signed in with the fresh token the server answers', async () => {
    const api = mockApi(
      profileRoutes({ 'PUT /api/me/password': { status: 200, body: { token: 'jwt-fresh' } } }),
    );
    const { user, app, dialog } = await openModal('Change password');
    await user.type(within(dialog).getByLabelText(/^Current password/), 'old-password');
    await user.type(within(dialog).getByLabelText(/^New password/), 'a-new-password');
    await user.type(within(dialog).getByLabelText(/^Repeat the new password/), 'a-new-password');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(
        'Your password has been changed. Your other devices were signed out.',
      ),
    ).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ currentPassword: 'old-password', password: 'a-new-password' });
    expect(sessionStore.get()).toEqual({ ...tenantSession, token: 'jwt-fresh' });
    expect(app.router.state.location.pathname).toBe('/profile');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says a wrong current password beside that field', async () => {
    mockApi(profileRoutes({ 'PUT /api/me/password': wrongPassword }));
    const { user, dialog } = await openModal('Change password');
    await user.type(within(dialog).getByLabelText(/^Current password/), 'not-it');
    await user.type(within(dialog).getByLabelText(/^New password/), 'a-new-password');
    await user.type(within(dialog).getByLabelText(/^Repeat the new password/), 'a-new-password');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const current = within(dialog).getByLabelText(/^Current password/);
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('The current password is wrong.'),
    );
    expect(current).toHaveFocus();
    expect(sessionStore.get()?.token).toBe('jwt-tenant');
  });
});

describe('/confirm-email/:token', () => {
  it('applies the change only on a click, without a session', async () => {
    const api = mockApi({
      'POST /api/confirm_email/abcdefghijklmnop': {
        status: 200,
        body: { email: 'julie.new@example.com' },
      },
    });
    const user = userEvent.setup();
    renderApp({ path: '/confirm-email/abcdefghijklmnop' });
    const button = await screen.findByRole('button', { name: 'Confirm the address' });
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(button);
    expect(
      await screen.findByText('Your e-mail address is now julie.new@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toBeInTheDocument();
  });

  it.each([
    [
      apiError(404, 'email_change_token_not_found_or_expired'),
      'The confirmation link is expired or invalid. Please ask for the change again from your profile.',
    ],
    [
      apiError(409, 'email_already_used'),
      'This e-mail address is already used by another account. Your address has not changed.',
    ],
  ])('says why a link is refused (%#)', async (reply, text) => {
    mockApi({ 'POST /api/confirm_email/abcdefghijklmnop': reply });
    const user = userEvent.setup();
    renderApp({ path: '/confirm-email/abcdefghijklmnop' });
    await user.click(await screen.findByRole('button', { name: 'Confirm the address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
