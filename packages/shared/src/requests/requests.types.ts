import { z } from 'zod';
import { ZId, ZIsoDateTime, ZTranslatable } from '../common';
import { ZAddress } from '../property/property.types';
import { ZContentQuery } from '../services/services.types';
import { isPhone } from '../validation/rules';
import { ID_MAX } from '../validation/text';
import { isSelectableCategory, type TCategoryNode, visibleCategories } from './category-tree';
import { REQUEST_STATUSES } from './request-status';

/** Length caps shared by the API and the forms, so a form never sends what the API refuses. */
export const REQUEST_FIELD_MAX = {
  title: 120,
  body: 5000,
  phoneNumber: 30,
  alarmCode: 30,
  reply: 5000,
  decisionNote: 5000,
} as const;

/* ---------- Categories ---------- */

/** A node of a property's request category tree; lists leave deleted ones out. */
export const ZRequestCategory = z.object({
  id: z.number(),
  name: ZTranslatable,
  /** The node above, null for a level-1 category. */
  parent: z.number().nullable(),
  /** 1 category, 2 sub-category, 3 type. */
  level: z.number().int().min(1).max(3),
  position: z.number().int(),
  deleted: z.boolean(),
});
export type TRequestCategory = z.infer<typeof ZRequestCategory>;

/** GET /api/request_categories?property=…&perPage=-1 */
export const ZRequestCategoriesQuery = ZContentQuery;
export type TRequestCategoriesQuery = z.infer<typeof ZRequestCategoriesQuery>;
export const ZRequestCategoriesResponse = z.object({
  data: z.array(ZRequestCategory),
  count: z.number().int(),
});

/* ---------- Requests ---------- */

export const ZRequestPerson = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
});

export const ZRequestMessage = z.object({
  id: z.number(),
  user: ZRequestPerson,
  /** Who wrote it: the request's author, or a manager of the property. */
  from: z.enum(['tenant', 'manager']),
  msg: z.string(),
  createdAt: ZIsoDateTime,
});
export type TRequestMessage = z.infer<typeof ZRequestMessage>;

/** A request as lists show it: everything but the alarm code and the discussion. */
export const ZUserRequestSummary = z.object({
  id: z.number(),
  /** The id padded to 7 digits (formatRequestNumber). */
  number: z.string(),
  status: z.enum(REQUEST_STATUSES),
  title: z.string(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
  property: z.object({ id: z.number(), name: z.string(), address: ZAddress }),
  unit: z.object({ id: z.number(), number: z.string() }).nullable(),
  author: ZRequestPerson,
  phoneNumber: z.string(),
  body: z.string(),
  emergency: z.boolean(),
  animal: z.boolean(),
  canAccessIfAbsent: z.boolean(),
  alarm: z.boolean(),
  /** The id of the most specific category. */
  category: z.number(),
  /** From level 1 down to `category`. */
  categoryTree: z.array(z.object({ id: z.number(), name: ZTranslatable })),
  image: z.object({ url: z.string() }).nullable(),
  /** The manager's comment ("admin comment") and when it was written. */
  decisionNote: z.string().nullable(),
  decisionAt: ZIsoDateTime.nullable(),
});
export type TUserRequestSummary = z.infer<typeof ZUserRequestSummary>;

/** One request (detail, create and update answers): with its alarm code and discussion. */
export const ZUserRequest = ZUserRequestSummary.extend({
  alarmCode: z.string().nullable(),
  /** Oldest first. */
  discussion: z.array(ZRequestMessage),
});
export type TUserRequest = z.infer<typeof ZUserRequest>;

/** GET /api/user_requests?property=…&perPage=100&author=… */
export const ZUserRequestsQuery = ZContentQuery.extend({ author: ZId.optional() });
export type TUserRequestsQuery = z.infer<typeof ZUserRequestsQuery>;
export const ZUserRequestsResponse = z.object({
  data: z.array(ZUserRequestSummary),
  count: z.number().int(),
});
export const ZUserRequestParams = z.object({ id: ZId });

/* ---------- New request (docs/product.md: Field rules) ---------- */

/** Messages are rule names (validation/rules) or codes, translated by the client. */
const missingOr = (rule: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? 'required' : rule;
const text = (max: number) =>
  z
    .string({ error: missingOr('string') })
    .trim()
    .max(max, { message: 'maxLength' });
// No `abort`: an aborting issue would skip the rules across fields, and a form wants them all.
const requiredText = (max: number) => text(max).min(1, { message: 'required' });
/** A checkbox: absent or null reads as unchecked. */
const flag = () =>
  z
    .boolean({ error: 'boolean' })
    .nullish()
    .transform((checked) => checked === true);
/** A field of the other kind of property: tolerated when empty (old clients send defaults). */
const notApplicableFlag = () => z.literal(false, { error: 'not_applicable' }).nullish();

/**
 * The fields of a new request for one kind of property, without the rules across fields (so a
 * form can `.extend()` / `.omit()` it). Residential: canAccessIfAbsent and animal; commercial:
 * alarm and alarmCode. The other kind's fields may be absent, null, false or '', nothing else.
 */
export function requestFieldsSchema(options: { commercial: boolean }) {
  const { commercial } = options;
  return z.object({
    title: requiredText(REQUEST_FIELD_MAX.title),
    body: requiredText(REQUEST_FIELD_MAX.body),
    phoneNumber: text(REQUEST_FIELD_MAX.phoneNumber).refine((s) => s !== '' && isPhone(s), {
      error: (issue) => (issue.input === '' ? 'required' : 'phone'),
    }),
    /** The most specific category chosen (selectedCategory of the cascade). */
    category: z
      .number({ error: missingOr('number') })
      .int({ message: 'number' })
      .min(1)
      .max(ID_MAX),
    emergency: flag(),
    canAccessIfAbsent: commercial ? notApplicableFlag() : flag(),
    animal: commercial ? notApplicableFlag() : flag(),
    alarm: commercial ? flag() : notApplicableFlag(),
    alarmCode: commercial
      ? text(REQUEST_FIELD_MAX.alarmCode).nullish()
      : z.string().trim().max(0, { message: 'not_applicable' }).nullish(),
    /** Optional photo as base64 or a data URL (png, jpeg, gif, 2 MB at most). */
    imageData: z.string().nullish(),
    /** The app sends 'pending' (docs/product.md: States); a new request is always created pending. */
    status: z.literal('pending', { error: 'invalid' }).optional(),
  });
}

/**
 * The new-request rules of docs/product.md: Field rules: title, body and a phone required; alarmCode required when
 * alarm is checked (commercial). Given the property's categories, the category must be a leaf
 * of the visible tree (every level that has options chosen): else 'category_not_leaf', or
 * 'category_unknown' for an id that is not in the tree (deleted, another property's).
 */
export function createRequestSchema(options: {
  commercial: boolean;
  categories?: readonly TCategoryNode[];
}) {
  const { commercial, categories } = options;
  const valid = (...fields: string[]) => ({
    when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
      !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
  });
  return requestFieldsSchema({ commercial })
    .refine((value) => !commercial || !value.alarm || Boolean(value.alarmCode), {
      path: ['alarmCode'],
      message: 'required',
      ...valid('alarm', 'alarmCode'),
    })
    .superRefine((value, ctx) => {
      if (!categories || isSelectableCategory(categories, value.category)) return;
      const known = visibleCategories(categories).some((c) => c.id === value.category);
      ctx.addIssue({
        code: 'custom',
        path: ['category'],
        message: known ? 'category_not_leaf' : 'category_unknown',
      });
    }, valid('category'));
}
export type TCreateRequestForm = z.input<ReturnType<typeof createRequestSchema>>;
export type TNewRequest = z.output<ReturnType<typeof createRequestSchema>>;

/**
 * POST /api/user_requests body, for either kind of property; the server then applies
 * `createRequestSchema` of the author's property (kind-specific fields and category tree).
 */
export const ZCreateUserRequest = requestFieldsSchema({ commercial: false }).extend({
  canAccessIfAbsent: flag(),
  animal: flag(),
  alarm: flag(),
  alarmCode: text(REQUEST_FIELD_MAX.alarmCode).nullish(),
});
export type TCreateUserRequest = z.input<typeof ZCreateUserRequest>;

/* ---------- Update (PUT /api/user_requests/{id}) ---------- */

/** The reply box: docs/product.md: Field rules ignores an empty reply, the API refuses it (400 required). */
export const ZReplyToRequest = z.object({ reply: requiredText(REQUEST_FIELD_MAX.reply) });

/** A status change (author: only 'canceled') and/or the manager's admin comment (null clears). */
export const ZChangeRequestStatus = z.object({
  status: z.enum(REQUEST_STATUSES).optional(),
  decisionNote: text(REQUEST_FIELD_MAX.decisionNote).nullable().optional(),
});

/**
 * One of `{ status }` (cancel), `{ reply }`, or `{ status?, decisionNote? }` (manager). A reply
 * goes alone; an empty body or unknown keys are refused.
 */
export const ZUserRequestUpdate = ZChangeRequestStatus.extend({
  reply: ZReplyToRequest.shape.reply.optional(),
})
  .strict()
  .superRefine((value, ctx) => {
    const changes = value.status !== undefined || value.decisionNote !== undefined;
    if (value.reply !== undefined && changes) {
      ctx.addIssue({ code: 'custom', path: ['reply'], message: 'reply_alone' });
    } else if (value.reply === undefined && !changes) {
      ctx.addIssue({ code: 'custom', path: [], message: 'required' });
    }
  });
export type TUserRequestUpdate =
  | z.infer<typeof ZReplyToRequest>
  | z.infer<typeof ZChangeRequestStatus>;
