/** Owns leases: a unit let from a start date, to an end or an early cancellation. */

import { and, desc, eq, gt, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, TDbOrTx } from '#server/db/client';
import { leases } from '#server/db/schema';
import { aliasedJoin } from './aliased-join';
import { signerJoin } from './lease-signers';
import { byUnitNumber, propertyJoin, unitJoin } from './properties';

/*
 * A lease reads its unit and building through their owner's joins, under the tables' own names:
 * the SQL is the one a plain join writes, and the predicates below work in any query that joins
 * leases, units and properties under those names (data/read-models/).
 */
const units = unitJoin('units');
const properties = propertyJoin('properties');
const leaseSigners = signerJoin('lease_signers');

/** A lease joined in another module's query (under the alias `as`; 'leases' for the predicates). */
export function leaseJoin<TAlias extends string>(as: TAlias) {
  return aliasedJoin({
    table: leases,
    as,
    on: 'id',
    columns: ['id', 'unitId', 'startAt', 'endAt', 'earlyCancelAt', 'rentCents', 'paymentNumber'],
  });
}

/* ---------- Leases ---------- */

export const leaseColumns = {
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
export const inForceOn = (today: string | SQL) =>
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
export const buildingDayOf = (at: Date | SQL) =>
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
    .from(leaseSigners.table)
    .innerJoin(leases, eq(leases.id, leaseSigners.leaseId))
    .innerJoin(units.table, eq(units.id, leases.unitId))
    .innerJoin(properties.table, eq(properties.id, units.propertyId))
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
    .innerJoin(units.table, eq(units.id, leases.unitId))
    .innerJoin(properties.table, eq(properties.id, units.propertyId))
    .innerJoin(
      leaseSigners.table,
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

/** Every unit of the property, retired ones too, with how many leases each has had. */
export async function findAllUnitsOfProperty(db: Db, propertyId: number) {
  return db
    .select({
      id: units.id,
      number: units.number,
      retiredAt: units.retiredAt,
      leases: sql<number>`cast((select count(*) from ${leases} where ${leases.unitId} = ${units.id}) as integer)`,
    })
    .from(units.table)
    .where(eq(units.propertyId, propertyId))
    .orderBy(...byUnitNumber(units));
}

/** The properties where the user holds a lease, any time. */
export async function findLeasePropertyIdsOfUser(db: Db, userId: number) {
  const rows = await db
    .selectDistinct({ propertyId: units.propertyId })
    .from(leaseSigners.table)
    .innerJoin(leases, eq(leases.id, leaseSigners.leaseId))
    .innerJoin(units.table, eq(units.id, leases.unitId))
    .where(eq(leaseSigners.userId, userId));
  return rows.map((row) => row.propertyId);
}

/* ---------- Leases from the console ---------- */

/** A lease's last day in force (its end, or the day before its early cancellation); null: open. */
const lastDayOf = sql`least(${leases.endAt}, ${leases.earlyCancelAt} - 1)`;

/** Not ended and not cancelled by `today`: the lease still lets its people in (upcoming too). */
export const grantsAccessOn = (today: string | SQL) =>
  and(
    or(isNull(leases.endAt), gte(leases.endAt, today)),
    or(isNull(leases.earlyCancelAt), gt(leases.earlyCancelAt, today)),
  ) as SQL;

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
    .innerJoin(units.table, eq(units.id, leases.unitId))
    .where(
      and(
        eq(units.propertyId, options.propertyId),
        options.unitId === undefined ? undefined : eq(leases.unitId, options.unitId),
        options.state === undefined ? undefined : inState(options.state, options.today),
      ),
    )
    .orderBy(...byUnitNumber(units), desc(leases.startAt), desc(leases.id));
}

export async function findLease(db: TDbOrTx, leaseId: number): Promise<TLeaseRow | null> {
  const [row] = await db
    .select(leaseColumns)
    .from(leases)
    .innerJoin(units.table, eq(units.id, leases.unitId))
    .where(eq(leases.id, leaseId));
  return row ?? null;
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
