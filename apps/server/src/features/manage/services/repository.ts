import type { TNamedLink, TTranslatable, TWeeklyHours } from '@habitat/shared';
import { and, asc, eq, getTableColumns, inArray, isNull, max, or } from 'drizzle-orm';
import type { Db, TDbOrTx } from '../../../db/client';
import { files, serviceCategories, serviceFiles, services } from '../../../db/schema';

// Categories

/** The building's own categories (retired ones too) and the organization-wide ones still shown. */
export async function findCategoriesOfProperty(
  db: Db,
  owner: { organizationId: number; propertyId: number },
  limit: number,
) {
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
export async function nextCategoryPosition(
  db: TDbOrTx,
  owner: { organizationId: number; propertyId: number },
) {
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
  values: { organizationId: number; propertyId: number; name: TTranslatable; position: number },
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

// Services

const selectServices = (db: TDbOrTx) =>
  db
    .select({
      ...getTableColumns(services),
      iconStoredName: files.storedName,
      propertyId: serviceCategories.propertyId,
      organizationId: serviceCategories.organizationId,
    })
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .leftJoin(files, eq(files.id, services.iconFileId));

export async function findServiceById(db: TDbOrTx, serviceId: number) {
  const [row] = await selectServices(db).where(eq(services.id, serviceId));
  return row ?? null;
}
export type TManagedServiceRow = NonNullable<Awaited<ReturnType<typeof findServiceById>>>;

/** Every service of these categories, in display order (one query for the whole list). */
export async function findServicesOfCategories(db: Db, categoryIds: number[]) {
  if (categoryIds.length === 0) return [];
  return selectServices(db)
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

// Files

export async function findFilesOfService(db: TDbOrTx, serviceId: number) {
  return db
    .select({
      fileId: serviceFiles.fileId,
      role: serviceFiles.role,
      name: files.name,
      storedName: files.storedName,
    })
    .from(serviceFiles)
    .innerJoin(files, eq(files.id, serviceFiles.fileId))
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
