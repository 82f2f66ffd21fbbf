import { z } from 'zod';
import { ZId, ZIsoDateTime } from '../common';
import { MANAGE_TEXT_MAX } from '../manage/content';
import { manageRequiredLine, manageRequiredText } from '../manage/fields';
import { ZIdInput, ZManagePropertyQuery } from '../manage/manage.types';
import { DELIVERY_CHANNELS, NOTIFICATION_TYPES } from './notification-types';

/**
 * The console's side of notifications (issue 24): the deliveries that failed for good and their
 * retry, the reach of a news item or an emergency message, and the emergency messages themselves.
 * Every route is scoped to the caller's managed properties like the rest of /api/manage.
 */

const ZPage = {
  page: z.coerce.number({ error: 'invalid_type' }).int().min(1).max(10_000).default(1),
  perPage: z.coerce.number({ error: 'invalid_type' }).int().min(1).max(100).default(30),
};

/** How many residents an item reached (an inbox row each) and how many of them read it. */
export const ZReach = z.object({ reached: z.number().int(), read: z.number().int() });
export type TReach = z.infer<typeof ZReach>;

export const DELIVERY_STATUSES = ['pending', 'sent', 'dead', 'gone', 'skipped'] as const;

/** GET /api/manage/notification-deliveries?property=&status=dead */
export const ZManageDeliveriesQuery = ZManagePropertyQuery.extend({
  status: z.enum(DELIVERY_STATUSES, { error: 'invalid_value' }).default('dead'),
  ...ZPage,
});

export const ZManagedDelivery = z.object({
  id: z.number().int(),
  channel: z.enum(DELIVERY_CHANNELS),
  /** Masked: j***@example.com, a push service's host, a device token's last 6 characters. */
  target: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** In the caller's language (their notification settings'). */
  title: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: ZIsoDateTime,
});
export type TManagedDelivery = z.infer<typeof ZManagedDelivery>;

export const ZManagedDeliveryListResponse = z.object({
  data: z.array(ZManagedDelivery),
  count: z.number().int(),
});
export type TManagedDeliveryListResponse = z.infer<typeof ZManagedDeliveryListResponse>;

export const ZManageDeliveryParams = z.object({ id: ZId });

export const EMERGENCY_TEXT_MAX = { title: MANAGE_TEXT_MAX.title, body: 5_000 } as const;

/** POST /api/manage/emergency-messages: one language, as the manager writes it. */
export const ZManageEmergencyMessageCreate = z
  .object({
    property: ZIdInput,
    title: manageRequiredLine(EMERGENCY_TEXT_MAX.title),
    body: manageRequiredText(EMERGENCY_TEXT_MAX.body),
  })
  .strict();
export type TManageEmergencyMessageCreate = z.input<typeof ZManageEmergencyMessageCreate>;

/** GET /api/manage/emergency-messages?property= */
export const ZManageEmergencyMessagesQuery = ZManagePropertyQuery.extend(ZPage);

/** GET /api/emergency-messages/{id}: for a resident of that building. */
export const ZEmergencyMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  createdAt: ZIsoDateTime,
});
export type TEmergencyMessage = z.infer<typeof ZEmergencyMessage>;
export const ZEmergencyMessageParams = z.object({ id: ZId });

export const ZManagedEmergencyMessage = ZEmergencyMessage.extend({
  author: z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }),
  reach: ZReach,
});
export type TManagedEmergencyMessage = z.infer<typeof ZManagedEmergencyMessage>;

export const ZManagedEmergencyMessageListResponse = z.object({
  data: z.array(ZManagedEmergencyMessage),
  count: z.number().int(),
});
export type TManagedEmergencyMessageListResponse = z.infer<
  typeof ZManagedEmergencyMessageListResponse
>;

export const ZManageNewsReachParams = z.object({ id: ZId });
