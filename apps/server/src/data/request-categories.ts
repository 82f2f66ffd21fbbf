/** Owns request_categories: the tree (three levels) residents file their requests under. */

import type { TTranslatable } from '@habitat/shared';
import { asc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, TDbOrTx } from '#server/db/client';
import { requestCategories } from '#server/db/schema';
import { inContentScope } from '#server/db/scope';
import type { TContentScope } from '#server/features/properties/content-scope';
import { aliasedJoin } from './aliased-join';

/**
 * A category joined in another aggregate's query (under the alias `as`), with its name and
 * parent: a request's category and its ancestors are three joins of it.
 */
export function categoryJoin<TAlias extends string>(as: TAlias) {
  return aliasedJoin({
    table: requestCategories,
    as,
    on: 'id',
    columns: ['id', 'name', 'parentId'],
  });
}

const columns = {
  id: requestCategories.id,
  organizationId: requestCategories.organizationId,
  propertyId: requestCategories.propertyId,
  parentId: requestCategories.parentId,
  name: requestCategories.name,
  position: requestCategories.position,
  deleted: requestCategories.deleted,
};

/**
 * Every category of the scope (organization-wide ones and those of its properties), retired
 * ones included: the tree is worked out in memory.
 */
export async function findCategoriesInScope(db: Db, scope: TContentScope) {
  return db
    .select(columns)
    .from(requestCategories)
    .where(inContentScope(requestCategories, scope))
    .orderBy(asc(requestCategories.position), asc(requestCategories.id));
}
export type TCategoryRow = Awaited<ReturnType<typeof findCategoriesInScope>>[number];

/** A building's tree: its own nodes and the organization-wide ones, retired included. */
export function findCategoriesOfProperty(
  db: Db,
  owner: { organizationId: number; propertyId: number },
) {
  return findCategoriesInScope(db, {
    organizationId: owner.organizationId,
    propertyIds: [owner.propertyId],
  });
}

export async function findCategory(db: Db, id: number): Promise<TCategoryRow | null> {
  const [row] = await db
    .select(columns)
    .from(requestCategories)
    .where(eq(requestCategories.id, id));
  return row ?? null;
}

/** A category and the ones below it (the tree has three levels), retired ones included. */
export async function findCategoryAndDescendants(db: Db, categoryId: number) {
  const parent = alias(requestCategories, 'parent_category');
  const rows = await db
    .select({ id: requestCategories.id })
    .from(requestCategories)
    .leftJoin(parent, eq(parent.id, requestCategories.parentId))
    .where(
      or(
        eq(requestCategories.id, categoryId),
        eq(requestCategories.parentId, categoryId),
        eq(parent.parentId, categoryId),
      ),
    );
  return rows.map((row) => row.id);
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
