import {
  bookableServices,
  cardPaymentEnabled,
  PER_PAGE_ALL,
  type TBookingEntity,
  type TBookingEventGroup,
  type TList,
  type TService,
} from '@habitat/shared';
import { useQuery } from '@tanstack/react-query';
import { authFetch, useMe, useSession, useUserProperty } from '@/features/session';
import { bookingKeys } from './keys';
import { retryUnlessRefused } from './reservations';

const EMPTY: never[] = [];

/** GET {path}?perPage=-1 for the signed-in user: the whole list of the user's property. */
function useWholeList<T>(queryKey: readonly unknown[], path: string) {
  const session = useSession();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      authFetch<TList<T>>(path, { query: { perPage: PER_PAGE_ALL }, signal }),
    select: (list) => list.data,
    enabled: session !== null,
    staleTime: 5 * 60_000,
    retry: retryUnlessRefused,
  });
}

/** GET /api/booking_entities?perPage=-1: the schedules of the user's property. */
export function useBookingEntities() {
  return useWholeList<TBookingEntity>(bookingKeys.entities(), '/api/booking_entities');
}

/** GET /api/booking_event_groups?perPage=-1: the event groups of the user's property. */
export function useBookingEventGroups() {
  return useWholeList<TBookingEventGroup>(bookingKeys.eventGroups(), '/api/booking_event_groups');
}

/**
 * What can be booked: every schedule and event group (no fare filter here: the booking flow
 * applies it). `isLoading` while either list is still on its way; `isError` if either failed.
 */
export function useBookingOffers(): {
  entities: TBookingEntity[];
  groups: TBookingEventGroup[];
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
} {
  const entities = useBookingEntities();
  const groups = useBookingEventGroups();
  return {
    entities: entities.data ?? EMPTY,
    groups: groups.data ?? EMPTY,
    isLoading: entities.isLoading || groups.isLoading,
    isError: entities.isError || groups.isError,
    refetch: () => {
      void entities.refetch();
      void groups.refetch();
    },
  };
}

/**
 * The service page's Book button (docs/product.md: Screens, Field rules Booking): the service has a schedule or an event
 * group that passes the fare filter (so the booking flow offers it), and the user may book it
 * (not a signers-only service for a tenant not signed on the lease). False until known.
 */
export function useServiceBookable(
  service: Pick<TService, 'id' | 'availableOnlyForUserSignedOnLease'>,
): boolean {
  const offers = useBookingOffers();
  const property = useUserProperty();
  const me = useMe();
  if (!property.data || !me.data) return false;
  const offered = bookableServices({
    services: [service],
    offers: [...offers.entities, ...offers.groups],
    cardPayment: cardPaymentEnabled(property.data.payments),
    user: me.data,
  });
  return offered.length > 0;
}
