import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requestCategories } from '../../db/schema';
import { inContentScope } from '../../db/scope';
import type { TContentScope } from '../properties/content-scope';

/** Every category of the scope, deleted ones included (the tree is worked out in memory). */
export async function findCategoriesInScope(db: Db, scope: TContentScope) {
  return db
    .select({
      id: requestCategories.id,
      parentId: requestCategories.parentId,
      name: requestCategories.name,
      position: requestCategories.position,
      deleted: requestCategories.deleted,
    })
    .from(requestCategories)
    .where(inContentScope(requestCategories, scope))
    .orderBy(asc(requestCategories.position), asc(requestCategories.id));
}
export type TRequestCategoryRow = Awaited<ReturnType<typeof findCategoriesInScope>>[number];
