import { z } from 'zod';
import { ZIsoDateTime } from '../common';
import { LOCALES } from '../constants';
import { ZCalendarDay } from './account-requests';
import { managePageQuery, ZIdInput, ZManagePropertyQuery } from './manage.types';

/**
 * The console's audit log: every change a manager makes is recorded with who, what, when and
 * the item's fields before and after. Read per item: GET /api/manage/audit?entity=…&id=…; or
 * across a building: GET /api/manage/audit-log?property=… (and .csv), filtered and paged.
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

// GET /api/manage/audit-log?property=&actor=&entity=&id=&from=&to=&page=&perPage=
// GET /api/manage/audit-log.csv?… (the same filters, every matching entry, &locale=)

export const AUDIT_LOG_PAGE_SIZE_MAX = 200;
/** The most rows one CSV export holds (a narrower filter reads the rest). */
export const AUDIT_CSV_MAX_ROWS = 20_000;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * A building's history: its entries and the organization's (what every building shares),
 * filtered by the person who acted, the item (its type, and its id), and the building's
 * calendar days from / to (both included).
 */
export const ZManageAuditLogQuery = z
  .object({
    property: ZManagePropertyQuery.shape.property,
    actor: optional(ZIdInput),
    entity: optional(z.enum(AUDIT_ENTITIES, { error: 'invalid_value' })),
    id: optional(ZIdInput),
    from: optional(ZCalendarDay),
    to: optional(ZCalendarDay),
    ...managePageQuery({ max: AUDIT_LOG_PAGE_SIZE_MAX, default: AUDIT_PAGE_SIZE }),
    /** The language of the CSV's headings and values. */
    locale: z.enum(LOCALES, { error: 'invalid_value' }).default('fr'),
  })
  .refine((query) => query.id === undefined || query.entity !== undefined, {
    message: 'required',
    path: ['entity'],
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'invalid_value',
    path: ['to'],
  });
export type TManageAuditLogQuery = z.input<typeof ZManageAuditLogQuery>;

export const ZAuditLogEntry = ZAuditEntry.extend({
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.number(),
});
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntry>;

export const ZAuditLogResponse = z.object({
  data: z.array(ZAuditLogEntry),
  count: z.number().int(),
  /** Everyone who has changed something in the building's history (the person filter's choices). */
  actors: z.array(z.object({ id: z.number(), firstName: z.string(), lastName: z.string() })),
});
export type TAuditLogResponse = z.infer<typeof ZAuditLogResponse>;
