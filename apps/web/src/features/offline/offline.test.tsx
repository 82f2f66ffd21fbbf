import { act, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n/setup';
import { ApiError, apiFetch } from '@/lib/api-client';
import { tenant } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { DESKTOP_WIDTH, MOBILE_WIDTH, renderApp, tenantSession } from '@/test/render';
import { authFetch } from '../session';
import { appUpdate } from './update-store';

function residentApi() {
  return mockApi({
    'GET /api/me': { status: 200, body: tenant },
    'GET /api/news': { status: 200, body: { data: [], count: 0 } },
    'GET /api/properties/2': {
      status: 200,
      body: { id: 2, timeZone: 'America/Toronto', address: { full: '' } },
    },
  });
}

/** What the browser does when the network goes or comes back. */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const politeRegion = () => document.querySelector('[aria-live="polite"]');
const assertiveRegion = () => document.querySelector('[aria-live="assertive"]');

afterEach(() => appUpdate.dismiss());

describe('offline notice', () => {
  it.each([
    ['mobile', MOBILE_WIDTH],
    ['desktop', DESKTOP_WIDTH],
  ])(
    'says politely that the app is offline (%s), and goes once the network is back',
    async (_, width) => {
      residentApi();
      renderApp({ path: '/news', session: tenantSession, width });
      await screen.findByRole('heading', { level: 1, name: 'News' });
      // The live region is there before anything is said in it, so a screen reader hears it.
      expect(politeRegion()).toBeEmptyDOMElement();

      setOnline(false);
      expect(await screen.findByText('You are offline')).toBeVisible();
      expect(politeRegion()).toHaveTextContent(
        'You are seeing the information from your last visit. Nothing can be sent until the connection is back.',
      );

      setOnline(true);
      await waitFor(() => expect(screen.queryByText('You are offline')).not.toBeInTheDocument());
    },
  );

  it('speaks the resident’s language', async () => {
    residentApi();
    await setLocale('fr');
    renderApp({ path: '/news', session: tenantSession, width: MOBILE_WIDTH });
    await screen.findByRole('heading', { level: 1, name: 'Nouvelles' });
    setOnline(false);
    expect(await screen.findByText('Vous êtes hors ligne')).toBeVisible();
    expect(politeRegion()).toHaveTextContent(
      'Vous consultez les informations de votre dernière visite.',
    );
  });
});

describe('a write while offline', () => {
  it('is refused before anything is sent, and the refusal is announced', async () => {
    const api = residentApi();
    renderApp({ path: '/news', session: tenantSession, width: MOBILE_WIDTH });
    await screen.findByRole('heading', { level: 1, name: 'News' });
    setOnline(false);

    const sent = authFetch('/api/user_requests', { method: 'POST', body: { title: 'Leak' } });
    await expect(sent).rejects.toBeInstanceOf(ApiError);
    await expect(sent).rejects.toMatchObject({ status: 0, code: 'offline' });
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(
      await screen.findByText('Offline: nothing was sent. Try again once you are back online.'),
    ).toBeVisible();
    expect(assertiveRegion()).toHaveTextContent('Offline: nothing was sent.');

    // Back online, the refusal and the notice go; writes are sent again.
    setOnline(true);
    await waitFor(() => expect(assertiveRegion()).toBeEmptyDOMElement());
  });

  it('is refused in French for a French-speaking resident', async () => {
    residentApi();
    await setLocale('fr');
    renderApp({ path: '/news', session: tenantSession, width: DESKTOP_WIDTH });
    await screen.findByRole('heading', { level: 1, name: 'Nouvelles' });
    setOnline(false);
    await authFetch('/api/posts', { method: 'POST', body: {} }).catch(() => undefined);
    expect(
      await screen.findByText(
        "Hors ligne : rien n'a été envoyé. Réessayez une fois la connexion rétablie.",
      ),
    ).toBeVisible();
  });

  it('leaves reads alone: they may be answered from the last visit', async () => {
    const api = mockApi({ 'GET /api/news': { status: 200, body: { data: [], count: 0 } } });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(apiFetch('/api/news')).resolves.toEqual({ data: [], count: 0 });
    expect(api.calls).toHaveLength(1);
  });

  it('is sent as usual when the browser is online', async () => {
    const api = mockApi({ 'PUT /api/things/1': { status: 200, body: { ok: true } } });
    await expect(apiFetch('/api/things/1', { method: 'PUT', body: {} })).resolves.toEqual({
      ok: true,
    });
    expect(api.calls).toHaveLength(1);
  });
});

describe('update prompt', () => {
  it('offers to reload onto a new version, or to wait', async () => {
    residentApi();
    const user = userEvent.setup();
    renderApp({ path: '/news', session: tenantSession, width: MOBILE_WIDTH });
    await screen.findByRole('heading', { level: 1, name: 'News' });
    const apply = vi.fn();

    act(() => appUpdate.offer(apply));
    expect(await screen.findByText('New version available')).toBeVisible();
    expect(screen.getByText('Reload the page to use the latest version of Habitat.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() =>
      expect(screen.queryByText('New version available')).not.toBeInTheDocument(),
    );
  });

  it('names the brand and speaks French', async () => {
    residentApi();
    await setLocale('fr');
    renderApp({
      path: '/news',
      session: tenantSession,
      width: DESKTOP_WIDTH,
      config: { brand: 'alternate' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Nouvelles' });
    act(() => appUpdate.offer(() => undefined));
    expect(await screen.findByText('Nouvelle version disponible')).toBeVisible();
    expect(
      screen.getByText('Rechargez la page pour utiliser la dernière version de Laurentia.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Plus tard' })).toBeVisible();
  });
});
