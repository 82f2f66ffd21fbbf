/** Owns organizations, properties, units, leases, lease_signers and property_managers. */
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db, TDbOrTx } from '../db/client';
import {
  leaseSigners,
  leases,
  organizations,
  properties,
  propertyManagers,
  units,
} from '../db/schema';
import { userJoin } from './users';

export type TPropertyRow = typeof properties.$inferSelect;

/* ---------- Joins for other aggregates' queries ---------- */

/** A property joined in another aggregate's query (under the alias `as`), with what it shows. */
export function propertyJoin<TAlias extends string>(as: TAlias) {
  const property = alias(properties, as);
  return {
    table: property,
    on: (propertyId: AnyPgColumn) => eq(property.id, propertyId),
    id: property.id,
    name: property.name,
    addressFull: property.addressFull,
    city: property.city,
    state: property.state,
    zip: property.zip,
    timeZone: property.timeZone,
  };
}

/** A unit joined in another aggregate's query (under the alias `as`), with its number. */
export function unitJoin<TAlias extends string>(as: TAlias) {
  const unit = alias(units, as);
  return { table: unit, on: (unitId: AnyPgColumn) => eq(unit.id, unitId), number: unit.number };
}

/* ---------- Organizations ---------- */

export async function findOrganizationIdBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, slug));
  return row?.id ?? null;
}

export async function insertOrganization(db: Db, values: { slug: string; name: string }) {
  const [row] = await db.insert(organizations).values(values).returning({ id: organizations.id });
  if (!row) throw new Error('organization not created');
  return row.id;
}

/* ---------- Properties ---------- */

export async function findProperty(db: Db, propertyId: number) {
  const [row] = await db.select().from(properties).where(eq(properties.id, propertyId));
  return row ?? null;
}

export async function propertyExists(db: TDbOrTx, propertyId: number) {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row !== undefined;
}

/** Property slugs are unique across organizations. */
export async function findPropertyBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ id: properties.id, organizationId: properties.organizationId })
    .from(properties)
    .where(eq(properties.slug, slug));
  return row ?? null;
}

export async function findPropertyIdBySlug(db: Db, organizationId: number, slug: string) {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.organizationId, organizationId), eq(properties.slug, slug)));
  return row?.id ?? null;
}

export async function searchProperties(db: Db, organizationId: number, address: string) {
  const pattern = `%${address.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.organizationId, organizationId),
        or(ilike(properties.addressFull, pattern), ilike(properties.name, pattern)),
      ),
    )
    .orderBy(properties.name)
    .limit(10);
}

export async function findPropertyTimeZone(db: Db, propertyId: number) {
  const [row] = await db
    .select({ timeZone: properties.timeZone })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.timeZone ?? null;
}

/** What taking a payment in a property needs: its time zone and whether it takes payments, cards. */
export async function findPropertyPayments(db: Db, propertyId: number) {
  const [row] = await db
    .select({
      timeZone: properties.timeZone,
      paymentEnabled: properties.paymentEnabled,
      cardPaymentEnabled: properties.cardPaymentEnabled,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row ?? null;
}

/** The properties among these whose payment and card payment are both enabled. */
export async function findCardPropertyIds(db: Db, propertyIds: readonly number[]) {
  if (propertyIds.length === 0) return [];
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        inArray(properties.id, [...propertyIds]),
        eq(properties.paymentEnabled, true),
        eq(properties.cardPaymentEnabled, true),
      ),
    );
  return rows.map((row) => row.id);
}

/** Writes these settings of the property; answers the row as it now is (null: no such property). */
export async function updateProperty(
  db: TDbOrTx,
  propertyId: number,
  values: Partial<Omit<typeof properties.$inferInsert, 'id' | 'organizationId' | 'slug'>>,
) {
  const [row] = await db
    .update(properties)
    .set(values)
    .where(eq(properties.id, propertyId))
    .returning();
  return row ?? null;
}

/** The property's row, locked until the transaction ends (two edits of it apply one by one). */
export async function findPropertyForUpdate(tx: TDbOrTx, propertyId: number) {
  const [row] = await tx
    .select()
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('update');
  return row ?? null;
}

export async function insertProperty(db: Db, values: typeof properties.$inferInsert) {
  const [row] = await db.insert(properties).values(values).returning({ id: properties.id });
  if (!row) throw new Error('property not created');
  return row.id;
}

/* ---------- Managers ---------- */

const managedBy = (userId: number) => eq(propertyManagers.userId, userId);

export async function isManagerOf(db: Db, userId: number, propertyId: number) {
  const [row] = await db
    .select({ userId: propertyManagers.userId })
    .from(propertyManagers)
    .where(and(managedBy(userId), eq(propertyManagers.propertyId, propertyId)));
  return row !== undefined;
}

export async function findManagedPropertyIds(db: Db, userId: number) {
  const rows = await db
    .select({ propertyId: propertyManagers.propertyId })
    .from(propertyManagers)
    .where(managedBy(userId));
  return rows.map((row) => row.propertyId);
}

/** The properties a manager manages, by name. */
export async function findManagedProperties(db: TDbOrTx, userId: number) {
  return db
    .select({
      id: properties.id,
      name: properties.name,
      organizationId: properties.organizationId,
      timeZone: properties.timeZone,
      addressFull: properties.addressFull,
      city: properties.city,
      state: properties.state,
      zip: properties.zip,
    })
    .from(propertyManagers)
    .innerJoin(properties, eq(properties.id, propertyManagers.propertyId))
    .where(managedBy(userId))
    .orderBy(asc(properties.name), asc(properties.id));
}
export type TManagedPropertyRow = Awaited<ReturnType<typeof findManagedProperties>>[number];

/** Makes the user a manager of the property (false: they already were). */
export async function addPropertyManager(
  db: TDbOrTx,
  values: { propertyId: number; userId: number },
) {
  const added = await db
    .insert(propertyManagers)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: propertyManagers.userId });
  return added.length > 0;
}

/** The property's managers with what the console shows of them, by name. */
export async function findManagersOfProperty(db: Db, propertyId: number) {
  const manager = userJoin('manager');
  return db
    .select({
      id: manager.id,
      email: manager.email,
      firstName: manager.firstName,
      lastName: manager.lastName,
      deactivatedAt: manager.deactivatedAt,
    })
    .from(propertyManagers)
    .innerJoin(manager.table, manager.on(propertyManagers.userId))
    .where(eq(propertyManagers.propertyId, propertyId))
    .orderBy(sql`lower(${manager.lastName})`, sql`lower(${manager.firstName})`, asc(manager.id));
}

/** How many managers the property has (read under its row's lock to keep the last one). */
export async function countManagersOfProperty(db: TDbOrTx, propertyId: number) {
  const [row] = await db
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(propertyManagers)
    .where(eq(propertyManagers.propertyId, propertyId));
  return row?.n ?? 0;
}

/** Takes the user off the property's managers; false when they were not one. */
export async function removePropertyManager(
  db: TDbOrTx,
  values: { propertyId: number; userId: number },
) {
  const removed = await db
    .delete(propertyManagers)
    .where(
      and(
        eq(propertyManagers.propertyId, values.propertyId),
        eq(propertyManagers.userId, values.userId),
      ),
    )
    .returning({ userId: propertyManagers.userId });
  return removed.length > 0;
}

/** Whether the user manages every property of the organization (and it has one at least). */
export async function managesEveryProperty(db: TDbOrTx, userId: number, organizationId: number) {
  const [row] = await db
    .select({
      all: sql<number>`cast(count(*) as integer)`,
      managed: sql<number>`cast(count(${propertyManagers.userId}) as integer)`,
    })
    .from(properties)
    .leftJoin(
      propertyManagers,
      and(eq(propertyManagers.propertyId, properties.id), managedBy(userId)),
    )
    .where(eq(properties.organizationId, organizationId));
  return row !== undefined && row.all > 0 && row.all === row.managed;
}

/* ---------- Units ---------- */

const byNumber = [sql`length(${units.number})`, asc(units.number), asc(units.id)] as const;

/** By number as a person reads them: 2 before 10; the units still in use (not retired). */
export async function findUnitsOfProperty(db: Db, propertyId: number) {
  return db
    .select({ id: units.id, number: units.number })
    .from(units)
    .where(and(eq(units.propertyId, propertyId), isNull(units.retiredAt)))
    .orderBy(...byNumber);
}

/** Every unit of the property, retired ones too, with how many leases each has had. */
export async function findAllUnitsOfProperty(db: Db, propertyId: number) {
  return db
    .select({
      id: units.id,
      number: units.number,
      retiredAt: units.retiredAt,
      leases: sql<number>`cast((select count(*) from ${leases} where ${leases.unitId} = ${units.id}) as integer)`,
    })
    .from(units)
    .where(eq(units.propertyId, propertyId))
    .orderBy(...byNumber);
}

export async function findUnit(db: TDbOrTx, unitId: number) {
  const [row] = await db
    .select({
      id: units.id,
      propertyId: units.propertyId,
      number: units.number,
      retiredAt: units.retiredAt,
    })
    .from(units)
    .where(eq(units.id, unitId));
  return row ?? null;
}

/** A new unit; null when the property already has one of this number. */
export async function insertUnit(db: TDbOrTx, values: { propertyId: number; number: string }) {
  const [row] = await db
    .insert(units)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: units.id, number: units.number, retiredAt: units.retiredAt });
  return row ?? null;
}

/** Renames and/or retires (a date) or brings back (null) a unit; its leases keep pointing at it. */
export async function updateUnit(
  db: TDbOrTx,
  unitId: number,
  values: { number?: string; retiredAt?: Date | null },
) {
  const [row] = await db
    .update(units)
    .set(values)
    .where(eq(units.id, unitId))
    .returning({ id: units.id, number: units.number, retiredAt: units.retiredAt });
  return row ?? null;
}

/** Adds the units whose number the property does not have yet; answers how many were added. */
export async function insertMissingUnits(db: Db, propertyId: number, numbers: string[]) {
  if (numbers.length === 0) return 0;
  const added = await db
    .insert(units)
    .values(numbers.map((number) => ({ propertyId, number })))
    .onConflictDoNothing()
    .returning({ id: units.id });
  return added.length;
}

/* ---------- Leases ---------- */

const leaseColumns = {
  id: leases.id,
  propertyId: units.propertyId,
  unitId: leases.unitId,
  unitNumber: units.number,
  startAt: leases.startAt,
  endAt: leases.endAt,
  earlyCancelAt: leases.earlyCancelAt,
  cancelNote: leases.cancelNote,
  paymentNumber: leases.paymentNumber,
  rentCents: leases.rentCents,
};

export type TLeaseRow = {
  id: number;
  propertyId: number;
  unitId: number;
  unitNumber: string;
  startAt: string;
  endAt: string | null;
  earlyCancelAt: string | null;
  cancelNote: string | null;
  paymentNumber: string | null;
  rentCents: number;
};

/** Started by `today` (an ISO date, or a date in SQL), not ended before it, not cancelled by it. */
const inForceOn = (today: string | SQL) =>
  and(
    lte(leases.startAt, today),
    or(isNull(leases.endAt), gte(leases.endAt, today)),
    or(isNull(leases.earlyCancelAt), gt(leases.earlyCancelAt, today)),
  ) as SQL;

/**
 * The date `at` (an instant) on the clock of the building of the row's property (its time zone):
 * a lease ends on its building's day, not on UTC's (a lease ending on the 30th in Montréal still
 * lets its tenant in at 21:00 local on the 30th).
 */
const buildingDayOf = (at: Date | SQL) =>
  sql`(${at instanceof Date ? at.toISOString() : at}::timestamptz at time zone ${properties.timeZone})::date`;

/**
 * The lease the user is on at `now` (on its building's clock), else the one that started last,
 * with the building's day it was read on (`today`, for toLease) and when that day ends.
 */
export async function findCurrentLeaseOfUser(db: Db, userId: number, now = new Date()) {
  const today = buildingDayOf(now);
  const inForceFirst = sql`case when ${inForceOn(today)} then 0 else 1 end`;
  const [row] = await db
    .select({
      ...leaseColumns,
      signed: leaseSigners.signed,
      today: sql<string>`${today}::text`,
      /** When that building's day ends (ms since the epoch): `active` may change then. */
      dayEndsAt: sql<number>`(extract(epoch from (${today} + 1)::timestamp at time zone ${properties.timeZone}) * 1000)::float8`,
    })
    .from(leaseSigners)
    .innerJoin(leases, eq(leases.id, leaseSigners.leaseId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(eq(leaseSigners.userId, userId))
    .orderBy(inForceFirst, desc(leases.startAt))
    .limit(1);
  return row ?? null;
}

/** The lease if the user is on it, with its building's day at `now` (`today`, for toLease). */
export async function findLeaseOfSigner(db: Db, leaseId: number, userId: number, now = new Date()) {
  const [row] = await db
    .select({ ...leaseColumns, today: sql<string>`${buildingDayOf(now)}::text` })
    .from(leases)
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .innerJoin(
      leaseSigners,
      and(eq(leaseSigners.leaseId, leases.id), eq(leaseSigners.userId, userId)),
    )
    .where(eq(leases.id, leaseId));
  return row ?? null;
}

export async function leaseExists(db: Db, leaseId: number) {
  const [row] = await db.select({ id: leases.id }).from(leases).where(eq(leases.id, leaseId));
  return row !== undefined;
}

/** The unit's lease in force on `today`, the one that started last if several. */
export async function findLeaseInForce(db: Db, unitId: number, today: string) {
  const [row] = await db
    .select({ id: leases.id })
    .from(leases)
    .where(and(eq(leases.unitId, unitId), inForceOn(today)))
    .orderBy(desc(leases.startAt), desc(leases.id))
    .limit(1);
  return row ?? null;
}

export async function insertLease(db: Db, values: { unitId: number; startAt: string }) {
  const [row] = await db.insert(leases).values(values).returning({ id: leases.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertLeaseSigner(
  db: Db,
  values: { leaseId: number; userId: number; signed: boolean },
) {
  await db.insert(leaseSigners).values(values);
}

/* ---------- The console's residents directory ---------- */

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The building's residents (whoever holds a lease on one of its units), each with their lease
 * in force on `today`, else the one that started last; by name. `q` finds a name, an e-mail or
 * a unit number. One query, its count with it.
 */
export async function findResidentsOfProperty(
  db: Db,
  options: { propertyId: number; today: string; q?: string; limit: number; offset: number },
) {
  const resident = userJoin('resident');
  const inForce = inForceOn(options.today);
  const pattern = options.q === undefined ? null : likePattern(options.q);
  const latest = db
    .selectDistinctOn([leaseSigners.userId], {
      userId: leaseSigners.userId,
      email: resident.email,
      firstName: resident.firstName,
      lastName: resident.lastName,
      phone: resident.phone,
      deactivatedAt: resident.deactivatedAt,
      unitId: sql<number>`${units.id}`.as('unit_id'),
      unitNumber: units.number,
      leaseId: sql<number>`${leases.id}`.as('lease_id'),
      startAt: leases.startAt,
      endAt: leases.endAt,
      earlyCancelAt: leases.earlyCancelAt,
      rentCents: leases.rentCents,
      paymentNumber: leases.paymentNumber,
      signed: leaseSigners.signed,
      inForce: sql<boolean>`${inForce}`.as('in_force'),
    })
    .from(leaseSigners)
    .innerJoin(leases, eq(leases.id, leaseSigners.leaseId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(resident.table, resident.on(leaseSigners.userId))
    .where(eq(units.propertyId, options.propertyId))
    .orderBy(
      leaseSigners.userId,
      sql`case when ${inForce} then 0 else 1 end`,
      desc(leases.startAt),
      desc(leases.id),
    )
    .as('latest');
  const found = pattern
    ? or(
        ilike(sql`${latest.firstName} || ' ' || ${latest.lastName}`, pattern),
        ilike(sql`${latest.lastName} || ' ' || ${latest.firstName}`, pattern),
        ilike(latest.email, pattern),
        ilike(latest.unitNumber, pattern),
      )
    : undefined;
  return db
    .select({
      userId: latest.userId,
      email: latest.email,
      firstName: latest.firstName,
      lastName: latest.lastName,
      phone: latest.phone,
      deactivatedAt: latest.deactivatedAt,
      unitId: latest.unitId,
      unitNumber: latest.unitNumber,
      leaseId: latest.leaseId,
      startAt: latest.startAt,
      endAt: latest.endAt,
      earlyCancelAt: latest.earlyCancelAt,
      rentCents: latest.rentCents,
      paymentNumber: latest.paymentNumber,
      signed: latest.signed,
      inForce: latest.inForce,
      total: sql<number>`cast(count(*) over () as integer)`,
    })
    .from(latest)
    .where(found)
    .orderBy(sql`lower(${latest.lastName})`, sql`lower(${latest.firstName})`, asc(latest.userId))
    .limit(options.limit)
    .offset(options.offset);
}

/** The properties where the user holds a lease, any time. */
export async function findLeasePropertyIdsOfUser(db: Db, userId: number) {
  const rows = await db
    .selectDistinct({ propertyId: units.propertyId })
    .from(leaseSigners)
    .innerJoin(leases, eq(leases.id, leaseSigners.leaseId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .where(eq(leaseSigners.userId, userId));
  return rows.map((row) => row.propertyId);
}

/**
 * The user's leases in some properties (the caller's buildings), each with its building, unit,
 * whether they signed it and whether it is in force today in its building's time zone; latest
 * start first. One query.
 */
export async function findLeasesOfUserIn(
  db: Db,
  options: { userId: number; propertyIds: readonly number[] },
) {
  if (options.propertyIds.length === 0) return [];
  const today = sql`(now() at time zone ${properties.timeZone})::date`;
  return db
    .select({
      ...leaseColumns,
      propertyName: properties.name,
      signed: leaseSigners.signed,
      inForce: sql<boolean>`(${leases.startAt} <= ${today}
        and (${leases.endAt} is null or ${leases.endAt} >= ${today})
        and (${leases.earlyCancelAt} is null or ${leases.earlyCancelAt} > ${today}))`,
    })
    .from(leaseSigners)
    .innerJoin(leases, eq(leases.id, leaseSigners.leaseId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(
      and(
        eq(leaseSigners.userId, options.userId),
        inArray(units.propertyId, [...options.propertyIds]),
      ),
    )
    .orderBy(desc(leases.startAt), desc(leases.id));
}

/* ---------- Who hears about a building (the notifications' fan-out) ---------- */

/** A property, or every property of the organization when `propertyId` is null. */
const ofBuilding = (where: { organizationId: number; propertyId: number | null }) =>
  where.propertyId === null
    ? eq(properties.organizationId, where.organizationId)
    : and(eq(properties.organizationId, where.organizationId), eq(properties.id, where.propertyId));

/**
 * The residents of a building as a subquery of user ids (for a bulk INSERT … SELECT): the
 * signers of a lease in force on `today` in one of its units.
 */
export function residentIdsOf(
  db: TDbOrTx,
  where: { organizationId: number; propertyId: number | null },
  today: string,
) {
  return db
    .selectDistinct({ userId: leaseSigners.userId })
    .from(leaseSigners)
    .innerJoin(leases, eq(leases.id, leaseSigners.leaseId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(ofBuilding(where), inForceOn(today)));
}

/** The managers of a building as a subquery of user ids. */
export function managerIdsOf(
  db: TDbOrTx,
  where: { organizationId: number; propertyId: number | null },
) {
  return db
    .selectDistinct({ userId: propertyManagers.userId })
    .from(propertyManagers)
    .innerJoin(properties, eq(properties.id, propertyManagers.propertyId))
    .where(ofBuilding(where));
}

/* ---------- Leases from the console ---------- */

/** A lease's last day in force (its end, or the day before its early cancellation); null: open. */
const lastDayOf = sql`least(${leases.endAt}, ${leases.earlyCancelAt} - 1)`;

/** Not ended and not cancelled by `today`: the lease still lets its people in (upcoming too). */
const grantsAccessOn = (today: string | SQL) =>
  and(
    or(isNull(leases.endAt), gte(leases.endAt, today)),
    or(isNull(leases.earlyCancelAt), gt(leases.earlyCancelAt, today)),
  ) as SQL;

/**
 * What the leases of the user of `userId` (a column of the outer query) say at `now` (an instant
 * in SQL), each read on its building's clock, as a lateral subquery of one row: `ended` every
 * lease the user holds has ended or was cancelled (shared leaseGrantsAccess; null without a
 * lease), `notSigner` not signed on the lease findCurrentLeaseOfUser answers, `propertyId` that
 * lease's building (both null without a lease), `changesAt` when the first of their buildings'
 * days ends (ms since the epoch; null without a lease): until then only a write can change the
 * rest. The session check and the sign-in read it.
 */
export function leaseAccessOf(db: TDbOrTx, userId: AnyPgColumn | SQL, now: SQL) {
  const today = buildingDayOf(now);
  const current = sql`order by ${inForceOn(today)} desc, ${leases.startAt} desc`;
  return db
    .select({
      ended: sql<boolean | null>`bool_and(not (${grantsAccessOn(today)}))`.as('lease_ended'),
      notSigner: sql<boolean | null>`(array_agg(not ${leaseSigners.signed} ${current}))[1]`.as(
        'not_signer',
      ),
      propertyId: sql<number | null>`(array_agg(${units.propertyId} ${current}))[1]`.as(
        'lease_property_id',
      ),
      changesAt: sql<number | null>`min(extract(epoch from (${today} + 1)::timestamp
        at time zone ${properties.timeZone}) * 1000)::float8`.as('lease_changes_at'),
    })
    .from(leaseSigners)
    .innerJoin(leases, eq(leases.id, leaseSigners.leaseId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(eq(leaseSigners.userId, userId))
    .as('lease_access');
}

/** What the user's leases say at `now` (leaseAccessOf): whether they all ended, and the current one's building. */
export async function findLeaseAccessOfUser(db: Db, userId: number, now: Date) {
  const access = leaseAccessOf(db, sql`${userId}`, sql`${now.toISOString()}`);
  const [row] = await db
    .select({ ended: access.ended, propertyId: access.propertyId })
    .from(access);
  return { ended: row?.ended ?? false, propertyId: row?.propertyId ?? null };
}

export type TConsoleLeaseState = 'upcoming' | 'in_force' | 'ended' | 'cancelled';

/** The leases in one state on `today`, as the shared leaseState tells them apart. */
function inState(state: TConsoleLeaseState, today: string) {
  const cancelled = and(sql`${leases.earlyCancelAt} is not null`, lte(leases.earlyCancelAt, today));
  const notCancelled = or(isNull(leases.earlyCancelAt), gt(leases.earlyCancelAt, today));
  switch (state) {
    case 'cancelled':
      return cancelled;
    case 'ended':
      return and(notCancelled, sql`${leases.endAt} < ${today}`);
    case 'upcoming':
      return and(grantsAccessOn(today), gt(leases.startAt, today));
    case 'in_force':
      return inForceOn(today);
  }
}

/** A building's leases, by unit then newest first; one unit's, one state's when asked. */
export async function findLeasesOfProperty(
  db: Db,
  options: { propertyId: number; today: string; unitId?: number; state?: TConsoleLeaseState },
) {
  return db
    .select(leaseColumns)
    .from(leases)
    .innerJoin(units, eq(units.id, leases.unitId))
    .where(
      and(
        eq(units.propertyId, options.propertyId),
        options.unitId === undefined ? undefined : eq(leases.unitId, options.unitId),
        options.state === undefined ? undefined : inState(options.state, options.today),
      ),
    )
    .orderBy(...byNumber, desc(leases.startAt), desc(leases.id));
}

export async function findLease(db: TDbOrTx, leaseId: number): Promise<TLeaseRow | null> {
  const [row] = await db
    .select(leaseColumns)
    .from(leases)
    .innerJoin(units, eq(units.id, leases.unitId))
    .where(eq(leases.id, leaseId));
  return row ?? null;
}

/** The people of these leases (signers first, then by name), with what the console shows. */
export async function findPeopleOfLeases(db: TDbOrTx, leaseIds: number[]) {
  if (leaseIds.length === 0) return [];
  const person = userJoin('person');
  return db
    .select({
      leaseId: leaseSigners.leaseId,
      id: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      deactivatedAt: person.deactivatedAt,
      signed: leaseSigners.signed,
    })
    .from(leaseSigners)
    .innerJoin(person.table, person.on(leaseSigners.userId))
    .where(inArray(leaseSigners.leaseId, leaseIds))
    .orderBy(
      desc(leaseSigners.signed),
      sql`lower(${person.lastName})`,
      sql`lower(${person.firstName})`,
      asc(person.id),
    );
}

/**
 * Locks the units (in id order, so two writers never wait on each other) until the transaction
 * ends: every write of a unit's leases or their people takes it first, so the overlap and the
 * last signer are checked against what no one else is changing.
 */
export async function lockUnits(tx: TDbOrTx, unitIds: number[]) {
  for (const id of [...new Set(unitIds)].sort((a, b) => a - b)) {
    await tx.select({ id: units.id }).from(units).where(eq(units.id, id)).for('update');
  }
}

/** Another lease of the unit in force on one day of [startAt, lastDay] (lastDay null: open). */
export async function findOverlappingLease(
  tx: TDbOrTx,
  lease: { unitId: number; startAt: string; lastDay: string | null; exceptId?: number },
) {
  const [row] = await tx
    .select({ id: leases.id, startAt: leases.startAt, endAt: leases.endAt })
    .from(leases)
    .where(
      and(
        eq(leases.unitId, lease.unitId),
        lease.exceptId === undefined ? undefined : sql`${leases.id} <> ${lease.exceptId}`,
        sql`(${lastDayOf} is null or ${lastDayOf} >= ${leases.startAt})`,
        sql`(${lastDayOf} is null or ${lastDayOf} >= ${lease.startAt})`,
        lease.lastDay === null ? undefined : lte(leases.startAt, lease.lastDay),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function createLease(
  tx: TDbOrTx,
  values: Pick<typeof leases.$inferInsert, 'unitId' | 'startAt' | 'endAt' | 'rentCents'> & {
    paymentNumber: string | null;
  },
) {
  const [row] = await tx.insert(leases).values(values).returning({ id: leases.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateLease(
  tx: TDbOrTx,
  leaseId: number,
  values: Partial<
    Pick<
      typeof leases.$inferInsert,
      'startAt' | 'endAt' | 'earlyCancelAt' | 'cancelNote' | 'paymentNumber' | 'rentCents'
    >
  >,
) {
  await tx.update(leases).set(values).where(eq(leases.id, leaseId));
}

/** The person's place on the lease (signed or not); null: not on it. */
export async function findLeasePerson(tx: TDbOrTx, leaseId: number, userId: number) {
  const [row] = await tx
    .select({ signed: leaseSigners.signed })
    .from(leaseSigners)
    .where(and(eq(leaseSigners.leaseId, leaseId), eq(leaseSigners.userId, userId)));
  return row ?? null;
}

/** Puts the person on the lease; false when they already were. */
export async function addLeasePerson(
  tx: TDbOrTx,
  values: { leaseId: number; userId: number; signed: boolean },
) {
  const added = await tx
    .insert(leaseSigners)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: leaseSigners.userId });
  return added.length > 0;
}

export async function setLeasePersonSigned(
  tx: TDbOrTx,
  values: { leaseId: number; userId: number; signed: boolean },
) {
  await tx
    .update(leaseSigners)
    .set({ signed: values.signed })
    .where(and(eq(leaseSigners.leaseId, values.leaseId), eq(leaseSigners.userId, values.userId)));
}

export async function removeLeasePerson(tx: TDbOrTx, values: { leaseId: number; userId: number }) {
  await tx
    .delete(leaseSigners)
    .where(and(eq(leaseSigners.leaseId, values.leaseId), eq(leaseSigners.userId, values.userId)));
}

/** How many of the lease's people signed it. */
export async function countLeaseSigners(tx: TDbOrTx, leaseId: number) {
  const [row] = await tx
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(leaseSigners)
    .where(and(eq(leaseSigners.leaseId, leaseId), eq(leaseSigners.signed, true)));
  return row?.n ?? 0;
}
