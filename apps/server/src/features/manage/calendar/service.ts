import {
  addDays,
  BUILDING_CALENDAR_ROWS_MAX,
  DEFAULT_TIME_ZONE,
  type TBuildingBooking,
  type TBuildingCalendarFilter,
  type TBuildingCalendarResponse,
  zonedInstant,
} from '@habitat/shared';
import {
  findReservationsOfProperty,
  type TPropertyReservationRow,
} from '#server/data/reservations';
import type { Db } from '#server/db/client';
import { managedProperty } from '#server/features/manage/scope';
import type { TSession } from '#server/lib/tokens';

const toBooking = (row: TPropertyReservationRow): TBuildingBooking => ({
  id: row.id,
  start: row.startAt.toISOString(),
  end: row.endAt.toISOString(),
  service: { id: row.serviceId, name: row.serviceName },
  what: row.entityName ?? row.eventName ?? null,
  resident: { id: row.userId, firstName: row.firstName, lastName: row.lastName },
  unit:
    row.unitId !== null && row.unitNumber !== null
      ? { id: row.unitId, number: row.unitNumber }
      : null,
  status: row.canceledAt ? 'cancelled' : 'active',
});

/**
 * Every service's bookings of a building the caller manages, starting on the dates asked (a day
 * or a week, on the building's clock), cancelled ones too: one query after the scope check.
 */
export async function listBuildingBookings(options: {
  db: Db;
  session: TSession;
  query: TBuildingCalendarFilter;
}): Promise<TBuildingCalendarResponse> {
  const { db, session, query } = options;
  const property = await managedProperty(db, session, query.property);
  const timeZone = property.timeZone || DEFAULT_TIME_ZONE;
  const rows = await findReservationsOfProperty(db, {
    propertyId: property.id,
    from: zonedInstant(query.from, 0, timeZone),
    to: zonedInstant(addDays(query.to, 1), 0, timeZone),
    q: query.q,
    limit: BUILDING_CALENDAR_ROWS_MAX,
  });
  const data = rows.map(toBooking);
  return { data, count: data.length, timeZone };
}
