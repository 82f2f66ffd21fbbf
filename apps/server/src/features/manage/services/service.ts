import {
  SERVICE_LIMITS,
  type TManagedService,
  type TManagedServiceCategory,
  type ZManageServiceCategoryCreateRequest,
  type ZManageServiceCategoryUpdateRequest,
  type ZManageServiceCreateRequest,
  type ZManageServiceUpdateRequest,
} from '@habitat/shared';
import type { z } from 'zod';
import { deleteFileRows, insertFileRows } from '#server/data/files';
import {
  attachServiceFiles,
  detachServiceFiles,
  findCategoriesOfProperty,
  findCategoryById,
  findFilesOfService,
  findServiceById,
  findServicesOfCategories,
  insertCategory,
  insertService,
  nextCategoryPosition,
  type TCategoryRow,
  type TManagedServiceRow,
  type TServiceValues,
  updateCategory,
  updateService,
} from '#server/data/services';
import type { Db, TDbOrTx } from '#server/db/client';
import { recordAudit } from '#server/features/manage/audit/record';
import {
  checkImage,
  checkPdf,
  deleteStoredFiles,
  type TCheckedFile,
  withStoredFiles,
} from '#server/features/manage/content/uploaded-files';
import {
  managedItem,
  managedOrOrganizationItem,
  managedProperty,
  managesWholeOrganization,
} from '#server/features/manage/scope';
import { AppError } from '#server/lib/errors';
import { fileUrl } from '#server/lib/files';
import { groupBy } from '#server/lib/group-by';
import type { TStorage } from '#server/lib/storage/index';
import type { TSession } from '#server/lib/tokens';

type TCaller = { db: Db; session: TSession };
type TWriter = TCaller & { storage: TStorage };
type TTx = Parameters<Parameters<Db['transaction']>[0]>[0];

const fieldError = (field: string, code: string) =>
  new AppError(400, 'validation_failed', 'Some fields are missing or invalid', { [field]: code });

// Categories

const categoryFields = (row: TCategoryRow) => ({
  name: row.name,
  position: row.position,
  deleted: row.deleted,
});

/**
 * The category, if the caller may edit it: one of a building they manage, or an
 * organization-wide one when they manage every building of the organization (403 for another
 * building's, and for an organization-wide one otherwise; 404 unknown).
 */
async function managedCategory(db: Db, session: TSession, categoryId: number) {
  const { item: row, property } = await managedOrOrganizationItem(
    db,
    session,
    await findCategoryById(db, categoryId),
    'Service category',
  );
  return { row, property };
}

/** The building's categories (its own, retired ones too, then organization-wide) with every service. */
export async function listManagedServiceCategories(options: TCaller & { propertyId: number }) {
  const { db, session } = options;
  const property = await managedProperty(db, session, options.propertyId);
  const owner = { organizationId: property.organizationId, propertyId: property.id };
  const [categories, wholeOrganization] = await Promise.all([
    findCategoriesOfProperty(db, owner, SERVICE_LIMITS.categories),
    managesWholeOrganization(db, session),
  ]);
  const byCategory = groupBy(
    await findServicesOfCategories(
      db,
      categories.map((c) => c.id),
    ),
    (s) => s.categoryId,
  );
  const data: TManagedServiceCategory[] = categories.map((c) => ({
    id: c.id,
    property: c.propertyId,
    name: c.name,
    position: c.position,
    deleted: c.deleted,
    editable: c.propertyId !== null || wholeOrganization,
    services: (byCategory.get(c.id) ?? []).map((s) => ({
      id: s.id,
      name: s.name,
      active: s.active,
      icon: s.iconStoredName ? fileUrl(s.iconStoredName) : null,
    })),
  }));
  return { data, count: data.length };
}

/** A category the caller just created or changed: editable by them. */
const toManagedCategory = (row: TCategoryRow): TManagedServiceCategory => ({
  id: row.id,
  property: row.propertyId,
  name: row.name,
  position: row.position,
  deleted: row.deleted,
  editable: true,
  services: [],
});

export async function createServiceCategory(
  options: TCaller & {
    propertyId: number;
    input: z.output<typeof ZManageServiceCategoryCreateRequest>;
  },
) {
  const { db, session, input } = options;
  const property = await managedProperty(db, session, options.propertyId);
  const owner = { organizationId: property.organizationId, propertyId: property.id };
  const row = await db.transaction(async (tx) => {
    const created = await insertCategory(tx, {
      ...owner,
      name: input.name,
      position: await nextCategoryPosition(tx, owner),
    });
    await recordAudit(tx, session, {
      entity: 'service_category',
      entityId: created.id,
      action: 'create',
      propertyId: property.id,
      before: null,
      after: categoryFields(created),
    });
    return created;
  });
  return toManagedCategory(row);
}

export async function updateServiceCategory(
  options: TCaller & {
    categoryId: number;
    input: z.output<typeof ZManageServiceCategoryUpdateRequest>;
  },
) {
  const { db, session, categoryId, input } = options;
  const { row } = await managedCategory(db, session, categoryId);
  const values: { name?: typeof row.name; deleted?: boolean } = {};
  if (input.name) values.name = input.name;
  if (input.deleted !== undefined) values.deleted = input.deleted;
  if (Object.keys(values).length === 0) return toManagedCategory(row);
  const action =
    input.deleted === true && !row.deleted
      ? 'retire'
      : input.deleted === false && row.deleted
        ? 'restore'
        : 'update';
  const updated = await db.transaction(async (tx) => {
    const after = await updateCategory(tx, categoryId, values);
    await recordAudit(tx, session, {
      entity: 'service_category',
      entityId: categoryId,
      action,
      propertyId: row.propertyId,
      before: categoryFields(row),
      after: categoryFields(after),
    });
    return after;
  });
  return toManagedCategory(updated);
}

/**
 * Puts the building's categories in the order given. They take the positions they already
 * hold, sorted, so organization-wide categories keep their place among them.
 */
export async function reorderServiceCategories(
  options: TCaller & { propertyId: number; ids: number[] },
) {
  const { db, session, ids } = options;
  const property = await managedProperty(db, session, options.propertyId);
  const owner = { organizationId: property.organizationId, propertyId: property.id };
  const own = (await findCategoriesOfProperty(db, owner, SERVICE_LIMITS.categories)).filter(
    (c) => c.propertyId === property.id,
  );
  const byId = new Map(own.map((c) => [c.id, c]));
  if (ids.length !== own.length || ids.some((id) => !byId.has(id))) {
    throw fieldError('ids', 'invalid_value');
  }
  const positions = own.map((c) => c.position).sort((a, b) => a - b);
  // Ties would keep the old order: make each position strictly greater than the one before.
  for (let i = 1; i < positions.length; i += 1) {
    positions[i] = Math.max(positions[i]!, positions[i - 1]! + 1);
  }
  await db.transaction(async (tx) => {
    for (const [i, id] of ids.entries()) {
      const before = byId.get(id)!;
      if (before.position === positions[i]) continue;
      const after = await updateCategory(tx, id, { position: positions[i]! });
      await recordAudit(tx, session, {
        entity: 'service_category',
        entityId: id,
        action: 'reorder',
        propertyId: property.id,
        before: categoryFields(before),
        after: categoryFields(after),
      });
    }
  });
  return listManagedServiceCategories({ db, session, propertyId: property.id });
}

// Services

/** The audited fields of a service (those the form edits). */
const serviceFields = (row: TManagedServiceRow) => ({
  categoryId: row.categoryId,
  name: row.name,
  description: row.description,
  active: row.active,
  iconFileId: row.iconFileId,
  hours: row.hours,
  link: row.link,
  externalLinks: row.externalLinks,
  phoneNumber: row.phoneNumber,
  email: row.email,
  maxActiveBookingsPerUser: row.maxActiveBookingsPerUser,
  maxActiveBookingsPerUnit: row.maxActiveBookingsPerUnit,
  availableOnlyForUserSignedOnLease: row.availableOnlyForUserSignedOnLease,
  showAvailableSchedulesForDate: row.showAvailableSchedulesForDate,
});

async function toManagedService(db: TDbOrTx, row: TManagedServiceRow): Promise<TManagedService> {
  const attached = await findFilesOfService(db, row.id);
  return {
    id: row.id,
    category: row.categoryId,
    property: row.propertyId!,
    name: row.name,
    description: row.description,
    active: row.active,
    icon: row.iconStoredName ? fileUrl(row.iconStoredName) : null,
    hours: row.hours,
    link: row.link,
    externalLinks: row.externalLinks,
    phoneNumber: row.phoneNumber,
    email: row.email,
    maxActiveBookingsPerUser: row.maxActiveBookingsPerUser,
    maxActiveBookingsPerUnit: row.maxActiveBookingsPerUnit,
    availableOnlyForUserSignedOnLease: row.availableOnlyForUserSignedOnLease,
    showAvailableSchedulesForDate: row.showAvailableSchedulesForDate,
    images: attached
      .filter((f) => f.role === 'image')
      .map((f) => ({ id: f.fileId, url: fileUrl(f.storedName) })),
    documents: attached
      .filter((f) => f.role === 'document')
      .map((f) => ({ id: f.fileId, name: f.name, url: fileUrl(f.storedName) })),
  };
}

/** The service, if it is in a category of a building the caller manages (403 / 404 otherwise). */
async function managedService(db: Db, session: TSession, serviceId: number) {
  const { item: row, property } = await managedItem(
    db,
    session,
    await findServiceById(db, serviceId),
    'Service',
  );
  return { row, property };
}

export async function getManagedService(options: TCaller & { serviceId: number }) {
  const { row } = await managedService(options.db, options.session, options.serviceId);
  return toManagedService(options.db, row);
}

type TNewFiles = {
  iconData?: string | null;
  images?: string[];
  documents?: { name: string; data: string }[];
};

/** Every file checked (type by its bytes, size) before anything is written. */
async function checkServiceFiles(input: TNewFiles) {
  const pdfs = (input.documents ?? []).map((doc) => ({ name: doc.name, file: checkPdf(doc.data) }));
  const icon = input.iconData ? await checkImage(input.iconData) : null;
  const photos: TCheckedFile[] = [];
  for (const data of input.images ?? []) photos.push(await checkImage(data));
  return { icon, photos, pdfs };
}
type TChecked = Awaited<ReturnType<typeof checkServiceFiles>>;

type TFileIds = {
  iconFileId: number | null;
  attached: { fileId: number; role: 'image' | 'document' }[];
};

/** Stores the checked files, then runs `write` in one transaction with their new row ids. */
function storeServiceFiles<T>(
  options: TWriter & { owner: { organizationId: number; propertyId: number } },
  checked: TChecked,
  write: (tx: TTx, ids: TFileIds) => Promise<T>,
) {
  const { db, storage, owner } = options;
  const all = [
    ...(checked.icon ? [checked.icon] : []),
    ...checked.photos,
    ...checked.pdfs.map((p) => p.file),
  ];
  return withStoredFiles(storage, all, (stored) =>
    db.transaction(async (tx) => {
      const icon = checked.icon ? stored[0]! : null;
      const rest = stored.slice(icon ? 1 : 0);
      const photos = rest.slice(0, checked.photos.length);
      const pdfs = rest.slice(checked.photos.length);
      const ids = await insertFileRows(tx, owner, [
        ...(icon ? [{ ...icon, kind: 'icon' as const, name: null }] : []),
        ...photos.map((file) => ({ ...file, kind: 'image' as const, name: null })),
        ...pdfs.map((file, i) => ({
          ...file,
          kind: 'attachment' as const,
          name: checked.pdfs[i]!.name,
        })),
      ]);
      const iconFileId = icon ? ids[0]! : null;
      const fileIds = ids.slice(icon ? 1 : 0);
      const attached = fileIds.map((fileId, i) => ({
        fileId,
        role: i < photos.length ? ('image' as const) : ('document' as const),
      }));
      return write(tx, { iconFileId, attached });
    }),
  );
}

/**
 * A category the service may be put in: one of a building the caller manages, not retired (a
 * service is one building's: never in an organization-wide category, 403).
 */
async function targetCategory(db: Db, session: TSession, categoryId: number) {
  const managed = await managedItem(
    db,
    session,
    await findCategoryById(db, categoryId),
    'Service category',
  );
  if (managed.item.deleted) throw fieldError('categoryId', 'invalid_value');
  return managed;
}

type TServiceInput = Omit<
  z.output<typeof ZManageServiceCreateRequest>,
  'iconData' | 'images' | 'documents'
>;

const serviceValues = (input: TServiceInput, iconFileId: number | null): TServiceValues => ({
  categoryId: input.categoryId,
  name: input.name,
  description: input.description,
  active: input.active,
  iconFileId,
  hours: input.hours,
  link: input.link,
  externalLinks: input.externalLinks,
  phoneNumber: input.phoneNumber,
  email: input.email,
  maxActiveBookingsPerUser: input.maxActiveBookingsPerUser,
  maxActiveBookingsPerUnit: input.maxActiveBookingsPerUnit,
  availableOnlyForUserSignedOnLease: input.availableOnlyForUserSignedOnLease,
  showAvailableSchedulesForDate: input.showAvailableSchedulesForDate,
});

const fileCounts = (input: TNewFiles) => ({
  images: (input.images ?? []).length,
  documents: (input.documents ?? []).length,
});

export async function createManagedService(
  options: TWriter & { input: z.output<typeof ZManageServiceCreateRequest> },
) {
  const { db, session, input } = options;
  const { property } = await targetCategory(db, session, input.categoryId);
  const checked = await checkServiceFiles(input);
  const owner = { organizationId: property.organizationId, propertyId: property.id };
  const serviceId = await storeServiceFiles({ ...options, owner }, checked, async (tx, ids) => {
    const id = await insertService(tx, serviceValues(input, ids.iconFileId));
    await attachServiceFiles(tx, id, ids.attached);
    const created = await findServiceById(tx, id);
    await recordAudit(tx, session, {
      entity: 'service',
      entityId: id,
      action: 'create',
      propertyId: property.id,
      before: null,
      after: { ...serviceFields(created!), files: ids.attached.map((f) => f.fileId) },
    });
    return id;
  });
  return toManagedService(db, (await findServiceById(db, serviceId))!);
}

/** The fields sent, as column values (absent: unchanged). */
function changedValues(input: z.output<typeof ZManageServiceUpdateRequest>) {
  const { iconData: _, images: __, documents: ___, removeFiles: ____, ...fields } = input;
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<TServiceValues>;
}

/** Photos and documents stay within SERVICE_LIMITS once the change is made. */
function checkFileRoom(
  current: { role: string; fileId: number }[],
  input: z.output<typeof ZManageServiceUpdateRequest>,
) {
  const removed = new Set(input.removeFiles ?? []);
  const kept = current.filter((f) => !removed.has(f.fileId));
  const added = fileCounts(input);
  if (kept.filter((f) => f.role === 'image').length + added.images > SERVICE_LIMITS.photos) {
    throw fieldError('images', 'maxItems');
  }
  const documents = kept.filter((f) => f.role === 'document').length + added.documents;
  if (documents > SERVICE_LIMITS.documents) throw fieldError('documents', 'maxItems');
  const unknown = [...removed].find((id) => !current.some((f) => f.fileId === id));
  if (unknown !== undefined) throw fieldError('removeFiles', 'invalid_value');
}

export async function updateManagedService(
  options: TWriter & { serviceId: number; input: z.output<typeof ZManageServiceUpdateRequest> },
) {
  const { db, session, storage, serviceId, input } = options;
  const { row, property } = await managedService(db, session, serviceId);
  if (input.categoryId !== undefined && input.categoryId !== row.categoryId) {
    const target = await targetCategory(db, session, input.categoryId);
    if (target.property.id !== property.id) throw fieldError('categoryId', 'invalid_value');
  }
  const current = await findFilesOfService(db, serviceId);
  checkFileRoom(current, input);
  const checked = await checkServiceFiles(input);
  const owner = { organizationId: property.organizationId, propertyId: property.id };
  const removedNames = await storeServiceFiles({ ...options, owner }, checked, async (tx, ids) => {
    const values = changedValues(input);
    if (input.iconData !== undefined) values.iconFileId = ids.iconFileId;
    await updateService(tx, serviceId, values);
    const detached = await detachServiceFiles(tx, serviceId, input.removeFiles ?? []);
    const dropped = [...detached];
    if (input.iconData !== undefined && row.iconFileId !== null) dropped.push(row.iconFileId);
    const names = await deleteFileRows(tx, dropped);
    await attachServiceFiles(tx, serviceId, ids.attached);
    const updated = await findServiceById(tx, serviceId);
    await recordAudit(tx, session, {
      entity: 'service',
      entityId: serviceId,
      action: 'update',
      propertyId: property.id,
      before: { ...serviceFields(row), addedFiles: [], removedFiles: [] },
      after: {
        ...serviceFields(updated!),
        addedFiles: ids.attached.map((f) => f.fileId),
        removedFiles: detached,
      },
    });
    return names;
  });
  await deleteStoredFiles(storage, removedNames);
  return toManagedService(db, (await findServiceById(db, serviceId))!);
}
