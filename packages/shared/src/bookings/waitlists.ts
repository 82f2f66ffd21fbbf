import { z } from 'zod';
import { ZId, ZIsoDateTime, ZTranslatable } from '../common';
import { ZAmount, ZCurrency, ZLocalDateTime, ZPaymentInput } from './bookings.types';

/**
 * Waitlists (issue 26): a resident waits for a full event or a full time slot; when a place
 * frees, the first one waiting is offered it, held for them for WAITLIST_OFFER_HOLD_MINUTES.
 */

/** How long a freed place is held for the person offered it, unless a schedule or group says. */
export const WAITLIST_OFFER_HOLD_MINUTES = 120;

/** What a schedule or an event group may set instead (minutes): 15 min to 72 h. */
export const WAITLIST_HOLD_LIMITS = { minMinutes: 15, maxMinutes: 72 * 60 } as const;

/** The hold of an offer: the schedule's or group's own (null: the default). */
export const offerHoldMinutes = (own: number | null) => own ?? WAITLIST_OFFER_HOLD_MINUTES;

export const WAITLIST_STATUSES = ['waiting', 'offered', 'accepted', 'expired', 'left'] as const;
export type TWaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** Still in the line (one such entry per person and event or slot). */
export const ACTIVE_WAITLIST_STATUSES = [
  'waiting',
  'offered',
] as const satisfies readonly TWaitlistStatus[];

/** An offer holds its place until it expires; after that it is nobody's. */
export const offerHeld = (entry: { status: string; offerExpiresAt: Date | null }, now: Date) =>
  entry.status === 'offered' &&
  entry.offerExpiresAt !== null &&
  entry.offerExpiresAt.getTime() > now.getTime();

/** POST /api/waitlist_entries: an event, or a slot of a schedule (local times, as a booking). */
export const ZJoinWaitlistRequest = z.union([
  z.object({ event: ZId }),
  z.object({ entity: ZId, start: ZLocalDateTime, end: ZLocalDateTime }),
]);
export type TJoinWaitlistRequest = z.infer<typeof ZJoinWaitlistRequest>;

/** POST /api/waitlist_entries/{id}/accept: a booking's payment fields (the target is the entry's). */
export const ZAcceptWaitlistOfferRequest = z.object({
  total: ZAmount,
  currency: ZCurrency,
  payments: z.array(ZPaymentInput).max(4).default([]),
});
export type TAcceptWaitlistOfferRequest = z.infer<typeof ZAcceptWaitlistOfferRequest>;

const ZNamed = z.object({ id: z.number(), name: ZTranslatable });

export const ZWaitlistEntry = z.object({
  id: z.number(),
  service: ZNamed,
  event: ZNamed.nullable(),
  entity: ZNamed.nullable(),
  start: ZIsoDateTime,
  end: ZIsoDateTime,
  timeZone: z.string(),
  /** Its price today: what accepting the offer costs. */
  price: z.number().int(),
  status: z.enum(WAITLIST_STATUSES),
  /** Place in the line among those still waiting (1 = next); null once out of it or offered. */
  position: z.number().int().nullable(),
  offerExpiresAt: ZIsoDateTime.nullable(),
  /** The booking made by accepting the offer. */
  reservation: z.number().nullable(),
  createdAt: ZIsoDateTime,
});
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntry>;

export const ZWaitlistEntriesResponse = z.object({
  data: z.array(ZWaitlistEntry),
  count: z.number().int(),
});

export const ZWaitlistEntryParams = z.object({ id: ZId });

/** The console's view of who waits for an event or a slot, in order. */
export const ZManagedWaitlistEntry = z.object({
  id: z.number(),
  event: z.number().nullable(),
  entity: z.number().nullable(),
  start: ZIsoDateTime,
  end: ZIsoDateTime,
  resident: z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }),
  status: z.enum(WAITLIST_STATUSES),
  offerExpiresAt: ZIsoDateTime.nullable(),
  createdAt: ZIsoDateTime,
});
export type TManagedWaitlistEntry = z.infer<typeof ZManagedWaitlistEntry>;
