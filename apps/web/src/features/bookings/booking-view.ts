import {
  formatDate,
  formatPrice,
  inZone,
  isActiveBooking,
  isDoneBooking,
  type TLocale,
  type TReservation,
  type TTranslatable,
} from '@habitat/shared';
import type { TFunction } from '@/i18n/translator';

export type TBookingTab = 'active' | 'done';
export const BOOKING_TABS: readonly TBookingTab[] = ['active', 'done'];

/** In progress: active bookings, soonest first; done: most recent first; cancelled in neither. */
export function bookingsOfTab(
  reservations: readonly TReservation[],
  tab: TBookingTab,
  now: Date,
): TReservation[] {
  switch (tab) {
    case 'active':
      return reservations
        .filter((booking) => isActiveBooking(booking, now))
        .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    case 'done':
      return reservations
        .filter((booking) => isDoneBooking(booking, now))
        .sort((a, b) => Date.parse(b.start) - Date.parse(a.start));
  }
}

/**
 * Cancelled by the building and not yet over: the tabs hide cancelled bookings, so these are
 * shown apart where the resident looks, soonest first.
 */
export function cancelledByBuilding(
  reservations: readonly TReservation[],
  now: Date,
): TReservation[] {
  return reservations
    .filter((booking) => booking.canceledByBuilding && Date.parse(booking.end) > now.getTime())
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** The calendar booked: the schedule's name, or the event's for a seat. */
export function calendarName(
  booking: Pick<TReservation, 'entity' | 'event'>,
  localized: (text: TTranslatable) => string,
): string {
  const named = booking.entity ?? booking.event;
  return named ? localized(named.name) : '';
}

/** The price of the schedule or event: "Gratuit"/"Free" for 0, else with the locale's $ placement. */
export function bookingPrice(
  booking: Pick<TReservation, 'price'>,
  locale: TLocale,
  t: TFunction,
): string {
  return booking.price === 0 ? t('bookings.free') : formatPrice(booking.price, locale);
}

/** 'HH:mm – HH:mm' in the booking's zone; an end on another day carries its date. */
export function bookingSlot(
  booking: Pick<TReservation, 'start' | 'end' | 'timeZone'>,
  t: TFunction,
) {
  const start = inZone(booking.start, booking.timeZone);
  const end = inZone(booking.end, booking.timeZone);
  const endText = end.isSame(start, 'day')
    ? end.format('HH:mm')
    : `${formatDate(booking.end, booking.timeZone)} ${end.format('HH:mm')}`;
  return t('bookings.slot', { start: start.format('HH:mm'), end: endText });
}
