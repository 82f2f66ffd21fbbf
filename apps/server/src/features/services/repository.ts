import { and, asc, count, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, serviceCategories, serviceFiles, services } from '../../db/schema';
import { inContentScope } from '../../db/scope';
import type { TContentScope } from '../properties/content-scope';

type TWindow = { limit: number; offset: number };

const visibleCategory = (scope: TContentScope) =>
  and(inContentScope(serviceCategories, scope), eq(serviceCategories.deleted, false));

export async function countCategories(db: Db, scope: TContentScope) {
  const [row] = await db
    .select({ n: count() })
    .from(serviceCategories)
    .where(visibleCategory(scope));
  return row?.n ?? 0;
}

export async function findCategories(db: Db, scope: TContentScope, window: TWindow) {
  return db
    .select({ id: serviceCategories.id, name: serviceCategories.name })
    .from(serviceCategories)
    .where(visibleCategory(scope))
    .orderBy(asc(serviceCategories.position), asc(serviceCategories.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** A service row with the stored name of its icon (one left join, not a query per row). */
const serviceColumns = { ...getTableColumns(services), iconStoredName: files.storedName };
export type TServiceRow = typeof services.$inferSelect & { iconStoredName: string | null };

export async function findActiveServicesOfCategories(
  db: Db,
  categoryIds: number[],
): Promise<TServiceRow[]> {
  if (categoryIds.length === 0) return [];
  return db
    .select(serviceColumns)
    .from(services)
    .leftJoin(files, eq(files.id, services.iconFileId))
    .where(and(inArray(services.categoryId, categoryIds), eq(services.active, true)))
    .orderBy(asc(services.position), asc(services.id));
}

/** Active services of visible categories, optionally of one category or one service. */
function visibleService(scope: TContentScope, filter: { categoryId?: number; serviceId?: number }) {
  const conditions: (SQL | undefined)[] = [visibleCategory(scope), eq(services.active, true)];
  if (filter.categoryId !== undefined) conditions.push(eq(services.categoryId, filter.categoryId));
  if (filter.serviceId !== undefined) conditions.push(eq(services.id, filter.serviceId));
  return and(...conditions);
}

export async function countServices(db: Db, scope: TContentScope, filter: { categoryId?: number }) {
  const [row] = await db
    .select({ n: count() })
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(visibleService(scope, filter));
  return row?.n ?? 0;
}

export async function findServices(
  db: Db,
  scope: TContentScope,
  filter: { categoryId?: number; serviceId?: number },
  window: TWindow,
): Promise<TServiceRow[]> {
  return db
    .select(serviceColumns)
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .leftJoin(files, eq(files.id, services.iconFileId))
    .where(visibleService(scope, filter))
    .orderBy(
      asc(serviceCategories.position),
      asc(serviceCategories.id),
      asc(services.position),
      asc(services.id),
    )
    .limit(window.limit)
    .offset(window.offset);
}

/** The photos and documents of many services in one query. */
export async function findFilesOfServices(db: Db, serviceIds: number[]) {
  if (serviceIds.length === 0) return [];
  return db
    .select({
      serviceId: serviceFiles.serviceId,
      role: serviceFiles.role,
      name: files.name,
      storedName: files.storedName,
    })
    .from(serviceFiles)
    .innerJoin(files, eq(files.id, serviceFiles.fileId))
    .where(inArray(serviceFiles.serviceId, serviceIds))
    .orderBy(asc(serviceFiles.serviceId), asc(serviceFiles.position), asc(serviceFiles.fileId));
}
export type TServiceFileRow = Awaited<ReturnType<typeof findFilesOfServices>>[number];
