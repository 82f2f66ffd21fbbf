import type {
  TManageCancelReservationRequest,
  TManagedEvent,
  TManagedEventGroup,
  TManagedEventGroupListResponse,
  TManagedReservation,
  TManagedReservationListResponse,
  TManagedSchedule,
  TManagedScheduleListResponse,
  TManageEventGroupInput,
  TManageEventInput,
  TManageScheduleInput,
} from '@habitat/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/features/session';

export const manageBookingKeys = {
  all: (service: number) => ['manage', 'bookings', service] as const,
  schedules: (service: number) => ['manage', 'bookings', service, 'schedules'] as const,
  events: (service: number) => ['manage', 'bookings', service, 'events'] as const,
  calendar: (service: number, from: string, to: string) =>
    ['manage', 'bookings', service, 'calendar', from, to] as const,
};

export function useServiceSchedules(service: number) {
  return useQuery({
    queryKey: manageBookingKeys.schedules(service),
    queryFn: ({ signal }) =>
      authFetch<TManagedScheduleListResponse>(`/api/manage/services/${service}/schedules`, {
        signal,
      }),
  });
}

export function useServiceEventGroups(service: number) {
  return useQuery({
    queryKey: manageBookingKeys.events(service),
    queryFn: ({ signal }) =>
      authFetch<TManagedEventGroupListResponse>(`/api/manage/services/${service}/event-groups`, {
        signal,
      }),
  });
}

export function useServiceReservations(service: number, from: string, to: string) {
  return useQuery({
    queryKey: manageBookingKeys.calendar(service, from, to),
    queryFn: ({ signal }) =>
      authFetch<TManagedReservationListResponse>(`/api/manage/services/${service}/reservations`, {
        query: { from, to },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every change of the set-up: the service's lists are read again afterwards. */
export type TBookingChange =
  | { kind: 'schedule'; id: number | null; body: TManageScheduleInput }
  | { kind: 'retire-schedule'; id: number }
  | { kind: 'group'; id: number | null; body: TManageEventGroupInput }
  | { kind: 'retire-group'; id: number }
  | { kind: 'event'; id: number | null; group: number; body: TManageEventInput }
  | { kind: 'retire-event'; id: number };

type TChanged = TManagedSchedule | TManagedEventGroup | TManagedEvent | null;

function send(service: number, change: TBookingChange): Promise<TChanged> {
  const save = <T>(create: string, update: string, id: number | null, body: object) =>
    id === null
      ? authFetch<T>(create, { method: 'POST', body })
      : authFetch<T>(update, { method: 'PUT', body });
  const retire = (path: string) => authFetch<null>(path, { method: 'DELETE' });
  switch (change.kind) {
    case 'schedule':
      return save<TManagedSchedule>(
        `/api/manage/services/${service}/schedules`,
        `/api/manage/schedules/${change.id}`,
        change.id,
        change.body,
      );
    case 'retire-schedule':
      return retire(`/api/manage/schedules/${change.id}`);
    case 'group':
      return save<TManagedEventGroup>(
        `/api/manage/services/${service}/event-groups`,
        `/api/manage/event-groups/${change.id}`,
        change.id,
        change.body,
      );
    case 'retire-group':
      return retire(`/api/manage/event-groups/${change.id}`);
    case 'event':
      return save<TManagedEvent>(
        `/api/manage/event-groups/${change.group}/events`,
        `/api/manage/events/${change.id}`,
        change.id,
        change.body,
      );
    case 'retire-event':
      return retire(`/api/manage/events/${change.id}`);
  }
}

export function useBookingChange(service: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TBookingChange) => send(service, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: manageBookingKeys.all(service) }),
  });
}

export function useCancelReservation(service: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; body: TManageCancelReservationRequest }) =>
      authFetch<TManagedReservation>(`/api/manage/reservations/${input.id}/cancel`, {
        method: 'POST',
        body: input.body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: manageBookingKeys.all(service) }),
  });
}
