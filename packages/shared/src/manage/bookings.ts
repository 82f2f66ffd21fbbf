import { z } from 'zod';
import { isCalendarDate, ZBookingEntity } from '../bookings/bookings.types';
import { addDays } from '../bookings/time-grid';
import { WAITLIST_HOLD_LIMITS, ZManagedWaitlistEntry } from '../bookings/waitlists';
import { ZIsoDateTime, ZTranslatable } from '../common';
import { BOOKING_HORIZON, EVENT_SEATS_PER_USER } from '../constants';
import { manageBilingual, manageOptionalBilingual, manageRequiredText } from './fields';
import { missingOrType, ZIdInput } from './manage.types';
import { dayRangeIssues, SERVICE_LIMITS, ZManageServiceHours } from './services';

/**
 * Bookings set-up of the manager console: a service's schedules (booking entities), its event
 * groups and events, the calendar of its reservations and cancelling one. What is saved here is
 * what the resident API offers at once (same tables, same time-grid rules).
 *
 * Field codes besides MANAGE_FIELD_ERRORS: those of the services' opening hours ('hour',
 * 'range_order', 'overlap', 'maxItems': one rule, ZManageServiceHours), 'date' (not a real date), 'min_max' (minimum above maximum),
 * 'start_end' (an event ending before it starts), 'span' (a calendar window too long).
 */
export const BOOKING_SETUP_LIMITS = {
  name: 100,
  description: 2000,
  /** Minutes. */
  stepMin: 5,
  durationMax: 1440,
  capacityMax: 1000,
  seatsMax: 100_000,
  /** Dated exceptions a schedule may carry. */
  datesMax: 366,
  cancelNote: 500,
  /** Days a calendar window may span (a week). */
  calendarDaysMax: 7,
  /** Events listed per group (upcoming first). */
  eventsPerGroupMax: 200,
  /** Reservations a calendar window answers at most. */
  calendarRowsMax: 1000,
} as const;

const L = BOOKING_SETUP_LIMITS;

const int = (min: number, max: number) =>
  z
    .number({ error: missingOrType })
    .int({ error: 'invalid_type' })
    .min(min, { error: 'invalid_type' })
    .max(max, { error: 'invalid_type' });
/** Cents, as the resident API bounds an amount (ZAmount). */
const price = () => int(0, 10_000_000);

const ZRange = z.object(
  {
    from: z.string({ error: missingOrType }).transform((s) => s.trim()),
    to: z.string({ error: missingOrType }).transform((s) => s.trim()),
  },
  { error: () => 'invalid_type' },
);

/**
 * Dated exceptions: a real date ('2026-02-30' refused) and its ranges, checked by the same
 * rule as the weekly hours (dayRangeIssues: HH:MM, from before to, no overlap); [] closes it.
 */
export const ZManageDatedRanges = z
  .record(z.string(), z.array(ZRange).max(SERVICE_LIMITS.rangesPerDay, { message: 'maxItems' }), {
    error: () => 'invalid_type',
  })
  .superRefine((dates, ctx) => {
    const keys = Object.keys(dates);
    if (keys.length > L.datesMax) ctx.addIssue({ code: 'custom', message: 'maxItems' });
    for (const date of keys) {
      if (!isCalendarDate(date)) {
        ctx.addIssue({ code: 'custom', message: 'date', path: [date] });
        continue;
      }
      // The weekday only labels the issues; the rule is the one of a weekly day.
      for (const issue of dayRangeIssues('monday', dates[date] ?? [])) {
        ctx.addIssue({
          code: 'custom',
          message: issue.code,
          path: [date, issue.index, issue.field],
        });
      }
    }
  })
  .default({});

/** Days ahead a calendar can be booked; absent (an older console) is the default. */
const horizonDays = () =>
  int(BOOKING_HORIZON.minDays, BOOKING_HORIZON.maxDays).default(BOOKING_HORIZON.defaultDays);

/** Minutes a waitlist offer is held; absent or null: WAITLIST_OFFER_HOLD_MINUTES. */
const waitlistHoldMinutes = () =>
  int(WAITLIST_HOLD_LIMITS.minMinutes, WAITLIST_HOLD_LIMITS.maxMinutes)
    .nullish()
    .transform((v) => v ?? null);

const optionalMinutes = (min: number) =>
  int(min, L.durationMax)
    .nullish()
    .transform((v) => v ?? null);

/** Create or replace a schedule; null step / buffer / durations take the time grid's defaults. */
export const ZManageScheduleInput = z
  .object({
    name: manageBilingual(L.name),
    price: price(),
    step: optionalMinutes(L.stepMin),
    minimumDuration: optionalMinutes(1),
    maximumDuration: optionalMinutes(1),
    bufferDuration: optionalMinutes(0),
    maximumConcurrentBooking: int(1, L.capacityMax),
    ranges: ZManageServiceHours,
    dates: ZManageDatedRanges,
    bookingHorizonDays: horizonDays(),
    waitlistHoldMinutes: waitlistHoldMinutes(),
  })
  .refine(
    (s) =>
      s.minimumDuration === null ||
      s.maximumDuration === null ||
      s.minimumDuration <= s.maximumDuration,
    { message: 'min_max', path: ['maximumDuration'] },
  );
export type TManageScheduleInput = z.input<typeof ZManageScheduleInput>;
export type TManageSchedule = z.output<typeof ZManageScheduleInput>;

export const ZManagedSchedule = ZBookingEntity.extend({
  /** Minutes a waitlist offer on it is held (null: WAITLIST_OFFER_HOLD_MINUTES). */
  waitlistHoldMinutes: z.number().int().nullable(),
});
export type TManagedSchedule = z.infer<typeof ZManagedSchedule>;
export const ZManagedScheduleListResponse = z.object({
  data: z.array(ZManagedSchedule),
  count: z.number().int(),
  /** The service's building's time zone (closures and events are read on its clock). */
  timeZone: z.string(),
});
export type TManagedScheduleListResponse = z.infer<typeof ZManagedScheduleListResponse>;

/* ---------- Event groups and events ---------- */

export const ZManageEventGroupInput = z.object({
  name: manageBilingual(L.name),
  description: manageOptionalBilingual(L.description),
  price: price(),
  bookingHorizonDays: horizonDays(),
  waitlistHoldMinutes: waitlistHoldMinutes(),
});
export type TManageEventGroupInput = z.input<typeof ZManageEventGroupInput>;

export const ZManageEventInput = z
  .object({
    name: manageBilingual(L.name),
    description: manageOptionalBilingual(L.description),
    /** Seats; 0 = no limit. */
    maxAvailable: int(0, L.seatsMax),
    /** Seats one resident may hold; absent (an older console) is the default. */
    maxSeatsPerUser: int(1, EVENT_SEATS_PER_USER.max).default(EVENT_SEATS_PER_USER.default),
    /** Its own price; absent or null: its group's price. */
    price: price().nullable().default(null),
    start: ZIsoDateTime,
    end: ZIsoDateTime,
  })
  .refine((e) => Date.parse(e.start) < Date.parse(e.end), {
    message: 'start_end',
    path: ['end'],
  });
export type TManageEventInput = z.input<typeof ZManageEventInput>;

export const ZManagedEvent = z.object({
  id: z.number(),
  group: z.number(),
  name: ZTranslatable,
  description: ZTranslatable,
  maxAvailable: z.number().int(),
  maxSeatsPerUser: z.number().int(),
  price: z.number().int(),
  start: ZIsoDateTime,
  end: ZIsoDateTime,
  /** Reservations not cancelled. */
  reserved: z.number().int(),
});
export type TManagedEvent = z.infer<typeof ZManagedEvent>;

export const ZManagedEventGroup = z.object({
  id: z.number(),
  service: z.number(),
  name: ZTranslatable,
  description: ZTranslatable,
  price: z.number().int(),
  bookingHorizonDays: z.number().int(),
  /** Minutes a waitlist offer on its events is held (null: WAITLIST_OFFER_HOLD_MINUTES). */
  waitlistHoldMinutes: z.number().int().nullable(),
  /** Events not retired that have not ended, by start (at most eventsPerGroupMax). */
  events: z.array(ZManagedEvent),
});
export type TManagedEventGroup = z.infer<typeof ZManagedEventGroup>;
export const ZManagedEventGroupListResponse = z.object({
  data: z.array(ZManagedEventGroup),
  count: z.number().int(),
  timeZone: z.string(),
});
export type TManagedEventGroupListResponse = z.infer<typeof ZManagedEventGroupListResponse>;

/* ---------- Calendar and cancelling ---------- */

/** ?from=&to=: dates in the building's time zone, both included, at most a week. */
export const ZManageCalendarQuery = z
  .object({
    from: z.string({ error: missingOrType }).refine(isCalendarDate, { message: 'date' }),
    to: z.string({ error: missingOrType }).refine(isCalendarDate, { message: 'date' }),
  })
  .refine((q) => q.from <= q.to && addDays(q.from, L.calendarDaysMax - 1) >= q.to, {
    message: 'span',
    path: ['to'],
  });
export type TManageCalendarQuery = z.infer<typeof ZManageCalendarQuery>;

export const RESERVATION_PAYMENT_STATES = ['free', 'paid', 'refunded'] as const;

export const ZManagedReservation = z.object({
  id: z.number(),
  start: ZIsoDateTime,
  end: ZIsoDateTime,
  resident: z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }),
  unit: z.object({ id: z.number(), number: z.string() }).nullable(),
  entity: z.object({ id: z.number(), name: ZTranslatable }).nullable(),
  event: z.object({ id: z.number(), name: ZTranslatable }).nullable(),
  total: z.number().int(),
  currency: z.string(),
  status: z.enum(['active', 'cancelled']),
  payment: z.enum(RESERVATION_PAYMENT_STATES),
  canceledAt: ZIsoDateTime.nullable(),
  cancelNote: z.string().nullable(),
});
export type TManagedReservation = z.infer<typeof ZManagedReservation>;

export const ZManagedReservationListResponse = z.object({
  data: z.array(ZManagedReservation),
  count: z.number().int(),
  /** The building's time zone the dates are read in. */
  timeZone: z.string(),
  /** Who waits (or holds an offer) for the events and slots of these dates, in line order. */
  waitlist: z.array(ZManagedWaitlistEntry).optional(),
});
export type TManagedReservationListResponse = z.infer<typeof ZManagedReservationListResponse>;

/** The manager's note to the resident: required, 1 to cancelNote characters once trimmed. */
export const ZManageCancelReservationRequest = z.object(
  { note: manageRequiredText(L.cancelNote) },
  { error: () => 'required' },
);
export type TManageCancelReservationRequest = z.input<typeof ZManageCancelReservationRequest>;

export const ZManageIdParams = z.object({ id: ZIdInput });
