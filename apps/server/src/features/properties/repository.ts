import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaseSigners, leases, properties, propertyManagers, units } from '../../db/schema';

export async function findProperty(db: Db, propertyId: number) {
  const [row] = await db.select().from(properties).where(eq(properties.id, propertyId));
  return row ?? null;
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

/** The lease the user is on today, else the one that started last. */
export async function findCurrentLeaseOfUser(db: Db, userId: number, today: string) {
  const activeFirst = sql`case when ${leases.startAt} <= ${today}
    and (${leases.endAt} is null or ${leases.endAt} >= ${today})
    and (${leases.earlyCancelAt} is null or ${leases.earlyCancelAt} > ${today}) then 0 else 1 end`;
  const [row] = await db
    .select({ ...leaseColumns, signed: leaseSigners.signed })
    .from(leaseSigners)
    .innerJoin(leases, eq(leases.id, leaseSigners.leaseId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .where(eq(leaseSigners.userId, userId))
    .orderBy(activeFirst, desc(leases.startAt))
    .limit(1);
  return row ?? null;
}

export async function findLeaseOfSigner(db: Db, leaseId: number, userId: number) {
  const [row] = await db
    .select(leaseColumns)
    .from(leases)
    .innerJoin(units, eq(units.id, leases.unitId))
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

export async function isManagerOf(db: Db, userId: number, propertyId: number) {
  const [row] = await db
    .select({ userId: propertyManagers.userId })
    .from(propertyManagers)
    .where(and(eq(propertyManagers.userId, userId), eq(propertyManagers.propertyId, propertyId)));
  return row !== undefined;
}

export async function findManagedPropertyIds(db: Db, userId: number) {
  const rows = await db
    .select({ propertyId: propertyManagers.propertyId })
    .from(propertyManagers)
    .where(eq(propertyManagers.userId, userId));
  return rows.map((row) => row.propertyId);
}
