import { z } from 'zod';
import { ZIsoDateTime, ZTranslatable } from '../common';
import { LOCALES } from '../constants';
import { REQUEST_STATUSES } from '../requests/request-status';
import { isPhone } from '../validation/rules';
import { manageRequiredText } from './fields';
import {
  cleanText,
  managePageQuery,
  missingOrType,
  ZIdInput,
  ZManagePropertyQuery,
} from './manage.types';

/**
 * The console's residents directory (GET /api/manage/residents?property=&q=&page=): everyone
 * who holds a lease on a unit of the building, each with their lease in force (else the one
 * that started last), by name. `q` finds a name, an e-mail or a unit number. A manager
 * deactivates an account (sign-in refused, sessions ended, content kept) and reactivates it.
 */
export const RESIDENTS_PAGE_SIZE = 50;
export const RESIDENTS_PAGE_SIZE_MAX = 200;
export const RESIDENTS_QUERY_MAX = 100;

export const ZManageResidentsQuery = z.object({
  property: ZManagePropertyQuery.shape.property,
  q: z
    .string()
    .trim()
    .max(RESIDENTS_QUERY_MAX, { message: 'maxLength' })
    .optional()
    .transform((value) => value || undefined),
  ...managePageQuery({ max: RESIDENTS_PAGE_SIZE_MAX, default: RESIDENTS_PAGE_SIZE }),
});
export type TManageResidentsQuery = z.input<typeof ZManageResidentsQuery>;
export type TManageResidentsFilter = z.output<typeof ZManageResidentsQuery>;

const ZIsoDay = z.string();

export const ZManagedResident = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  /** When a manager deactivated the account; null: active. */
  deactivatedAt: ZIsoDateTime.nullable(),
  unit: z.object({ id: z.number(), number: z.string() }),
  lease: z.object({
    id: z.number(),
    startAt: ZIsoDay,
    endAt: ZIsoDay.nullable(),
    earlyCancelAt: ZIsoDay.nullable(),
    rent: z.number().int(),
    paymentNumber: z.string().nullable(),
    /** A signer of the lease (else a co-tenant who did not sign it). */
    signed: z.boolean(),
    /** In force today (started, not ended, not cancelled). */
    inForce: z.boolean(),
  }),
});
export type TManagedResident = z.infer<typeof ZManagedResident>;

export const ZManagedResidentListResponse = z.object({
  data: z.array(ZManagedResident),
  count: z.number().int(),
});
export type TManagedResidentListResponse = z.infer<typeof ZManagedResidentListResponse>;

export const ZManageResidentParams = z.object({ id: ZIdInput });

/** A resident's account after POST /api/manage/residents/{id}/deactivate or /reactivate. */
export const ZResidentAccountState = z.object({
  id: z.number(),
  deactivatedAt: ZIsoDateTime.nullable(),
});
export type TResidentAccountState = z.infer<typeof ZResidentAccountState>;

/* ---------- One resident's page (GET /api/manage/residents/{id}) ---------- */

export const RESIDENT_NAME_MAX = 100;
export const RESIDENT_EMAIL_MAX = 180;
export const RESIDENT_PHONE_MAX = 40;
export const RESIDENT_LIST_PAGE_SIZE = 20;

/** A lease of the resident in one of the caller's buildings (read here, edited on its page). */
export const ZResidentLease = ZManagedResident.shape.lease.extend({
  property: z.object({ id: z.number(), name: z.string() }),
  unit: z.object({ id: z.number(), number: z.string() }),
});
export type TResidentLease = z.infer<typeof ZResidentLease>;

/**
 * Who the resident is and their leases in the caller's buildings, latest first. They sign in
 * with `username` or `email`; a new e-mail keeps the username (docs/decisions/010).
 */
export const ZManagedResidentDetail = ZManagedResident.pick({
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  phone: true,
  deactivatedAt: true,
}).extend({
  username: z.string(),
  leases: z.array(ZResidentLease),
});
export type TManagedResidentDetail = z.infer<typeof ZManagedResidentDetail>;

export const ZResidentListQuery = z.object({
  page: z.coerce.number({ error: 'invalid_type' }).int().min(1).max(1_000_000).default(1),
  perPage: z.coerce
    .number({ error: 'invalid_type' })
    .int()
    .min(1)
    .max(RESIDENTS_PAGE_SIZE_MAX)
    .default(RESIDENT_LIST_PAGE_SIZE),
});

/** The resident's requests in the caller's buildings, latest first (GET …/{id}/requests). */
export const ZResidentRequest = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(REQUEST_STATUSES),
  emergency: z.boolean(),
  createdAt: ZIsoDateTime,
  propertyId: z.number(),
});
export type TResidentRequest = z.infer<typeof ZResidentRequest>;
export const ZResidentRequestListResponse = z.object({
  data: z.array(ZResidentRequest),
  count: z.number().int(),
});
export type TResidentRequestListResponse = z.infer<typeof ZResidentRequestListResponse>;

/** Upcoming: not ended yet, soonest first; past: ended, latest first. Cancelled ones too. */
export const RESIDENT_BOOKING_WHEN = ['upcoming', 'past'] as const;
export type TResidentBookingWhen = (typeof RESIDENT_BOOKING_WHEN)[number];
export const ZResidentBookingsQuery = ZResidentListQuery.extend({
  when: z.enum(RESIDENT_BOOKING_WHEN, { error: 'invalid_type' }).default('upcoming'),
});

/** A booking's state: held, cancelled by the resident, or cancelled by the building. */
export const RESIDENT_BOOKING_STATUSES = ['active', 'cancelled', 'cancelled_by_building'] as const;
export type TResidentBookingStatus = (typeof RESIDENT_BOOKING_STATUSES)[number];

export const ZResidentBooking = z.object({
  id: z.number(),
  service: z.object({ id: z.number(), name: ZTranslatable }),
  /** The schedule's or the event's name. */
  item: ZTranslatable.nullable(),
  startAt: ZIsoDateTime,
  endAt: ZIsoDateTime,
  total: z.number().int(),
  status: z.enum(RESIDENT_BOOKING_STATUSES),
  canceledAt: ZIsoDateTime.nullable(),
});
export type TResidentBooking = z.infer<typeof ZResidentBooking>;
export const ZResidentBookingListResponse = z.object({
  data: z.array(ZResidentBooking),
  count: z.number().int(),
});
export type TResidentBookingListResponse = z.infer<typeof ZResidentBookingListResponse>;

/**
 * PATCH /api/manage/residents/{id}: names, phone (the profile's rule: digits, hyphens,
 * parentheses and spaces, at least 10 digits; empty removes it) and e-mail (no other account
 * may sign in with it, in any letter case: 409 `email_already_used` with fields.email).
 */
export const ZUpdateResidentRequest = z
  .strictObject({
    firstName: manageRequiredText(RESIDENT_NAME_MAX),
    lastName: manageRequiredText(RESIDENT_NAME_MAX),
    phone: z
      .string({ error: missingOrType })
      .transform(cleanText)
      .pipe(
        z.union([
          z.literal(''),
          z
            .string()
            .max(RESIDENT_PHONE_MAX, { message: 'maxLength' })
            .refine(isPhone, { message: 'phone' }),
        ]),
      )
      .nullable()
      .transform((value) => (value ? value : null)),
    email: z
      .string({ error: missingOrType })
      .transform(cleanText)
      .pipe(z.string().min(1, { message: 'required' }))
      .pipe(z.email({ message: 'email' }).max(RESIDENT_EMAIL_MAX, { message: 'maxLength' })),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'required' });
export type TUpdateResidentRequest = z.infer<typeof ZUpdateResidentRequest>;
export type TUpdateResidentInput = z.input<typeof ZUpdateResidentRequest>;

/**
 * POST /api/manage/residents/{id}/password-link: mails the resident a single-use link to choose
 * a password (the reset page's), in `locale` (else the resident's notification language).
 * Limited per account like the resident's own request (429); a deactivated account 409.
 */
export const ZResidentPasswordLinkRequest = z
  .object({ locale: z.enum(LOCALES, { error: 'invalid_type' }).optional() })
  .nullish();
export const ZResidentPasswordLinkResponse = z.object({ sentTo: z.string() });
export type TResidentPasswordLinkResponse = z.infer<typeof ZResidentPasswordLinkResponse>;
