import { z } from 'zod';
import { ZIsoDateTime, ZTranslatable } from '../common';
import { ZNotification } from '../notifications/notifications.types';
import { POST_STATUSES } from '../posts/post-status';
import { REQUEST_STATUSES } from '../requests/request-status';

/** How many items each card of the home page shows (GET /api/home). */
export const HOME_ITEMS = 3;

/** A booking still to come (or under way), for the home page. */
export const ZHomeBooking = z.object({
  id: z.number().int(),
  serviceName: ZTranslatable,
  /** The schedule's or the event's name, when the service has one. */
  placeName: ZTranslatable.nullable(),
  start: ZIsoDateTime,
  end: ZIsoDateTime,
  /** The building's time zone: the times are shown in it. */
  timeZone: z.string(),
});
export type THomeBooking = z.infer<typeof ZHomeBooking>;

/** An open request of the resident's, with its latest status and who wrote last in its thread. */
export const ZHomeRequest = z.object({
  id: z.number().int(),
  number: z.string(),
  title: z.string(),
  status: z.enum(REQUEST_STATUSES),
  updatedAt: ZIsoDateTime,
  lastReply: z.object({ at: ZIsoDateTime, from: z.enum(['tenant', 'manager']) }).nullable(),
});
export type THomeRequest = z.infer<typeof ZHomeRequest>;

export const ZHomeNews = z.object({
  id: z.number().int(),
  title: ZTranslatable,
  createdAt: ZIsoDateTime,
  urgent: z.boolean(),
});
export type THomeNews = z.infer<typeof ZHomeNews>;

export const ZHomePost = z.object({
  id: z.number().int(),
  title: ZTranslatable,
  status: z.enum(POST_STATUSES),
  createdAt: ZIsoDateTime,
});
export type THomePost = z.infer<typeof ZHomePost>;

/**
 * GET /api/home (signed-in resident): what changed and what to do, in one answer. Each list
 * holds at most HOME_ITEMS; `count` says how many there are in all.
 */
export const ZHomeSummary = z.object({
  notifications: z.object({ unread: z.number().int(), latest: z.array(ZNotification) }),
  bookings: z.array(ZHomeBooking),
  requests: z.object({ count: z.number().int(), data: z.array(ZHomeRequest) }),
  news: z.array(ZHomeNews),
  pendingPosts: z.object({ count: z.number().int(), data: z.array(ZHomePost) }),
});
export type THomeSummary = z.infer<typeof ZHomeSummary>;
