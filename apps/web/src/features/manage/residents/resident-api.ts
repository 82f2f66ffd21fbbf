import {
  RESIDENT_LIST_PAGE_SIZE,
  type TManagedResidentDetail,
  type TResidentBookingListResponse,
  type TResidentBookingWhen,
  type TResidentPasswordLinkResponse,
  type TResidentRequestListResponse,
  type TUpdateResidentInput,
} from '@habitat/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/features/session';
import { manageResidentKeys } from './api';

const base = (id: number) => `/api/manage/residents/${id}`;

export const residentPageKeys = {
  all: ['manage', 'resident'] as const,
  resident: (id: number) => ['manage', 'resident', id] as const,
  requests: (id: number, page: number) => ['manage', 'resident', id, 'requests', page] as const,
  bookings: (id: number, when: TResidentBookingWhen, page: number) =>
    ['manage', 'resident', id, 'bookings', when, page] as const,
};

/** Who the resident is and their leases in the caller's buildings. */
export function useResident(id: number) {
  return useQuery({
    queryKey: residentPageKeys.resident(id),
    queryFn: ({ signal }) => authFetch<TManagedResidentDetail>(base(id), { signal }),
  });
}

/** A page of the resident's requests, newest first. */
export function useResidentRequests(id: number, page: number) {
  return useQuery({
    queryKey: residentPageKeys.requests(id, page),
    queryFn: ({ signal }) =>
      authFetch<TResidentRequestListResponse>(`${base(id)}/requests`, {
        query: { page, perPage: RESIDENT_LIST_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A page of the resident's upcoming (soonest first) or past (latest first) bookings. */
export function useResidentBookings(id: number, when: TResidentBookingWhen, page: number) {
  return useQuery({
    queryKey: residentPageKeys.bookings(id, when, page),
    queryFn: ({ signal }) =>
      authFetch<TResidentBookingListResponse>(`${base(id)}/bookings`, {
        query: { when, page, perPage: RESIDENT_LIST_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Saves names, phone and e-mail; the page and the directory are read again. */
export function useUpdateResident(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateResidentInput) =>
      authFetch<TManagedResidentDetail>(base(id), { method: 'PATCH', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(residentPageKeys.resident(id), saved);
      void queryClient.invalidateQueries({ queryKey: manageResidentKeys.all });
    },
  });
}

/** Mails the resident a link to choose a password (in their notification language). */
export function useSendPasswordLink(id: number) {
  return useMutation({
    mutationFn: () =>
      authFetch<TResidentPasswordLinkResponse>(`${base(id)}/password-link`, { method: 'POST' }),
  });
}
