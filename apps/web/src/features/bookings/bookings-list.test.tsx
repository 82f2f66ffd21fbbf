import type { TReservation } from '@habitat/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n/setup';
import { apiError, mockApi, type TMockReply } from '@/test/mock-api';
import { MOBILE_WIDTH, renderApp, tenantSession } from '@/test/render';
import {
  cancelledByManager,
  cancelledSuite,
  gym,
  listReply,
  NOW,
  partyRoom,
  residentRoutes,
  yoga,
} from './bookings.fixtures';

const everyBooking = [yoga, partyRoom, cancelledSuite, gym];

function bookingsApi(
  reservations: TReservation[] | (() => TMockReply),
  routes: Parameters<typeof mockApi>[0] = {},
) {
  return mockApi({
    ...residentRoutes(),
    'GET /api/reservations':
      typeof reservations === 'function' ? reservations : listReply(reservations),
    ...routes,
  });
}

/** The services named by the rows of the open tab, in order. */
const rowServices = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

const panel = () =>
  screen.getByRole('region', { name: /^(Booking details|Détail de la réservation) / });
const fact = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
// The notification store outlives a test: a toast would show in the next one.
afterEach(() => notifications.clean());

describe('bookings list (docs/product.md: Screens, States)', () => {
  it('shows bookings to come under "in progress" and past ones under "done", cancelled in neither', async () => {
    const api = bookingsApi(everyBooking);
    const user = userEvent.setup();
    renderApp({ path: '/bookings', session: tenantSession, width: MOBILE_WIDTH });

    const inProgress = await screen.findByRole('tab', { name: /In progress/ });
    expect(inProgress).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(rowServices()).toEqual(['Gym', 'Party room']));
    expect(inProgress).toHaveTextContent('2');
    expect(screen.getByRole('tab', { name: /Done/ })).toHaveTextContent('1');

    await user.click(screen.getByRole('tab', { name: /Done/ }));
    expect(rowServices()).toEqual(['Yoga']);
    expect(screen.queryByText('Guest suite')).not.toBeInTheDocument();

    // The user's own reservations, all of them (docs/product.md: API, Limits).
    const call = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/reservations');
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({ user: '7', perPage: '-1' });
  });

  it('shows start and end as DD/MM/YYYY - HH:mm in the building’s time, each row opening its booking on mobile', async () => {
    bookingsApi([gym]);
    const user = userEvent.setup();
    const { router } = renderApp({
      path: '/bookings',
      session: tenantSession,
      width: MOBILE_WIDTH,
    });

    const row = await screen.findByRole('link', { name: /Gym/ });
    expect(row).toHaveAttribute('href', '/booking/41');
    expect(row).toHaveAccessibleName(
      'Gym, Gym – morning, from 05/03/2026 - 09:00 to 05/03/2026 - 10:00',
    );
    expect(within(row).getByText('05/03/2026 - 09:00')).toHaveAttribute(
      'datetime',
      '2026-03-05T14:00:00Z',
    );
    expect(within(row).getByText('05/03/2026 - 10:00')).toBeInTheDocument();
    // No side panel on mobile.
    expect(screen.queryByRole('region', { name: 'Booking details' })).not.toBeInTheDocument();

    await setLocale('fr');
    expect(
      await screen.findByRole('link', {
        name: 'Salle d’entraînement, Gym – matin, du 05/03/2026 - 09:00 au 05/03/2026 - 10:00',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /En cours/ })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Salle d’entraînement/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/41'));
  });

  it('shows a detail panel on desktop: service, number, calendar, start, end and price', async () => {
    bookingsApi(everyBooking);
    const user = userEvent.setup();
    renderApp({ path: '/bookings', session: tenantSession });

    // Rows are toggles that choose the booking shown beside the list; the first is shown.
    const gymRow = await screen.findByRole('button', { name: /^Gym,/ });
    expect(gymRow).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('link', { name: /^Gym,/ })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('heading', { name: 'Gym' })).toBeInTheDocument();
    expect(fact(panel(), 'Number')).toHaveTextContent('41');
    expect(fact(panel(), 'Calendar')).toHaveTextContent('Gym – morning');
    expect(fact(panel(), 'Start')).toHaveTextContent('05/03/2026 - 09:00');
    expect(fact(panel(), 'End')).toHaveTextContent('05/03/2026 - 10:00');
    expect(fact(panel(), 'Price')).toHaveTextContent('Free');
    expect(within(panel()).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();

    const partyRow = screen.getByRole('button', { name: /^Party room,/ });
    await user.click(partyRow);
    expect(partyRow).toHaveAttribute('aria-pressed', 'true');
    expect(gymRow).toHaveAttribute('aria-pressed', 'false');
    expect(fact(panel(), 'Service')).toHaveTextContent('Party room');
    expect(fact(panel(), 'Start')).toHaveTextContent('07/03/2026 - 18:00');
    expect(fact(panel(), 'End')).toHaveTextContent('07/03/2026 - 21:00');
    expect(fact(panel(), 'Price')).toHaveTextContent('$25.00');
    // Paid: no cancel (docs/product.md: Limits), but it can still go to a calendar.
    expect(within(panel()).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(within(panel()).getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();

    await setLocale('fr');
    await waitFor(() => expect(fact(panel(), 'Prix')).toHaveTextContent('25,00 $'));
    expect(fact(panel(), 'Calendrier')).toHaveTextContent('Salle de réception');
  });

  it('shows a booking cancelled by the building apart from the tabs, in the panel on desktop', async () => {
    bookingsApi([...everyBooking, cancelledByManager]);
    const user = userEvent.setup();
    renderApp({ path: '/bookings', session: tenantSession });
    const section = await screen.findByRole('region', { name: 'Cancelled by the building' });
    // The tabs still count and list only what is not cancelled.
    expect(screen.getByRole('tab', { name: /In progress/ })).toHaveTextContent('2');
    await user.click(within(section).getByRole('button', { name: /^Party room,/ }));
    expect(within(panel()).getByRole('status')).toHaveTextContent(
      'Note from the management: Water damage in the room',
    );
    expect(within(panel()).getByRole('status')).toHaveTextContent('$25.00 refunded to your card.');
    expect(within(panel()).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('offers no cancel for a booking that is done', async () => {
    bookingsApi([yoga]);
    renderApp({ path: '/bookings?tab=done', session: tenantSession });
    expect(await screen.findByRole('button', { name: /^Yoga,/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Done/ })).toHaveAttribute('aria-selected', 'true');
    expect(fact(panel(), 'Calendar')).toHaveTextContent('Morning yoga');
    expect(within(panel()).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('cancels a free booking from the panel after a yes/no question', async () => {
    let cancelled = false;
    const api = bookingsApi(
      () =>
        listReply(
          cancelled ? [partyRoom, { ...gym, canceledAt: NOW.toISOString() }] : [gym, partyRoom],
        ),
      {
        'PUT /api/reservations/41/cancel': () => {
          cancelled = true;
          return { status: 200, body: { ...gym, canceledAt: NOW.toISOString(), canceledBy: 7 } };
        },
      },
    );
    const user = userEvent.setup();
    renderApp({ path: '/bookings', session: tenantSession });

    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel the booking?' });
    expect(dialog).toHaveTextContent('Booking No. 41 (Gym) will be cancelled.');
    // "No" has the focus: Enter cannot cancel by accident.
    expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel the booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Your booking has been cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(rowServices()).toEqual(['Party room']));
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/api/reservations/41/cancel',
    ]);
  });

  it('shows the server’s refusal of a cancel in an error dialog, translated', async () => {
    bookingsApi([gym], {
      'PUT /api/reservations/41/cancel': apiError(409, 'booking_not_cancellable'),
    });
    const user = userEvent.setup();
    renderApp({ path: '/bookings', session: tenantSession });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the booking?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error).toHaveTextContent('This booking cannot be cancelled.');
    expect(rowServices()).toEqual(['Gym']);
  });

  it('shows an empty state per tab, and the New booking button', async () => {
    bookingsApi([yoga]);
    const user = userEvent.setup();
    renderApp({ path: '/bookings', session: tenantSession });
    expect(await screen.findByText('No bookings in progress')).toBeInTheDocument();
    const newBooking = screen.getAllByRole('link', { name: 'New booking' });
    // The page's button, and the empty state's.
    expect(newBooking).toHaveLength(2);
    for (const link of newBooking) expect(link).toHaveAttribute('href', '/new-booking');

    await user.click(screen.getByRole('tab', { name: /Done/ }));
    expect(screen.queryByText('No finished bookings')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Yoga,/ })).toBeInTheDocument();
  });

  it('keeps the tab in the address', async () => {
    bookingsApi([]);
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/bookings', session: tenantSession });
    await user.click(await screen.findByRole('tab', { name: /Done/ }));
    expect(await screen.findByText('No finished bookings')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=done');
  });

  it('shows a loading state, then says what went wrong when the list cannot load, and retries', async () => {
    let attempts = 0;
    bookingsApi(() => {
      attempts += 1;
      // A network blip is retried once on its own before the page gives up.
      return attempts <= 2 ? 'network-error' : listReply([gym]);
    });
    const user = userEvent.setup();
    renderApp({ path: '/bookings', session: tenantSession, width: MOBILE_WIDTH });
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent(
      'We were unable to connect to our system. Please try again later.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Gym/ })).toBeInTheDocument();
  });
});

describe('bookings in the menu (docs/product.md: Screens Layout and menu)', () => {
  it('shows the entry to a resident once services and categories exist', async () => {
    bookingsApi([]);
    renderApp({ path: '/home', session: tenantSession });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'href',
      '/bookings',
    );
  });

  it('hides it from a resident whose building has no service', async () => {
    bookingsApi([], { 'GET /api/service_categories': listReply([]) });
    const { queryClient } = renderApp({ path: '/home', session: tenantSession });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    // Logged-in entries are there; once the categories have answered, bookings are not.
    expect(await within(menu).findByRole('link', { name: 'News' })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(within(menu).queryByRole('link', { name: 'Bookings' })).not.toBeInTheDocument();
  });

  it('hides it from visitors, who see services', async () => {
    bookingsApi([]);
    renderApp({ path: '/home' });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByRole('link', { name: 'Services' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Bookings' })).not.toBeInTheDocument();
  });
});
