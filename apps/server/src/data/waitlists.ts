/** Owns the table waitlist_entries: residents waiting for a full event or a full slot. */
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { waitlistEntries } from '#server/db/bookings-schema';
import type { Db, TDbOrTx } from '#server/db/client';
import { entityJoin, eventJoin } from './booking-schedules';
import { propertyJoin } from './properties';
import { serviceJoin } from './services';
import { userJoin } from './users';

/* ---------- Predicates ---------- */

const isWaiting = eq(waitlistEntries.status, 'waiting');
const isActive = inArray(waitlistEntries.status, ['waiting', 'offered']);
/** An offer still holding its place at `now`. */
const isHeld = (now: Date) =>
  and(eq(waitlistEntries.status, 'offered'), gt(waitlistEntries.offerExpiresAt, now));

/** Waits for this event, or for this very slot of a schedule. */
export type TWaitTarget = { eventId: number } | { entityId: number; startAt: Date; endAt: Date };

const sameTarget = (target: TWaitTarget) =>
  'eventId' in target
    ? eq(waitlistEntries.eventId, target.eventId)
    : and(
        eq(waitlistEntries.entityId, target.entityId),
        eq(waitlistEntries.startAt, target.startAt),
        eq(waitlistEntries.endAt, target.endAt),
      );

/* ---------- Joining, leaving ---------- */

/** Adds a waiting entry; a second active one of the same person and target breaks a unique index. */
export async function insertWaitlistEntry(
  tx: TDbOrTx,
  values: Omit<typeof waitlistEntries.$inferInsert, 'id' | 'status'>,
) {
  const [row] = await tx
    .insert(waitlistEntries)
    .values(values)
    .returning({ id: waitlistEntries.id });
  return row!.id;
}

/** Raw row, for the rules (owner, status, target). */
export async function findWaitlistEntryRow(db: TDbOrTx, id: number) {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row ?? null;
}
export type TWaitlistEntryRow = typeof waitlistEntries.$inferSelect;

/** Leaves the line once: null when it was no longer in it (a concurrent change won). */
export async function leaveOnce(tx: TDbOrTx, id: number, now: Date) {
  const [row] = await tx
    .update(waitlistEntries)
    .set({ status: 'left', updatedAt: now })
    .where(and(eq(waitlistEntries.id, id), isActive))
    .returning();
  return row ?? null;
}

/* ---------- Holds and offers (under the service's lock) ---------- */

/** Seats of an event held by offers, except those made to `exceptUserId`. */
export async function countHeldSeats(
  db: TDbOrTx,
  eventId: number,
  now: Date,
  exceptUserId?: number,
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.eventId, eventId),
        isHeld(now),
        exceptUserId === undefined ? undefined : sql`${waitlistEntries.userId} <> ${exceptUserId}`,
      ),
    );
  return row?.n ?? 0;
}

/** Ranges of a schedule held by offers that overlap [from, to), except those made to `exceptUserId`. */
export async function findHeldRanges(
  db: TDbOrTx,
  filter: { entityId: number; from: Date; to: Date; now: Date; exceptUserId?: number },
) {
  return db
    .select({ startAt: waitlistEntries.startAt, endAt: waitlistEntries.endAt })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.entityId, filter.entityId),
        isHeld(filter.now),
        lt(waitlistEntries.startAt, filter.to),
        gt(waitlistEntries.endAt, filter.from),
        filter.exceptUserId === undefined
          ? undefined
          : sql`${waitlistEntries.userId} <> ${filter.exceptUserId}`,
      ),
    );
}

/** Who waits, first come first: for an event, or for the slots of a schedule overlapping [from, to) (to null: no end). */
export async function findWaiting(
  db: TDbOrTx,
  filter: { eventId: number } | { entityId: number; from: Date; to: Date | null },
) {
  const where =
    'eventId' in filter
      ? eq(waitlistEntries.eventId, filter.eventId)
      : and(
          eq(waitlistEntries.entityId, filter.entityId),
          filter.to === null ? undefined : lt(waitlistEntries.startAt, filter.to),
          gt(waitlistEntries.endAt, filter.from),
        );
  return db
    .select()
    .from(waitlistEntries)
    .where(and(where, isWaiting))
    .orderBy(asc(waitlistEntries.id));
}

/** Offers the place to a waiting entry (false when it is no longer waiting). */
export async function markOffered(tx: TDbOrTx, id: number, now: Date, expiresAt: Date) {
  const rows = await tx
    .update(waitlistEntries)
    .set({ status: 'offered', offeredAt: now, offerExpiresAt: expiresAt, updatedAt: now })
    .where(and(eq(waitlistEntries.id, id), isWaiting))
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

/** A person's booking of the target closes their place in its line (an offer taken, or a free place). */
export async function markAccepted(
  tx: TDbOrTx,
  filter: { userId: number; target: TWaitTarget; reservationId: number; now: Date },
) {
  await tx
    .update(waitlistEntries)
    .set({ status: 'accepted', reservationId: filter.reservationId, updatedAt: filter.now })
    .where(and(eq(waitlistEntries.userId, filter.userId), sameTarget(filter.target), isActive));
}

/** Expires the offers of a service (or of every service) whose time ran out; answers them. */
export async function expireDueOffers(tx: TDbOrTx, now: Date, serviceId?: number) {
  return tx
    .update(waitlistEntries)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(waitlistEntries.status, 'offered'),
        lte(waitlistEntries.offerExpiresAt, now),
        serviceId === undefined ? undefined : eq(waitlistEntries.serviceId, serviceId),
      ),
    )
    .returning();
}

/** Whether a service has an offer whose time ran out (the partial index of offers). */
export async function hasDueOffers(db: Db, serviceId: number, now: Date) {
  const [row] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.status, 'offered'),
        lte(waitlistEntries.offerExpiresAt, now),
        eq(waitlistEntries.serviceId, serviceId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The services with an offer whose time ran out (each is then expired under its lock). */
export async function findServicesWithDueOffers(db: Db, now: Date) {
  const rows = await db
    .selectDistinct({ serviceId: waitlistEntries.serviceId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, now)));
  return rows.map((row) => row.serviceId);
}

/* ---------- Residents: their entries ---------- */

const service = serviceJoin('service');
const property = propertyJoin('property');
const entity = entityJoin('waited_entity');
const event = eventJoin('waited_event');
/** Place in the line: those of the same target still waiting, up to this one (null when not waiting). */
const position = sql<number | null>`case when ${waitlistEntries.status} = 'waiting' then (
  select count(*)::integer from waitlist_entries as ahead
  where ahead.status = 'waiting' and ahead.id <= ${waitlistEntries.id}
    and ahead.event_id is not distinct from ${waitlistEntries.eventId}
    and ahead.entity_id is not distinct from ${waitlistEntries.entityId}
    and ahead.start_at = ${waitlistEntries.startAt} and ahead.end_at = ${waitlistEntries.endAt}
) end`;

function selectEntries(db: Db) {
  return db
    .select({
      entry: waitlistEntries,
      position,
      serviceName: service.name,
      entity: { id: entity.id, name: entity.name, priceCents: entity.priceCents },
      event: { id: event.id, name: event.name, priceCents: event.priceCents },
      timeZone: property.timeZone,
    })
    .from(waitlistEntries)
    .innerJoin(service.table, service.on(waitlistEntries.serviceId))
    .innerJoin(property.table, property.on(waitlistEntries.propertyId))
    .leftJoin(entity.table, entity.on(waitlistEntries.entityId))
    .leftJoin(event.table, event.on(waitlistEntries.eventId));
}
export type TWaitlistEntryView = Awaited<ReturnType<typeof findWaitlistEntry>> & {};

export async function findWaitlistEntry(db: Db, id: number) {
  const [row] = await selectEntries(db).where(eq(waitlistEntries.id, id));
  return row ?? null;
}

/** A user's entries, the latest first (the last 100: older ones are history). */
export async function findWaitlistEntriesOfUser(db: Db, userId: number) {
  return selectEntries(db)
    .where(eq(waitlistEntries.userId, userId))
    .orderBy(desc(waitlistEntries.id))
    .limit(100);
}

/* ---------- Console ---------- */

const resident = userJoin('waiting_resident');

/** Who waits (or holds an offer) for a service's events and slots starting in [from, to), in line order. */
export async function findActiveOfService(
  db: Db,
  filter: { serviceId: number; from: Date; to: Date },
) {
  return db
    .select({
      entry: waitlistEntries,
      firstName: resident.firstName,
      lastName: resident.lastName,
    })
    .from(waitlistEntries)
    .innerJoin(resident.table, resident.on(waitlistEntries.userId))
    .where(
      and(
        eq(waitlistEntries.serviceId, filter.serviceId),
        isActive,
        gte(waitlistEntries.startAt, filter.from),
        lt(waitlistEntries.startAt, filter.to),
      ),
    )
    .orderBy(asc(waitlistEntries.startAt), asc(waitlistEntries.id))
    .limit(500);
}
