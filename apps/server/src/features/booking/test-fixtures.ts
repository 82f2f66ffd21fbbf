import {
  addDays,
  LOCAL_PROCESSOR_PUBLIC_KEY,
  localDateOf,
  type TWeeklyHours,
  WEEKDAYS,
} from '@habitat/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import {
  bookingEntities,
  bookingEventGroups,
  bookingEvents,
  localCharges,
  payments,
  reservations,
} from '#server/db/bookings-schema';
import type { Db } from '#server/db/client';
import { properties, serviceCategories, services } from '#server/db/schema';
import { createLocalProcessor } from '#server/features/payments/local-processor';
import type { TPaymentProcessor } from '#server/features/payments/processor';
import type { TTestApp } from '#server/test/harness';

export const TIME_ZONE = 'America/Toronto';

/** A date `days` after today on the buildings' clock (the demo buildings are in Montreal). */
export const dayFromToday = (days: number) => addDays(localDateOf(new Date(), TIME_ZONE), days);

const everyDay = (from: string, to: string): TWeeklyHours =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, [{ from, to }]])) as TWeeklyHours;

export async function propertyIdOf(db: Db, slug: string) {
  const [row] = await db
    .select({ id: properties.id, organizationId: properties.organizationId })
    .from(properties)
    .where(eq(properties.slug, slug));
  return row!;
}

/** A new active service in a category of the building, with its booking limits. */
export async function insertService(
  db: Db,
  options: {
    property: string;
    perUser?: number;
    perUnit?: number;
    signersOnly?: boolean;
  },
) {
  const property = await propertyIdOf(db, options.property);
  const [category] = await db
    .select({ id: serviceCategories.id })
    .from(serviceCategories)
    .where(and(eq(serviceCategories.propertyId, property.id), eq(serviceCategories.deleted, false)))
    .limit(1);
  const [service] = await db
    .insert(services)
    .values({
      categoryId: category!.id,
      name: { fr: 'Salle de test', en: 'Test room' },
      maxActiveBookingsPerUser: options.perUser ?? null,
      maxActiveBookingsPerUnit: options.perUnit ?? null,
      availableOnlyForUserSignedOnLease: options.signersOnly ?? false,
    })
    .returning({ id: services.id });
  return service!.id;
}

/** A schedule open 08:00–20:00 every day, 60 to 120 minutes by 30, as the test needs. */
export async function insertEntity(
  db: Db,
  serviceId: number,
  options: { price?: number; capacity?: number; buffer?: number; horizonDays?: number } = {},
) {
  const [entity] = await db
    .insert(bookingEntities)
    .values({
      serviceId,
      name: { fr: 'Grille de test', en: 'Test schedule' },
      priceCents: options.price ?? 0,
      step: 30,
      minimumDuration: 60,
      maximumDuration: 120,
      bufferDuration: options.buffer ?? 0,
      maximumConcurrentBooking: options.capacity ?? 1,
      ranges: everyDay('08:00', '20:00'),
      bookingHorizonDays: options.horizonDays,
    })
    .returning({ id: bookingEntities.id });
  return entity!.id;
}

export async function insertEvent(
  db: Db,
  serviceId: number,
  options: {
    seats: number;
    price?: number;
    startAt: Date;
    seatsPerUser?: number;
    horizonDays?: number;
  },
) {
  const [group] = await db
    .insert(bookingEventGroups)
    .values({
      serviceId,
      name: { fr: 'Activités', en: 'Activities' },
      priceCents: 0,
      bookingHorizonDays: options.horizonDays,
    })
    .returning({ id: bookingEventGroups.id });
  const [event] = await db
    .insert(bookingEvents)
    .values({
      groupId: group!.id,
      name: { fr: 'Atelier', en: 'Workshop' },
      maxAvailable: options.seats,
      maxSeatsPerUser: options.seatsPerUser,
      priceCents: options.price ?? 0,
      startAt: options.startAt,
      endAt: new Date(options.startAt.getTime() + 2 * 3600_000),
    })
    .returning({ id: bookingEvents.id });
  return event!.id;
}

/** Reservations of a schedule or an event that are not cancelled. */
export async function activeCount(
  db: Db,
  target: { entityId?: number; eventId?: number },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reservations)
    .where(
      and(
        target.entityId === undefined ? undefined : eq(reservations.entityId, target.entityId),
        target.eventId === undefined ? undefined : eq(reservations.eventId, target.eventId),
        isNull(reservations.canceledAt),
      ),
    );
  return row?.n ?? 0;
}

export async function chargesAndPayments(db: Db) {
  return {
    charges: await db.select().from(localCharges),
    payments: await db.select().from(payments),
  };
}

/** A single-use token of the local processor for a test card. */
export async function cardToken(t: TTestApp, number: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/tokens',
    payload: {
      number,
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      cvc: '123',
      publicKey: LOCAL_PROCESSOR_PUBLIC_KEY,
    },
  });
  if (response.statusCode !== 200) throw new Error(`token refused: ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** What runs once between the next charge and its answer (e.g. someone takes the last place). */
export type TChargeRace = { next?: () => Promise<void> };

/** The local processor, running `race.next` once after a charge; `overrides` replace the rest. */
export function racingProcessor(
  db: Db,
  race: TChargeRace,
  overrides: Partial<TPaymentProcessor> = {},
): TPaymentProcessor {
  const local = createLocalProcessor({ db });
  return {
    ...local,
    async charge(input) {
      const result = await local.charge(input);
      const next = race.next;
      race.next = undefined;
      await next?.();
      return result;
    },
    ...overrides,
  };
}
