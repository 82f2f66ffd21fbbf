import { z } from 'zod';
import { ZIsoDateTime } from '../common';
import { ZIdInput } from './manage.types';

/**
 * The console's audit log: every change a manager makes is recorded with who, what, when and
 * the item's fields before and after. Read per item: GET /api/manage/audit?entity=…&id=….
 */
export const AUDIT_ENTITIES = [
  'post',
  'request',
  'news',
  'document',
  'account_request',
  'service_category',
  'service',
  'booking_schedule',
  'booking_event_group',
  'booking_event',
  'reservation',
  'request_category',
  'payment',
  'emergency_message',
  'notification_delivery',
  'property',
  'user',
  'unit',
  'lease',
] as const;
export type TAuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_PAGE_SIZE = 50;

export const ZManageAuditQuery = z.object({
  entity: z.enum(AUDIT_ENTITIES, { error: 'invalid_type' }),
  id: ZIdInput,
});

/** A field's value before / after; null before = created, null after = deleted. */
export const ZAuditEntry = z.object({
  id: z.number(),
  /** What was done, e.g. 'create', 'update', 'publish', 'status', 'cancel'. */
  action: z.string(),
  actor: z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }),
  at: ZIsoDateTime,
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditListResponse = z.object({
  data: z.array(ZAuditEntry),
  count: z.number().int(),
});
export type TAuditListResponse = z.infer<typeof ZAuditListResponse>;
