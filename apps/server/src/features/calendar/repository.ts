import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import {
  bookingEntities,
  bookingEvents,
  calendarFeeds,
  reservations,
} from '../../db/bookings-schema';
import type { Db } from '../../db/client';
import { properties, services } from '../../db/schema';

/**
 * What a calendar shows of a reservation: its times, what was booked and where (the building's
 * name and address, which the reservations API does not answer; no payments), in one query.
 */
const calendarColumns = {
  id: reservations.id,
  userId: reservations.userId,
  startAt: reservations.startAt,
  endAt: reservations.endAt,
  totalCents: reservations.totalCents,
  canceledAt: reservations.canceledAt,
  createdAt: reservations.createdAt,
  serviceName: services.name,
  entityName: bookingEntities.name,
  eventName: bookingEvents.name,
  propertyName: properties.name,
  address: properties.addressFull,
};

function selectReservations(db: Db) {
  return db
    .select(calendarColumns)
    .from(reservations)
    .innerJoin(services, eq(services.id, reservations.serviceId))
    .innerJoin(properties, eq(properties.id, reservations.propertyId))
    .leftJoin(bookingEntities, eq(bookingEntities.id, reservations.entityId))
    .leftJoin(bookingEvents, eq(bookingEvents.id, reservations.eventId));
}

export type TCalendarReservation = Awaited<ReturnType<typeof listCalendarReservations>>[number];

export async function findCalendarReservation(db: Db, id: number) {
  const [row] = await selectReservations(db).where(eq(reservations.id, id));
  return row ?? null;
}

/** A user's bookings that are not cancelled and end after `since`, by start; at most `limit`. */
export function listCalendarReservations(
  db: Db,
  options: { userId: number; since: Date; limit: number },
) {
  return selectReservations(db)
    .where(
      and(
        eq(reservations.userId, options.userId),
        isNull(reservations.canceledAt),
        gt(reservations.endAt, options.since),
      ),
    )
    .orderBy(asc(reservations.startAt), asc(reservations.id))
    .limit(options.limit);
}

/* ---------- Feeds (one per user; only the token's hash is kept) ---------- */

export async function findFeedOfUser(db: Db, userId: number) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

export async function findFeedByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row ?? null;
}

/** Creates the user's feed or gives it a new token (the old one stops at once). */
export async function saveFeed(db: Db, values: { userId: number; tokenHash: string; now: Date }) {
  const { userId, tokenHash, now } = values;
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } })
    .returning();
  return row!;
}

export async function deleteFeed(db: Db, userId: number) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
