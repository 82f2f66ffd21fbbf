/**
 * Waitlist offers whose hold ran out pass to the next in line: before a booking of the service
 * (reservation-store.ts) and in the queue's job every minute (the `waitlist-expire` job of jobs.ts).
 */
import { lockService } from '#server/data/services';
import { expireDueOffers, findServicesWithDueOffers, hasDueOffers } from '#server/data/waitlists';
import type { Db } from '#server/db/client';
import { freedPlaceOf, offerFreedPlace } from './waitlist-offers';

/** Offers whose time ran out: expired, and their places offered to the next in line. */
export async function passExpiredOffers(tx: Db, serviceId: number, now: Date) {
  const expired = await expireDueOffers(tx, now, serviceId);
  const seen = new Set<string>();
  for (const entry of expired) {
    const freed = freedPlaceOf({ ...entry, serviceId });
    const key = JSON.stringify(freed);
    if (seen.has(key)) continue;
    seen.add(key);
    await offerFreedPlace(tx, freed, now);
  }
  return expired.length;
}

/**
 * Before a booking of the service: offers run out pass to the next in line in a transaction
 * of their own, so that the booking's refusal (its place now held) does not undo the pass.
 */
export async function passExpiredOffersOf(db: Db, serviceId: number, now: Date) {
  if (!(await hasDueOffers(db, serviceId, now))) return;
  await db.transaction(async (tx) => {
    await lockService(tx, serviceId);
    await passExpiredOffers(tx, serviceId, now);
  });
}

/** The job's pass: every service with an offer run out, each under its own lock. */
export async function sweepExpiredOffers(db: Db, now = new Date()) {
  let expired = 0;
  for (const serviceId of await findServicesWithDueOffers(db, now)) {
    expired += await db.transaction(async (tx) => {
      await lockService(tx, serviceId);
      return passExpiredOffers(tx, serviceId, now);
    });
  }
  return expired;
}
