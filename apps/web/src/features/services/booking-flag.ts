/**
 * Bookings are not built yet: the service page's book button (to /new-booking?service={id})
 * stays hidden until they are. Turn on with the booking flow.
 */
export const BOOKINGS_AVAILABLE = false;
