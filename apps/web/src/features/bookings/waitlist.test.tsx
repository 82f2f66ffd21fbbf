import type { TWaitlistEntry } from '@habitat/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, type TMockReply } from '@/test/mock-api';
import { DESKTOP_WIDTH, MOBILE_WIDTH, renderApp, tenantSession } from '@/test/render';
import { aReservation, listReply, NOW, residentRoutes } from './bookings.fixtures';
import {
  bookingProperty,
  fullYoga,
  gymSchedule,
  newBookingRoutes,
} from './new-booking/new-booking.fixtures';

const entry = (overrides: Partial<TWaitlistEntry>): TWaitlistEntry => ({
  id: 5,
  service: { id: 9, name: { en: 'Community activities', fr: 'Activités communautaires' } },
  event: { id: 12, name: { en: 'Pottery workshop', fr: 'Atelier de poterie' } },
  entity: null,
  // Saturday 7 March 2026, 18:00 in Montréal.
  start: '2026-03-07T23:00:00Z',
  end: '2026-03-08T01:00:00Z',
  timeZone: 'America/Toronto',
  price: 0,
  status: 'waiting',
  position: 2,
  offerExpiresAt: null,
  reservation: null,
  createdAt: '2026-03-01T12:00:00Z',
  ...overrides,
});

const offered = entry({
  status: 'offered',
  position: null,
  // 12:00 in Montréal.
  offerExpiresAt: '2026-03-03T17:00:00Z',
});
const waiting = entry({
  id: 6,
  event: { id: 13, name: { en: 'Wine tasting', fr: 'Dégustation' } },
});

function api(entries: TWaitlistEntry[]) {
  return mockApi({
    ...residentRoutes(),
    'GET /api/reservations': listReply([]),
    'GET /api/waitlist_entries': listReply(entries),
    'POST /api/waitlist_entries/5/accept': { status: 200, body: aReservation({ id: 77 }) },
    'DELETE /api/waitlist_entries/6': { status: 200, body: { ...waiting, status: 'left' } },
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => notifications.clean());

describe('my waitlists on the bookings page', () => {
  it.each([
    ['phone', MOBILE_WIDTH],
    ['desktop', DESKTOP_WIDTH],
  ])('shows the offer with its deadline and the place in line (%s)', async (_, width) => {
    api([offered, waiting, entry({ id: 7, status: 'left', position: null })]);
    renderApp({ path: '/bookings', session: tenantSession, width });
    const section = await screen.findByRole('region', { name: 'My waitlists' });
    const items = within(section).getAllByRole('listitem');
    // Lines left are not listed.
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('A place is held for you');
    expect(items[0]).toHaveTextContent('Place held for you until 03/03/2026 - 12:00');
    expect(items[1]).toHaveTextContent('On the waitlist: #2');
    expect(within(items[1]!).queryByRole('button', { name: 'Book this place' })).toBeNull();
  });

  it('books a free place offered, and leaves a line', async () => {
    const mock = api([offered, waiting]);
    const user = userEvent.setup();
    renderApp({ path: '/bookings', session: tenantSession, width: MOBILE_WIDTH });
    const section = await screen.findByRole('region', { name: 'My waitlists' });
    await user.click(within(section).getByRole('button', { name: 'Book this place' }));
    expect(await screen.findByText('Place booked.')).toBeInTheDocument();
    const accept = mock.calls.find((call) => call.path === '/api/waitlist_entries/5/accept');
    expect(accept?.body).toEqual({ total: 0, currency: 'CAD', payments: [] });
    expect(accept?.headers.get('Idempotency-Key')).toBeTruthy();

    const [, second] = within(section).getAllByRole('listitem');
    await user.click(within(second!).getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByText('You left the waitlist.')).toBeInTheDocument();
    expect(
      mock.calls.some(
        (call) => call.method === 'DELETE' && call.path === '/api/waitlist_entries/6',
      ),
    ).toBe(true);
  });

  it('sends the same Idempotency-Key again when a free acceptance’s answer was lost', async () => {
    let attempts = 0;
    const mock = mockApi({
      ...residentRoutes(),
      'GET /api/reservations': listReply([]),
      'GET /api/waitlist_entries': listReply([offered]),
      'POST /api/waitlist_entries/5/accept': () => {
        attempts += 1;
        return attempts === 1 ? 'network-error' : { status: 200, body: aReservation({ id: 77 }) };
      },
    });
    const user = userEvent.setup();
    renderApp({ path: '/bookings', session: tenantSession, width: MOBILE_WIDTH });
    const section = await screen.findByRole('region', { name: 'My waitlists' });
    await user.click(within(section).getByRole('button', { name: 'Book this place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await user.click(within(section).getByRole('button', { name: 'Book this place' }));
    expect(await screen.findByText('Place booked.')).toBeInTheDocument();

    const [first, second] = mock.calls.filter(
      (call) => call.path === '/api/waitlist_entries/5/accept',
    );
    expect(first?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it('shows nothing when the resident waits for nothing', async () => {
    api([]);
    renderApp({ path: '/bookings', session: tenantSession, width: MOBILE_WIDTH });
    await screen.findByRole('tab', { name: /In progress/ });
    expect(screen.queryByRole('region', { name: 'My waitlists' })).toBeNull();
  });
});

describe('a paid offer', () => {
  const paid = { ...offered, price: 2500 };

  function paidApi(accept: () => TMockReply) {
    let open = true;
    return mockApi({
      ...residentRoutes(),
      'GET /api/reservations': listReply([]),
      'GET /api/properties/2': { status: 200, body: bookingProperty() },
      'GET /api/waitlist_entries': () => listReply(open ? [paid] : []),
      'POST /api/payments/tokens': { status: 200, body: { token: 'tok_1' } },
      'POST /api/waitlist_entries/5/accept': () => {
        const reply = accept();
        if (reply !== 'network-error' && reply.status === 200) open = false;
        return reply;
      },
    });
  }

  async function payWith(user: ReturnType<typeof userEvent.setup>, number: string) {
    const section = await screen.findByRole('region', { name: 'My waitlists' });
    await user.click(within(section).getByRole('button', { name: 'Book this place' }));
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), number);
    await user.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1229');
    await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $25.00 and book' }));
  }

  it.each([
    ['phone', MOBILE_WIDTH],
    ['desktop', DESKTOP_WIDTH],
  ])(
    'goes through the booking’s card step and pays with an Idempotency-Key (%s)',
    async (_, width) => {
      const mock = paidApi(() => ({ status: 200, body: aReservation({ id: 78 }) }));
      const user = userEvent.setup();
      renderApp({ path: '/bookings', session: tenantSession, width });
      await payWith(user, '4242424242424242');
      expect(await screen.findByText('Your booking is confirmed.')).toBeInTheDocument();
      const accept = mock.calls.find((call) => call.path === '/api/waitlist_entries/5/accept');
      expect(accept?.body).toEqual({
        total: 2500,
        currency: 'CAD',
        payments: [{ from: 'tok_1', processor: 'local', amount: 2500, currency: 'CAD' }],
      });
      expect(accept?.headers.get('Idempotency-Key')).toBeTruthy();
      expect(mock.calls.find((call) => call.path === '/api/payments/tokens')?.body).toMatchObject({
        number: '4242424242424242',
        publicKey: 'pk_local_habitat',
      });
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'My waitlists' })).toBeNull(),
      );
    },
  );

  it('shows the booking’s errors: a declined card stays on the card step, an offer gone returns to the list', async () => {
    const replies = [
      apiError(402, 'card_declined', 'The card was declined'),
      apiError(409, 'waitlist_offer_not_open', 'No place is held for you on this waitlist now'),
    ];
    paidApi(() => replies.shift()!);
    const user = userEvent.setup();
    renderApp({ path: '/bookings', session: tenantSession, width: MOBILE_WIDTH });
    await payWith(user, '4000000000000002');
    let dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('The card was declined. Please use another card.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay $25.00 and book' }));
    dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('No place is held for you right now');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
  });
});

describe('joining from the booking flow', () => {
  it('offers a full event’s waitlist, then shows the place in line', async () => {
    let joined: TWaitlistEntry[] = [];
    const mock = mockApi({
      ...newBookingRoutes(),
      'GET /api/waitlist_entries': () => listReply(joined),
      'POST /api/waitlist_entries': ({ body }) => {
        joined = [entry({ id: 9, event: { id: fullYoga.id, name: fullYoga.name }, position: 3 })];
        expect(body).toEqual({ event: fullYoga.id });
        return { status: 201, body: joined[0] };
      },
    });
    const user = userEvent.setup();
    renderApp({ path: '/new-booking?service=9', session: tenantSession, width: MOBILE_WIDTH });
    const join = await screen.findByRole('button', {
      name: 'Join the waitlist: Sold-out yoga, 15:00',
    });
    // Only the full event offers it.
    expect(screen.getAllByRole('button', { name: /^Join the waitlist/ })).toHaveLength(1);
    await user.click(join);
    expect(await screen.findByText('On the waitlist: #3')).toBeInTheDocument();
    expect(mock.calls.find((call) => call.method === 'POST')?.body).toEqual({ event: fullYoga.id });
    expect(screen.queryByRole('button', { name: /^Join the waitlist/ })).toBeNull();
  });

  it.each([
    ['phone', MOBILE_WIDTH],
    ['desktop', DESKTOP_WIDTH],
  ])(
    'offers a full slot’s waitlist from the grid, by keyboard, then the place in line (%s)',
    async (_, width) => {
      let joined: TWaitlistEntry[] = [];
      const slotEntry = entry({
        id: 10,
        service: { id: 7, name: { en: 'Gym', fr: 'Salle d’entraînement' } },
        event: null,
        entity: { id: gymSchedule.id, name: gymSchedule.name },
        // 10:00–11:00 today in Montréal.
        start: '2026-03-03T15:00:00Z',
        end: '2026-03-03T16:00:00Z',
        position: 2,
      });
      const mock = mockApi({
        ...newBookingRoutes({ gymTaken: () => [{ from: '10:00', to: '11:00' }] }),
        'GET /api/waitlist_entries': () => listReply(joined),
        'POST /api/waitlist_entries': () => {
          joined = [slotEntry];
          return { status: 201, body: slotEntry };
        },
      });
      const user = userEvent.setup();
      renderApp({ path: '/new-booking?service=7', session: tenantSession, width });
      const full = await screen.findByRole('button', { name: /^10:00 to 11:00, / });
      expect(full).toHaveAccessibleName('10:00 to 11:00, Full: the waitlist follows the grid');
      expect(full).toHaveAttribute('aria-disabled', 'true');
      const join = () => screen.queryByRole('button', { name: /^Join the waitlist/ });
      // The tab stop is the first free slot (11:00): nothing full under focus, nothing offered.
      (await screen.findByRole('button', { name: /^11:00 to 12:00, / })).focus();
      expect(join()).toBeNull();
      // A past slot is unavailable, not full: no line to join.
      await user.keyboard('{Home}');
      expect(document.activeElement).toHaveTextContent('08:00');
      expect(join()).toBeNull();
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(document.activeElement).toBe(full);
      expect(
        await screen.findByText(
          '10:00–11:00 is full. Join the waitlist: if a place frees up, it is held for you.',
        ),
      ).toBeInTheDocument();
      // The grid stays one Tab stop: the next one is the waitlist of the slot under focus.
      await user.tab();
      expect(document.activeElement).toBe(join());
      expect(join()).toHaveAccessibleName(/^Join the waitlist: Gym – morning, .*10:00–11:00$/);
      await user.keyboard('{Enter}');
      expect(await screen.findByText('On the waitlist: #2')).toBeInTheDocument();
      expect(mock.calls.find((call) => call.method === 'POST')?.body).toEqual({
        entity: gymSchedule.id,
        start: '2026-03-03 10:00:00',
        end: '2026-03-03 11:00:00',
      });
      expect(join()).toBeNull();
      // Clicking a free slot books as before: no waitlist offered for it.
      await user.click(await screen.findByRole('button', { name: /^11:00 to 12:00, / }));
      expect(screen.queryByText('On the waitlist: #2')).toBeNull();
    },
  );
});
