import {
  PER_PAGE_ALL,
  type TCalendarFeed,
  type TLeaseReservation,
  type TList,
  type TReservation,
} from '@habitat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch, sessionStore, useMe, useSession } from '@/features/session';
import { currentLocale } from '@/i18n/setup';
import { ApiError, buildUrl, CONNECTION_ERROR, isApiError, PLATFORM_ERROR } from '@/lib/api-client';
import { bookingKeys } from './keys';

/** A refusal (403, 404, 409...) will not change on a retry; a network blip may. */
export const retryUnlessRefused = (failures: number, error: unknown) =>
  !(isApiError(error) && error.status > 0 && error.status < 500) && failures < 1;

/** The signed-in user's id: the session's, else GET /api/me's. */
function useMyId(): number | null {
  const session = useSession();
  const me = useMe();
  return session?.userId ?? me.data?.id ?? null;
}

/** GET /api/reservations?user={me}&perPage=-1: every reservation of the user (cancelled too). */
export function useMyReservations() {
  const user = useMyId();
  return useQuery({
    queryKey: bookingKeys.reservations(),
    queryFn: ({ signal }) =>
      authFetch<TList<TReservation>>('/api/reservations', {
        query: { user: user ?? undefined, perPage: PER_PAGE_ALL },
        signal,
      }),
    select: (list) => list.data,
    enabled: user !== null,
    retry: retryUnlessRefused,
  });
}

/**
 * GET /api/reservations?lease={lease}&perPage=-1: the reservations of everyone on the user's
 * current lease (the unit limit); disabled when the user has no lease.
 */
export function useLeaseReservations() {
  const me = useMe();
  const lease = me.data?.lease?.id ?? null;
  return useQuery({
    queryKey: bookingKeys.leaseReservations(lease),
    queryFn: ({ signal }) =>
      authFetch<TList<TLeaseReservation>>('/api/reservations', {
        query: { lease: lease ?? undefined, perPage: PER_PAGE_ALL },
        signal,
      }),
    select: (list) => list.data,
    enabled: lease !== null,
    retry: retryUnlessRefused,
  });
}

/**
 * GET /api/reservations/{id} (403/404: not the user's, or unknown). The list already read shows
 * it meanwhile, so a booking opened offline from the list reads even if never opened before.
 */
export function useReservation(id: number) {
  const queryClient = useQueryClient();
  return useQuery<TReservation>({
    queryKey: bookingKeys.reservation(id),
    queryFn: ({ signal }) => authFetch<TReservation>(`/api/reservations/${id}`, { signal }),
    placeholderData: (): TReservation | undefined =>
      queryClient
        .getQueryData<TList<TReservation>>(bookingKeys.reservations())
        ?.data.find((booking) => booking.id === id),
    enabled: Number.isInteger(id) && id > 0,
    retry: retryUnlessRefused,
  });
}

/** PUT /api/reservations/{id}/cancel → the cancelled reservation (409 booking_not_cancellable). */
export function useCancelReservation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => authFetch<TReservation>(`/api/reservations/${id}/cancel`, { method: 'PUT' }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(bookingKeys.reservation(id), updated);
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}

/** GET /api/reservations/{id}/ics?locale=…: the .ics file, as a Blob (errors as ApiError). */
export async function fetchReservationIcs(id: number, locale: string): Promise<Blob> {
  const token = sessionStore.get()?.token ?? null;
  const url = buildUrl(`/api/reservations/${id}/ics`, { locale });
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        Accept: 'text/calendar',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch {
    throw new ApiError({
      status: 0,
      code: CONNECTION_ERROR,
      message: 'We were unable to connect to our system. Please try again later.',
    });
  }
  if (!response.ok) {
    let code = `http_${response.status}`;
    let message = response.statusText || `HTTP ${response.status}`;
    try {
      const payload = (await response.json()) as { error?: { code?: string; message?: string } };
      code = payload.error?.code ?? code;
      message = payload.error?.message ?? message;
    } catch {
      // Not the JSON envelope: keep the HTTP status.
    }
    throw new ApiError({
      status: response.status,
      code: response.status >= 500 ? PLATFORM_ERROR : code,
      message,
    });
  }
  return response.blob();
}

/** Downloads the reservation's .ics: a temporary object URL clicked as a link, then released. */
export async function downloadReservationIcs(id: number, locale: string): Promise<void> {
  const blob = await fetchReservationIcs(id, locale);
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = `reservation-${id}.ics`;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Let the browser start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(href), 1_000);
  }
}

/** GET /api/calendar_feed: whether a private subscription link exists (the URL is never sent). */
export function useCalendarFeed() {
  const session = useSession();
  return useQuery({
    queryKey: bookingKeys.calendarFeed(),
    queryFn: ({ signal }) => authFetch<TCalendarFeed>('/api/calendar_feed', { signal }),
    enabled: session !== null,
    retry: retryUnlessRefused,
  });
}

/**
 * POST /api/calendar_feed?locale= → the new feed with its `url` (shown once; the old link
 * stops). The link carries the app's language, so the calendar's texts match it.
 */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      authFetch<TCalendarFeed>('/api/calendar_feed', {
        method: 'POST',
        query: { locale: currentLocale() },
      }),
    onSuccess: (feed) => {
      // The cache keeps no URL: it is shown once, by the caller, from this answer.
      queryClient.setQueryData<TCalendarFeed>(bookingKeys.calendarFeed(), { ...feed, url: null });
    },
  });
}

/** DELETE /api/calendar_feed: the private link stops working. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => authFetch<TCalendarFeed | null>('/api/calendar_feed', { method: 'DELETE' }),
    onSuccess: (feed) => {
      queryClient.setQueryData<TCalendarFeed>(
        bookingKeys.calendarFeed(),
        feed ?? { active: false, url: null, createdAt: null },
      );
    },
  });
}
