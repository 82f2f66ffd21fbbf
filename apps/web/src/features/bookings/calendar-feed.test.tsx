import type { TCalendarFeed } from '@habitat/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n/setup';
import { apiError, mockApi, type TMockReply } from '@/test/mock-api';
import { renderApp, tenantSession } from '@/test/render';
import { residentRoutes } from './bookings.fixtures';

const FEED_URL = 'http://localhost:3000/api/calendar_feed/abc123.ics?locale=fr';
const none: TCalendarFeed = { active: false, url: null, createdAt: null };
const active: TCalendarFeed = { active: true, url: null, createdAt: '2026-03-01T17:00:00Z' };

function profileApi(feed: TCalendarFeed, routes: Record<string, TMockReply> = {}) {
  return mockApi({
    ...residentRoutes(),
    'GET /api/properties/2': {
      status: 200,
      body: { id: 2, name: 'Les Jardins', timeZone: 'America/Toronto', address: { full: '' } },
    },
    'GET /api/calendar_feed': { status: 200, body: feed },
    ...routes,
  });
}

const feedCard = () => screen.findByRole('region', { name: 'Calendar subscription' });
const sent = (api: ReturnType<typeof mockApi>, method: string) =>
  api.fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/calendar_feed');

afterEach(() => notifications.clean());

describe('calendar subscription card of the profile (issue #8)', () => {
  it('creates a private link in the app’s language and shows it once, to copy', async () => {
    const api = profileApi(none, {
      'POST /api/calendar_feed': {
        status: 201,
        body: { active: true, url: FEED_URL, createdAt: '2026-03-03T15:00:00Z' },
      },
    });
    const user = userEvent.setup();
    renderApp({ path: '/profile', session: tenantSession });
    await setLocale('fr');
    const card = await screen.findByRole('region', { name: 'Abonnement au calendrier' });
    expect(await within(card).findByText('Aucun lien actif.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Créer un lien' }));
    const link = await within(card).findByRole('textbox', {
      name: "Votre lien d'abonnement privé",
    });
    expect(link).toHaveValue(FEED_URL);
    expect(link).toHaveAttribute('readonly');
    expect(within(card).getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument();
    expect(sent(api, 'POST').map((url) => url.searchParams.get('locale'))).toEqual(['fr']);
    // Now active: the next link replaces this one, and it can be revoked.
    expect(within(card).getByRole('button', { name: 'Créer un nouveau lien' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Révoquer le lien' })).toBeInTheDocument();
  });

  it('asks before replacing an active link, whose URL is never shown again', async () => {
    const api = profileApi(active, {
      'POST /api/calendar_feed': { status: 201, body: { ...active, url: FEED_URL } },
    });
    const user = userEvent.setup();
    renderApp({ path: '/profile', session: tenantSession });
    const card = await feedCard();
    expect(await within(card).findByText('A link has been active since 01/03/2026.')).toBeVisible();
    expect(within(card).queryByRole('textbox')).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Create a new link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the link?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(api, 'POST')).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Create a new link' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Replace the link?' })).getByRole('button', {
        name: 'Yes, replace',
      }),
    );
    expect(await within(card).findByRole('textbox')).toHaveValue(FEED_URL);
    expect(sent(api, 'POST')).toHaveLength(1);
  });

  it('revokes the link after a confirmation', async () => {
    const api = profileApi(active, { 'DELETE /api/calendar_feed': { status: 200, body: none } });
    const user = userEvent.setup();
    renderApp({ path: '/profile', session: tenantSession });
    const card = await feedCard();
    await user.click(await within(card).findByRole('button', { name: 'Revoke link' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revoke the link?' })).getByRole('button', {
        name: 'Yes, revoke',
      }),
    );
    expect(await screen.findByText('The link has been revoked.')).toBeInTheDocument();
    expect(await within(card).findByText('No active link.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Revoke link' })).toBeNull();
    expect(sent(api, 'DELETE')).toHaveLength(1);
  });

  it('shows a refusal in an error dialog', async () => {
    profileApi(none, { 'POST /api/calendar_feed': apiError(403, 'forbidden') });
    const user = userEvent.setup();
    renderApp({ path: '/profile', session: tenantSession });
    const card = await feedCard();
    await user.click(await within(card).findByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'You are not allowed to do this.',
    );
    expect(within(card).queryByRole('textbox')).toBeNull();
  });
});
