import {
  DEFAULT_TIME_ZONE,
  isCalendarDate,
  lastBookableDate,
  localDateOf,
  type TBookingEntity,
  type TBookingEvent,
  type TBookingEventGroup,
  type TBookingEventsQuery,
  type TList,
  type TScheduleQuery,
  type TScheduleResponse,
} from '@habitat/shared';
import {
  countEntities,
  countEventGroups,
  countEvents,
  findEntities,
  findEventGroups,
  findEvents,
  type TCatalogEntityRow,
  type TCatalogEventRow,
  type TCatalogViewer,
} from '#server/data/booking-schedules';
import { findCardPropertyIds, findPropertyTimeZone } from '#server/data/properties';
import type { Db } from '#server/db/client';
import type { TContentScope } from '#server/features/properties/content-scope';
import { AppError, notFound } from '#server/lib/errors';
import { pageWindow } from '#server/lib/paging';
import type { TSession } from '#server/lib/tokens';
import { eventSeats, freeRangesOf } from './availability';

type TListQuery = { perPage: number; service?: number };

/** The caller's scope and which of its properties take cards (the fare filter's input). */
export async function catalogViewerOf(options: {
  db: Db;
  scope: TContentScope | null;
  session: TSession;
}): Promise<TCatalogViewer | null> {
  const { db, scope, session } = options;
  if (!scope) return null;
  const cardPropertyIds = await findCardPropertyIds(db, scope.propertyIds);
  const own = session.propertyId;
  return {
    scope,
    cardPropertyIds,
    ownPropertyTakesCards: own !== null && cardPropertyIds.includes(own),
  };
}

const window = (query: { perPage: number }) => pageWindow({ page: 1, perPage: query.perPage });

function toEntity({ entity }: TCatalogEntityRow): TBookingEntity {
  return {
    id: entity.id,
    service: entity.serviceId,
    name: entity.name,
    type: entity.type,
    price: entity.priceCents,
    step: entity.step,
    minimumDuration: entity.minimumDuration,
    maximumDuration: entity.maximumDuration,
    bufferDuration: entity.bufferDuration,
    maximumConcurrentBooking: entity.maximumConcurrentBooking,
    ranges: entity.ranges,
    dates: entity.dates,
    bookingHorizonDays: entity.bookingHorizonDays,
  };
}

/** The schedules the caller may book: visible, not deleted, passing the fare filter. */
export async function listBookingEntities(options: {
  db: Db;
  viewer: TCatalogViewer | null;
  query: TListQuery;
}): Promise<TList<TBookingEntity>> {
  const { db, viewer, query } = options;
  if (!viewer) return { data: [], count: 0 };
  const filter = { serviceId: query.service };
  const count = await countEntities(db, viewer, filter);
  const rows = await findEntities(db, viewer, filter, window(query));
  return { data: rows.map(toEntity), count };
}

/** GET /booking_entities/{id}/schedule: an invisible, deleted or foreign schedule is a 404. */
export async function getSchedule(options: {
  db: Db;
  viewer: TCatalogViewer | null;
  session: TSession;
  entityId: number;
  query: TScheduleQuery;
  now?: Date;
}): Promise<TScheduleResponse> {
  const { db, viewer, session, entityId, query, now = new Date() } = options;
  if (!isCalendarDate(query.from)) {
    throw new AppError(400, 'validation_failed', 'No such date', { from: 'date' });
  }
  const [row] = viewer ? await findEntities(db, viewer, { entityId }, { limit: 1, offset: 0 }) : [];
  if (!row) throw notFound('Booking entity');
  const entity = toEntity(row);
  // An organization-wide service is booked in the caller's own building, on its clock.
  const propertyId = row.propertyId ?? session.propertyId;
  const timeZone =
    (propertyId === null ? null : await findPropertyTimeZone(db, propertyId)) ?? DEFAULT_TIME_ZONE;
  const lastDate = lastBookableDate(localDateOf(now, timeZone), entity.bookingHorizonDays);
  return {
    entity: entity.id,
    timeZone,
    from: query.from,
    days: query.days,
    ...(await freeRangesOf(db, { entity, ...query, timeZone, lastDate })),
  };
}

/** The event groups the caller may book, passing the fare filter. */
export async function listBookingEventGroups(options: {
  db: Db;
  viewer: TCatalogViewer | null;
  query: TListQuery;
}): Promise<TList<TBookingEventGroup>> {
  const { db, viewer, query } = options;
  if (!viewer) return { data: [], count: 0 };
  const filter = { serviceId: query.service };
  const count = await countEventGroups(db, viewer, filter);
  const rows = await findEventGroups(db, viewer, filter, window(query));
  return {
    data: rows.map(({ group }) => ({
      id: group.id,
      service: group.serviceId,
      name: group.name,
      description: group.description,
      price: group.priceCents,
      bookingHorizonDays: group.bookingHorizonDays,
    })),
    count,
  };
}

function toEvent(
  { event, serviceId }: TCatalogEventRow,
  seats?: { taken: number; left: number | undefined },
): TBookingEvent {
  const base: TBookingEvent = {
    id: event.id,
    group: event.groupId,
    service: serviceId,
    name: event.name,
    description: event.description,
    maxAvailable: event.maxAvailable,
    maxSeatsPerUser: event.maxSeatsPerUser,
    price: event.priceCents,
    start: event.startAt.toISOString(),
    end: event.endAt.toISOString(),
  };
  if (seats === undefined) return base;
  return {
    ...base,
    stats: { reservations: seats.taken },
    ...(seats.left === undefined ? {} : { remainingAvailable: seats.left }),
  };
}

/** Events of visible groups by start; with augment=stats, seats taken and left (one query). */
export async function listBookingEvents(options: {
  db: Db;
  viewer: TCatalogViewer | null;
  query: TBookingEventsQuery;
}): Promise<TList<TBookingEvent>> {
  const { db, viewer, query } = options;
  if (!viewer) return { data: [], count: 0 };
  const filter = {
    groupId: query.group,
    endsAfter: query.after === undefined ? undefined : new Date(query.after),
  };
  const count = await countEvents(db, viewer, filter);
  const rows = await findEvents(db, viewer, filter, window(query));
  if (query.augment !== 'stats') return { data: rows.map((row) => toEvent(row)), count };
  const seats = await eventSeats(db, { events: rows.map((row) => row.event) });
  return { data: rows.map((row) => toEvent(row, seats.get(row.event.id))), count };
}
