import type { TBuildingCalendarResponse } from '@habitat/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authFetch } from '@/features/session';

export const buildingCalendarKeys = {
  view: (property: number, from: string, to: string, q: string) =>
    ['manage', 'building-bookings', property, from, to, q] as const,
};

/** Every service's bookings of the building from `from` to `to` (dates, both included). */
export function useBuildingBookings(property: number, from: string, to: string, q: string) {
  return useQuery({
    queryKey: buildingCalendarKeys.view(property, from, to, q),
    queryFn: ({ signal }) =>
      authFetch<TBuildingCalendarResponse>('/api/manage/bookings', {
        query: { property, from, to, q: q || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
