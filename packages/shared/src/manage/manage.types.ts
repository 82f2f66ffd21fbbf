import { z } from 'zod';
import { ZId, ZIsoDateTime } from '../common';
import { ZPost } from '../posts/posts.types';
import { REQUEST_STATUSES } from '../requests/request-status';
import { ID_MAX } from '../validation/text';
import {
  MODERATION_PAGE_SIZE,
  MODERATION_PAGE_SIZE_MAX,
  MODERATION_REASON_MAX,
  MODERATION_STATUSES,
} from './moderation';

/**
 * The manager console's API (/api/manage/..., ROLE_MANAGER only). Every id is checked on the
 * server against the properties the caller manages: a tenant token answers 403, a property or
 * post of a building they do not manage 403, an unknown one 404, bad input 400
 * (`validation_failed` with a code per field, see MANAGE_FIELD_ERRORS), a post already decided
 * 409 (`conflict`).
 */
export const MANAGE_FIELD_ERRORS = ['required', 'invalid_type', 'maxLength'] as const;
export type TManageFieldError = (typeof MANAGE_FIELD_ERRORS)[number];

export const missingOrType = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'required' : 'invalid_type';

/** Trimmed, without NUL characters (PostgreSQL text cannot hold them). */
export const cleanText = (text: string) => text.replaceAll('\u0000', '').trim();

/** A row id whose every failure reads `invalid_type` (a field code, not zod's English). */
export const ZIdInput = z.coerce
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_type' })
  .min(1, { error: 'invalid_type' })
  .max(ID_MAX, { error: 'invalid_type' });

// GET /api/manage/properties

export const ZManagedProperty = z.object({
  id: z.number(),
  name: z.string(),
  /** Dates of the building's posts and bookings are shown in it. */
  timeZone: z.string(),
  address: z.object({ full: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
});
export type TManagedProperty = z.infer<typeof ZManagedProperty>;

export const ZManagedPropertyListResponse = z.object({
  data: z.array(ZManagedProperty),
  count: z.number().int(),
});
export type TManagedPropertyListResponse = z.infer<typeof ZManagedPropertyListResponse>;

/** `?property=<id>`: required by every per-building console call. */
export const ZManagePropertyQuery = z.object({
  property: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      ZIdInput.optional().refine((id) => id !== undefined, { message: 'required' }),
    )
    .transform((id) => id as number),
});

/** `page` and `perPage` of a console list: pages from 1, `perPage` from 1 to `perPage.max`. */
export const managePageQuery = (perPage: { max: number; default: number }) => ({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  perPage: z.coerce.number().int().min(1).max(perPage.max).default(perPage.default),
});

/** A person a console row names (its author, who decided it). */
export const ZManagedPerson = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
});

// GET /api/manage/dashboard?property=

export const ZManageDashboard = z.object({
  property: z.number(),
  posts: z.object({ pending: z.number().int() }),
  requests: z.object({
    /** Every status of REQUEST_STATUSES, 0 when none. */
    byStatus: z.object(
      Object.fromEntries(REQUEST_STATUSES.map((s) => [s, z.number().int()])) as Record<
        (typeof REQUEST_STATUSES)[number],
        z.ZodNumber
      >,
    ),
    /** Not done yet (new, pending, in progress). */
    open: z.number().int(),
    /** Open and flagged as an emergency. */
    urgent: z.number().int(),
    /** Open and sent more than REQUEST_OLD_AFTER_DAYS days ago. */
    old: z.number().int(),
  }),
  accountRequests: z.object({ toDecide: z.number().int() }),
  /** Reservations not cancelled that start today, in the property's time zone. */
  bookings: z.object({ today: z.number().int() }),
});
export type TManageDashboard = z.infer<typeof ZManageDashboard>;

// GET /api/manage/posts?property=&status=&page=&perPage=

export const ZManagePostListQuery = z.object({
  property: ZManagePropertyQuery.shape.property,
  status: z.enum(MODERATION_STATUSES, { error: 'invalid_value' }).default('pending'),
  ...managePageQuery({ max: MODERATION_PAGE_SIZE_MAX, default: MODERATION_PAGE_SIZE }),
});
export type TManagePostListQuery = z.input<typeof ZManagePostListQuery>;

/** A post as the console sees it: the resident API's post, plus who decided and when. */
export const ZManagedPost = ZPost.extend({
  decidedAt: ZIsoDateTime.nullable(),
  decidedBy: z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }).nullable(),
});
export type TManagedPost = z.infer<typeof ZManagedPost>;

export const ZManagedPostListResponse = z.object({
  data: z.array(ZManagedPost),
  count: z.number().int(),
});
export type TManagedPostListResponse = z.infer<typeof ZManagedPostListResponse>;

// POST /api/manage/posts/{id}/publish | reject | disable

export const ZManagePostParams = z.object({ id: ZId });

const reasonText = z
  .string({ error: missingOrType })
  .transform(cleanText)
  .pipe(z.string().max(MODERATION_REASON_MAX, { message: 'maxLength' }));

/** Reject: the reason is required (1 to MODERATION_REASON_MAX characters once trimmed). */
export const ZRejectPostRequest = z.object(
  { reason: reasonText.refine((reason) => reason !== '', { message: 'required' }) },
  { error: () => 'required' },
);
export type TRejectPostRequest = z.input<typeof ZRejectPostRequest>;

/** Disable: the reason is optional; blank means none. */
export const ZDisablePostRequest = z
  .object({
    reason: reasonText.nullish().transform((reason) => (reason ? reason : null)),
  })
  .default({ reason: null });
export type TDisablePostRequest = z.input<typeof ZDisablePostRequest>;
