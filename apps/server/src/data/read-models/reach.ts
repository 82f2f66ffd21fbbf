/**
 * Read model: who hears about a building (the notifications' fan-out), as subqueries of user ids.
 * It reads leases, lease_signers, units, properties and property_managers through their owners'
 * joins, under the tables' own names so the leases' predicates apply; it owns no table.
 */
import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { signerJoin } from '../lease-signers';
import { inForceOn, leaseJoin } from '../leases';
import { managerJoin } from '../managers';
import { propertyJoin, unitJoin } from '../properties';

const leases = leaseJoin('leases');
const leaseSigners = signerJoin('lease_signers');
const units = unitJoin('units');
const properties = propertyJoin('properties');
const propertyManagers = managerJoin('property_managers');

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
    .from(leaseSigners.table)
    .innerJoin(leases.table, eq(leases.id, leaseSigners.leaseId))
    .innerJoin(units.table, eq(units.id, leases.unitId))
    .innerJoin(properties.table, eq(properties.id, units.propertyId))
    .where(and(ofBuilding(where), inForceOn(today)));
}

/** The managers of a building as a subquery of user ids. */
export function managerIdsOf(
  db: TDbOrTx,
  where: { organizationId: number; propertyId: number | null },
) {
  return db
    .selectDistinct({ userId: propertyManagers.userId })
    .from(propertyManagers.table)
    .innerJoin(properties.table, eq(properties.id, propertyManagers.propertyId))
    .where(ofBuilding(where));
}
