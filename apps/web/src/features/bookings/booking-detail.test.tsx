import type { TReservation } from '@habitat/shared';
import { notifications } from '@mantine/notifications';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n/setup';
import { apiError, mockApi } from '@/test/mock-api';
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

function detailApi(booking: TReservation, routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...residentRoutes(),
    [`GET /api/reservations/${booking.id}`]: { status: 200, body: booking },
    'GET /api/reservations': listReply([booking]),
    ...routes,
  });
}

const article = () => screen.findByRole('article');
const fact = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { selector: 'dt' }).nextElementSibling;
const putCalls = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((call) => call.method === 'PUT').map((call) => call.path);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => notifications.clean());

describe('booking detail (docs/product.md: Screens Booking detail)', () => {
  it('shows service, schedule, date, time slot and price, in both languages', async () => {
    detailApi(partyRoom);
    renderApp({ path: '/booking/42', session: tenantSession, width: MOBILE_WIDTH });
    const view = await article();
    expect(within(view).getByRole('heading', { name: 'Party room' })).toBeInTheDocument();
    expect(within(view).getByText('No. 42')).toBeInTheDocument();
    expect(fact(view, 'Service')).toHaveTextContent('Party room');
    expect(fact(view, 'Schedule')).toHaveTextContent('Party room');
    expect(fact(view, 'Date')).toHaveTextContent('07/03/2026');
    expect(fact(view, 'Time slot')).toHaveTextContent('18:00 – 21:00');
    expect(fact(view, 'Price')).toHaveTextContent('$25.00');

    await setLocale('fr');
    await waitFor(() => expect(fact(view, 'Prix')).toHaveTextContent('25,00 $'));
    expect(fact(view, 'Horaire')).toHaveTextContent('Salle de réception');
    expect(fact(view, 'Plage horaire')).toHaveTextContent('18:00 – 21:00');
  });

  it('names the event of a seat', async () => {
    detailApi(yoga);
    renderApp({ path: '/booking/43', session: tenantSession });
    const view = await article();
    expect(fact(view, 'Event')).toHaveTextContent('Morning yoga');
    expect(within(view).queryByText('Schedule', { selector: 'dt' })).toBeNull();
  });

  it('goes back to the list', async () => {
    detailApi(gym);
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/booking/41', session: tenantSession });
    await user.click(await screen.findByRole('button', { name: 'Back to bookings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
  });

  it('offers cancel only for a free booking to come', async () => {
    detailApi(gym);
    renderApp({ path: '/booking/41', session: tenantSession });
    expect(await screen.findByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
  });

  it.each([
    ['paid', partyRoom, 'A paid booking cannot be cancelled in the app'],
    ['done', yoga, null],
  ] as const)('offers no cancel for a %s booking', async (_case, booking, note) => {
    detailApi(booking);
    renderApp({ path: `/booking/${booking.id}`, session: tenantSession });
    const view = await article();
    expect(within(view).getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    if (note) expect(view).toHaveTextContent(note);
  });

  it('says the building cancelled it, with the note and the refund, in both languages', async () => {
    detailApi(cancelledByManager);
    renderApp({ path: '/booking/45', session: tenantSession, width: MOBILE_WIDTH });
    const view = await article();
    const notice = within(view).getByRole('status');
    expect(notice).toHaveTextContent('Cancelled by the building');
    expect(notice).toHaveTextContent('Cancelled on 03/03/2026 - 08:30.');
    expect(notice).toHaveTextContent('Note from the management: Water damage in the room');
    expect(notice).toHaveTextContent('$25.00 refunded to your card.');
    expect(within(view).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(within(view).queryByRole('button', { name: 'Add to calendar' })).toBeNull();

    await setLocale('fr');
    await waitFor(() => expect(notice).toHaveTextContent('Annulée par l’immeuble'));
    expect(notice).toHaveTextContent('25,00 $ remboursé sur votre carte.');
  });

  it('says when the resident cancelled it, without a building notice', async () => {
    detailApi(cancelledSuite);
    renderApp({ path: '/booking/44', session: tenantSession });
    const view = await article();
    expect(view).toHaveTextContent('You cancelled this booking on 02/03/2026 - 05:00.');
    expect(view).not.toHaveTextContent('Cancelled by the building');
  });

  it('cancels after a yes/no question, then returns to the list', async () => {
    const api = detailApi(gym, {
      'PUT /api/reservations/41/cancel': {
        status: 200,
        body: { ...gym, canceledAt: NOW.toISOString(), canceledBy: 7 },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/booking/41', session: tenantSession });

    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel the booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(putCalls(api)).toEqual([]);
    expect(router.state.location.pathname).toBe('/booking/41');

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel the booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    expect(putCalls(api)).toEqual(['/api/reservations/41/cancel']);
    expect(await screen.findByText('Your booking has been cancelled.')).toBeInTheDocument();
  });

  it('stays on the booking and shows the server’s message when the cancel fails', async () => {
    detailApi(gym, { 'PUT /api/reservations/41/cancel': 'network-error' });
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/booking/41', session: tenantSession });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the booking?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'We were unable to connect to our system. Please try again later.',
    );
    expect(router.state.location.pathname).toBe('/booking/41');
  });

  it.each([
    ['unknown', '/booking/99', apiError(404, 'not_found')],
    ['someone else’s', '/booking/99', apiError(403, 'forbidden')],
    ['not a number', '/booking/abc', apiError(404, 'not_found')],
  ] as const)('goes to the list for a booking that is %s', async (_case, path, reply) => {
    mockApi({
      ...residentRoutes(),
      'GET /api/reservations/99': reply,
      'GET /api/reservations': listReply([gym]),
    });
    const { router } = renderApp({ path, session: tenantSession });
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    expect(await screen.findByRole('button', { name: /^Gym,/ })).toBeInTheDocument();
  });

  it('says what went wrong when the booking cannot load, with a retry and a way back', async () => {
    detailApi(gym, { 'GET /api/reservations/41': apiError(500, 'internal_error') });
    renderApp({ path: '/booking/41', session: tenantSession });
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent(/Something probably went wrong/);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to bookings' })).toHaveAttribute(
      'href',
      '/bookings',
    );
  });
});

describe('add to calendar (issue #8)', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:booking-41');
    URL.revokeObjectURL = vi.fn();
  });

  it('downloads the booking’s .ics in the app’s language', async () => {
    const api = detailApi(gym, {
      'GET /api/reservations/41/ics': { status: 200, body: 'BEGIN:VCALENDAR' },
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const user = userEvent.setup();
    renderApp({ path: '/booking/41', session: tenantSession });
    await setLocale('fr');
    await user.click(await screen.findByRole('button', { name: 'Ajouter au calendrier' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('reservation-41.ics');
    expect(clicked[0]?.href).toBe('blob:booking-41');
    const ics = api.calls.find((call) => call.path === '/api/reservations/41/ics');
    expect(ics?.headers.get('Authorization')).toBe('Bearer jwt-tenant');
    const url = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((candidate) => candidate.pathname === '/api/reservations/41/ics');
    expect(url?.searchParams.get('locale')).toBe('fr');
  });

  it('says so when the file cannot be downloaded', async () => {
    detailApi(gym, { 'GET /api/reservations/41/ics': 'network-error' });
    const user = userEvent.setup();
    renderApp({ path: '/booking/41', session: tenantSession });
    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'The calendar file could not be downloaded. Please try again later.',
    );
  });
});

describe('booking detail offline (docs/decisions/015-pwa.md)', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('opens a booking from the list read before, though its own answer cannot come', async () => {
    detailApi(partyRoom, { 'GET /api/reservations/42': 'network-error' });
    const user = userEvent.setup();
    const { router } = renderApp({
      path: '/bookings',
      session: tenantSession,
      width: MOBILE_WIDTH,
    });
    const row = await screen.findByRole('link', { name: /Party room/ });
    onlineManager.setOnline(false);
    await user.click(row);
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/42'));
    const view = await article();
    expect(fact(view, 'Time slot')).toHaveTextContent('18:00 – 21:00');
    expect(fact(view, 'Price')).toHaveTextContent('$25.00');
  });
});
