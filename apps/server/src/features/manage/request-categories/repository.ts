import type { TTranslatable } from '@habitat/shared';
import { and, asc, count, eq, isNull, or } from 'drizzle-orm';
import type { Db, TDbOrTx } from '../../../db/client';
import { requestCategories, userRequests } from '../../../db/schema';

const columns = {
  id: requestCategories.id,
  organizationId: requestCategories.organizationId,
  propertyId: requestCategories.propertyId,
  parentId: requestCategories.parentId,
  name: requestCategories.name,
  position: requestCategories.position,
  deleted: requestCategories.deleted,
};

/** A building's tree: its own nodes and the organization-wide ones, retired included. */
export async function findCategoriesOfProperty(
  db: Db,
  owner: { organizationId: number; propertyId: number },
) {
  return db
    .select(columns)
    .from(requestCategories)
    .where(
      and(
        eq(requestCategories.organizationId, owner.organizationId),
        or(
          isNull(requestCategories.propertyId),
          eq(requestCategories.propertyId, owner.propertyId),
        ),
      ),
    )
    .orderBy(asc(requestCategories.position), asc(requestCategories.id));
}
export type TCategoryRow = Awaited<ReturnType<typeof findCategoriesOfProperty>>[number];

export async function findCategory(db: Db, id: number): Promise<TCategoryRow | null> {
  const [row] = await db
    .select(columns)
    .from(requestCategories)
    .where(eq(requestCategories.id, id));
  return row ?? null;
}

/** The building's requests per category (grouped on the property index, one query). */
export async function countRequestsPerCategory(db: Db, propertyId: number) {
  const rows = await db
    .select({ categoryId: userRequests.categoryId, n: count() })
    .from(userRequests)
    .where(eq(userRequests.propertyId, propertyId))
    .groupBy(userRequests.categoryId);
  return new Map(rows.map((row) => [row.categoryId, row.n]));
}

export async function insertCategory(
  tx: TDbOrTx,
  values: {
    organizationId: number;
    propertyId: number;
    parentId: number | null;
    name: TTranslatable;
    position: number;
  },
) {
  const [row] = await tx.insert(requestCategories).values(values).returning(columns);
  return row!;
}

export async function updateCategory(
  tx: TDbOrTx,
  id: number,
  values: Partial<{ name: TTranslatable; position: number; deleted: boolean }>,
) {
  const [row] = await tx
    .update(requestCategories)
    .set(values)
    .where(eq(requestCategories.id, id))
    .returning(columns);
  return row!;
}

/** Gives each node its index as position (the caller passes them in their new order). */
export async function renumberCategories(tx: TDbOrTx, orderedIds: readonly number[]) {
  for (const [position, id] of orderedIds.entries()) {
    await tx.update(requestCategories).set({ position }).where(eq(requestCategories.id, id));
  }
}
