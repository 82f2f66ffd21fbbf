import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n/setup';
import { tenant } from '@/test/fixtures';
import { apiError, mockApi, type TMockReply } from '@/test/mock-api';
import { MOBILE_WIDTH, renderApp, tenantSession } from '@/test/render';
import { aReservation } from '../bookings.fixtures';
import {
  bookingProperty,
  gymEvening,
  gymSchedule,
  gymService,
  NOW,
  newBookingRoutes,
  partyService,
  yogaEvening,
  yogaGroup,
} from './new-booking.fixtures';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => notifications.clean());

type TRoutes = ReturnType<typeof newBookingRoutes>;

function open(
  path: string,
  options: {
    routes?: Parameters<typeof newBookingRoutes>[0];
    extra?: Record<string, TMockReply | ((request: { body: unknown }) => TMockReply)>;
    width?: number;
  } = {},
) {
  const routes: TRoutes & Record<string, unknown> = {
    ...newBookingRoutes(options.routes),
    'POST /api/reservations': { status: 200, body: aReservation({ id: 90 }) },
    'POST /api/payments/tokens': { status: 200, body: { token: 'tok_1' } },
    ...options.extra,
  };
  const api = mockApi(routes as Parameters<typeof mockApi>[0]);
  const user = userEvent.setup();
  const view = renderApp({ path, session: tenantSession, width: options.width });
  return { api, user, ...view };
}

const slot = (time: string) =>
  screen.findByRole('button', { name: new RegExp(`^${time} to \\d\\d:\\d\\d, `) });
const posts = (api: ReturnType<typeof mockApi>, path: string) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === path);

async function payWith(user: UserEvent, number: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1229');
  await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
  await user.click(screen.getByRole('button', { name: 'Pay $25.00 and book' }));
}

describe('new booking: a schedule (docs/product.md: Screens, States)', () => {
  it('books a free slot: the grid disables past slots, a click selects, confirm sends and goes to /bookings', async () => {
    const { api, user, router } = open('/new-booking?service=7');
    expect(await screen.findByRole('combobox', { name: 'Service' })).toHaveValue('7');
    expect(await slot('08:00')).toHaveAttribute('aria-disabled', 'true');
    expect(await slot('09:00')).toHaveAccessibleName('09:00 to 10:00, Unavailable');
    const ten = await slot('10:00');
    expect(ten).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Duration: 1 h')).toBeInTheDocument();
    expect(screen.getByText('Price: Free')).toBeInTheDocument();

    await user.click(ten);
    expect(await slot('10:00')).toHaveAttribute('aria-pressed', 'true');
    expect(await slot('10:00')).toHaveAccessibleName('10:00 to 11:00, Selected');
    expect(screen.getByText('03/03/2026, 10:00 to 11:00 (1 h)')).toBeInTheDocument();
    // A free booking has no card step.
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm the booking' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    const [sent] = posts(api, '/api/reservations');
    expect(sent?.body).toEqual({
      entity: 31,
      start: '2026-03-03 10:00:00',
      end: '2026-03-03 11:00:00',
      total: 0,
      currency: 'CAD',
      payments: [],
    });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts(api, '/api/payments/tokens')).toHaveLength(0);
    expect(await screen.findByText('Your booking is confirmed.')).toBeInTheDocument();
  });

  it('says a time block is needed when nothing is selected', async () => {
    const { api, user } = open('/new-booking?service=7');
    await slot('10:00');
    await user.click(await screen.findByRole('button', { name: 'Confirm the booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('You must choose at least one time block.');
    expect(posts(api, '/api/reservations')).toHaveLength(0);
  });

  it('works by keyboard: Space and Enter toggle a focused slot', async () => {
    const { user } = open('/new-booking?service=7', { width: MOBILE_WIDTH });
    const ten = await slot('10:00');
    ten.focus();
    await user.keyboard(' ');
    expect(await slot('10:00')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(await slot('10:00')).toHaveAttribute('aria-pressed', 'false');
  });

  it('is one Tab stop: the arrows, Home and End move, Enter chooses, unavailable slots say why', async () => {
    const { user } = open('/new-booking?service=7', { width: MOBILE_WIDTH });
    await slot('10:00');
    const slots = () => screen.getAllByRole('button', { name: /^\d\d:\d\d to / });
    const stops = () => slots().filter((button) => button.tabIndex === 0);
    // 08:00 and 09:00 have started: the tab stop is the first slot that can be chosen.
    expect(stops().map((button) => button.textContent)).toEqual(['10:00']);
    stops()[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveTextContent('11:00');
    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveTextContent('08:00');
    expect(document.activeElement).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(slots().filter((button) => button.getAttribute('aria-pressed') === 'true')).toEqual([]);
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveTextContent('11:00');
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(await slot('10:00')).toHaveAttribute('aria-pressed', 'true');
    expect(stops().map((button) => button.textContent)).toEqual(['10:00']);
    // Tab leaves the grid at once, Shift+Tab comes back to the same slot.
    await user.tab();
    expect(slots()).not.toContain(document.activeElement);
    await user.tab({ shift: true });
    expect(document.activeElement).toHaveTextContent('10:00');
  });

  it('picks a long booking as a start and a length from the lengths that fit', async () => {
    const { api, user } = open('/new-booking?service=8');
    await user.click(await slot('12:00'));
    const pressed = () =>
      screen.getAllByRole('button', { pressed: true }).map((button) => button.textContent);
    // The first click selects the minimum, 2 h.
    expect(pressed()).toHaveLength(8);
    expect(pressed()[0]).toBe('12:00');
    expect(
      screen.getByText(
        'Choose the start time, then the length below the grid. The arrow keys move through the slots.',
      ),
    ).toBeInTheDocument();
    const length = screen.getByRole('combobox', { name: 'Length' });
    const options = within(length)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toHaveLength(9);
    expect(options[0]).toBe('2 h (12:00 to 14:00)');
    expect(options[8]).toBe('4 h (12:00 to 16:00)');
    await user.selectOptions(length, '3 h (12:00 to 15:00)');
    expect(pressed()).toHaveLength(12);
    expect(screen.getByText('03/03/2026, 12:00 to 15:00 (3 h)')).toBeInTheDocument();
    // Another start starts again with the minimum; the chosen start, clicked again, clears it.
    await user.click(await slot('13:00'));
    expect(pressed()[0]).toBe('13:00');
    expect(pressed()).toHaveLength(8);
    await user.click(await slot('13:00'));
    expect(screen.queryByRole('combobox', { name: 'Length' })).not.toBeInTheDocument();
    await user.click(await slot('12:00'));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Length' }),
      '2 h 30 min (12:00 to 14:30)',
    );
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await payWith(user, '4242424242424242');
    await waitFor(() => expect(posts(api, '/api/reservations')).toHaveLength(1));
    expect(posts(api, '/api/reservations')[0]?.body).toMatchObject({
      start: '2026-03-03 12:00:00',
      end: '2026-03-03 14:30:00',
    });
  });

  it('disables a start the minimum does not fit before a booking or the closing time, and says why', async () => {
    const { user } = open('/new-booking?service=8', {
      extra: {
        'GET /api/booking_entities/41/schedule': {
          status: 200,
          body: {
            entity: 41,
            timeZone: 'America/Toronto',
            from: '2026-03-03',
            days: 1,
            opening: { '2026-03-03': [{ from: '12:00', to: '23:00' }] },
            available: {
              '2026-03-03': [
                { from: '12:00', to: '16:00' },
                { from: '18:00', to: '23:00' },
              ],
            },
          },
        },
      },
    });
    expect(await slot('14:00')).toHaveAccessibleName('14:00 to 14:15, Available');
    const late = await slot('14:15');
    expect(late).toHaveAttribute('aria-disabled', 'true');
    expect(late).toHaveAccessibleName(
      '14:15 to 14:30, Unavailable: the minimum duration (2 h) does not fit before 16:00',
    );
    expect(await slot('21:15')).toHaveAccessibleName(
      '21:15 to 21:30, Unavailable: the minimum duration (2 h) does not fit before 23:00',
    );
    await user.click(late);
    expect(screen.queryAllByRole('button', { pressed: true })).toEqual([]);
    expect(screen.getByText('Nothing selected yet.')).toBeInTheDocument();
    // From 14:00 only the minimum fits before the booking at 16:00.
    await user.click(await slot('14:00'));
    const length = screen.getByRole('combobox', { name: 'Length' });
    expect(
      within(length)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2 h (14:00 to 16:00)']);
  });

  it('changing the service clears the selection', async () => {
    const { user } = open('/new-booking?service=7');
    await user.click(await slot('10:00'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'Party room');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'Gym');
    expect(await slot('10:00')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Nothing selected yet.')).toBeInTheDocument();
  });
});

describe('new booking: card payment (docs/product.md: Screens, States, Errors)', () => {
  it('a paid slot goes through the card step, tokenizes with the public key, and pays', async () => {
    const { api, user, router } = open('/new-booking?service=8');
    await user.click(await slot('12:00'));
    expect(screen.getByText('Price: $25.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm the booking' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('$25.00')).toBeInTheDocument();

    await payWith(user, '4242424242424242');
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    expect(posts(api, '/api/payments/tokens')[0]?.body).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2029,
      cvc: '123',
      publicKey: 'pk_local_habitat',
    });
    expect(posts(api, '/api/reservations')[0]?.body).toMatchObject({
      entity: 41,
      start: '2026-03-03 12:00:00',
      end: '2026-03-03 14:00:00',
      total: 2500,
      payments: [{ from: 'tok_1', processor: 'local', amount: 2500, currency: 'CAD' }],
    });
  });

  it('a declined card shows the error dialog and stays on the card step', async () => {
    const { api, user, router } = open('/new-booking?service=8', {
      extra: { 'POST /api/reservations': apiError(402, 'card_declined', 'The card was declined') },
    });
    await user.click(await slot('12:00'));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await payWith(user, '4000000000000002');
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('The card was declined. Please use another card.');
    expect(router.state.location.pathname).toBe('/new-booking');
    expect(posts(api, '/api/reservations')).toHaveLength(1);
  });

  it('an invalid card is refused before anything is sent; back clears the amount', async () => {
    const { api, user } = open('/new-booking?service=8');
    await user.click(await slot('12:00'));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await payWith(user, '4242424242424241');
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('The card information is invalid');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByText('This card number is not valid.')).toBeInTheDocument();
    expect(posts(api, '/api/payments/tokens')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await slot('12:00')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeInTheDocument();
  });

  it('hides confirm when online payment is not configured', async () => {
    open('/new-booking?service=8', {
      routes: { property: bookingProperty({ processor: 'stripe', publicKey: null }) },
    });
    await slot('12:00');
    expect(screen.getByText('Online payment unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
  });

  it('offers no paid service where the property takes no card (fare filter)', async () => {
    open('/new-booking', {
      routes: { property: bookingProperty({ cardPaymentEnabled: false }) },
    });
    const service = await screen.findByRole('combobox', { name: 'Service' });
    const names = within(service)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['Choose a service', 'Gym', 'Yoga', 'Terrace BBQ']);
  });

  it('sends the same Idempotency-Key and card token again when the answer was lost', async () => {
    let attempts = 0;
    const { api, user, router } = open('/new-booking?service=8', {
      extra: {
        'POST /api/reservations': () => {
          attempts += 1;
          return attempts === 1 ? 'network-error' : { status: 200, body: aReservation() };
        },
      },
    });
    await user.click(await slot('12:00'));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await payWith(user, '4242424242424242');
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('We were unable to connect to our system.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Pay $25.00 and book' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    const [first, second] = posts(api, '/api/reservations');
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(second?.body).toEqual(first?.body);
    expect(posts(api, '/api/payments/tokens')).toHaveLength(1);
  });
});

describe('new booking: limits and restrictions (docs/product.md: Field rules, Errors)', () => {
  it('shows the limit notice and hides confirm when the unit has reached it', async () => {
    open('/new-booking?service=8', {
      routes: {
        leaseBookings: [
          {
            id: 5,
            service: partyService.id,
            entity: 41,
            event: null,
            start: '2026-03-10T23:00:00Z',
            end: '2026-03-11T01:00:00Z',
          },
        ],
      },
    });
    expect(
      await screen.findByText('Maximum number of active bookings already reached for this service'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your unit already has 1 active booking(s) for this service, the most allowed.',
      ),
    ).toBeInTheDocument();
    // Which booking holds it: what and when, not who.
    expect(within(screen.getByRole('alert')).getByRole('listitem')).toHaveTextContent(
      'Party room, 10/03/2026 19:00 – 21:00: booked by another member of your unit.',
    );
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
  });

  it('a past or cancelled booking does not count toward the limit', async () => {
    open('/new-booking?service=8', {
      routes: {
        myBookings: [
          aReservation({
            service: { id: 8, name: partyService.name },
            canceledAt: '2026-03-02T10:00:00Z',
          }),
          aReservation({
            service: { id: 8, name: partyService.name },
            start: '2026-03-01T14:00:00Z',
          }),
        ],
      },
    });
    expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeInTheDocument();
  });

  it('a failed read of the bookings does not stop the page: the server checks the limits', async () => {
    open('/new-booking?service=8', {
      extra: { 'GET /api/reservations': apiError(403, 'forbidden') },
    });
    expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeInTheDocument();
  });

  it('a service for lease signers is not offered to a tenant who did not sign (spec §5)', async () => {
    const names = async () =>
      within(await screen.findByRole('combobox', { name: 'Service' }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    open('/new-booking?service=10', {
      routes: { me: { ...tenant, notSignedOnCurrentLease: true } },
    });
    expect(await names()).toEqual(['Choose a service', 'Gym', 'Party room', 'Yoga']);
    // Not preselected from the address either, and no dead end on a notice.
    expect(await screen.findByRole('combobox', { name: 'Service' })).toHaveValue('');
    expect(screen.queryByText('For lease signers only')).not.toBeInTheDocument();
  });

  it('a service for lease signers is offered to a tenant who signed', async () => {
    open('/new-booking?service=10', { routes: { me: tenant } });
    const service = await screen.findByRole('combobox', { name: 'Service' });
    expect(within(service).getByRole('option', { name: 'Terrace BBQ' })).toBeInTheDocument();
  });
});

describe('new booking: every schedule of the date (showAvailableSchedulesForDate)', () => {
  it('shows each schedule and the events of the date at once; a pick in one clears the other', async () => {
    const { api, user } = open('/new-booking?service=7', {
      routes: {
        services: [{ ...gymService, showAvailableSchedulesForDate: true }],
        entities: [gymSchedule, gymEvening],
        groups: [{ ...yogaGroup, service: gymService.id }],
      },
    });
    expect(
      await screen.findByRole('group', { name: 'Time slots – Gym – morning' }),
    ).toBeInTheDocument();
    const evening = await screen.findByRole('group', { name: 'Time slots – Gym – evening' });
    expect(screen.queryByRole('combobox', { name: 'Schedule or event' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Evening yoga/ })).toBeInTheDocument();

    await user.click(await slot('10:00'));
    await user.click(within(evening).getByRole('button', { name: /^17:00/ }));
    expect(within(evening).getByRole('button', { name: /^17:00/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await slot('10:00')).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Confirm the booking' }));
    await waitFor(() => expect(posts(api, '/api/reservations')).toHaveLength(1));
    expect(posts(api, '/api/reservations')[0]?.body).toMatchObject({
      entity: 32,
      start: '2026-03-03 17:00:00',
      end: '2026-03-03 18:00:00',
    });
  });
});

describe('new booking: events (docs/product.md: States)', () => {
  it("shows the event group's description in the resident's language", async () => {
    open('/new-booking?service=9', {
      routes: {
        groups: [
          {
            ...yogaGroup,
            description: { en: 'Bring your own mat.', fr: 'Apportez votre tapis.' },
          },
        ],
      },
    });
    expect(await screen.findByText('Bring your own mat.')).toBeInTheDocument();
    await setLocale('fr');
    expect(await screen.findByText('Apportez votre tapis.')).toBeInTheDocument();
  });

  it('ignores a full event and deselects the selected one; a seat is booked with its times', async () => {
    const { api, user } = open('/new-booking?service=9');
    const full = await screen.findByRole('button', { name: /^Sold-out yoga/ });
    expect(full).toHaveAccessibleName('Sold-out yoga, 15:00 to 16:00, Full');
    await user.click(full);
    expect(full).toHaveAttribute('aria-pressed', 'false');

    const evening = screen.getByRole('button', { name: /^Evening yoga/ });
    expect(evening).toHaveAccessibleName('Evening yoga, 18:00 to 19:00, 9 places left');
    await user.click(evening);
    expect(evening).toHaveAttribute('aria-pressed', 'true');
    await user.click(evening);
    expect(evening).toHaveAttribute('aria-pressed', 'false');

    await user.click(evening);
    await user.click(screen.getByRole('button', { name: 'Confirm the booking' }));
    await waitFor(() => expect(posts(api, '/api/reservations')).toHaveLength(1));
    expect(posts(api, '/api/reservations')[0]?.body).toMatchObject({
      event: yogaEvening.id,
      start: '2026-03-03 18:00:00',
      end: '2026-03-03 19:00:00',
      total: 0,
    });
  });
});
