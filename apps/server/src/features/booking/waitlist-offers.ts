/**
 * Waitlist offers (issue 26): when a place frees, the first one waiting is offered it, held
 * for them for the schedule's or event group's hold (offerHoldMinutes). Every function here runs in the caller's transaction
 * under the service's lock (lockService, the bookings' lock: docs/decisions/007), so a freed
 * place is offered before any new booking can see it, and never twice.
 */
import {
  DEFAULT_TIME_ZONE,
  formatLocalDateTime,
  offerHoldMinutes,
  parseLocalRange,
} from '@habitat/shared';
import { findEntityWithOwner, findEventWithOwner } from '#server/data/booking-schedules';
import { recordNotificationEvent } from '#server/data/notification-events';
import { findPropertyTimeZone } from '#server/data/properties';
import { findServiceById } from '#server/data/services';
import { findWaiting, markOffered, type TWaitlistEntryRow } from '#server/data/waitlists';
import type { Db } from '#server/db/client';
import { eventSeats, slotIssue } from './availability';

/** Where a place freed: an event's seat, or a range of a schedule (null: any of its slots). */
export type TFreed =
  | { serviceId: number; eventId: number }
  | { serviceId: number; entityId: number; range: { startAt: Date; endAt: Date } | null };

/** The place a booking held, as the reservations API answers it. */
export function freedOf(booking: {
  service: { id: number };
  event: { id: number } | null;
  entity: { id: number } | null;
  start: string;
  end: string;
}): TFreed {
  if (booking.event) return { serviceId: booking.service.id, eventId: booking.event.id };
  return {
    serviceId: booking.service.id,
    entityId: booking.entity!.id,
    range: { startAt: new Date(booking.start), endAt: new Date(booking.end) },
  };
}

/** The place a stored reservation or waitlist entry holds, from its row. */
export function freedPlaceOf(row: {
  serviceId: number;
  eventId: number | null;
  entityId: number | null;
  startAt: Date;
  endAt: Date;
}): TFreed {
  if (row.eventId !== null) return { serviceId: row.serviceId, eventId: row.eventId };
  return {
    serviceId: row.serviceId,
    entityId: row.entityId!,
    range: { startAt: row.startAt, endAt: row.endAt },
  };
}

/** Offers the places free now (booked, held and capacity counted) to those waiting, in order. */
export async function offerFreedPlace(tx: Db, freed: TFreed, now: Date) {
  if ('eventId' in freed) return offerEventSeats(tx, freed.eventId, now);
  return offerSlots(tx, freed.entityId, freed.range, now);
}

async function offerEventSeats(tx: Db, eventId: number, now: Date) {
  const found = await findEventWithOwner(tx, eventId);
  if (!found || found.event.maxAvailable === 0 || found.event.startAt <= now) return;
  const waiting = await findWaiting(tx, { eventId });
  if (waiting.length === 0) return;
  const seats = await eventSeats(tx, { events: [found.event], holds: { now } });
  let free = seats.get(eventId)?.left ?? 0;
  const holdMinutes = offerHoldMinutes(found.waitlistHoldMinutes);
  for (const entry of waiting) {
    if (free <= 0) return;
    if (await offer(tx, entry, now, holdMinutes)) free -= 1;
  }
}

async function offerSlots(
  tx: Db,
  entityId: number,
  range: { startAt: Date; endAt: Date } | null,
  now: Date,
) {
  const found = await findEntityWithOwner(tx, entityId);
  if (!found) return;
  const { entity } = found;
  // A slot freed also frees those whose buffer it was in.
  const margin = (entity.bufferDuration ?? 0) * 60_000;
  const waiting = await findWaiting(tx, {
    entityId,
    from: range ? new Date(range.startAt.getTime() - margin) : now,
    to: range ? new Date(range.endAt.getTime() + margin) : null,
  });
  if (waiting.length === 0) return;
  const timeZone = (await findPropertyTimeZone(tx, waiting[0]!.propertyId)) ?? DEFAULT_TIME_ZONE;
  for (const entry of waiting) {
    const local = parseLocalRange(
      formatLocalDateTime(entry.startAt, timeZone),
      formatLocalDateTime(entry.endAt, timeZone),
    );
    if (!local || entry.startAt <= now) continue;
    const issue = await slotIssue(tx, { entity, date: local.date, range: local, timeZone, now });
    if (!issue) await offer(tx, entry, now, offerHoldMinutes(entity.waitlistHoldMinutes));
  }
}

/** Holds the place for the entry's resident and tells them (inbox, e-mail and push). */
async function offer(tx: Db, entry: TWaitlistEntryRow, now: Date, holdMinutes: number) {
  const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);
  if (!(await markOffered(tx, entry.id, now, expiresAt))) return false;
  const service = await findServiceById(tx, entry.serviceId);
  await recordNotificationEvent(tx, {
    type: 'waitlist_offer',
    organizationId: entry.organizationId,
    propertyId: entry.propertyId,
    recipientId: entry.userId,
    params: {
      waitlistEntryId: entry.id,
      serviceName: service?.name,
      startsAt: entry.startAt.toISOString(),
      offerExpiresAt: expiresAt.toISOString(),
    },
  });
  return true;
}
