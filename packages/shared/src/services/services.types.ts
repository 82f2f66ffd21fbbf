import { z } from 'zod';
import { ZId, ZListQuery, ZTranslatable } from '../common';
import { ZTimeRange } from './time-range';
import { WEEKDAYS } from './weekdays';

export { type TTimeRange, ZTimeOfDay, ZTimeRange } from './time-range';

/** Every weekday, Monday first, with its ranges; an empty list is a closed day. */
export const ZWeeklyHours = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(ZTimeRange)])) as Record<
    (typeof WEEKDAYS)[number],
    z.ZodArray<typeof ZTimeRange>
  >,
);
export type TWeeklyHours = z.infer<typeof ZWeeklyHours>;

/** An external link or a document: the client shows the name, or the url when there is none. */
export const ZNamedLink = z.object({ name: z.string().nullable(), url: z.string() });
export type TNamedLink = z.infer<typeof ZNamedLink>;

export const ZService = z.object({
  id: z.number(),
  /** The id of the service's category. */
  category: z.number(),
  name: ZTranslatable,
  description: ZTranslatable,
  active: z.boolean(),
  /** Url of the icon file (served with long-lived cache headers), or null. */
  icon: z.string().nullable(),
  hours: ZWeeklyHours,
  link: z.string().nullable(),
  externalLinks: z.array(ZNamedLink),
  maximumActiveBookingsAllowedPerUser: z.number().int().nullable(),
  maximumActiveBookingsAllowedPerUnit: z.number().int().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  /** Urls of the photos, in slider order. */
  images: z.array(z.string()),
  documents: z.array(ZNamedLink),
  showAvailableSchedulesForDate: z.boolean(),
  availableOnlyForUserSignedOnLease: z.boolean(),
});
export type TService = z.infer<typeof ZService>;

export const ZServiceCategory = z.object({
  id: z.number(),
  name: ZTranslatable,
  /** The category's active services, in display order. */
  services: z.array(ZService),
});
export type TServiceCategory = z.infer<typeof ZServiceCategory>;

/** perPage: -1 for all (the server bounds it), else a positive page size. */
const ZPerPage = ZListQuery.shape.perPage.refine((n) => n !== 0, {
  message: 'perPage must be -1 or positive',
});

/**
 * Content lists are scoped by the token (or, for visitors, by the deployment); `property`
 * and `organization` may only name the caller's own (else 403).
 */
export const ZContentQuery = ZListQuery.extend({
  page: ZListQuery.shape.page.refine((n) => n <= 1_000_000, { message: 'page is too large' }),
  perPage: ZPerPage,
  property: ZId.optional(),
  organization: ZId.optional(),
});
export type TContentQuery = z.infer<typeof ZContentQuery>;

export const ZServiceCategoriesQuery = ZContentQuery;
export type TServiceCategoriesQuery = z.infer<typeof ZServiceCategoriesQuery>;

export const ZServicesQuery = ZContentQuery.extend({ category: ZId.optional() });
export type TServicesQuery = z.infer<typeof ZServicesQuery>;

export const ZServiceParams = z.object({ id: ZId });

export const ZServiceCategoriesResponse = z.object({
  data: z.array(ZServiceCategory),
  count: z.number().int(),
});
export const ZServicesResponse = z.object({ data: z.array(ZService), count: z.number().int() });
