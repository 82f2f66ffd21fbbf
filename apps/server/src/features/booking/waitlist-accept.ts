/** Taking a place a waitlist offer holds: booked like any other reservation. */
import {
  DEFAULT_TIME_ZONE,
  formatLocalDateTime,
  offerHeld,
  type TAcceptWaitlistOfferRequest,
  type TReservation,
} from '@habitat/shared';
import { findWaitlistEntry } from '#server/data/waitlists';
import type { Db } from '#server/db/client';
import type { TPaymentProcessor } from '#server/features/payments/processor';
import type { TContentScope } from '#server/features/properties/content-scope';
import type { TSession } from '#server/lib/tokens';
import { createReservation } from './reservation-create';
import { conflict, ownEntryRow } from './waitlist-entries';

/**
 * Takes the offer: the booking is made by the bookings' own code (createReservation: the
 * lock, the limits per user and unit, the payment), which marks the entry accepted with it.
 */
export async function acceptWaitlistOffer(options: {
  db: Db;
  processor: TPaymentProcessor;
  scope: TContentScope | null;
  session: TSession;
  id: number;
  body: TAcceptWaitlistOfferRequest;
  idempotencyKey: string | undefined;
  recoverAfterSeconds?: number;
  now?: () => Date;
}): Promise<TReservation> {
  const { db, session, id, body, now = () => new Date() } = options;
  const row = await ownEntryRow(db, session.userId, id);
  // A retry of an accepted offer answers its booking (the Idempotency-Key does the rest).
  if (!offerHeld(row, now()) && !(row.status === 'accepted' && options.idempotencyKey)) {
    throw conflict('waitlist_offer_not_open', 'No place is held for you on this waitlist now');
  }
  const view = (await findWaitlistEntry(db, id))!;
  const timeZone = view.timeZone || DEFAULT_TIME_ZONE;
  const booking =
    row.eventId !== null
      ? { event: row.eventId, ...body }
      : {
          entity: row.entityId!,
          start: formatLocalDateTime(row.startAt, timeZone),
          end: formatLocalDateTime(row.endAt, timeZone),
          ...body,
        };
  return createReservation({ ...options, body: booking, now });
}
