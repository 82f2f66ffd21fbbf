import type {
  TList,
  TService,
  TServiceCategoriesQuery,
  TServiceCategory,
  TServicesQuery,
} from '@habitat/shared';
import {
  countCategories,
  countServices,
  findActiveServicesOfCategories,
  findCategories,
  findFilesOfServices,
  findServices,
  type TServiceFileRow,
  type TServiceRow,
} from '#server/data/services';
import type { Db } from '#server/db/client';
import type { TContentScope } from '#server/features/properties/content-scope';
import { notFound } from '#server/lib/errors';
import { fileUrl } from '#server/lib/files';
import { groupBy } from '#server/lib/group-by';
import { pageWindow } from '#server/lib/paging';

function toService(row: TServiceRow, attached: readonly TServiceFileRow[]): TService {
  return {
    id: row.id,
    category: row.categoryId,
    name: row.name,
    description: row.description,
    active: row.active,
    icon: row.iconStoredName ? fileUrl(row.iconStoredName) : null,
    hours: row.hours,
    link: row.link,
    externalLinks: row.externalLinks,
    maximumActiveBookingsAllowedPerUser: row.maxActiveBookingsPerUser,
    maximumActiveBookingsAllowedPerUnit: row.maxActiveBookingsPerUnit,
    phoneNumber: row.phoneNumber,
    email: row.email,
    images: attached.filter((f) => f.role === 'image').map((f) => fileUrl(f.storedName)),
    documents: attached
      .filter((f) => f.role === 'document')
      .map((f) => ({ name: f.name, url: fileUrl(f.storedName) })),
    showAvailableSchedulesForDate: row.showAvailableSchedulesForDate,
    availableOnlyForUserSignedOnLease: row.availableOnlyForUserSignedOnLease,
  };
}

/** Services with their photos and documents: one query for all files, assembled in memory. */
async function withFiles(db: Db, rows: TServiceRow[]): Promise<TService[]> {
  const attached = groupBy(
    await findFilesOfServices(
      db,
      rows.map((row) => row.id),
    ),
    (f) => f.serviceId,
  );
  return rows.map((row) => toService(row, attached.get(row.id) ?? []));
}

/** Visible categories (not deleted) with their active services; a fixed number of queries. */
export async function listServiceCategories(options: {
  db: Db;
  scope: TContentScope | null;
  query: TServiceCategoriesQuery;
}): Promise<TList<TServiceCategory>> {
  const { db, scope, query } = options;
  if (!scope) return { data: [], count: 0 };
  // Side by side: on PostgreSQL each waits on its own connection.
  const [count, categories] = await Promise.all([
    countCategories(db, scope),
    findCategories(db, scope, pageWindow(query)),
  ]);
  const serviceRows = await findActiveServicesOfCategories(
    db,
    scope,
    categories.map((c) => c.id),
  );
  const byCategory = groupBy(await withFiles(db, serviceRows), (s) => s.category);
  return {
    data: categories.map((c) => ({ id: c.id, name: c.name, services: byCategory.get(c.id) ?? [] })),
    count,
  };
}

/** Active services of visible categories, in category then service order. */
export async function listServices(options: {
  db: Db;
  scope: TContentScope | null;
  query: TServicesQuery;
}): Promise<TList<TService>> {
  const { db, scope, query } = options;
  if (!scope) return { data: [], count: 0 };
  const filter = { categoryId: query.category };
  const [count, rows] = await Promise.all([
    countServices(db, scope, filter),
    findServices(db, scope, filter, pageWindow(query)),
  ]);
  return { data: await withFiles(db, rows), count };
}

/** One visible service; inactive, in a deleted category or out of scope answers 404. */
export async function getService(options: {
  db: Db;
  scope: TContentScope | null;
  serviceId: number;
}): Promise<TService> {
  const { db, scope, serviceId } = options;
  const rows = scope ? await findServices(db, scope, { serviceId }, { limit: 1, offset: 0 }) : [];
  const [service] = await withFiles(db, rows);
  if (!service) throw notFound('Service');
  return service;
}
