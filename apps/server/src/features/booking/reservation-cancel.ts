/** A resident cancelling: the freed place is offered to the waitlist first. */
import { canCancelBooking, type TReservation } from '@habitat/shared';
import { cancelOnce } from '#server/data/reservations';
import { lockService } from '#server/data/services';
import type { Db } from '#server/db/client';
import type { TSession } from '#server/lib/tokens';
import { bookingError } from './booking-errors';
import { findOwnReservation } from './reservation-read';
import { freedOf, offerFreedPlace } from './waitlist-offers';

export async function cancelReservation(options: {
  db: Db;
  session: TSession;
  id: number;
  now?: Date;
}): Promise<TReservation> {
  const { db, session, id, now = new Date() } = options;
  const reservation = await findOwnReservation(db, session.userId, id);
  if (!canCancelBooking(reservation, now)) throw bookingError('booking_not_cancellable');
  await db.transaction(async (tx) => {
    // The service's lock: the freed place goes to the waitlist before any new booking sees it.
    await lockService(tx, reservation.service.id);
    if (!(await cancelOnce(tx, id, { canceledAt: now, canceledBy: session.userId }))) {
      throw bookingError('booking_not_cancellable');
    }
    await offerFreedPlace(tx, freedOf(reservation), now);
  });
  return findOwnReservation(db, session.userId, id);
}
