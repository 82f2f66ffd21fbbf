import { z } from 'zod';
import { ZId, ZIsoDateTime } from '../common';
import {
  cleanText,
  managePageQuery,
  missingOrType,
  ZIdInput,
  ZManagedPerson,
  ZManagePropertyQuery,
} from './manage.types';
import {
  MODERATION_PAGE_SIZE,
  MODERATION_PAGE_SIZE_MAX,
  MODERATION_REASON_MAX,
} from './moderation';

/**
 * Account requests in the manager console (spec: Account creation). A visitor's request waits
 * as `pending` until a manager approves it (an account is created, linked to a unit's lease, and
 * an invitation is mailed) or declines it with a reason. A decided request stays decided.
 */
export const ACCOUNT_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type TAccountRequestStatus = (typeof ACCOUNT_REQUEST_STATUSES)[number];

/**
 * The invitation link is a password-reset token (same /reset_password page) that lives longer
 * than a reset: the new resident may read the mail days later.
 */
export const INVITATION_TOKEN_TTL_DAYS = 7;

/** Length caps of the names the approval gives the new account. */
const NAME_MAX = 120;
const EMAIL_MAX = 180;

/**
 * The request carries one name; the account has a first and a last name. The dialog starts from
 * this split (first word, then the rest) and the manager corrects it.
 */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

// GET /api/manage/account-requests?property=&status=&page=&perPage=

export const ZManageAccountRequestListQuery = z.object({
  property: ZManagePropertyQuery.shape.property,
  status: z.enum(ACCOUNT_REQUEST_STATUSES, { error: 'invalid_value' }).default('pending'),
  ...managePageQuery({ max: MODERATION_PAGE_SIZE_MAX, default: MODERATION_PAGE_SIZE }),
});
export type TManageAccountRequestListQuery = z.input<typeof ZManageAccountRequestListQuery>;

export const ZManagedAccountRequest = z.object({
  id: z.number(),
  property: z.number(),
  name: z.string(),
  address: z.string(),
  unit: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: ZIsoDateTime,
  status: z.enum(ACCOUNT_REQUEST_STATUSES),
  decidedAt: ZIsoDateTime.nullable(),
  decidedBy: ZManagedPerson.nullable(),
  declineReason: z.string().nullable(),
  /** The account an approval created. */
  user: z.object({ id: z.number(), email: z.string() }).nullable(),
});
export type TManagedAccountRequest = z.infer<typeof ZManagedAccountRequest>;

export const ZManagedAccountRequestListResponse = z.object({
  data: z.array(ZManagedAccountRequest),
  count: z.number().int(),
});
export type TManagedAccountRequestListResponse = z.infer<typeof ZManagedAccountRequestListResponse>;

export const ZManageAccountRequestParams = z.object({ id: ZId });

// GET /api/manage/units?property=

export const ZManagedUnit = z.object({ id: z.number(), number: z.string() });
export type TManagedUnit = z.infer<typeof ZManagedUnit>;
export const ZManagedUnitListResponse = z.object({
  data: z.array(ZManagedUnit),
  count: z.number().int(),
});
export type TManagedUnitListResponse = z.infer<typeof ZManagedUnitListResponse>;

// POST /api/manage/account-requests/{id}/approve

const requiredText = (max: number) =>
  z
    .string({ error: missingOrType })
    .transform(cleanText)
    .pipe(z.string().min(1, { message: 'required' }).max(max, { message: 'maxLength' }));

/** A calendar day, YYYY-MM-DD, that exists. */
export const ZCalendarDay = z
  .string({ error: missingOrType })
  .refine((day) => /^\d{4}-\d{2}-\d{2}$/.test(day), { message: 'invalid_type' })
  .refine(
    (day) => {
      const time = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
    },
    { message: 'invalid_type' },
  );

export const ZApproveAccountRequest = z.object(
  {
    /** One of the property's units (GET /api/manage/units). */
    unit: z.preprocess((value) => (value === null ? undefined : value), ZIdInput),
    leaseStart: ZCalendarDay,
    /** Whether the new resident signs the lease (may book, pay...). */
    signer: z.boolean({ error: 'invalid_type' }).default(true),
    firstName: requiredText(NAME_MAX),
    lastName: requiredText(NAME_MAX),
    /** Required when the request has none; when given, replaces the request's. */
    email: z
      .string({ error: 'invalid_type' })
      .transform(cleanText)
      .transform((email) => (email === '' ? undefined : email.toLowerCase()))
      .pipe(z.email({ message: 'email' }).max(EMAIL_MAX, { message: 'maxLength' }).optional())
      .nullish()
      .transform((email) => email ?? null),
  },
  { error: () => 'required' },
);
export type TApproveAccountRequest = z.input<typeof ZApproveAccountRequest>;

// POST /api/manage/account-requests/{id}/decline

export const ZDeclineAccountRequest = z.object(
  {
    reason: z
      .string({ error: missingOrType })
      .transform(cleanText)
      .pipe(
        z
          .string()
          .min(1, { message: 'required' })
          .max(MODERATION_REASON_MAX, { message: 'maxLength' }),
      ),
  },
  { error: () => 'required' },
);
export type TDeclineAccountRequest = z.input<typeof ZDeclineAccountRequest>;
