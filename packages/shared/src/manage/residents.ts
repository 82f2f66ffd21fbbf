import { z } from 'zod';
import { ZIsoDateTime } from '../common';
import { ZIdInput, ZManagePropertyQuery } from './manage.types';

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
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  perPage: z.coerce.number().int().min(1).max(RESIDENTS_PAGE_SIZE_MAX).default(RESIDENTS_PAGE_SIZE),
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
