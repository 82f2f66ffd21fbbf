import { z } from 'zod';
import { ZIsoDateTime, ZTranslatable } from '../common';
import { ZManageCalendarQuery } from './bookings';
import { ZManagePropertyQuery } from './manage.types';

/**
 * The building-wide bookings calendar (console: Calendar): every service's bookings of a day or
 * a week, in one query; `q` finds a resident's by name or unit number.
 */
export const BUILDING_CALENDAR_QUERY_MAX = 100;
/** Rows one view answers at most (a busy building's week fits well under it). */
export const BUILDING_CALENDAR_ROWS_MAX = 2000;

/** The per-service calendar's ?from=&to= (its span rule kept), with the building and `q`. */
export const ZBuildingCalendarQuery = ZManageCalendarQuery.extend({
  property: ZManagePropertyQuery.shape.property,
  q: z
    .string()
    .trim()
    .max(BUILDING_CALENDAR_QUERY_MAX, { message: 'maxLength' })
    .optional()
    .transform((value) => value || undefined),
});
export type TBuildingCalendarQuery = z.input<typeof ZBuildingCalendarQuery>;
export type TBuildingCalendarFilter = z.output<typeof ZBuildingCalendarQuery>;

export const ZBuildingBooking = z.object({
  id: z.number(),
  start: ZIsoDateTime,
  end: ZIsoDateTime,
  service: z.object({ id: z.number(), name: ZTranslatable }),
  /** The schedule's or the event's name. */
  what: ZTranslatable.nullable(),
  resident: z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }),
  unit: z.object({ id: z.number(), number: z.string() }).nullable(),
  status: z.enum(['active', 'cancelled']),
});
export type TBuildingBooking = z.infer<typeof ZBuildingBooking>;

export const ZBuildingCalendarResponse = z.object({
  data: z.array(ZBuildingBooking),
  count: z.number().int(),
  /** The building's time zone the dates are read in. */
  timeZone: z.string(),
});
export type TBuildingCalendarResponse = z.infer<typeof ZBuildingCalendarResponse>;
