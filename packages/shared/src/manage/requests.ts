import { z } from 'zod';
import { ZId, ZIsoDateTime, ZTranslatable } from '../common';
import {
  canTransitionRequest,
  isRequestDone,
  REQUEST_STATUSES,
  type TRequestStatus,
} from '../requests/request-status';
import { REQUEST_FIELD_MAX, ZReplyToRequest, ZUserRequest } from '../requests/requests.types';
import { ID_MAX } from '../validation/text';
import { managePageQuery, ZManagedPerson } from './manage.types';

/**
 * The console's requests area (/api/manage/requests...). The list is newest first: the
 * (property_id, created_at) index walks a building's rows in that order and stops at the page,
 * whatever the filters; urgent ones are found with `urgent=true` (docs/decisions/019-manage-requests-list.md).
 */
export const MANAGE_REQUESTS_PAGE_SIZE = 20;
export const MANAGE_REQUESTS_PAGE_SIZE_MAX = 100;

/**
 * A group (open: not done; done: completed, canceled and the legacy 'done'; all) or one status
 * a manager can set. 'done' names the group, as isRequestDone does.
 */
export const MANAGE_REQUEST_STATUS_FILTERS = [
  'open',
  'done',
  'all',
  'new',
  'pending',
  'in_progress',
  'completed',
  'canceled',
] as const satisfies readonly ('open' | 'all' | TRequestStatus)[];
export type TManageRequestStatusFilter = (typeof MANAGE_REQUEST_STATUS_FILTERS)[number];

/** The statuses a status filter keeps. */
export function statusesOfFilter(filter: TManageRequestStatusFilter): TRequestStatus[] {
  switch (filter) {
    case 'all':
      return [...REQUEST_STATUSES];
    case 'open':
      return REQUEST_STATUSES.filter((status) => !isRequestDone(status));
    case 'done':
      return REQUEST_STATUSES.filter(isRequestDone);
    default:
      return [filter];
  }
}

/**
 * The statuses a manager may move a request to from `from`: the next step along
 * new → pending → in_progress → completed, and canceled while it is not done. Client (buttons)
 * and server (the 409) both ask this.
 */
export function managerNextStatuses(from: TRequestStatus): TRequestStatus[] {
  return REQUEST_STATUSES.filter(
    (to) => to !== from && canTransitionRequest({ from, to, actor: 'manager' }),
  );
}

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

// GET /api/manage/requests?property=&status=&category=&urgent=&page=&perPage=

/** The list's order by date sent: newest first (default) or oldest first (the longest waiting). */
export const MANAGE_REQUEST_SORTS = ['newest', 'oldest'] as const;
export type TManageRequestSort = (typeof MANAGE_REQUEST_SORTS)[number];

export const ZManageRequestListQuery = z.object({
  property: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
      .int({ error: 'invalid_type' })
      .min(1, { error: 'invalid_type' })
      .max(ID_MAX, { error: 'invalid_type' }),
  ),
  status: z.preprocess(
    emptyAsUndefined,
    z.enum(MANAGE_REQUEST_STATUS_FILTERS, { error: 'invalid_value' }).default('open'),
  ),
  /** A category at any level: the requests filed under it or below it. */
  category: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'invalid_type' })
      .int({ error: 'invalid_type' })
      .min(1, { error: 'invalid_type' })
      .max(ID_MAX, { error: 'invalid_type' })
      .optional(),
  ),
  /** true: emergencies only; false: the others; absent: both. */
  urgent: z.preprocess(
    emptyAsUndefined,
    z.enum(['true', 'false'], { error: 'invalid_value' }).optional(),
  ),
  sort: z.preprocess(
    emptyAsUndefined,
    z.enum(MANAGE_REQUEST_SORTS, { error: 'invalid_value' }).default('newest'),
  ),
  ...managePageQuery({ max: MANAGE_REQUESTS_PAGE_SIZE_MAX, default: MANAGE_REQUESTS_PAGE_SIZE }),
});
export type TManageRequestListQuery = z.input<typeof ZManageRequestListQuery>;

/** A row of the console's list. */
export const ZManagedRequestListItem = z.object({
  id: z.number(),
  /** Padded to 7 digits (formatRequestNumber). */
  number: z.string(),
  title: z.string(),
  status: z.enum(REQUEST_STATUSES),
  emergency: z.boolean(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
  author: ZManagedPerson,
  unit: z.string().nullable(),
  /** The most specific category. */
  category: z.object({ id: z.number(), name: ZTranslatable }),
});
export type TManagedRequestListItem = z.infer<typeof ZManagedRequestListItem>;

export const ZManagedRequestListResponse = z.object({
  data: z.array(ZManagedRequestListItem),
  count: z.number().int(),
});
export type TManagedRequestListResponse = z.infer<typeof ZManagedRequestListResponse>;

// GET /api/manage/requests/{id}: the resident API's request, plus the allowed next statuses.

export const ZManageRequestParams = z.object({ id: ZId });

export const ZManagedRequest = ZUserRequest.extend({
  nextStatuses: z.array(z.enum(REQUEST_STATUSES)),
});
export type TManagedRequest = z.infer<typeof ZManagedRequest>;

// POST /api/manage/requests/{id}/status: one step (managerNextStatuses), else 409 conflict.

export const ZManageRequestStatusBody = z.object(
  { status: z.enum(REQUEST_STATUSES, { error: 'invalid_value' }) },
  { error: () => 'required' },
);
export type TManageRequestStatusBody = z.infer<typeof ZManageRequestStatusBody>;

// POST /api/manage/requests/{id}/comment: the admin comment (decisionNote); blank clears it.

export const ZManageRequestCommentBody = z.object(
  {
    comment: z
      .string({ error: 'invalid_type' })
      .trim()
      .max(REQUEST_FIELD_MAX.decisionNote, { message: 'maxLength' })
      .nullable(),
  },
  { error: () => 'required' },
);
export type TManageRequestCommentBody = z.infer<typeof ZManageRequestCommentBody>;

// POST /api/manage/requests/{id}/messages: the same rules as the resident's reply.

export const ZManageRequestReplyBody = ZReplyToRequest;
export type TManageRequestReplyBody = z.infer<typeof ZManageRequestReplyBody>;
