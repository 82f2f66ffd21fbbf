/** Owns organizations, properties and units. */

import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, TDbOrTx } from '#server/db/client';
import { organizations, properties, units } from '#server/db/schema';
import { aliasedJoin } from './aliased-join';
import { containsPattern } from './text-search';

export type TPropertyRow = typeof properties.$inferSelect;

/* ---------- Joins for other aggregates' queries ---------- */

/**
 * A property joined in another aggregate's query (under the alias `as`), with what it shows.
 * Under the table's own name ('properties') the SQL reads as if the table itself were joined.
 */
export function propertyJoin<TAlias extends string>(as: TAlias) {
  return aliasedJoin({
    table: properties,
    as,
    on: 'id',
    columns: ['id', 'organizationId', 'name', 'addressFull', 'city', 'state', 'zip', 'timeZone'],
  });
}

/**
 * A unit joined in another aggregate's query (under the alias `as`), with its number and building.
 * Under the table's own name ('units') the SQL reads as if the table itself were joined.
 */
export function unitJoin<TAlias extends string>(as: TAlias) {
  return aliasedJoin({
    table: units,
    as,
    on: 'id',
    columns: ['id', 'propertyId', 'number', 'retiredAt'],
  });
}

/** Units by number as a person reads them: 2 before 10 (then by id). */
export const byUnitNumber = (unit: { number: AnyPgColumn; id: AnyPgColumn }) =>
  [sql`length(${unit.number})`, asc(unit.number), asc(unit.id)] as const;

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
  const pattern = containsPattern(address);
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

/* ---------- Units ---------- */

const byNumber = byUnitNumber(units);

/** By number as a person reads them: 2 before 10; the units still in use (not retired). */
export async function findUnitsOfProperty(db: Db, propertyId: number) {
  return db
    .select({ id: units.id, number: units.number })
    .from(units)
    .where(and(eq(units.propertyId, propertyId), isNull(units.retiredAt)))
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
