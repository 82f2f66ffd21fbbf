import type { TBookingEntity, TBookingEventGroup, TMe, TService } from '@habitat/shared';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { tenant } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp, tenantSession } from '@/test/render';
import { entity, eventGroup, listReply } from '../bookings/bookings.fixtures';
import { pool } from './services.fixtures';

const paid = <T extends { price: number }>(offer: T): T => ({ ...offer, price: 1500 });

/** The pool's page for a signed-in resident, with these offers and payment settings. */
async function poolPage(options: {
  entities?: TBookingEntity[];
  groups?: TBookingEventGroup[];
  cardPayment?: boolean;
  service?: Partial<TService>;
  me?: Partial<TMe>;
}) {
  const cardPayment = options.cardPayment ?? false;
  mockApi({
    'GET /api/services/7': { status: 200, body: { ...pool, ...options.service } },
    'GET /api/me': { status: 200, body: { ...tenant, ...options.me } },
    'GET /api/properties/2': {
      status: 200,
      body: {
        id: 2,
        name: 'Les Jardins',
        timeZone: 'America/Toronto',
        address: { full: '' },
        payments: {
          processor: cardPayment ? 'local' : null,
          publicKey: null,
          paymentEnabled: cardPayment,
          cardPaymentEnabled: cardPayment,
        },
      },
    },
    'GET /api/booking_entities': listReply(options.entities ?? []),
    'GET /api/booking_event_groups': listReply(options.groups ?? []),
  });
  const { queryClient } = renderApp({ path: '/services/7', session: tenantSession });
  await screen.findByRole('link', { name: 'Call' });
  return queryClient;
}

const bookLink = () => screen.findByRole('link', { name: 'Book' });

/** Once every read has answered (offers, property, user), the book button is not there. */
async function expectNoBookLink(queryClient: QueryClient) {
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  expect(screen.getByRole('link', { name: 'Call' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Book' })).not.toBeInTheDocument();
}

describe('book button of a service (docs/product.md: Screens, Field rules Booking)', () => {
  it('leads to the booking flow with the service when it has a free schedule', async () => {
    await poolPage({ entities: [entity(3, 7)] });
    expect(await bookLink()).toHaveAttribute('href', '/new-booking?service=7');
  });

  it('shows for a service that only has events', async () => {
    await poolPage({ groups: [eventGroup(5, 7)] });
    expect(await bookLink()).toHaveAttribute('href', '/new-booking?service=7');
  });

  it('is absent when the schedules and events are for other services', async () => {
    const queryClient = await poolPage({ entities: [entity(3, 8)], groups: [eventGroup(5, 9)] });
    await expectNoBookLink(queryClient);
  });

  it('applies the fare filter: a paid schedule needs card payments in the building', async () => {
    const queryClient = await poolPage({ entities: [paid(entity(3, 7))], cardPayment: false });
    await expectNoBookLink(queryClient);
  });

  it('shows for a paid schedule where cards are taken', async () => {
    await poolPage({ entities: [paid(entity(3, 7))], cardPayment: true });
    expect(await bookLink()).toBeInTheDocument();
  });

  it('is absent on a signers-only service for a tenant not signed on the lease', async () => {
    const queryClient = await poolPage({
      entities: [entity(3, 7)],
      service: { availableOnlyForUserSignedOnLease: true },
      me: { notSignedOnCurrentLease: true },
    });
    await expectNoBookLink(queryClient);
  });

  it('shows on a signers-only service for a tenant who signed the lease', async () => {
    await poolPage({
      entities: [entity(3, 7)],
      service: { availableOnlyForUserSignedOnLease: true },
      me: { notSignedOnCurrentLease: false },
    });
    expect(await bookLink()).toBeInTheDocument();
  });
});
