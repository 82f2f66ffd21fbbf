/** The bookings feature's public face: what other features may import. */
export {
  serviceHasOffers,
  useBookingEntities,
  useBookingEventGroups,
  useBookingOffers,
  useServiceBookable,
} from './api/offers';
export {
  downloadReservationIcs,
  useCalendarFeed,
  useCancelReservation,
  useCreateCalendarFeed,
  useLeaseReservations,
  useMyReservations,
  useReservation,
  useRevokeCalendarFeed,
} from './api/reservations';
export { CalendarFeedCard } from './components/calendar-feed-card';
