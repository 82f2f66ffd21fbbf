import { z } from 'zod';
import { ZId, ZIsoDateTime, ZTranslatable } from '../common';
import { CURRENCY } from '../constants';
import { dayjs } from '../format/dayjs';
import { ZTimeRange, ZWeeklyHours } from '../services/services.types';

/**
 * Amenity bookings. Every amount is an integer number of cents (CAD); every duration is in
 * minutes. A schedule's times of day are wall-clock times in the property's time zone.
 */

/** 'YYYY-MM-DD', a calendar date in the property's time zone. */
export const ZCalendarDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, {
  message: 'date',
});

/**
 * 'YYYY-MM-DD' naming a date that exists ('2026-02-30' does not: the patterns let it through,
 * and it would roll over to March). The server's answers check it where the patterns cannot.
 */
export const isCalendarDate = (value: string) =>
  ZCalendarDate.safeParse(value).success && dayjs.utc(value).format('YYYY-MM-DD') === value;

/** A reservation's start or end as the API takes it: 'YYYY-MM-DD HH:mm:ss' in the property's zone. */
export const ZLocalDateTime = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, {
    message: 'datetime',
  });

export const ZCurrency = z.literal(CURRENCY);
/** Cents, bounded so a sum of a few never leaves the integer range. */
export const ZAmount = z.number().int().min(0).max(10_000_000);

/* ---------- Schedules (booking entities) ---------- */

export const ZBookingEntity = z.object({
  id: z.number(),
  /** The id of the service the schedule belongs to. */
  service: z.number(),
  name: ZTranslatable,
  /** Free-form kind shown to nobody but managers ('room', 'equipment', …). */
  type: z.string(),
  /** Price of one booking in cents; 0 is free. */
  price: z.number().int(),
  /** Grid step in minutes (null: the default step). */
  step: z.number().int().positive().nullable(),
  minimumDuration: z.number().int().positive().nullable(),
  maximumDuration: z.number().int().positive().nullable(),
  /** Minutes kept free between two bookings (null: the default buffer). */
  bufferDuration: z.number().int().min(0).nullable(),
  /** How many bookings may overlap at any moment. */
  maximumConcurrentBooking: z.number().int().positive(),
  /** Weekly opening ranges, Monday first; an empty day is closed. */
  ranges: ZWeeklyHours,
  /** Dated exceptions: the ranges of that date replace the weekday's ('[]' closes the day). */
  dates: z.record(ZCalendarDate, z.array(ZTimeRange)),
  /** Bookable up to this many days after today (BOOKING_HORIZON). */
  bookingHorizonDays: z.number().int().positive(),
});
export type TBookingEntity = z.infer<typeof ZBookingEntity>;

export const ZBookingListQuery = z.object({
  perPage: z.coerce.number().int().min(-1).default(-1),
  service: ZId.optional(),
});

export const ZBookingEntitiesResponse = z.object({
  data: z.array(ZBookingEntity),
  count: z.number().int(),
});

export const ZBookingEntityParams = z.object({ id: ZId });

/** GET /api/booking_entities/{id}/schedule?from=YYYY-MM-DD[ HH:mm:ss]&days=N */
export const ZScheduleQuery = z.object({
  /** The first date (a time part, as the app sends 'today 00:00:00', is ignored). */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, { message: 'date' })
    .transform((value) => value.slice(0, 10))
    .pipe(ZCalendarDate),
  days: z.coerce.number().int().min(1).max(92).default(31),
});
export type TScheduleQuery = z.infer<typeof ZScheduleQuery>;

/** Ranges per date ('YYYY-MM-DD' → ranges); a date without ranges is absent. */
export const ZRangesByDate = z.record(ZCalendarDate, z.array(ZTimeRange));
export type TRangesByDate = z.infer<typeof ZRangesByDate>;

export const ZScheduleResponse = z.object({
  entity: z.number(),
  timeZone: z.string(),
  from: ZCalendarDate,
  days: z.number().int(),
  /** The opening ranges of each date (weekly ranges with the dated exceptions applied). */
  opening: ZRangesByDate,
  /**
   * The free ranges of each date: opening ranges less what existing bookings (widened by the
   * buffer) take once the schedule's capacity is full. A selection inside one is bookable.
   */
  available: ZRangesByDate,
});
export type TScheduleResponse = z.infer<typeof ZScheduleResponse>;

/* ---------- Event groups and events ---------- */

export const ZBookingEventGroup = z.object({
  id: z.number(),
  service: z.number(),
  name: ZTranslatable,
  description: ZTranslatable,
  /** Price of a seat in cents (an event's own price wins). */
  price: z.number().int(),
  /** Its events are bookable up to this many days after today (BOOKING_HORIZON). */
  bookingHorizonDays: z.number().int().positive(),
});
export type TBookingEventGroup = z.infer<typeof ZBookingEventGroup>;

export const ZBookingEventGroupsResponse = z.object({
  data: z.array(ZBookingEventGroup),
  count: z.number().int(),
});

export const ZBookingEventsQuery = z.object({
  perPage: z.coerce.number().int().min(-1).default(-1),
  group: ZId.optional(),
  /** Only events ending after this instant (the app sends now). */
  after: z.string().datetime({ offset: true }).optional(),
  augment: z.enum(['stats']).optional(),
});
export type TBookingEventsQuery = z.infer<typeof ZBookingEventsQuery>;

export const ZBookingEvent = z.object({
  id: z.number(),
  group: z.number(),
  service: z.number(),
  name: ZTranslatable,
  description: ZTranslatable,
  /** Seats; 0 means no limit. */
  maxAvailable: z.number().int().min(0),
  /** Seats one user may hold (EVENT_SEATS_PER_USER). */
  maxSeatsPerUser: z.number().int().positive(),
  /** Price of a seat in cents. */
  price: z.number().int(),
  start: ZIsoDateTime,
  end: ZIsoDateTime,
  /** With augment=stats: the active reservations. */
  stats: z.object({ reservations: z.number().int() }).optional(),
  /** maxAvailable less reservations, at least 0; only when maxAvailable > 0 and stats asked. */
  remainingAvailable: z.number().int().min(0).optional(),
});
export type TBookingEvent = z.infer<typeof ZBookingEvent>;

export const ZBookingEventsResponse = z.object({
  data: z.array(ZBookingEvent),
  count: z.number().int(),
});

/* ---------- Reservations ---------- */

/** PROCESSORS: 'local' is the built-in processor (test cards), 'stripe' the Stripe adapter. */
export const PAYMENT_PROCESSORS = ['local', 'stripe'] as const;
export type TPaymentProcessorName = (typeof PAYMENT_PROCESSORS)[number];

export const ZPaymentInput = z.object({
  /** The card token (tok_… from the local processor, pm_… from Stripe); null when free. */
  from: z.string().min(1).max(255).nullable(),
  /** The card provider when a payer is given, otherwise null ("none"). */
  processor: z.enum(PAYMENT_PROCESSORS).nullable(),
  amount: ZAmount,
  currency: ZCurrency,
});
export type TPaymentInput = z.infer<typeof ZPaymentInput>;

const reservationCommon = {
  total: ZAmount,
  currency: ZCurrency,
  payments: z.array(ZPaymentInput).max(4).default([]),
};

/** POST /api/reservations: a seat at an event, or a time range on a schedule. */
export const ZCreateReservationRequest = z.union([
  z.object({
    event: ZId,
    /** The event's own times; when sent they must be the event's. */
    start: ZLocalDateTime.optional(),
    end: ZLocalDateTime.optional(),
    ...reservationCommon,
  }),
  z.object({
    entity: ZId,
    start: ZLocalDateTime,
    end: ZLocalDateTime,
    ...reservationCommon,
  }),
]);
export type TCreateReservationRequest = z.infer<typeof ZCreateReservationRequest>;

export const ZReservationPayment = z.object({
  processor: z.enum(PAYMENT_PROCESSORS),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['succeeded', 'refunded']),
});

const ZNamed = z.object({ id: z.number(), name: ZTranslatable });

export const ZReservation = z.object({
  id: z.number(),
  service: ZNamed,
  /** The schedule booked, or null for an event seat. */
  entity: ZNamed.nullable(),
  event: ZNamed.nullable(),
  user: z.number(),
  lease: z.number().nullable(),
  start: ZIsoDateTime,
  end: ZIsoDateTime,
  /** Its price when it was booked, whatever the schedule or event costs now (the cancel rule). */
  price: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  payments: z.array(ZReservationPayment),
  timeZone: z.string(),
  canceledAt: ZIsoDateTime.nullable(),
  canceledBy: z.number().nullable(),
  createdAt: ZIsoDateTime,
  /** The property manager's word when the console cancelled it (absent or null otherwise). */
  cancelNote: z.string().nullable().optional(),
  /** Cancelled by the building (the console), not by the resident: false while active. */
  canceledByBuilding: z.boolean().optional(),
  /** What was paid back on the card, in cents (0 when nothing was refunded). */
  refunded: z.number().int().optional(),
});
export type TReservation = z.infer<typeof ZReservation>;

/** A unit-mate's reservation as `?lease=` lists it: what counts toward the unit limit, no person. */
export const ZLeaseReservation = z.object({
  id: z.number(),
  service: z.number(),
  entity: z.number().nullable(),
  event: z.number().nullable(),
  start: ZIsoDateTime,
  end: ZIsoDateTime,
});
export type TLeaseReservation = z.infer<typeof ZLeaseReservation>;

export const ZReservationsQuery = z.object({
  perPage: z.coerce.number().int().min(-1).default(-1),
  user: ZId.optional(),
  lease: ZId.optional(),
});
export type TReservationsQuery = z.infer<typeof ZReservationsQuery>;

export const ZReservationsResponse = z.object({
  data: z.array(ZReservation),
  count: z.number().int(),
});
export const ZLeaseReservationsResponse = z.object({
  data: z.array(ZLeaseReservation),
  count: z.number().int(),
});

export const ZReservationParams = z.object({ id: ZId });

/* ---------- Card tokens (local processor) ---------- */

/** POST /api/payments/tokens: card data goes in, a single-use token comes out; nothing is kept. */
export const ZCardTokenRequest = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { message: 'card_number' })),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, { message: 'cvc' }),
  publicKey: z.string().min(1).max(255),
});
export type TCardTokenRequest = z.infer<typeof ZCardTokenRequest>;
export const ZCardTokenResponse = z.object({ token: z.string() });

/* ---------- Calendar ---------- */

/** GET/POST /api/calendar_feed: the private subscription URL (shown once, when created). */
export const ZCalendarFeed = z.object({
  active: z.boolean(),
  /** Present only in the answer that created the feed. */
  url: z.string().nullable(),
  createdAt: ZIsoDateTime.nullable(),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;
