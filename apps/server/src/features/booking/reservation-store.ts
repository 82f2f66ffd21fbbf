/** The last step of every booking, free or paid: stored under the service's lock. */
import { BOOKING_REMINDER_MINUTES, CURRENCY } from '@habitat/shared';
import { recordNotificationEvent } from '#server/data/notification-events';
import { bookPaymentIntent } from '#server/data/payments';
import { insertReservation } from '#server/data/reservations';
import { lockService } from '#server/data/services';
import { markAccepted } from '#server/data/waitlists';
import type { Db, TDbOrTx } from '#server/db/client';
import type { TPaymentProcessor } from '#server/features/payments/processor';
import type { TKeepAnswer } from '#server/lib/idempotency';
import {
  checkAvailable,
  type TBooker,
  type TBookingRequest,
  type TPrepared,
  type TTarget,
  waitTargetOf,
} from './booking-target';
import { passExpiredOffers, passExpiredOffersOf } from './waitlist-expiry';

/** Another run of the same intent (a retry, the reconciler) settled it first. */
export class SettledMeanwhile extends Error {}

/** Inserts the reservation (with its payment) once its place is checked again under the lock. */
export async function storeBooking(
  db: Db,
  options: {
    prepared: TPrepared;
    request: Omit<TBookingRequest, 'description'>;
    amountCents: number;
    now: () => Date;
    keep: TKeepAnswer<number>;
    payment: { intentId: number; processor: TPaymentProcessor['name']; chargeId: string } | null;
  },
): Promise<number> {
  const { prepared, request, amountCents, now, keep, payment } = options;
  const { target, booker } = prepared;
  // An offer whose time ran out goes to the next in line before anyone else may take its place.
  await passExpiredOffersOf(db, target.serviceId, now());
  return db.transaction(async (tx) => {
    await lockService(tx, target.serviceId);
    // (Again under the booking's lock, for one that ran out just now.)
    await passExpiredOffers(tx, target.serviceId, now());
    await checkAvailable(tx, target, booker, now());
    const id = await insertReservation(
      tx,
      {
        organizationId: request.session.organizationId,
        propertyId: target.propertyId,
        serviceId: target.serviceId,
        entityId: target.entityId,
        eventId: target.eventId,
        userId: booker.userId,
        leaseId: booker.leaseId,
        unitId: booker.unitId,
        startAt: target.startAt,
        endAt: target.endAt,
        priceCents: amountCents,
        totalCents: amountCents,
        currency: CURRENCY,
      },
      payment && {
        userId: booker.userId,
        processor: payment.processor,
        chargeId: payment.chargeId,
        amountCents,
        currency: CURRENCY,
        status: 'succeeded',
      },
    );
    if (payment && !(await bookPaymentIntent(tx, payment.intentId, id))) {
      throw new SettledMeanwhile();
    }
    await markAccepted(tx, {
      userId: booker.userId,
      target: waitTargetOf(target),
      reservationId: id,
      now: now(),
    });
    const booking = { id, organizationId: request.session.organizationId, target, booker };
    await recordBooked(tx, booking, now());
    await keep(tx, id);
    return id;
  });
}

/**
 * A booking made (free, paid, or finished by the reconciler) is confirmed to its resident, and
 * its reminder waits in the outbox until BOOKING_REMINDER_MINUTES before it starts (none when
 * that is already past). Both are the system's word to the resident: no actor.
 */
async function recordBooked(
  tx: TDbOrTx,
  booking: { id: number; organizationId: number; target: TTarget; booker: TBooker },
  now: Date,
) {
  const { id, target } = booking;
  const event = {
    organizationId: booking.organizationId,
    propertyId: target.propertyId,
    subject: { type: 'reservation' as const, id },
    recipientId: booking.booker.userId,
    params: {
      reservationId: id,
      serviceName: target.service.name,
      startsAt: target.startAt.toISOString(),
    },
  };
  await recordNotificationEvent(tx, { ...event, type: 'booking_confirmed' });
  const remindAt = new Date(target.startAt.getTime() - BOOKING_REMINDER_MINUTES * 60_000);
  if (remindAt.getTime() > now.getTime()) {
    await recordNotificationEvent(tx, {
      ...event,
      type: 'booking_reminder',
      availableAt: remindAt,
    });
  }
}
