import { z } from 'zod';
import { ZId, ZIsoDateTime } from '../common';
import { LOCALES } from '../constants';
import {
  CHOOSABLE_CHANNELS,
  NOTIFICATION_TYPES,
  QUIET_HOURS_PATTERN,
  type TChoosableChannel,
} from './notification-types';

/** One inbox item: GET /api/notifications. */
export const ZNotification = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  /** In the reader's language (their notification settings' locale). */
  title: z.string(),
  /** The app path it opens, e.g. /requests/123. */
  link: z.string(),
  readAt: ZIsoDateTime.nullable(),
  createdAt: ZIsoDateTime,
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(30),
  unread: z.enum(['true', 'false']).optional(),
});

export const ZNotificationsResponse = z.object({
  data: z.array(ZNotification),
  count: z.number().int(),
  unread: z.number().int(),
});
export type TNotificationsResponse = z.infer<typeof ZNotificationsResponse>;

export const ZNotificationParams = z.object({ id: ZId });
/** PUT /api/notifications/{id}. */
export const ZMarkNotificationRequest = z.object({ read: z.literal(true) });
/** POST /api/notifications/read-all answers how many were marked. */
export const ZReadAllResponse = z.object({ updated: z.number().int(), unread: z.literal(0) });

const ZChannelChoice = z
  .object(
    Object.fromEntries(CHOOSABLE_CHANNELS.map((c) => [c, z.boolean().optional()])) as Record<
      TChoosableChannel,
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .strict();

export const ZQuietHours = z
  .object({
    start: z.string().regex(QUIET_HOURS_PATTERN),
    end: z.string().regex(QUIET_HOURS_PATTERN),
  })
  .strict();

/** GET / PUT /api/me/notification-settings. */
export const ZNotificationSettings = z
  .object({
    /** The language notifications are written in (the app sends its own on each change). */
    locale: z.enum(LOCALES),
    /** Per type, the channels chosen; a type left out follows the defaults. */
    choices: z.partialRecord(z.enum(NOTIFICATION_TYPES), ZChannelChoice),
    quietHours: ZQuietHours.nullable(),
    /** Managers: one e-mail a day instead of one per event. */
    dailyDigest: z.boolean(),
  })
  .strict();
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;
export const ZNotificationSettingsUpdate = ZNotificationSettings.partial().strict();

/**
 * POST /api/push-subscriptions: a browser's PushSubscription.toJSON(). The server sends only to
 * the push services it knows (an endpoint is a URL the server will call: never any URL).
 */
export const ZPushSubscription = z
  .object({
    endpoint: z.string().url().max(2048),
    keys: z.object({ p256dh: z.string().min(1).max(256), auth: z.string().min(1).max(64) }),
  })
  .passthrough();
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

/** POST /api/notifications/unsubscribe?token=…: one-click (RFC 8058) or from the web page. */
export const ZUnsubscribeQuery = z.object({ token: z.string().min(1).max(2048) });
