import { z } from 'zod';

/**
 * Error codes the API sends in `{ error: { code, message, fields? } }`.
 * The client shows the translation of `errors.<code>` and falls back to the message.
 */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'invalid_json',
  'unauthorized',
  'invalid_credentials',
  'account_deactivated', // 403: a manager deactivated the account
  'resident_deactivated', // 409: the console sends no password link to a deactivated account
  'token_expired',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'file_size',
  'file_type_image',
  'file_type_pdf', // 415: a news attachment that is not a PDF
  'file_type_document', // 415: a building document neither PDF nor PNG/JPEG/GIF
  'too_many_requests',
  'quota_exceeded', // 429: the daily quota of posts, requests or uploads is used up
  'json_too_deep', // 400
  'invalid_organization',
  'invalid_property',
  'lease_ended', // 403 at sign-in, 401 for a session: the resident's leases have all ended
  'lease_overlap', // 409: another lease of the unit is in force on one of these days
  'lease_last_signer', // 409: a lease in force keeps at least one signer
  'reset_password_token_not_found_or_expired',
  'password_is_empty',
  'repeated_password_is_different',
  'password_too_short',
  'wrong_current_password', // 403: the profile's current-password check
  'email_change_token_not_found_or_expired', // 404
  'email_already_used', // 409: when confirming an e-mail change
  'last_manager', // 409: a building's last manager cannot be removed
  'address_not_found',
  'internal_error',
  // Bookings (400 unless noted)
  'booking_invalid_time',
  'booking_in_past',
  'booking_too_short',
  'booking_too_long',
  'booking_time_skipped', // a time the clocks skip (spring forward)
  'booking_beyond_horizon', // later than the calendar's booking horizon
  'booking_event_over',
  'booking_total_mismatch',
  'booking_slot_unavailable', // 409
  'booking_event_full', // 409
  'booking_user_limit_reached', // 409
  'booking_unit_limit_reached', // 409
  'booking_event_user_limit_reached', // 409: the seats one user may hold at the event
  'booking_not_cancellable', // 409
  'booking_signers_only', // 403
  // Waitlists (409)
  'waitlist_not_full', // a place is free: book it instead
  'waitlist_already_joined', // already waiting (or offered) for this event or slot
  'waitlist_offer_not_open', // no offer held for you on this entry (none yet, expired, done)
  // Payments
  'payment_not_configured',
  'payment_required',
  'invalid_card',
  'card_declined', // 402
  'insufficient_funds', // 402
  'payment_failed', // 502
  // Idempotency-Key
  'idempotency_key_reused', // 422
  'idempotency_in_progress', // 409
  // Notifications
  'unsubscribe_token_invalid', // 400: an unsubscribe link forged, damaged or expired
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type TApiError = z.infer<typeof ZApiError>;
