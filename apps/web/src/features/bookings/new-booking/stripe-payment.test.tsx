import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { ChangeEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderApp, tenantSession } from '@/test/render';
import { aReservation } from '../bookings.fixtures';
import { bookingProperty, NOW, newBookingRoutes } from './new-booking.fixtures';

// Stripe.js and its React Elements are a third party's network code: the only thing mocked.
const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  createPaymentMethod: vi.fn(),
  card: { kind: 'card-element' },
}));

vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: (props: { children: unknown }) => props.children,
  CardElement: (props: { onChange?: (event: { error?: { message: string } }) => void }) => (
    <input
      aria-label="Stripe card element"
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        props.onChange?.(
          event.currentTarget.value.length < 16
            ? { error: { message: 'Your card number is incomplete.' } }
            : {},
        )
      }
    />
  ),
  useStripe: () => ({ createPaymentMethod: stripe.createPaymentMethod }),
  useElements: () => ({ getElement: () => stripe.card }),
}));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  stripe.loadStripe.mockReset();
  stripe.createPaymentMethod.mockReset();
  stripe.loadStripe.mockImplementation(async () => ({
    createPaymentMethod: stripe.createPaymentMethod,
  }));
});
afterEach(() => notifications.clean());

function open(publicKey: string, reservations?: () => unknown) {
  const api = mockApi({
    ...newBookingRoutes({ property: bookingProperty({ processor: 'stripe', publicKey }) }),
    'POST /api/reservations': reservations ?? { status: 200, body: aReservation({ id: 90 }) },
    'POST /api/payments/tokens': { status: 200, body: { token: 'tok_1' } },
  } as Parameters<typeof mockApi>[0]);
  const user = userEvent.setup();
  const view = renderApp({ path: '/new-booking?service=8', session: tenantSession });
  return { api, user, ...view };
}

const posts = (api: ReturnType<typeof mockApi>, path: string) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === path);

async function toPayment(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await screen.findByRole('button', { name: /^12:00 to \d\d:\d\d, / }, { timeout: 3000 }),
  );
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
}

describe('new booking: card payment with Stripe (ADR 008)', () => {
  it("shows Stripe's card Element and pays with the PaymentMethod id", async () => {
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_card_visa' } });
    const { api, user, router } = open('pk_test_pays');
    await toPayment(user);

    await user.type(await screen.findByLabelText('Stripe card element'), '4242424242424242');
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_pays');
    await user.click(screen.getByRole('button', { name: 'Pay $25.00 and book' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: stripe.card });
    const [sent] = posts(api, '/api/reservations');
    expect(sent?.body).toMatchObject({
      entity: 41,
      total: 2500,
      payments: [{ from: 'pm_card_visa', processor: 'stripe', amount: 2500, currency: 'CAD' }],
    });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts(api, '/api/payments/tokens')).toHaveLength(0);
  });

  it("shows Stripe's own message in the field and sends nothing", async () => {
    stripe.createPaymentMethod.mockResolvedValue({
      error: { message: 'Your card number is incomplete.' },
    });
    const { api, user } = open('pk_test_incomplete');
    await toPayment(user);
    await screen.findByLabelText('Stripe card element');
    await user.click(screen.getByRole('button', { name: 'Pay $25.00 and book' }));

    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(posts(api, '/api/reservations')).toHaveLength(0);
  });

  it('reuses the Idempotency-Key and the PaymentMethod when the answer was lost', async () => {
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_once' } });
    let attempts = 0;
    const { api, user, router } = open('pk_test_retry', () => {
      attempts += 1;
      return attempts === 1 ? 'network-error' : { status: 200, body: aReservation() };
    });
    await toPayment(user);
    await user.type(await screen.findByLabelText('Stripe card element'), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $25.00 and book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Pay $25.00 and book' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    const [first, second] = posts(api, '/api/reservations');
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(second?.body).toEqual(first?.body);
    expect(stripe.createPaymentMethod).toHaveBeenCalledTimes(1);
  });

  it('says payment is unavailable when Stripe.js cannot load (offline)', async () => {
    stripe.loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    const { api, user } = open('pk_test_offline');
    await toPayment(user);

    expect(
      await screen.findByText(
        'Online payment cannot load right now. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Stripe card element')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $25.00 and book' }));
    expect(posts(api, '/api/reservations')).toHaveLength(0);
  });
});
