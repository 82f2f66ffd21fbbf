import { z } from 'zod';
import { ZTranslatable } from '../common';
import { MAX_UPLOAD_BYTES } from '../constants';
import { minutesOf } from '../services/opening-hours';
import { type TWeekday, WEEKDAYS } from '../services/weekdays';
import { isEmail, isPhone } from '../validation/rules';
import { DOCUMENT_MAX_BYTES } from './content';
import {
  manageBilingual,
  manageBilingualLine,
  manageOptionalBilingual,
  manageRequiredText,
  manageText,
} from './fields';
import { cleanText, missingOrType, ZIdInput, ZManagePropertyQuery } from './manage.types';

/**
 * Services and their categories in the manager console (/api/manage/services,
 * /api/manage/service-categories). A manager edits the categories of the buildings they manage;
 * organization-wide categories (no property) are listed read-only: every building shows them,
 * so no single building's manager owns them. What is saved is what residents read at once.
 *
 * Field codes besides MANAGE_FIELD_ERRORS: 'hour' (not HH:MM), 'range_order' (a range that
 * does not end after it starts), 'overlap' (two ranges of a day overlap), 'url', 'email',
 * 'phone', 'maxItems', 'invalid_value'.
 */
export const SERVICE_LIMITS = {
  name: 100,
  description: 5000,
  linkName: 200,
  url: 2000,
  externalLinks: 10,
  rangesPerDay: 6,
  bookingsMax: 1000,
  /** Photos a service may show; new ones per request. */
  photos: 8,
  photosPerRequest: 4,
  documents: 6,
  documentsPerRequest: 3,
  fileName: 200,
  categories: 200,
} as const;
const L = SERVICE_LIMITS;

// Opening hours: one rule for the form and the server.

/** 'HH:MM' from 00:00 to 23:59, or 24:00: the midnight that ends a day. */
export const isServiceTime = (value: string) => /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/.test(value);

export type TRangeField = 'from' | 'to';
export type THoursIssue = { day: TWeekday; index: number; field: TRangeField; code: string };
type TRangeInput = { from: string; to: string };

/**
 * What is wrong with one day's ranges: a time that is not HH:MM ('hour'), a range that does
 * not end after it starts ('range_order'), a range starting before the previous one (by start)
 * ends ('overlap', on that range's start). Touching ranges (12:00–14:00, 14:00–18:00) are fine.
 */
export function dayRangeIssues(day: TWeekday, ranges: readonly TRangeInput[]): THoursIssue[] {
  const issues: THoursIssue[] = [];
  ranges.forEach((range, index) => {
    for (const field of ['from', 'to'] as const) {
      if (!isServiceTime(range[field])) issues.push({ day, index, field, code: 'hour' });
    }
    if (issues.some((issue) => issue.index === index)) return;
    if (minutesOf(range.from) >= minutesOf(range.to)) {
      issues.push({ day, index, field: 'to', code: 'range_order' });
    }
  });
  if (issues.length > 0) return issues;
  const byStart = ranges
    .map((range, index) => ({ range, index }))
    .sort((a, b) => minutesOf(a.range.from) - minutesOf(b.range.from));
  byStart.forEach(({ range, index }, at) => {
    const previous = byStart[at - 1];
    if (previous && minutesOf(range.from) < minutesOf(previous.range.to)) {
      issues.push({ day, index, field: 'from', code: 'overlap' });
    }
  });
  return issues;
}

/** Every day's issues, Monday first. */
export function serviceHoursIssues(
  hours: Partial<Record<TWeekday, readonly TRangeInput[]>>,
): THoursIssue[] {
  return WEEKDAYS.flatMap((day) => dayRangeIssues(day, hours[day] ?? []));
}

const ZRangeInput = z.object(
  {
    from: z.string({ error: missingOrType }).transform((s) => s.trim()),
    to: z.string({ error: missingOrType }).transform((s) => s.trim()),
  },
  { error: () => 'invalid_type' },
);
const dayInput = z
  .array(ZRangeInput, { error: () => 'invalid_type' })
  .max(L.rangesPerDay, { message: 'maxItems' })
  .default([]);

/**
 * A week of opening hours: each day's ranges HH:MM, from before to, not overlapping; stored
 * sorted by start (the order residents read them in). A missing day is closed.
 */
export const ZManageServiceHours = z
  .object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, dayInput])) as Record<TWeekday, typeof dayInput>,
    { error: () => 'invalid_type' },
  )
  .superRefine((hours, ctx) => {
    for (const issue of serviceHoursIssues(hours)) {
      ctx.addIssue({
        code: 'custom',
        message: issue.code,
        path: [issue.day, issue.index, issue.field],
      });
    }
  })
  .transform(
    (hours) =>
      Object.fromEntries(
        WEEKDAYS.map((day) => [
          day,
          [...hours[day]].sort((a, b) => minutesOf(a.from) - minutesOf(b.from)),
        ]),
      ) as Record<TWeekday, { from: string; to: string }[]>,
  );
export type TManageServiceHoursInput = z.input<typeof ZManageServiceHours>;

export const closedWeek = (): Record<TWeekday, { from: string; to: string }[]> =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as Record<
    TWeekday,
    { from: string; to: string }[]
  >;

// Field rules

/** An http(s) address. */
export const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Blank means none (null); otherwise it must pass `rule` or the field gets `code`. */
const optionalChecked = (max: number, rule: (value: string) => boolean, code: string) =>
  z
    .string({ error: 'invalid_type' })
    .nullish()
    .transform((value) => (value ? cleanText(value) : ''))
    .pipe(
      z
        .string()
        .max(max, { message: 'maxLength' })
        .refine((value) => value === '' || rule(value), { message: code }),
    )
    .transform((value) => (value === '' ? null : value));

const ZExternalLinkInput = z.object(
  {
    name: z
      .string({ error: 'invalid_type' })
      .nullish()
      .transform((value) => (value ? cleanText(value) : ''))
      .pipe(z.string().max(L.linkName, { message: 'maxLength' }))
      .transform((value) => (value === '' ? null : value)),
    url: manageText(L.url)
      .refine((value) => value !== '', { message: 'required' })
      .refine(isWebUrl, { message: 'url' }),
  },
  { error: () => 'invalid_type' },
);

/** Positive whole numbers, or null for no limit. */
const bookingLimit = z
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_type' })
  .min(1, { error: 'invalid_type' })
  .max(L.bookingsMax, { error: 'invalid_type' })
  .nullish()
  .transform((value) => value ?? null);

const fileData = z.string({ error: missingOrType }).min(1, { message: 'required' });
const ZNewServiceDocument = z.object(
  { name: manageRequiredText(L.fileName), data: fileData },
  { error: () => 'invalid_type' },
);

/** The fields a service has, each with its rule (create: defaults fill what is absent). */
const serviceFields = {
  name: manageBilingualLine(L.name),
  description: manageOptionalBilingual(L.description),
  active: z.boolean({ error: 'invalid_type' }).default(true),
  hours: ZManageServiceHours.default(closedWeek),
  /** Opens instead of the detail when the service has no e-mail, phone or schedule. */
  link: optionalChecked(L.url, isWebUrl, 'url'),
  externalLinks: z
    .array(ZExternalLinkInput, { error: () => 'invalid_type' })
    .max(L.externalLinks, { message: 'maxItems' })
    .default([]),
  phoneNumber: optionalChecked(40, isPhone, 'phone'),
  email: optionalChecked(254, isEmail, 'email'),
  maxActiveBookingsPerUser: bookingLimit,
  maxActiveBookingsPerUnit: bookingLimit,
  availableOnlyForUserSignedOnLease: z.boolean({ error: 'invalid_type' }).default(false),
  showAvailableSchedulesForDate: z.boolean({ error: 'invalid_type' }).default(false),
};

const newFiles = {
  /** A PNG, JPEG or GIF (data URL) re-encoded by the image pipeline; null removes the icon. */
  iconData: z.string({ error: 'invalid_type' }).nullish(),
  /** Photos added after the current ones (data URLs), at most MAX_UPLOAD_BYTES each. */
  images: z
    .array(fileData, { error: () => 'invalid_type' })
    .max(L.photosPerRequest, { message: 'maxItems' })
    .optional(),
  /** PDFs added after the current ones, at most DOCUMENT_MAX_BYTES each. */
  documents: z
    .array(ZNewServiceDocument, { error: () => 'invalid_type' })
    .max(L.documentsPerRequest, { message: 'maxItems' })
    .optional(),
};

// POST /api/manage/services

export const ZManageServiceCreateRequest = z.object(
  { categoryId: ZIdInput, ...serviceFields, ...newFiles },
  { error: () => 'required' },
);
export type TManageServiceCreateRequest = z.input<typeof ZManageServiceCreateRequest>;

// PATCH /api/manage/services/{id}: only the fields sent change.

export const ZManageServiceUpdateRequest = z.object(
  {
    /** Another category of the same building. */
    categoryId: ZIdInput.optional(),
    name: serviceFields.name.optional(),
    description: serviceFields.description.optional(),
    active: z.boolean({ error: 'invalid_type' }).optional(),
    hours: ZManageServiceHours.optional(),
    link: serviceFields.link.optional(),
    externalLinks: serviceFields.externalLinks.optional(),
    phoneNumber: serviceFields.phoneNumber.optional(),
    email: serviceFields.email.optional(),
    maxActiveBookingsPerUser: bookingLimit.optional(),
    maxActiveBookingsPerUnit: bookingLimit.optional(),
    availableOnlyForUserSignedOnLease: z.boolean({ error: 'invalid_type' }).optional(),
    showAvailableSchedulesForDate: z.boolean({ error: 'invalid_type' }).optional(),
    ...newFiles,
    /** Photos and documents (file ids) taken off the service. */
    removeFiles: z
      .array(ZIdInput, { error: () => 'invalid_type' })
      .max(50, { message: 'maxItems' })
      .optional(),
  },
  { error: () => 'required' },
);
export type TManageServiceUpdateRequest = z.input<typeof ZManageServiceUpdateRequest>;

const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4 + 64;
/** The largest JSON body of a service: icon, new photos and PDFs, and the text. */
export const SERVICE_BODY_MAX_BYTES =
  base64Length(MAX_UPLOAD_BYTES) * (1 + L.photosPerRequest) +
  base64Length(DOCUMENT_MAX_BYTES) * L.documentsPerRequest +
  256_000;

export const ZManageServiceParams = z.object({ id: ZIdInput });

// Categories: POST /api/manage/service-categories?property=, PATCH …/{id},
// POST /api/manage/service-categories/order?property=

export const ZManageServiceCategoryCreateRequest = z.object(
  { name: manageBilingual(L.name) },
  { error: () => 'required' },
);
export type TManageServiceCategoryCreateRequest = z.input<
  typeof ZManageServiceCategoryCreateRequest
>;

/** Rename, retire (deleted true: residents no longer see it or its services) or bring back. */
export const ZManageServiceCategoryUpdateRequest = z.object(
  {
    name: manageBilingual(L.name).optional(),
    deleted: z.boolean({ error: 'invalid_type' }).optional(),
  },
  { error: () => 'required' },
);
export type TManageServiceCategoryUpdateRequest = z.input<
  typeof ZManageServiceCategoryUpdateRequest
>;

/** The building's categories in the order wanted (every one of them, each once). */
export const ZManageServiceCategoryOrderRequest = z.object(
  {
    ids: z
      .array(ZIdInput, { error: () => 'required' })
      .min(1, { message: 'required' })
      .max(L.categories, { message: 'maxItems' })
      .refine((ids) => new Set(ids).size === ids.length, { message: 'invalid_value' }),
  },
  { error: () => 'required' },
);
export type TManageServiceCategoryOrderRequest = z.input<typeof ZManageServiceCategoryOrderRequest>;

export const ZManageServiceCategoryParams = z.object({ id: ZIdInput });
export const ZManageServicesQuery = ZManagePropertyQuery;

// Answers

export const ZManagedServiceSummary = z.object({
  id: z.number(),
  name: ZTranslatable,
  active: z.boolean(),
  icon: z.string().nullable(),
});
export type TManagedServiceSummary = z.infer<typeof ZManagedServiceSummary>;

export const ZManagedServiceCategory = z.object({
  id: z.number(),
  /** Null: organization-wide, shown in every building and read-only here. */
  property: z.number().nullable(),
  name: ZTranslatable,
  position: z.number().int(),
  /** Retired: residents no longer see it. */
  deleted: z.boolean(),
  editable: z.boolean(),
  /** Every service of the category, active or not. */
  services: z.array(ZManagedServiceSummary),
});
export type TManagedServiceCategory = z.infer<typeof ZManagedServiceCategory>;

export const ZManagedServiceCategoryListResponse = z.object({
  data: z.array(ZManagedServiceCategory),
  count: z.number().int(),
});
export type TManagedServiceCategoryListResponse = z.infer<
  typeof ZManagedServiceCategoryListResponse
>;

const ZTimeRangeOut = z.object({ from: z.string(), to: z.string() });
export const ZManagedService = z.object({
  id: z.number(),
  category: z.number(),
  property: z.number(),
  name: ZTranslatable,
  description: ZTranslatable,
  active: z.boolean(),
  icon: z.string().nullable(),
  hours: z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(ZTimeRangeOut)])) as Record<
      TWeekday,
      z.ZodArray<typeof ZTimeRangeOut>
    >,
  ),
  link: z.string().nullable(),
  externalLinks: z.array(z.object({ name: z.string().nullable(), url: z.string() })),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  maxActiveBookingsPerUser: z.number().int().nullable(),
  maxActiveBookingsPerUnit: z.number().int().nullable(),
  availableOnlyForUserSignedOnLease: z.boolean(),
  showAvailableSchedulesForDate: z.boolean(),
  images: z.array(z.object({ id: z.number(), url: z.string() })),
  documents: z.array(z.object({ id: z.number(), name: z.string().nullable(), url: z.string() })),
});
export type TManagedService = z.infer<typeof ZManagedService>;
