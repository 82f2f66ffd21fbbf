/** A booking's refusals: the status and the message each code is answered with. */
import type { TErrorCode } from '@habitat/shared';
import { AppError } from '#server/lib/errors';

const STATUS_OF: Partial<Record<TErrorCode, number>> = {
  booking_slot_unavailable: 409,
  booking_event_full: 409,
  booking_event_over: 409,
  booking_user_limit_reached: 409,
  booking_unit_limit_reached: 409,
  booking_event_user_limit_reached: 409,
  booking_not_cancellable: 409,
  booking_signers_only: 403,
};

const MESSAGES: Partial<Record<TErrorCode, string>> = {
  booking_invalid_time: 'The start or end is not a slot of this schedule',
  booking_in_past: 'This slot has already started',
  booking_too_short: 'The booking is shorter than the minimum duration',
  booking_too_long: 'The booking is longer than the maximum duration',
  booking_time_skipped: 'The clocks skip this time on that day (daylight saving time)',
  booking_beyond_horizon: 'This date is further ahead than this calendar can be booked',
  booking_event_user_limit_reached:
    'You already hold the most seats one resident may take at this event',
  booking_slot_unavailable: 'This slot is no longer available',
  booking_event_over: 'This event has already started',
  booking_event_full: 'This event has no seats left',
  booking_user_limit_reached: 'You already have the most active bookings allowed for this service',
  booking_unit_limit_reached:
    'Your unit already has the most active bookings allowed for this service',
  booking_signers_only: 'This service is for the tenants who signed the lease',
  booking_total_mismatch: 'The total is not the price of this booking',
  payment_required: 'This booking is paid: a card payment of its price is required',
  payment_not_configured: 'Card payment is not available in this building',
  booking_not_cancellable: 'Only free bookings that have not ended can be cancelled',
};

export const bookingError = (code: TErrorCode) =>
  new AppError(STATUS_OF[code] ?? 400, code, MESSAGES[code] ?? code);
