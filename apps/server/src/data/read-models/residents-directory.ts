/**
 * Read model: the console's residents directory and a resident's leases, with their people.
 * It reads users, leases, lease_signers, units and properties through their owners' joins,
 * under the tables' own names so the leases' predicates apply; it owns no table.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, TDbOrTx } from '#server/db/client';
import { signerJoin } from '../lease-signers';
import { inForceOn, leaseColumns, leaseJoin } from '../leases';
import { propertyJoin, unitJoin } from '../properties';
import { personMatches } from '../text-search';
import { userJoin } from '../users';

const leases = leaseJoin('leases');
const leaseSigners = signerJoin('lease_signers');
const units = unitJoin('units');
const properties = propertyJoin('properties');

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
    .from(leaseSigners.table)
    .innerJoin(leases.table, eq(leases.id, leaseSigners.leaseId))
    .innerJoin(units.table, eq(units.id, leases.unitId))
    .innerJoin(resident.table, resident.on(leaseSigners.userId))
    .where(eq(units.propertyId, options.propertyId))
    .orderBy(
      leaseSigners.userId,
      sql`case when ${inForce} then 0 else 1 end`,
      desc(leases.startAt),
      desc(leases.id),
    )
    .as('latest');
  const found = personMatches(options.q, latest, [latest.email, latest.unitNumber]);
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
    .from(leaseSigners.table)
    .innerJoin(leases.table, eq(leases.id, leaseSigners.leaseId))
    .innerJoin(units.table, eq(units.id, leases.unitId))
    .innerJoin(properties.table, eq(properties.id, units.propertyId))
    .where(
      and(
        eq(leaseSigners.userId, options.userId),
        inArray(units.propertyId, [...options.propertyIds]),
      ),
    )
    .orderBy(desc(leases.startAt), desc(leases.id));
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
    .from(leaseSigners.table)
    .innerJoin(person.table, person.on(leaseSigners.userId))
    .where(inArray(leaseSigners.leaseId, leaseIds))
    .orderBy(
      desc(leaseSigners.signed),
      sql`lower(${person.lastName})`,
      sql`lower(${person.firstName})`,
      asc(person.id),
    );
}
