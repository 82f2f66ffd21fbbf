import {
  addDays,
  bufferOf,
  DEFAULT_TIME_ZONE,
  freeRanges,
  lastBookableDate,
  localDateOf,
  minutesOnDate,
  openingRangesOn,
  remainingAvailable,
  type TBookingEntity,
  type TBookingEvent,
  type TBookingEventGroup,
  type TBookingEventsQuery,
  type TList,
  type TRangesByDate,
  type TScheduleQuery,
  type TScheduleResponse,
  zonedInstant,
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
} from '../../data/booking-schedules';
import { findCardPropertyIds, findPropertyTimeZone } from '../../data/properties';
import { countSeatsTaken, findTakenRanges } from '../../data/reservations';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { pageWindow } from '../../lib/paging';
import type { TSession } from '../../lib/tokens';
import type { TContentScope } from '../properties/content-scope';

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

/**
 * Opening and free ranges of each date of the window. `taken` are the schedule's bookings that
 * are not cancelled; each date sees them as minutes on its own wall clock, so a booking across
 * midnight (or a buffer reaching into the next date) takes its part of both dates. A booking
 * takes its real length from its start on the clock (rangeInstants: a slot lasts its wall-clock
 * length), so the hour the clocks repeat is neither lost nor counted twice. Dates after
 * `lastDate` (the booking horizon) have nothing free.
 */
export function scheduleAvailability(options: {
  entity: Pick<TBookingEntity, 'ranges' | 'dates' | 'bufferDuration' | 'maximumConcurrentBooking'>;
  from: string;
  days: number;
  timeZone: string;
  taken: readonly { startAt: Date; endAt: Date }[];
  lastDate?: string;
}): Pick<TScheduleResponse, 'opening' | 'available'> {
  const { entity, from, days, timeZone, taken, lastDate } = options;
  const buffer = bufferOf(entity);
  const opening: TRangesByDate = {};
  const available: TRangesByDate = {};
  // Each booking is placed on the wall clock once (time-zone conversions are the costly part),
  // then shifted by whole days for each date of the window.
  const placed = taken.map((booking) => {
    const start = wallClockOf(booking.startAt, timeZone);
    const length = (booking.endAt.getTime() - booking.startAt.getTime()) / 60_000;
    return { start, end: { date: start.date, minutes: start.minutes + length } };
  });
  for (let day = 0; day < days; day += 1) {
    const date = addDays(from, day);
    const ranges = openingRangesOn(entity, date);
    if (ranges.length === 0) continue;
    opening[date] = ranges;
    if (lastDate !== undefined && date > lastDate) continue;
    const onDate = placed
      .map((booking) => ({
        start: minutesFrom(booking.start, date),
        end: minutesFrom(booking.end, date),
      }))
      .filter((range) => range.end + buffer > 0 && range.start - buffer < 1440);
    const free = freeRanges({
      opening: ranges,
      taken: onDate,
      buffer,
      capacity: entity.maximumConcurrentBooking,
    });
    if (free.length > 0) available[date] = free;
  }
  return { opening, available };
}

/** An instant as its date and minutes on the building's wall clock. */
function wallClockOf(instant: Date, timeZone: string) {
  const date = localDateOf(instant, timeZone);
  return { date, minutes: minutesOnDate(instant, date, timeZone) };
}

/** Minutes of a wall-clock point counted from the start of `date` (negative before it). */
const minutesFrom = (point: { date: string; minutes: number }, date: string) =>
  Math.round((Date.parse(point.date) - Date.parse(date)) / 86_400_000) * 1440 + point.minutes;

/** The instants a schedule window covers, widened by the buffer (bookings that reach into it). */
export function scheduleWindow(options: {
  from: string;
  days: number;
  timeZone: string;
  buffer: number;
}) {
  const { from, days, timeZone, buffer } = options;
  const margin = buffer * 60_000;
  return {
    start: new Date(zonedInstant(from, 0, timeZone).getTime() - margin),
    end: new Date(zonedInstant(addDays(from, days), 0, timeZone).getTime() + margin),
  };
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
  // The pattern lets 2026-02-30 through; a date that does not exist would roll over.
  if (addDays(query.from, 0) !== query.from) {
    throw new AppError(400, 'validation_failed', 'No such date', { from: 'date' });
  }
  const [row] = viewer ? await findEntities(db, viewer, { entityId }, { limit: 1, offset: 0 }) : [];
  if (!row) throw notFound('Booking entity');
  const entity = toEntity(row);
  // An organization-wide service is booked in the caller's own building, on its clock.
  const propertyId = row.propertyId ?? session.propertyId;
  const timeZone =
    (propertyId === null ? null : await findPropertyTimeZone(db, propertyId)) ?? DEFAULT_TIME_ZONE;
  const { start, end } = scheduleWindow({ ...query, timeZone, buffer: bufferOf(entity) });
  const taken = await findTakenRanges(db, entity.id, start, end);
  const lastDate = lastBookableDate(localDateOf(now, timeZone), entity.bookingHorizonDays);
  return {
    entity: entity.id,
    timeZone,
    from: query.from,
    days: query.days,
    ...scheduleAvailability({ entity, ...query, timeZone, taken, lastDate }),
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

function toEvent({ event, serviceId }: TCatalogEventRow, seatsTaken?: number): TBookingEvent {
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
  if (seatsTaken === undefined) return base;
  const remaining = remainingAvailable(event.maxAvailable, seatsTaken);
  return {
    ...base,
    stats: { reservations: seatsTaken },
    ...(remaining === undefined ? {} : { remainingAvailable: remaining }),
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
  const taken = await countSeatsTaken(
    db,
    rows.map((row) => row.event.id),
  );
  return { data: rows.map((row) => toEvent(row, taken.get(row.event.id) ?? 0)), count };
}
