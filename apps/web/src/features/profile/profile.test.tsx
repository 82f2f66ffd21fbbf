import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n/setup';
import { tenant } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp, tenantSession } from '@/test/render';
import { sessionStore } from '../session/session-store';

const EVERYWHERE = 'POST /api/logout/everywhere';

function profileApi(everywhere: { status: number } | 'network-error' = { status: 204 }) {
  return mockApi({
    'GET /api/me': { status: 200, body: tenant },
    'GET /api/calendar_feed': { status: 200, body: { active: false, url: null, createdAt: null } },
    'POST /api/logout': { status: 204 },
    [EVERYWHERE]: everywhere,
  });
}

const sent = (api: ReturnType<typeof mockApi>, route: string) =>
  api.calls.filter((call) => `${call.method} ${call.path}` === route);

describe('profile sign-out', () => {
  it.each([390, 1280])(
    'signs out this device only, ending its token on the server (%i px)',
    async (width) => {
      const api = profileApi();
      const user = userEvent.setup();
      const { router } = renderApp({ path: '/profile', session: tenantSession, width });
      const button = await screen.findByRole('button', { name: 'Log out' });
      expect(button).toHaveAccessibleDescription('Only this device is signed out.');
      await user.click(button);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(sessionStore.get()).toBeNull();
      const [logout] = sent(api, 'POST /api/logout');
      expect(logout?.headers.get('Authorization')).toBe('Bearer jwt-tenant');
      expect(sent(api, EVERYWHERE)).toHaveLength(0);
    },
  );

  it('asks before signing out everywhere, and No changes nothing', async () => {
    const api = profileApi();
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/profile', session: tenantSession, width: 390 });
    const button = await screen.findByRole('button', { name: 'Log out everywhere' });
    expect(button).toHaveAccessibleDescription(/Signs out all your devices, this one included/);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Log out on all your devices?' });
    expect(dialog).toHaveTextContent('Your calendar subscription link will stop working');
    // The destructive answer is not the one Enter would choose.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/profile');
    expect(sessionStore.get()?.token).toBe('jwt-tenant');
    expect(sent(api, EVERYWHERE)).toHaveLength(0);
    expect(sent(api, 'POST /api/logout')).toHaveLength(0);
  });

  it('once confirmed, ends every session on the server, then goes to /login', async () => {
    const api = profileApi();
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/profile', session: tenantSession, width: 1280 });
    await user.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out on all your devices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, log out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStore.get()).toBeNull();
    const [everywhere] = sent(api, EVERYWHERE);
    expect(everywhere?.headers.get('Authorization')).toBe('Bearer jwt-tenant');
    expect(await screen.findByText('You were signed out on all your devices.')).toBeVisible();
  });

  it('stays signed in and says so when the server could not be reached', async () => {
    const api = profileApi('network-error');
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/profile', session: tenantSession, width: 390 });
    await user.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, log out everywhere' }));
    const oops = await screen.findByRole('dialog', { name: 'Oops' });
    expect(oops).toHaveTextContent('We were unable to connect to our system.');
    expect(sent(api, EVERYWHERE)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/profile');
    expect(sessionStore.get()?.token).toBe('jwt-tenant');
  });

  it('speaks French', async () => {
    profileApi();
    renderApp({ path: '/profile', session: tenantSession, width: 390 });
    await screen.findByRole('button', { name: 'Log out' });
    await setLocale('fr');
    expect(
      await screen.findByRole('button', { name: 'Se déconnecter' }),
    ).toHaveAccessibleDescription('Seul cet appareil est déconnecté.');
    const everywhere = screen.getByRole('button', { name: 'Se déconnecter partout' });
    await userEvent.click(everywhere);
    const dialog = await screen.findByRole('dialog', {
      name: 'Vous déconnecter de tous vos appareils ?',
    });
    expect(
      within(dialog).getByRole('button', { name: 'Oui, me déconnecter partout' }),
    ).toBeVisible();
  });
});
