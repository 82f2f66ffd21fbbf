import { z } from 'zod';
import { ZId } from '../common';

export const ZAddress = z.object({
  full: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type TAddress = z.infer<typeof ZAddress>;

export const ZPropertyPayments = z.object({
  processor: z.string().nullable(),
  publicKey: z.string().nullable(),
  paymentEnabled: z.boolean(),
  cardPaymentEnabled: z.boolean(),
});
export type TPropertyPayments = z.infer<typeof ZPropertyPayments>;

export const ZProperty = z.object({
  id: z.number(),
  name: z.string(),
  organization: z.number(),
  commercial: z.boolean(),
  timeZone: z.string(),
  address: ZAddress,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  payments: ZPropertyPayments,
});
export type TProperty = z.infer<typeof ZProperty>;

export const ZPropertyParams = z.object({ property: ZId });

/** GET /api/properties_search?address=...&sync=true (no auth). An empty list means an address error. */
export const ZPropertySearchQuery = z.object({
  address: z.string().trim().min(3).max(200),
  sync: z.enum(['true', 'false']).optional(),
});
export const ZPropertySearchResult = z.object({
  id: z.number(),
  name: z.string(),
  address: ZAddress,
});
export const ZPropertySearchResponse = z.object({
  data: z.array(ZPropertySearchResult),
  count: z.number(),
});
export type TPropertySearchResult = z.infer<typeof ZPropertySearchResult>;

export const ZLease = z.object({
  id: z.number(),
  property: z.number(),
  unit: z.number(),
  unitNumber: z.string(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  earlyCancelAt: z.string().nullable(),
  cancelNote: z.string().nullable(),
  paymentNumber: z.string().nullable(),
  /** Monthly rent in cents (CAD). */
  rent: z.number().int(),
  computed: z.object({ active: z.boolean() }),
});
export type TLease = z.infer<typeof ZLease>;

export const ZLeaseParams = z.object({ id: ZId });
export const ZLeaseQuery = z.object({ property: ZId.optional() });
