import { PER_PAGE_ALL, type TBookingEntity, type TBookingEventGroup } from '@habitat/shared';
import { useQuery } from '@tanstack/react-query';
import { authFetch, useSession } from '../../session';
import { bookingKeys } from './keys';
import { retryUnlessRefused } from './reservations';

type TList<T> = { data: T[]; count: number };

const EMPTY: never[] = [];

/** GET /api/booking_entities?perPage=-1: the schedules of the user's property. */
export function useBookingEntities() {
  const session = useSession();
  return useQuery({
    queryKey: bookingKeys.entities(),
    queryFn: ({ signal }) =>
      authFetch<TList<TBookingEntity>>('/api/booking_entities', {
        query: { perPage: PER_PAGE_ALL },
        signal,
      }),
    select: (list) => list.data,
    enabled: session !== null,
    staleTime: 5 * 60_000,
    retry: retryUnlessRefused,
  });
}

/** GET /api/booking_event_groups?perPage=-1: the event groups of the user's property. */
export function useBookingEventGroups() {
  const session = useSession();
  return useQuery({
    queryKey: bookingKeys.eventGroups(),
    queryFn: ({ signal }) =>
      authFetch<TList<TBookingEventGroup>>('/api/booking_event_groups', {
        query: { perPage: PER_PAGE_ALL },
        signal,
      }),
    select: (list) => list.data,
    enabled: session !== null,
    staleTime: 5 * 60_000,
    retry: retryUnlessRefused,
  });
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

/** Whether a service has something to book: at least one schedule or event group. */
export function serviceHasOffers(
  serviceId: number,
  offers: { entities: readonly { service: number }[]; groups: readonly { service: number }[] },
): boolean {
  return (
    offers.entities.some((entity) => entity.service === serviceId) ||
    offers.groups.some((group) => group.service === serviceId)
  );
}

/** The service page's Book button: shown once the service is known to have a schedule or event. */
export function useServiceBookable(serviceId: number): boolean {
  const offers = useBookingOffers();
  return serviceHasOffers(serviceId, offers);
}
