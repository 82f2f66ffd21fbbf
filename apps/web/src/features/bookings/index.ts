/** The bookings feature's public face: what other features may import. */
export { useServiceBookable } from './api/offers';
export { CalendarFeedCard } from './components/calendar-feed-card';
