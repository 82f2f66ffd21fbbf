import { z } from 'zod';
import { ZCurrency } from '../bookings/bookings.types';
import { ZCalendarDay } from './account-requests';
import { manageRequiredText, manageText } from './fields';
import { cleanText, ZIdInput, ZManagePropertyQuery } from './manage.types';

/**
 * Leases from the console (GET/POST /api/manage/leases, PATCH /api/manage/leases/{id}, …):
 * a unit's lease with its dates, rent (in cents of CURRENCY) and payment number, and its people,
 * signers and co-tenants who did not sign. A lease gives access to the app until its last day
 * (its end, or the day before an early cancellation); two leases of one unit never overlap.
 */
export const LEASE_STATES = ['upcoming', 'in_force', 'ended', 'cancelled'] as const;
export type TLeaseState = (typeof LEASE_STATES)[number];

export const RENT_MAX_CENTS = 100_000_000;
export const PAYMENT_NUMBER_MAX = 60;
export const LEASE_NOTE_MAX = 1000;
const NAME_MAX = 120;
const EMAIL_MAX = 180;

type TLeaseDates = { startAt: string; endAt: string | null; earlyCancelAt?: string | null };

/** The day before a YYYY-MM-DD day. */
export function dayBefore(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** The lease's last day in force: its end, or the day before its early cancellation; null: open. */
export function leaseLastDay(lease: TLeaseDates) {
  const beforeCancel = lease.earlyCancelAt ? dayBefore(lease.earlyCancelAt) : null;
  if (lease.endAt === null) return beforeCancel;
  if (beforeCancel === null) return lease.endAt;
  return beforeCancel < lease.endAt ? beforeCancel : lease.endAt;
}

/** The lease on `today` (YYYY-MM-DD): cancelled early from its cancel date, ended after its end. */
export function leaseState(lease: TLeaseDates, today: string): TLeaseState {
  if (lease.earlyCancelAt && lease.earlyCancelAt <= today) return 'cancelled';
  if (lease.endAt !== null && lease.endAt < today) return 'ended';
  if (lease.startAt > today) return 'upcoming';
  return 'in_force';
}

/** Whether the lease still lets its people in on `today`: not ended, not cancelled (upcoming too). */
export const leaseGrantsAccess = (lease: TLeaseDates, today: string) =>
  leaseState(lease, today) === 'in_force' || leaseState(lease, today) === 'upcoming';

/** Two leases of one unit overlap when a day is in force in both. */
export function leasesOverlap(a: TLeaseDates, b: TLeaseDates) {
  const aLast = leaseLastDay(a);
  const bLast = leaseLastDay(b);
  if ((aLast !== null && aLast < a.startAt) || (bLast !== null && bLast < b.startAt)) return false;
  return (bLast === null || a.startAt <= bLast) && (aLast === null || b.startAt <= aLast);
}

/** A field code when the end is before the start. */
export const leaseDatesProblem = (lease: { startAt: string; endAt: string | null }) =>
  lease.endAt !== null && lease.endAt < lease.startAt ? ('end_before_start' as const) : null;

/** An early cancellation's date lies within the lease: from its start to its end. */
export function cancelDateProblem(lease: { startAt: string; endAt: string | null }, date: string) {
  if (date < lease.startAt) return 'before_start' as const;
  if (lease.endAt !== null && date > lease.endAt) return 'after_end' as const;
  return null;
}

// GET /api/manage/leases?property=&unit=&state=

export const ZManageLeasesQuery = z.object({
  property: ZManagePropertyQuery.shape.property,
  unit: ZIdInput.optional(),
  state: z.enum(LEASE_STATES, { error: 'invalid_value' }).optional(),
});
export type TManageLeasesQuery = z.input<typeof ZManageLeasesQuery>;

const ZRent = z
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_type' })
  .min(0, { error: 'invalid_value' })
  .max(RENT_MAX_CENTS, { error: 'invalid_value' });

const ZPaymentNumber = manageText(PAYMENT_NUMBER_MAX)
  .nullable()
  .transform((value) => (value ? value : null));

const endNotBeforeStart = (
  body: { startAt?: string; endAt?: string | null },
  context: z.RefinementCtx,
) => {
  if (body.startAt === undefined || body.endAt === undefined) return;
  if (leaseDatesProblem({ startAt: body.startAt, endAt: body.endAt })) {
    context.addIssue({ code: 'custom', path: ['endAt'], message: 'end_before_start' });
  }
};

// POST /api/manage/leases

export const ZCreateLeaseRequest = z
  .strictObject({
    unit: ZIdInput,
    startAt: ZCalendarDay,
    endAt: ZCalendarDay.nullish().transform((day) => day ?? null),
    /** In cents of CURRENCY. */
    rent: ZRent,
    paymentNumber: ZPaymentNumber.optional().transform((value) => value ?? null),
  })
  .superRefine(endNotBeforeStart);
export type TCreateLeaseRequest = z.input<typeof ZCreateLeaseRequest>;

// PATCH /api/manage/leases/{id}: any of these; the end on move-out is `endAt`.

export const ZUpdateLeaseRequest = z
  .strictObject({
    startAt: ZCalendarDay,
    endAt: ZCalendarDay.nullable(),
    rent: ZRent,
    paymentNumber: ZPaymentNumber,
  })
  .partial()
  .superRefine(endNotBeforeStart)
  .refine((body) => Object.keys(body).length > 0, { message: 'required' });
export type TUpdateLeaseRequest = z.input<typeof ZUpdateLeaseRequest>;

// POST /api/manage/leases/{id}/cancel: early cancellation, from `date` on.

export const ZCancelLeaseRequest = z.strictObject({
  date: ZCalendarDay,
  note: manageRequiredText(LEASE_NOTE_MAX),
});
export type TCancelLeaseRequest = z.input<typeof ZCancelLeaseRequest>;

// People: POST …/{id}/people (a resident of the building), POST …/{id}/invitations (a new
// account, invited by e-mail), PATCH / DELETE …/{id}/people/{user}, POST …/people/{user}/move.

const ZSigned = z.boolean({ error: 'invalid_type' });

export const ZAddLeasePersonRequest = z.strictObject({
  user: ZIdInput,
  signed: ZSigned.default(true),
});
export type TAddLeasePersonRequest = z.input<typeof ZAddLeasePersonRequest>;

const ZName = manageRequiredText(NAME_MAX);

export const ZInviteLeasePersonRequest = z.strictObject({
  email: z
    .string({ error: 'required' })
    .transform((email) => cleanText(email).toLowerCase())
    .pipe(
      z
        .string()
        .min(1, { message: 'required' })
        .pipe(z.email({ message: 'email' }).max(EMAIL_MAX, { message: 'maxLength' })),
    ),
  firstName: ZName,
  lastName: ZName,
  signed: ZSigned.default(true),
});
export type TInviteLeasePersonRequest = z.input<typeof ZInviteLeasePersonRequest>;

export const ZUpdateLeasePersonRequest = z.strictObject({ signed: ZSigned });
export type TUpdateLeasePersonRequest = z.input<typeof ZUpdateLeasePersonRequest>;

/** Moving a resident to another unit: off this lease, onto `lease` (of the same building). */
export const ZMoveLeasePersonRequest = z.strictObject({
  lease: ZIdInput,
  signed: ZSigned.optional(),
});
export type TMoveLeasePersonRequest = z.input<typeof ZMoveLeasePersonRequest>;

export const ZManageLeaseParams = z.object({ id: ZIdInput });
export const ZManageLeasePersonParams = z.object({ id: ZIdInput, user: ZIdInput });

export const ZLeasePerson = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Signed the lease (else a co-tenant who did not). */
  signed: z.boolean(),
  deactivated: z.boolean(),
});
export type TLeasePerson = z.infer<typeof ZLeasePerson>;

export const ZManagedLease = z.object({
  id: z.number(),
  property: z.number(),
  unit: z.object({ id: z.number(), number: z.string() }),
  startAt: z.string(),
  endAt: z.string().nullable(),
  earlyCancelAt: z.string().nullable(),
  cancelNote: z.string().nullable(),
  paymentNumber: z.string().nullable(),
  /** In cents of `currency`. */
  rent: z.number().int(),
  currency: ZCurrency,
  state: z.enum(LEASE_STATES),
  people: z.array(ZLeasePerson),
});
export type TManagedLease = z.infer<typeof ZManagedLease>;

export const ZManagedLeaseListResponse = z.object({
  data: z.array(ZManagedLease),
  count: z.number().int(),
});
export type TManagedLeaseListResponse = z.infer<typeof ZManagedLeaseListResponse>;
