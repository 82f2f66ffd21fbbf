import { createHash, randomBytes } from 'node:crypto';
import {
  addDays,
  CURRENCY,
  cardBrand,
  cardLast4,
  dayjs,
  LOCAL_PROCESSOR_PUBLIC_KEY,
  localDateOf,
  minutesOf,
  TEST_CARDS,
  zonedInstant,
} from '@habitat/shared';
import { eq, inArray } from 'drizzle-orm';
import {
  bookingEntities,
  bookingEventGroups,
  bookingEvents,
  cardTokens,
  localCharges,
  payments,
  reservations,
} from '#server/db/bookings-schema';
import type { Db } from '#server/db/client';
import { leases, properties, serviceCategories, services } from '#server/db/schema';
import { DEMO_LEASES, DEMO_PROPERTIES } from '../demo-data';
import { DEMO_EVENT_GROUPS } from './booking-events-data';
import {
  CARD_PAYMENT_PROPERTIES,
  DEMO_ENTITIES,
  demoReservations,
  type TSeedReservation,
  type TToday,
} from './bookings-data';

const HOUR_MS = 3600 * 1000;

type TOwner = {
  organizationId: number;
  propertyIds: ReadonlyMap<string, number>;
  unitIds: ReadonlyMap<string, number>;
  userIds: ReadonlyMap<string, number>;
};

/** A property's "today": its calendar date and weekday, and wall-clock times on its days. */
function clockOf(slug: string, now: Date) {
  const timeZone = DEMO_PROPERTIES.find((p) => p.slug === slug)!.timeZone;
  const date = localDateOf(now, timeZone);
  const today: TToday = { weekday: (dayjs.utc(date).day() + 6) % 7 };
  const at = (day: number, time: string) =>
    zonedInstant(addDays(date, day), minutesOf(time), timeZone);
  return { date, today, at };
}

/**
 * Card payment on, the schedules, event groups and events of the demo services, and the
 * bookings already made (with the payments of the paid ones). Runs after the services exist.
 */
export async function insertDemoBookings(db: Db, owner: TOwner, now: Date) {
  await enableCardPayment(db, owner);
  const serviceIds = await findServiceIds(db, owner);
  const serviceOf = (ref: { property: string; service: string }) => {
    const id = serviceIds.get(`${ref.property}|${ref.service}`);
    if (id === undefined) throw new Error(`no service ${ref.service} in ${ref.property}`);
    return id;
  };
  const entities = await insertEntities(db, now, serviceOf);
  const events = await insertEventGroups(db, now, serviceOf);
  await insertReservations(db, owner, now, { entities, events });
}

async function enableCardPayment(db: Db, owner: TOwner) {
  const ids = CARD_PAYMENT_PROPERTIES.map((slug) => owner.propertyIds.get(slug)!);
  await db
    .update(properties)
    .set({
      paymentEnabled: true,
      cardPaymentEnabled: true,
      paymentProcessor: 'local',
      paymentPublicKey: LOCAL_PROCESSOR_PUBLIC_KEY,
    })
    .where(inArray(properties.id, ids));
}

/** Service ids by "property slug|French name" (organization-wide services are not booked). */
async function findServiceIds(db: Db, owner: TOwner) {
  const rows = await db
    .select({ id: services.id, name: services.name, propertyId: serviceCategories.propertyId })
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(eq(serviceCategories.organizationId, owner.organizationId));
  const slugOf = new Map([...owner.propertyIds].map(([slug, id]) => [id, slug]));
  return new Map(rows.map((row) => [`${slugOf.get(row.propertyId ?? -1)}|${row.name.fr}`, row.id]));
}

type TBookable = { id: number; serviceId: number; property: string; priceCents: number };
type TServiceOf = (ref: { property: string; service: string }) => number;

async function insertEntities(db: Db, now: Date, serviceOf: TServiceOf) {
  const rows = await db
    .insert(bookingEntities)
    .values(
      DEMO_ENTITIES.map((entity, position) => {
        const clock = clockOf(entity.property, now);
        const closed = (entity.closures?.(clock.today) ?? []).map((day) =>
          addDays(clock.date, day),
        );
        return {
          serviceId: serviceOf(entity),
          name: entity.name,
          type: entity.type,
          priceCents: entity.priceCents,
          step: entity.step ?? null,
          minimumDuration: entity.minimumDuration,
          maximumDuration: entity.maximumDuration,
          bufferDuration: entity.bufferDuration,
          maximumConcurrentBooking: entity.capacity,
          ranges: entity.ranges,
          dates: Object.fromEntries(closed.map((date) => [date, []])),
          // The data's order is the display order, and tells the returned rows apart.
          position,
          deleted: entity.deleted ?? false,
        };
      }),
    )
    .returning({
      id: bookingEntities.id,
      serviceId: bookingEntities.serviceId,
      position: bookingEntities.position,
    });
  return new Map(
    rows.map((row) => {
      const entity = DEMO_ENTITIES[row.position]!;
      const bookable = { ...row, property: entity.property, priceCents: entity.priceCents };
      return [entity.key, bookable satisfies TBookable];
    }),
  );
}

type TEventRow = TBookable & { startAt: Date; endAt: Date };

async function insertEventGroups(db: Db, now: Date, serviceOf: TServiceOf) {
  const groups = await db
    .insert(bookingEventGroups)
    .values(
      DEMO_EVENT_GROUPS.map((group, position) => ({
        serviceId: serviceOf(group),
        name: group.name,
        description: group.description,
        priceCents: group.priceCents,
        position,
      })),
    )
    .returning({ id: bookingEventGroups.id, position: bookingEventGroups.position });

  const planned = groups.flatMap((row) => {
    const group = DEMO_EVENT_GROUPS[row.position]!;
    const clock = clockOf(group.property, now);
    return group.events(clock.today).map((event) => ({
      key: event.key,
      property: group.property,
      serviceId: serviceOf(group),
      values: {
        groupId: row.id,
        name: event.name,
        description: event.description ?? group.description,
        maxAvailable: event.maxAvailable,
        maxSeatsPerUser: event.maxSeatsPerUser,
        priceCents: event.priceCents,
        startAt: clock.at(event.day, event.from),
        endAt: clock.at(event.day, event.to),
      },
    }));
  });
  const rows = await db
    .insert(bookingEvents)
    .values(planned.map((event) => event.values))
    .returning({
      id: bookingEvents.id,
      groupId: bookingEvents.groupId,
      startAt: bookingEvents.startAt,
    });
  // A group's events start at different times: that tells the returned rows apart.
  const idOf = new Map(rows.map((row) => [`${row.groupId}|${row.startAt.getTime()}`, row.id]));
  return new Map(
    planned.map((event): [string, TEventRow] => [
      event.key,
      {
        id: idOf.get(`${event.values.groupId}|${event.values.startAt.getTime()}`)!,
        serviceId: event.serviceId,
        property: event.property,
        startAt: event.values.startAt,
        endAt: event.values.endAt,
        priceCents: event.values.priceCents,
      },
    ]),
  );
}

/** What a seeded booking takes: a schedule at given times, or a seat at an event. */
function bookingTarget(
  booking: TSeedReservation,
  made: { entities: Map<string, TBookable>; events: Map<string, TEventRow> },
  now: Date,
) {
  if ('entity' in booking) {
    const entity = made.entities.get(booking.entity);
    if (!entity) throw new Error(`no schedule ${booking.entity}`);
    const clock = clockOf(entity.property, now);
    return {
      ...entity,
      entityId: entity.id,
      eventId: null,
      startAt: clock.at(booking.day, booking.from),
      endAt: clock.at(booking.day, booking.to),
      seats: 1,
    };
  }
  const event = made.events.get(booking.event);
  if (!event) throw new Error(`no event ${booking.event}`);
  return { ...event, entityId: null, eventId: event.id, seats: booking.seats ?? 1 };
}

async function insertReservations(
  db: Db,
  owner: TOwner,
  now: Date,
  made: { entities: Map<string, TBookable>; events: Map<string, TEventRow> },
) {
  const leaseRows = await db
    .select({ id: leases.id, unitId: leases.unitId })
    .from(leases)
    .where(inArray(leases.unitId, [...owner.unitIds.values()]));
  const leaseOfUnit = new Map(leaseRows.map((row) => [row.unitId, row.id]));
  const unitOf = (username: string) => {
    const lease = DEMO_LEASES.find((l) => l.signers.some((s) => s.username === username));
    return lease ? owner.unitIds.get(lease.unit)! : null;
  };

  const today = clockOf('jardins-saint-laurent', now).today;
  const values = demoReservations(today).flatMap((booking) => {
    const target = bookingTarget(booking, made, now);
    const userId = owner.userIds.get(booking.user)!;
    const unitId = unitOf(booking.user);
    const row = {
      organizationId: owner.organizationId,
      propertyId: owner.propertyIds.get(target.property)!,
      serviceId: target.serviceId,
      entityId: target.entityId,
      eventId: target.eventId,
      userId,
      leaseId: unitId === null ? null : (leaseOfUnit.get(unitId) ?? null),
      unitId,
      startAt: target.startAt,
      endAt: target.endAt,
      priceCents: target.priceCents,
      totalCents: target.priceCents,
      currency: CURRENCY,
      canceledAt: booking.canceled ? new Date(now.getTime() - 24 * HOUR_MS) : null,
      canceledBy: booking.canceled ? userId : null,
      createdAt: new Date(
        Math.min(now.getTime() - 2 * HOUR_MS, target.startAt.getTime() - 96 * HOUR_MS),
      ),
    };
    return Array.from({ length: target.seats }, () => row);
  });

  const rows = await db.insert(reservations).values(values).returning({
    id: reservations.id,
    userId: reservations.userId,
    totalCents: reservations.totalCents,
    createdAt: reservations.createdAt,
  });
  const paid = rows.filter((row) => row.totalCents > 0);
  if (paid.length === 0) return;
  const chargeIds = await insertLocalCharges(db, paid);
  await db.insert(payments).values(
    paid.map((row, i) => ({
      reservationId: row.id,
      userId: row.userId,
      processor: 'local' as const,
      chargeId: chargeIds[i]!,
      amountCents: row.totalCents,
      currency: CURRENCY,
      status: 'succeeded' as const,
      createdAt: row.createdAt,
    })),
  );
}

/**
 * The charges of the paid demo bookings, made with the local processor's test card as the app
 * would (a used token each; only its hash is kept, of a token nobody knows), so that a manager
 * who cancels one refunds a real charge. Answers the charge ids in the order of `paid`.
 */
async function insertLocalCharges(
  db: Db,
  paid: readonly { totalCents: number; createdAt: Date }[],
): Promise<string[]> {
  const card = TEST_CARDS.succeeds;
  const hashes = paid.map(() => createHash('sha256').update(randomBytes(24)).digest('hex'));
  const tokens = await db
    .insert(cardTokens)
    .values(
      paid.map((row, i) => ({
        tokenHash: hashes[i]!,
        publicKey: LOCAL_PROCESSOR_PUBLIC_KEY,
        brand: cardBrand(card),
        last4: cardLast4(card),
        outcome: 'succeeds' as const,
        expiresAt: new Date(row.createdAt.getTime() + HOUR_MS),
        usedAt: row.createdAt,
        createdAt: row.createdAt,
      })),
    )
    .returning({ id: cardTokens.id, tokenHash: cardTokens.tokenHash });
  const tokenOf = new Map(tokens.map((token) => [token.tokenHash, token.id]));
  const charges = paid.map((row, i) => ({
    id: `ch_${randomBytes(16).toString('hex')}`,
    tokenId: tokenOf.get(hashes[i]!)!,
    amountCents: row.totalCents,
    currency: CURRENCY,
    createdAt: row.createdAt,
  }));
  await db.insert(localCharges).values(charges);
  return charges.map((charge) => charge.id);
}
