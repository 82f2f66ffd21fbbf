/** Owns the tables service_categories, services and service_files. */

import type { TNamedLink, TTranslatable, TWeeklyHours } from '@habitat/shared';
import { and, asc, count, eq, getTableColumns, inArray, isNull, max, or } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db, TDbOrTx } from '#server/db/client';
import { serviceCategories, serviceFiles, services } from '#server/db/schema';
import { inContentScope } from '#server/db/scope';
import type { TContentScope } from '#server/features/properties/content-scope';
import type { pageWindow } from '#server/lib/paging';
import { aliasedJoin } from './aliased-join';
import { fileJoin } from './files';

type TWindow = ReturnType<typeof pageWindow>;

const icon = fileJoin('icon');
const attachedFile = fileJoin('attached_file');

/* ---------- Predicates ---------- */

/** A category of the viewer's scope that is not retired. */
export const visibleCategory = (scope: TContentScope) =>
  and(inContentScope(serviceCategories, scope), eq(serviceCategories.deleted, false));

/** The services a non-signer may not see are left out of their scope (spec §5). */
const signerRule = (scope: TContentScope) =>
  scope.notSigner ? eq(services.availableOnlyForUserSignedOnLease, false) : undefined;

/** An active service of a visible category (the query joins both, e.g. by joinServiceOf). */
export const visibleService = (scope: TContentScope) =>
  and(visibleCategory(scope), eq(services.active, true), signerRule(scope));

/* ---------- What other aggregates join ---------- */

/**
 * Joins each row's service (by its service id) and the service's category: what visibleService
 * and the "once joined" columns below read.
 */
export function joinServiceOf<T extends PgSelect>(query: T, serviceId: AnyPgColumn) {
  return query
    .innerJoin(services, eq(services.id, serviceId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId));
}

/** A service joined in another aggregate's query (under the alias `as`), with its name. */
export function serviceJoin<TAlias extends string>(as: TAlias) {
  return aliasedJoin({ table: services, as, on: 'id', columns: ['id', 'name'] });
}

/** Once joined: the building a service is booked in (null: every building of the organization). */
export const servicePropertyId = serviceCategories.propertyId;

/** Once joined: who owns a service (service → category → organization and property). */
export const serviceOwnerColumns = {
  serviceId: services.id,
  organizationId: serviceCategories.organizationId,
  propertyId: serviceCategories.propertyId,
};

/** Once joined: the service's booking limits, as the shared booking rules name them. */
export const serviceBookingRuleColumns = {
  id: services.id,
  name: services.name,
  maximumActiveBookingsAllowedPerUser: services.maxActiveBookingsPerUser,
  maximumActiveBookingsAllowedPerUnit: services.maxActiveBookingsPerUnit,
  availableOnlyForUserSignedOnLease: services.availableOnlyForUserSignedOnLease,
};

/** Once joined: the residents' order, by category then service. */
export const serviceDisplayOrder = () => [asc(serviceCategories.position), asc(services.position)];

/**
 * Serializes every booking of one service: capacity, seats and the per-user and per-unit
 * limits are all counted per service, so one row lock covers them (docs/decisions/007).
 */
export async function lockService(tx: Db, serviceId: number) {
  await tx
    .select({ id: services.id })
    .from(services)
    .where(eq(services.id, serviceId))
    .for('update');
}

export async function findServiceOwner(db: Db, serviceId: number) {
  const [row] = await db
    .select(serviceOwnerColumns)
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(eq(services.id, serviceId));
  return row ?? null;
}

/* ---------- Residents: categories and services ---------- */

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
const serviceWithIconColumns = { ...getTableColumns(services), iconStoredName: icon.storedName };
export type TServiceRow = typeof services.$inferSelect & { iconStoredName: string | null };

export async function findActiveServicesOfCategories(
  db: Db,
  scope: TContentScope,
  categoryIds: number[],
): Promise<TServiceRow[]> {
  if (categoryIds.length === 0) return [];
  return db
    .select(serviceWithIconColumns)
    .from(services)
    .leftJoin(icon.table, icon.on(services.iconFileId))
    .where(
      and(inArray(services.categoryId, categoryIds), eq(services.active, true), signerRule(scope)),
    )
    .orderBy(asc(services.position), asc(services.id));
}

type TServiceFilter = { categoryId?: number; serviceId?: number };

/** Visible services, optionally of one category or one service. */
const visibleServiceWith = (scope: TContentScope, filter: TServiceFilter) =>
  and(
    visibleService(scope),
    filter.categoryId === undefined ? undefined : eq(services.categoryId, filter.categoryId),
    filter.serviceId === undefined ? undefined : eq(services.id, filter.serviceId),
  );

export async function countServices(db: Db, scope: TContentScope, filter: TServiceFilter) {
  const [row] = await db
    .select({ n: count() })
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(visibleServiceWith(scope, filter));
  return row?.n ?? 0;
}

export async function findServices(
  db: Db,
  scope: TContentScope,
  filter: TServiceFilter,
  window: TWindow,
): Promise<TServiceRow[]> {
  return db
    .select(serviceWithIconColumns)
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .leftJoin(icon.table, icon.on(services.iconFileId))
    .where(visibleServiceWith(scope, filter))
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
      name: attachedFile.name,
      storedName: attachedFile.storedName,
    })
    .from(serviceFiles)
    .innerJoin(attachedFile.table, attachedFile.on(serviceFiles.fileId))
    .where(inArray(serviceFiles.serviceId, serviceIds))
    .orderBy(asc(serviceFiles.serviceId), asc(serviceFiles.position), asc(serviceFiles.fileId));
}
export type TServiceFileRow = Awaited<ReturnType<typeof findFilesOfServices>>[number];

/* ---------- Console: categories ---------- */

type TCategoryOwner = { organizationId: number; propertyId: number };

/** The building's own categories (retired ones too) and the organization-wide ones still shown. */
export async function findCategoriesOfProperty(db: Db, owner: TCategoryOwner, limit: number) {
  return db
    .select()
    .from(serviceCategories)
    .where(
      and(
        eq(serviceCategories.organizationId, owner.organizationId),
        or(
          eq(serviceCategories.propertyId, owner.propertyId),
          and(isNull(serviceCategories.propertyId), eq(serviceCategories.deleted, false)),
        ),
      ),
    )
    .orderBy(asc(serviceCategories.position), asc(serviceCategories.id))
    .limit(limit);
}
export type TCategoryRow = typeof serviceCategories.$inferSelect;

export async function findCategoryById(db: TDbOrTx, categoryId: number) {
  const [row] = await db
    .select()
    .from(serviceCategories)
    .where(eq(serviceCategories.id, categoryId));
  return row ?? null;
}

/** After every category the building's residents see, so a new one comes last. */
export async function nextCategoryPosition(db: TDbOrTx, owner: TCategoryOwner) {
  const [row] = await db
    .select({ position: max(serviceCategories.position) })
    .from(serviceCategories)
    .where(
      and(
        eq(serviceCategories.organizationId, owner.organizationId),
        or(
          eq(serviceCategories.propertyId, owner.propertyId),
          isNull(serviceCategories.propertyId),
        ),
      ),
    );
  return (row?.position ?? 0) + 10;
}

export async function insertCategory(
  tx: TDbOrTx,
  values: TCategoryOwner & { name: TTranslatable; position: number },
) {
  const [row] = await tx.insert(serviceCategories).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCategory(
  tx: TDbOrTx,
  categoryId: number,
  values: Partial<{ name: TTranslatable; deleted: boolean; position: number }>,
) {
  const [row] = await tx
    .update(serviceCategories)
    .set(values)
    .where(eq(serviceCategories.id, categoryId))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/* ---------- Console: services ---------- */

const selectManagedServices = (db: TDbOrTx) =>
  db
    .select({
      ...getTableColumns(services),
      iconStoredName: icon.storedName,
      propertyId: serviceCategories.propertyId,
      organizationId: serviceCategories.organizationId,
    })
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .leftJoin(icon.table, icon.on(services.iconFileId));

export async function findServiceById(db: TDbOrTx, serviceId: number) {
  const [row] = await selectManagedServices(db).where(eq(services.id, serviceId));
  return row ?? null;
}
export type TManagedServiceRow = NonNullable<Awaited<ReturnType<typeof findServiceById>>>;

/** Every service of these categories, in display order (one query for the whole list). */
export async function findServicesOfCategories(db: Db, categoryIds: number[]) {
  if (categoryIds.length === 0) return [];
  return selectManagedServices(db)
    .where(inArray(services.categoryId, categoryIds))
    .orderBy(asc(services.position), asc(services.id));
}

export type TServiceValues = {
  categoryId: number;
  name: TTranslatable;
  description: TTranslatable;
  active: boolean;
  iconFileId: number | null;
  hours: TWeeklyHours;
  link: string | null;
  externalLinks: TNamedLink[];
  phoneNumber: string | null;
  email: string | null;
  maxActiveBookingsPerUser: number | null;
  maxActiveBookingsPerUnit: number | null;
  availableOnlyForUserSignedOnLease: boolean;
  showAvailableSchedulesForDate: boolean;
};

/** Last in its category. */
export async function insertService(tx: TDbOrTx, values: TServiceValues) {
  const [last] = await tx
    .select({ position: max(services.position) })
    .from(services)
    .where(eq(services.categoryId, values.categoryId));
  const [row] = await tx
    .insert(services)
    .values({ ...values, position: (last?.position ?? -1) + 1 })
    .returning({ id: services.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateService(
  tx: TDbOrTx,
  serviceId: number,
  values: Partial<TServiceValues>,
) {
  if (Object.keys(values).length === 0) return;
  await tx.update(services).set(values).where(eq(services.id, serviceId));
}

/* ---------- Console: a service's files ---------- */

export async function findFilesOfService(db: TDbOrTx, serviceId: number) {
  return db
    .select({
      fileId: serviceFiles.fileId,
      role: serviceFiles.role,
      name: attachedFile.name,
      storedName: attachedFile.storedName,
    })
    .from(serviceFiles)
    .innerJoin(attachedFile.table, attachedFile.on(serviceFiles.fileId))
    .where(eq(serviceFiles.serviceId, serviceId))
    .orderBy(asc(serviceFiles.position), asc(serviceFiles.fileId));
}

/** Appends photos or documents after the service's current files. */
export async function attachServiceFiles(
  tx: TDbOrTx,
  serviceId: number,
  attached: readonly { fileId: number; role: 'image' | 'document' }[],
) {
  if (attached.length === 0) return;
  const [last] = await tx
    .select({ position: max(serviceFiles.position) })
    .from(serviceFiles)
    .where(eq(serviceFiles.serviceId, serviceId));
  const start = (last?.position ?? -1) + 1;
  await tx
    .insert(serviceFiles)
    .values(attached.map((file, i) => ({ serviceId, ...file, position: start + i })));
}

/** Takes files off the service; answers the ids that were on it. */
export async function detachServiceFiles(
  tx: TDbOrTx,
  serviceId: number,
  fileIds: readonly number[],
) {
  if (fileIds.length === 0) return [];
  const rows = await tx
    .delete(serviceFiles)
    .where(and(eq(serviceFiles.serviceId, serviceId), inArray(serviceFiles.fileId, [...fileIds])))
    .returning({ fileId: serviceFiles.fileId });
  return rows.map((row) => row.fileId);
}
