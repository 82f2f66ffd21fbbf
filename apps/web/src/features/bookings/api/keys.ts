/** Query keys of the bookings feature; invalidating `all` refreshes every booking list and view. */
export const bookingKeys = {
  all: ['bookings'] as const,
  reservations: () => [...bookingKeys.all, 'reservations'] as const,
  reservation: (id: number) => [...bookingKeys.all, 'reservation', id] as const,
  leaseReservations: (lease: number | null) => [...bookingKeys.all, 'lease', lease] as const,
  entities: () => [...bookingKeys.all, 'entities'] as const,
  schedule: (entity: number, from: string) =>
    [...bookingKeys.all, 'schedule', entity, from] as const,
  eventGroups: () => [...bookingKeys.all, 'event-groups'] as const,
  events: (group: number) => [...bookingKeys.all, 'events', group] as const,
  calendarFeed: () => [...bookingKeys.all, 'calendar-feed'] as const,
};
