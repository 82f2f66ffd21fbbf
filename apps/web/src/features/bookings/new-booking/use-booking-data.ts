import {
  DEFAULT_TIME_ZONE,
  PER_PAGE_ALL,
  type TBookingEvent,
  type TList,
  type TProperty,
  type TScheduleResponse,
} from '@habitat/shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServiceCategories } from '@/features/services';
import { authFetch, useMe, useUserProperty } from '@/features/session';
import { bookingKeys } from '../api/keys';
import { useBookingOffers } from '../api/offers';
import { retryUnlessRefused, useLeaseReservations, useMyReservations } from '../api/reservations';

export const timeZoneOf = (property: TProperty | undefined) =>
  property?.timeZone ?? DEFAULT_TIME_ZONE;

/** GET /api/booking_entities/{id}/schedule?from=DATE 00:00:00&days=1: the date's free ranges. */
export function useSchedule(entity: number, date: string) {
  return useQuery({
    queryKey: bookingKeys.schedule(entity, date),
    queryFn: ({ signal }) =>
      authFetch<TScheduleResponse>(`/api/booking_entities/${entity}/schedule`, {
        query: { from: `${date} 00:00:00`, days: 1 },
        signal,
      }),
    retry: retryUnlessRefused,
  });
}

/**
 * GET /api/booking_events?augment=stats&after=now&perPage=-1&group={id} for each group: the
 * events to come, with their remaining places; `after` is fixed when the page opens so the
 * cache key holds still.
 */
export function useGroupEvents(groups: readonly number[], after: string) {
  const results = useQueries({
    queries: groups.map((group) => ({
      queryKey: bookingKeys.events(group),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        authFetch<TList<TBookingEvent>>('/api/booking_events', {
          query: { augment: 'stats', after, perPage: PER_PAGE_ALL, group },
          signal,
        }),
      retry: retryUnlessRefused,
    })),
  });
  return {
    events: results.flatMap((result) => result.data?.data ?? []),
    isLoading: results.some((result) => result.isLoading),
    isError: results.some((result) => result.isError),
    refetch: () => {
      for (const result of results) void result.refetch();
    },
  };
}

/**
 * Everything step 1 needs before it can show: the user, the property (zone, payments), the
 * services, the schedules and event groups, and the bookings that count toward the limits.
 */
export function useNewBookingData() {
  const me = useMe();
  const property = useUserProperty();
  const categories = useServiceCategories();
  const offers = useBookingOffers();
  const mine = useMyReservations();
  const lease = useLeaseReservations();
  // The bookings only feed the limit notice (the server checks limits again): their failure
  // does not stop the page.
  const reads = [me, property, categories];
  const failedRead = reads.find((query) => query.isError);
  // ?lease= lists only what counts toward the unit limit: nothing there is cancelled.
  const unitBookings = useMemo(
    () => lease.data?.map((booking) => ({ ...booking, canceledAt: null })) ?? NONE,
    [lease.data],
  );
  const services = useMemo(
    () => categories.data?.flatMap((category) => category.services) ?? [],
    [categories.data],
  );
  return {
    me: me.data,
    property: property.data,
    services,
    offers,
    userBookings: mine.data ?? NONE,
    unitBookings,
    /** Both lists answered (or failed); a user without a lease has no unit list. */
    limitsKnown: !mine.isLoading && !lease.isLoading,
    ready: Boolean(me.data && property.data && categories.data) && !offers.isLoading,
    failed: failedRead
      ? { error: failedRead.error, retry: () => void failedRead.refetch() }
      : offers.isError
        ? { error: null, retry: offers.refetch }
        : null,
  };
}

const NONE: never[] = [];
