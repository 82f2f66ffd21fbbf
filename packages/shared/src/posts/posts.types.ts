import { z } from 'zod';
import { ZId, ZIsoDateTime, ZTranslatable } from '../common';
import { BILLBOARD_PAGE_SIZE } from '../constants';
import { type MANAGER_DECISIONS, POST_STATUSES } from './post-status';

/** Length caps shared by the API and the form, so the form never sends what the API refuses. */
export const POST_TEXT_MAX = { title: 150, subTitle: 250, body: 5000, decisionNote: 1000 } as const;

/** A start this much in the past is still accepted: the phone's clock may be a little behind. */
export const POST_START_TOLERANCE_MS = 60_000;

/**
 * Codes sent per field in `error.fields` of a 400 (the client shows `errors.<code>`):
 * required, invalid_type (wrong JSON type), invalid_value (an unknown status), invalid_date
 * (not an ISO-8601 date-time with an offset), maxLength, start_in_past, end_before_start.
 */
export const POST_FIELD_ERRORS = [
  'required',
  'invalid_type',
  'invalid_value',
  'invalid_date',
  'maxLength',
  'start_in_past',
  'end_before_start',
] as const;
export type TPostFieldError = (typeof POST_FIELD_ERRORS)[number];

const missingOrType = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'required' : 'invalid_type';

/** Trimmed, without NUL characters (PostgreSQL text and jsonb cannot hold them). */
const clean = (text: string) => text.replaceAll('\u0000', '').trim();

/**
 * Translatable input: a plain string is the French text (English left empty: the client falls
 * back to French, docs/product.md: Field rules "only the French text is filled"), or `{ fr, en? }`. Trimmed.
 */
const ZTranslatableInput = z
  .union([z.string(), z.object({ fr: z.string(), en: z.string().optional() })], {
    error: missingOrType,
  })
  .transform((text) =>
    typeof text === 'string'
      ? { fr: clean(text), en: '' }
      : { fr: clean(text.fr), en: clean(text.en ?? '') },
  );

const fitsIn = (max: number) => (text: { fr: string; en: string }) =>
  text.fr.length <= max && text.en.length <= max;

/** Required means the French text is not blank. */
const requiredText = (max: number) =>
  ZTranslatableInput.refine((text) => text.fr !== '', { message: 'required' }).refine(fitsIn(max), {
    message: 'maxLength',
  });

const optionalText = (max: number) =>
  ZTranslatableInput.nullish()
    .transform((text) => text ?? { fr: '', en: '' })
    .refine(fitsIn(max), { message: 'maxLength' });

const ZDateTimeInput = z.iso.datetime({
  offset: true,
  error: (issue) =>
    issue.input === undefined || issue.input === null
      ? 'required'
      : typeof issue.input === 'string'
        ? 'invalid_date'
        : 'invalid_type',
});

/**
 * The fields of POST /api/posts, each with its own rules (docs/product.md: Field rules "New post"): title, body,
 * startAt and endAt required, subTitle optional, start not in the past (a minute of tolerance).
 * Forms build on it with .pick()/.extend() and add `postDateRules` for the end-vs-start rule.
 */
export const ZCreatePostFields = z.object({
  title: requiredText(POST_TEXT_MAX.title),
  subTitle: optionalText(POST_TEXT_MAX.subTitle),
  body: requiredText(POST_TEXT_MAX.body),
  startAt: ZDateTimeInput.refine(
    (startAt) => Date.parse(startAt) >= Date.now() - POST_START_TOLERANCE_MS,
    { message: 'start_in_past' },
  ),
  endAt: ZDateTimeInput,
  /** Optional photo: base64 or a data URL (png, jpeg or gif, at most 2 MB). '' or null: none. */
  imageData: z
    .string({ error: missingOrType })
    .nullish()
    .transform((data) => (data ? data : undefined)),
});

type TDates = { startAt: string; endAt: string };

/** End not before start (docs/product.md: Field rules: "end is at least start"). */
export function endNotBeforeStart(dates: TDates): boolean {
  return Date.parse(dates.endAt) >= Date.parse(dates.startAt);
}

/**
 * Adds the end-vs-start rule, reported on endAt. It runs even when other fields fail (so every
 * error shows at once), but not when a date itself is missing or malformed.
 */
export function withPostDateRules<T extends z.ZodType<TDates>>(schema: T): T {
  return schema.refine(endNotBeforeStart, {
    message: 'end_before_start',
    path: ['endAt'],
    when: (payload) =>
      !payload.issues.some((issue) => issue.path?.[0] === 'startAt' || issue.path?.[0] === 'endAt'),
  });
}

/**
 * POST /api/posts. Organization and property come from the session; a status, organization
 * or property in the body is ignored (a new post is always pending). A form picks fields from
 * ZCreatePostFields (zod refuses .pick() on a refined object) and wraps it in withPostDateRules.
 */
export const ZCreatePostRequest = withPostDateRules(ZCreatePostFields);
export type TCreatePostRequest = z.input<typeof ZCreatePostRequest>;
export type TCreatePost = z.output<typeof ZCreatePostRequest>;

/**
 * PUT /api/posts/{id}: the author sets `finished`; a manager of the property sets one of
 * MANAGER_DECISIONS, with a decision note required for `rejected`.
 */
export const ZUpdatePostRequest = z
  .object({
    status: z.enum(POST_STATUSES, {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? 'required'
          : typeof issue.input === 'string'
            ? 'invalid_value'
            : 'invalid_type',
    }),
    decisionNote: z
      .string({ error: missingOrType })
      .transform(clean)
      .pipe(z.string().max(POST_TEXT_MAX.decisionNote, { message: 'maxLength' }))
      .nullish()
      .transform((note) => (note ? note : null)),
  })
  .refine((update) => update.status !== 'rejected' || update.decisionNote !== null, {
    message: 'required',
    path: ['decisionNote'],
  });
export type TUpdatePostRequest = z.input<typeof ZUpdatePostRequest>;
export type TManagerDecision = (typeof MANAGER_DECISIONS)[number];

export const ZPostImage = z.object({
  url: z.string(),
  mediaType: z.string(),
  extension: z.string(),
});

export const ZPostAuthor = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
});

/** A post as the API answers it (docs/product.md: Data). */
export const ZPost = z.object({
  id: z.number(),
  title: ZTranslatable,
  subTitle: ZTranslatable,
  body: ZTranslatable,
  organization: z.number(),
  property: z.number(),
  startAt: ZIsoDateTime,
  endAt: ZIsoDateTime,
  status: z.enum(POST_STATUSES),
  image: ZPostImage.nullable(),
  createdAt: ZIsoDateTime,
  /** The manager's note (the rejection reason); only its author and managers see it, else null. */
  decisionNote: z.string().nullable(),
  author: ZPostAuthor,
});
export type TPost = z.infer<typeof ZPost>;

const ZStatusList = z
  .union([z.enum(POST_STATUSES), z.array(z.enum(POST_STATUSES))])
  .transform((status) => (Array.isArray(status) ? status : [status]));

/**
 * GET /api/posts. `status[]=a&status[]=b`, `status=a&status=b` and `status=a` are all accepted.
 * perPage: -1 for all (bounded by the server), default the billboard page size (3).
 */
export const ZPostListQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    perPage: z.coerce
      .number()
      .int()
      .min(-1)
      .refine((n) => n !== 0, { message: 'perPage must be -1 or positive' })
      .default(BILLBOARD_PAGE_SIZE),
    property: ZId.optional(),
    organization: ZId.optional(),
    author: ZId.optional(),
    status: ZStatusList.optional(),
    'status[]': ZStatusList.optional(),
  })
  .transform(({ status, 'status[]': bracketed, ...query }) => ({
    ...query,
    status:
      status || bracketed ? [...new Set([...(status ?? []), ...(bracketed ?? [])])] : undefined,
  }));
export type TPostListQuery = z.output<typeof ZPostListQuery>;

export const ZPostListResponse = z.object({ data: z.array(ZPost), count: z.number().int() });
export type TPostListResponse = z.infer<typeof ZPostListResponse>;

export const ZPostParams = z.object({ id: ZId });

/** PUT /api/posts/{id}?property=: the app sends its property; another one answers 403. */
export const ZUpdatePostQuery = z.object({ property: ZId.optional() });
