/** Waitlist entries (issue 26): joining the line of a full place, reading it, leaving it. */
import {
  DEFAULT_TIME_ZONE,
  type TCreateReservationRequest,
  type TJoinWaitlistRequest,
  type TWaitlistEntry,
} from '@habitat/shared';
import { lockService } from '#server/data/services';
import { isUniqueViolation } from '#server/data/unique-violation';
import {
  findWaitlistEntriesOfUser,
  findWaitlistEntry,
  findWaitlistEntryRow,
  insertWaitlistEntry,
  leaveOnce,
  type TWaitlistEntryView,
} from '#server/data/waitlists';
import type { Db } from '#server/db/client';
import type { TContentScope } from '#server/features/properties/content-scope';
import { AppError, notFound } from '#server/lib/errors';
import type { TSession } from '#server/lib/tokens';
import { prepare, type TWaitablePlace } from './booking-target';
import { freedPlaceOf, offerFreedPlace } from './waitlist-offers';

export const conflict = (
  code: 'waitlist_already_joined' | 'waitlist_offer_not_open',
  message: string,
) => new AppError(409, code, message);

function toEntry(row: TWaitlistEntryView): TWaitlistEntry {
  const { entry } = row;
  const entity = entry.entityId !== null && row.entity?.id ? row.entity : null;
  const event = entry.eventId !== null && row.event?.id ? row.event : null;
  return {
    id: entry.id,
    service: { id: entry.serviceId, name: row.serviceName },
    event: event && { id: event.id, name: event.name },
    entity: entity && { id: entity.id, name: entity.name },
    start: entry.startAt.toISOString(),
    end: entry.endAt.toISOString(),
    timeZone: row.timeZone || DEFAULT_TIME_ZONE,
    price: (event ?? entity)?.priceCents ?? 0,
    status: entry.status,
    position: row.position,
    offerExpiresAt: entry.status === 'offered' ? entry.offerExpiresAt!.toISOString() : null,
    reservation: entry.reservationId,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** The caller's own entry; anyone else's reads as unknown (404). */
export async function ownEntryRow(db: Db, userId: number, id: number) {
  const row = await findWaitlistEntryRow(db, id);
  if (!row || row.userId !== userId) throw notFound('Waitlist entry');
  return row;
}

async function answer(db: Db, id: number) {
  return toEntry((await findWaitlistEntry(db, id))!);
}

/**
 * The place a request would book, when the booking rules (the same code as a booking: the
 * service seen, signers only, the time grid, the seats) refuse it only because it is full.
 * Any other refusal is answered as a booking's; a place still free is 409 waitlist_not_full.
 */
async function fullPlaceOf(options: {
  db: Db;
  scope: TContentScope | null;
  session: TSession;
  body: TCreateReservationRequest;
  now: Date;
}): Promise<TWaitablePlace> {
  const { db, scope, session, body, now } = options;
  if (!scope) throw notFound('Booking entity');
  const { target } = await prepare(db, { session, scope, body }, now);
  try {
    await target.check(db, now);
  } catch (error) {
    const full =
      error instanceof AppError &&
      (error.code === 'booking_event_full' || error.code === 'booking_slot_unavailable');
    if (!full) throw error;
    const { serviceId, propertyId, entityId, eventId, startAt, endAt } = target;
    return { serviceId, propertyId, entityId, eventId, startAt, endAt };
  }
  throw new AppError(409, 'waitlist_not_full', 'A place is free: book it instead');
}

/**
 * Joins the line of a full event or slot: only a place the booking rules refuse as full (the
 * same code as a booking, so signers-only services and other buildings' are refused alike),
 * once per person while they are in it.
 */
export async function joinWaitlist(options: {
  db: Db;
  scope: TContentScope | null;
  session: TSession;
  body: TJoinWaitlistRequest;
  now?: Date;
}): Promise<TWaitlistEntry> {
  const { db, scope, session, body, now = new Date() } = options;
  const booking = { ...body, total: 0, currency: 'CAD' as const, payments: [] };
  const place = await fullPlaceOf({ db, scope, session, body: booking, now });
  try {
    const id = await insertWaitlistEntry(db, {
      organizationId: session.organizationId,
      propertyId: place.propertyId,
      serviceId: place.serviceId,
      entityId: place.entityId,
      eventId: place.eventId,
      userId: session.userId,
      startAt: place.startAt,
      endAt: place.endAt,
    });
    return answer(db, id);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflict('waitlist_already_joined', 'You are already on this waitlist');
  }
}

export async function listMyWaitlistEntries(db: Db, session: TSession) {
  const data = (await findWaitlistEntriesOfUser(db, session.userId)).map(toEntry);
  return { data, count: data.length };
}

/** Leaves the line; an offer held is given up at once, to the next in line. */
export async function leaveWaitlist(options: {
  db: Db;
  session: TSession;
  id: number;
  now?: Date;
}): Promise<TWaitlistEntry> {
  const { db, session, id, now = new Date() } = options;
  const row = await ownEntryRow(db, session.userId, id);
  await db.transaction(async (tx) => {
    await lockService(tx, row.serviceId);
    const left = await leaveOnce(tx, row.id, now);
    if (!left) throw conflict('waitlist_offer_not_open', 'You are no longer on this waitlist');
    if (row.status !== 'offered') return;
    await offerFreedPlace(tx, freedPlaceOf(row), now);
  });
  return answer(db, id);
}
