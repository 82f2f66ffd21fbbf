import {
  BOOKING_HORIZON,
  CURRENCY,
  EVENT_SEATS_PER_USER,
  type TPaymentProcessorName,
  type TRangesByDate,
  type TTranslatable,
  type TWaitlistStatus,
  type TWeeklyHours,
  WAITLIST_HOLD_LIMITS,
} from '@habitat/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, EMPTY_TRANSLATABLE, id, requiredRef } from './columns';
import { leases, organizations, properties, services, units, users } from './schema';

/**
 * Amenity bookings and card payments. Kept beside schema.ts (which it builds on) so neither
 * file grows past a screenful of tables; client.ts and drizzle-kit read both.
 */

const horizonCheck = (name: string, days: AnyPgColumn) =>
  check(
    name,
    sql`${days} between ${sql.raw(String(BOOKING_HORIZON.minDays))} and ${sql.raw(String(BOOKING_HORIZON.maxDays))}`,
  );
/** null: the default hold (WAITLIST_OFFER_HOLD_MINUTES). */
const waitlistHoldCheck = (name: string, minutes: AnyPgColumn) =>
  check(
    name,
    sql`${minutes} is null or ${minutes} between ${sql.raw(String(WAITLIST_HOLD_LIMITS.minMinutes))} and ${sql.raw(String(WAITLIST_HOLD_LIMITS.maxMinutes))}`,
  );

/** A bookable schedule of a service (party room, gym, guest suite…). Amounts in cents. */
export const bookingEntities = pgTable(
  'booking_entities',
  {
    id: id(),
    serviceId: requiredRef(() => services.id),
    name: jsonb().$type<TTranslatable>().notNull(),
    type: text().notNull().default('room'),
    priceCents: integer().notNull().default(0),
    /** null: the default step / buffer of the time grid. */
    step: integer(),
    minimumDuration: integer(),
    maximumDuration: integer(),
    bufferDuration: integer(),
    maximumConcurrentBooking: integer().notNull().default(1),
    ranges: jsonb().$type<TWeeklyHours>().notNull(),
    /** Dated exceptions that replace the weekday's ranges; [] closes the date. */
    dates: jsonb().$type<TRangesByDate>().notNull().default({}),
    /** Bookable up to this many days after today (BOOKING_HORIZON). */
    bookingHorizonDays: integer().notNull().default(BOOKING_HORIZON.defaultDays),
    /** Minutes a waitlist offer on it is held; null: the default. */
    waitlistHoldMinutes: integer(),
    position: integer().notNull().default(0),
    deleted: boolean().notNull().default(false),
  },
  (t) => [
    index().on(t.serviceId, t.deleted, t.position),
    check('booking_entities_price_check', sql`${t.priceCents} >= 0`),
    check('booking_entities_capacity_check', sql`${t.maximumConcurrentBooking} > 0`),
    horizonCheck('booking_entities_horizon_check', t.bookingHorizonDays),
    waitlistHoldCheck('booking_entities_waitlist_hold_check', t.waitlistHoldMinutes),
  ],
);

export const bookingEventGroups = pgTable(
  'booking_event_groups',
  {
    id: id(),
    serviceId: requiredRef(() => services.id),
    name: jsonb().$type<TTranslatable>().notNull(),
    description: jsonb().$type<TTranslatable>().notNull().default(EMPTY_TRANSLATABLE),
    priceCents: integer().notNull().default(0),
    /** Its events are bookable up to this many days after today (BOOKING_HORIZON). */
    bookingHorizonDays: integer().notNull().default(BOOKING_HORIZON.defaultDays),
    /** Minutes a waitlist offer on its events is held; null: the default. */
    waitlistHoldMinutes: integer(),
    position: integer().notNull().default(0),
    deleted: boolean().notNull().default(false),
  },
  (t) => [
    index().on(t.serviceId, t.deleted, t.position),
    check('booking_event_groups_price_check', sql`${t.priceCents} >= 0`),
    horizonCheck('booking_event_groups_horizon_check', t.bookingHorizonDays),
    waitlistHoldCheck('booking_event_groups_waitlist_hold_check', t.waitlistHoldMinutes),
  ],
);

export const bookingEvents = pgTable(
  'booking_events',
  {
    id: id(),
    groupId: requiredRef(() => bookingEventGroups.id),
    name: jsonb().$type<TTranslatable>().notNull(),
    description: jsonb().$type<TTranslatable>().notNull().default(EMPTY_TRANSLATABLE),
    /** Seats; 0 = no limit. */
    maxAvailable: integer().notNull().default(0),
    /** Seats one user may hold (EVENT_SEATS_PER_USER). */
    maxSeatsPerUser: integer().notNull().default(EVENT_SEATS_PER_USER.default),
    priceCents: integer().notNull().default(0),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }).notNull(),
    deleted: boolean().notNull().default(false),
  },
  (t) => [
    index().on(t.groupId, t.deleted, t.startAt),
    check('booking_events_seats_check', sql`${t.maxAvailable} >= 0`),
    check('booking_events_seats_per_user_check', sql`${t.maxSeatsPerUser} > 0`),
    check('booking_events_price_check', sql`${t.priceCents} >= 0`),
    check('booking_events_times_check', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/**
 * A booking: a time range on a schedule (entity) or a seat at an event, never both. Cancelled
 * when canceled_at is set. The service, property, lease and unit are copied in so limits and
 * lists need no join.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    organizationId: requiredRef(() => organizations.id),
    propertyId: requiredRef(() => properties.id),
    serviceId: requiredRef(() => services.id),
    entityId: integer().references(() => bookingEntities.id),
    eventId: integer().references(() => bookingEvents.id),
    userId: requiredRef(() => users.id),
    leaseId: integer().references(() => leases.id),
    unitId: integer().references(() => units.id),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }).notNull(),
    /** The price it was booked at: a later price of its schedule or event is not its. */
    priceCents: integer().notNull().default(0),
    totalCents: integer().notNull().default(0),
    currency: text().notNull().default(CURRENCY),
    canceledAt: timestamp({ withTimezone: true }),
    canceledBy: integer().references(() => users.id),
    /** The manager's word to the resident when the console cancelled the booking. */
    cancelNote: text(),
    createdAt: createdAt(),
  },
  (t) => [
    // Overlap checks and the schedule's taken ranges: a schedule's bookings by start.
    index().on(t.entityId, t.startAt),
    index().on(t.eventId),
    // Lists and the per-user / per-unit limits.
    index().on(t.userId, t.serviceId, t.startAt),
    index().on(t.unitId, t.serviceId, t.startAt),
    index().on(t.leaseId),
    index().on(t.serviceId, t.startAt),
    // The building's bookings by start: the console's building-wide calendar (and the dashboard).
    index().on(t.propertyId, t.startAt),
    index().on(t.organizationId),
    index().on(t.canceledBy),
    check('reservations_target_check', sql`(${t.entityId} is null) <> (${t.eventId} is null)`),
    check('reservations_times_check', sql`${t.endAt} > ${t.startAt}`),
    check('reservations_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * A place in the line for a full event or a full slot of a schedule (start/end: the slot; an
 * event's own times). waiting → offered (a freed place held until offer_expires_at) → accepted
 * (reservation_id) | expired; left when the resident leaves. One active entry (waiting or
 * offered) per person and event or slot.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    organizationId: requiredRef(() => organizations.id),
    propertyId: requiredRef(() => properties.id),
    serviceId: requiredRef(() => services.id),
    entityId: integer().references(() => bookingEntities.id),
    eventId: integer().references(() => bookingEvents.id),
    userId: requiredRef(() => users.id),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }).notNull(),
    status: text().$type<TWaitlistStatus>().notNull().default('waiting'),
    offeredAt: timestamp({ withTimezone: true }),
    offerExpiresAt: timestamp({ withTimezone: true }),
    reservationId: integer().references(() => reservations.id),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The first waiting (or the offers held) for an event, and for a slot of a schedule.
    index().on(t.eventId, t.status, t.id),
    index().on(t.entityId, t.startAt, t.status, t.id),
    index().on(t.userId, t.createdAt),
    // The offers to expire.
    index('waitlist_entries_offers_idx').on(t.offerExpiresAt).where(sql`${t.status} = 'offered'`),
    uniqueIndex('waitlist_entries_event_user_idx')
      .on(t.eventId, t.userId)
      .where(sql`${t.eventId} is not null and ${t.status} in ('waiting', 'offered')`),
    uniqueIndex('waitlist_entries_slot_user_idx')
      .on(t.entityId, t.startAt, t.endAt, t.userId)
      .where(sql`${t.entityId} is not null and ${t.status} in ('waiting', 'offered')`),
    check('waitlist_entries_target_check', sql`(${t.entityId} is null) <> (${t.eventId} is null)`),
    check('waitlist_entries_times_check', sql`${t.endAt} > ${t.startAt}`),
    check(
      'waitlist_entries_status_check',
      sql`${t.status} in ('waiting', 'offered', 'accepted', 'expired', 'left')`,
    ),
  ],
);

/** A charge made for a reservation (or refunded when the booking could not be stored). */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    reservationId: integer().references(() => reservations.id),
    /**
     * The building of what was paid for: whose manager gives a charge back when its refund
     * failed (it then has no reservation to tell).
     */
    propertyId: integer().references(() => properties.id),
    userId: requiredRef(() => users.id),
    processor: text().$type<TPaymentProcessorName>().notNull(),
    chargeId: text().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull(),
    status: text().$type<'succeeded' | 'refunded'>().notNull(),
    createdAt: createdAt(),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.reservationId),
    index().on(t.userId),
    index().on(t.processor, t.chargeId),
    index().on(t.propertyId, t.status),
    check('payments_status_check', sql`${t.status} in ('succeeded', 'refunded')`),
  ],
);

/**
 * A card charge asked for and not yet settled: recorded before the processor is called (with the
 * key the processor gets), so a charge is never left without its booking or its refund when the
 * server stops in between. pending → booked (reservation_id) | failed (no charge: outcome) |
 * refunding → refunded or refund_failed (outcome: the refusal the booking got). The card token
 * and the request are kept only to finish a pending one (the reconciler, or a retry).
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: id(),
    /** The processor's idempotency key: a replayed charge is the same charge. */
    key: text().notNull().unique(),
    userId: requiredRef(() => users.id),
    processor: text().$type<TPaymentProcessorName>().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull(),
    token: text(),
    request: jsonb().$type<unknown>().notNull(),
    status: text()
      .$type<'pending' | 'booked' | 'failed' | 'refunding' | 'refunded' | 'refund_failed'>()
      .notNull()
      .default('pending'),
    chargeId: text(),
    reservationId: integer().references(() => reservations.id),
    /** The answer a refused one got (status code, code, message). */
    outcome: jsonb().$type<{ statusCode: number; code: string; message: string }>(),
    createdAt: createdAt(),
    /** When the reconciler may take it up (pushed forward while someone works on it). */
    recoverAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('payment_intents_unsettled_idx')
      .on(t.recoverAt)
      .where(sql`${t.status} in ('pending', 'refunding')`),
    index().on(t.userId),
    index().on(t.reservationId),
    check(
      'payment_intents_status_check',
      sql`${t.status} in ('pending', 'booked', 'failed', 'refunding', 'refunded', 'refund_failed')`,
    ),
  ],
);

/**
 * The local processor's single-use card tokens. Only the hash of the token is kept, and of the
 * card only what a receipt shows (brand, last 4) and the test outcome its number stands for.
 */
export const cardTokens = pgTable('card_tokens', {
  id: id(),
  tokenHash: text().notNull().unique(),
  publicKey: text().notNull(),
  brand: text().notNull(),
  last4: text().notNull(),
  outcome: text().$type<'succeeds' | 'declined' | 'insufficient_funds'>().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

/** The local processor's charges, so a refund can be checked against what was charged. */
export const localCharges = pgTable(
  'local_charges',
  {
    id: text().primaryKey(),
    tokenId: requiredRef(() => cardTokens.id),
    amountCents: integer().notNull(),
    currency: text().notNull(),
    createdAt: createdAt(),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.tokenId)],
);

/**
 * Answers of creates sent with an Idempotency-Key, kept 24 h: the same key and body answer the
 * stored result again. status_code null = the first request is still running, until its lease
 * runs out (then it died, and a retry takes the key over).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who sent it ('user:12', or 'ip:…' for anonymous creates) and which route. */
    scope: text().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    statusCode: integer(),
    response: jsonb(),
    createdAt: createdAt(),
    /** Who runs the first request, and until when it counts as alive (renewed while it runs). */
    claim: text(),
    leaseUntil: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index().on(t.createdAt)],
);

/** A user's private calendar subscription; the URL's token is kept only as its hash. */
export const calendarFeeds = pgTable('calendar_feeds', {
  id: id(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique(),
  createdAt: createdAt(),
});
