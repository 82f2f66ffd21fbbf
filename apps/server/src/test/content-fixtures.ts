import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  files,
  news,
  newsFiles,
  organizations,
  properties,
  serviceCategories,
  serviceFiles,
  services,
} from '#server/db/schema';
import { createTestApp } from './harness';

export async function propertyIdOf(db: Db, slug: string) {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.slug, slug));
  if (!row) throw new Error(`no property ${slug}`);
  return row.id;
}

export async function organizationIdOf(db: Db, slug: string) {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, slug));
  if (!row) throw new Error(`no organization ${slug}`);
  return row.id;
}

let counter = 0;
/** A file row (no bytes on disk: lists only need the row). */
export async function insertFileRow(
  db: Db,
  values: {
    organizationId: number;
    propertyId?: number | null;
    kind: 'document' | 'attachment' | 'image' | 'icon';
    name?: string | null;
    createdAt?: Date;
  },
) {
  counter += 1;
  const extension = values.kind === 'image' ? 'jpg' : values.kind === 'icon' ? 'svg' : 'pdf';
  const [row] = await db
    .insert(files)
    .values({
      organizationId: values.organizationId,
      propertyId: values.propertyId ?? null,
      kind: values.kind,
      name: values.name === undefined ? `Fixture ${counter}` : values.name,
      storedName: `${counter.toString(16).padStart(32, 'f')}.${extension}`,
      mediaType:
        extension === 'jpg'
          ? 'image/jpeg'
          : extension === 'svg'
            ? 'image/svg+xml'
            : 'application/pdf',
      size: 1234,
      sha256: '0'.repeat(64),
      createdAt: values.createdAt,
    })
    .returning({ id: files.id });
  return row!.id;
}

const text = (label: string) => ({ fr: `${label} (fr)`, en: `${label} (en)` });

/** A category with `count` active services, each with an icon, a photo and a document. */
export async function insertCategoryWithServices(
  db: Db,
  options: { organizationId: number; propertyId: number | null; label: string; count: number },
) {
  const [category] = await db
    .insert(serviceCategories)
    .values({
      organizationId: options.organizationId,
      propertyId: options.propertyId,
      name: text(options.label),
      position: 1000,
    })
    .returning({ id: serviceCategories.id });
  const serviceIds: number[] = [];
  for (let i = 0; i < options.count; i++) {
    const owner = { organizationId: options.organizationId, propertyId: options.propertyId };
    const [service] = await db
      .insert(services)
      .values({
        categoryId: category!.id,
        name: text(`${options.label} service ${i}`),
        iconFileId: await insertFileRow(db, { ...owner, kind: 'icon' }),
        position: i,
      })
      .returning({ id: services.id });
    await db.insert(serviceFiles).values([
      {
        serviceId: service!.id,
        fileId: await insertFileRow(db, { ...owner, kind: 'image' }),
        role: 'image',
      },
      {
        serviceId: service!.id,
        fileId: await insertFileRow(db, { ...owner, kind: 'attachment' }),
        role: 'document',
        position: 1,
      },
    ]);
    serviceIds.push(service!.id);
  }
  return { categoryId: category!.id, serviceIds };
}

/** `count` news items in progress, each with a photo and two attached files. */
export async function insertNews(
  db: Db,
  options: {
    organizationId: number;
    propertyId: number | null;
    label: string;
    count: number;
    status?: 'draft' | 'in_progress' | 'archived';
    createdAt?: Date;
  },
) {
  const ids: number[] = [];
  const owner = { organizationId: options.organizationId, propertyId: options.propertyId };
  for (let i = 0; i < options.count; i++) {
    const [item] = await db
      .insert(news)
      .values({
        ...owner,
        title: text(`${options.label} ${i}`),
        body: text('Body'),
        status: options.status ?? 'in_progress',
        imageFileId: await insertFileRow(db, { ...owner, kind: 'image' }),
        createdAt: options.createdAt ?? new Date(Date.now() - (i + 1) * 60_000),
      })
      .returning({ id: news.id });
    await db.insert(newsFiles).values([
      { newsId: item!.id, fileId: await insertFileRow(db, { ...owner, kind: 'image' }) },
      {
        newsId: item!.id,
        fileId: await insertFileRow(db, { ...owner, kind: 'attachment' }),
        position: 1,
      },
    ]);
    ids.push(item!.id);
  }
  return ids;
}

/** Another organization with one property and content of every kind, which must never leak. */
export async function insertOtherOrganization(db: Db) {
  const [org] = await db
    .insert(organizations)
    .values({ slug: 'autre-gestion', name: 'Autre Gestion' })
    .returning({ id: organizations.id });
  const [property] = await db
    .insert(properties)
    .values({
      organizationId: org!.id,
      slug: 'tour-ailleurs',
      name: 'Tour Ailleurs',
      addressFull: '1 rue Ailleurs, Québec, QC G1A 1A1',
      city: 'Québec',
      state: 'QC',
      zip: 'G1A 1A1',
    })
    .returning({ id: properties.id });
  const organizationId = org!.id;
  const propertyId = property!.id;
  const wide = await insertCategoryWithServices(db, {
    organizationId,
    propertyId: null,
    label: 'Leak org-wide',
    count: 1,
  });
  const local = await insertCategoryWithServices(db, {
    organizationId,
    propertyId,
    label: 'Leak property',
    count: 1,
  });
  await insertNews(db, { organizationId, propertyId: null, label: 'Leak news', count: 1 });
  await insertNews(db, { organizationId, propertyId, label: 'Leak news', count: 1 });
  await insertFileRow(db, { organizationId, kind: 'document', name: 'Leak document' });
  await insertFileRow(db, { organizationId, propertyId, kind: 'document', name: 'Leak document' });
  return {
    organizationId,
    propertyId,
    serviceIds: [...wide.serviceIds, ...local.serviceIds],
    categoryIds: [wide.categoryId, local.categoryId],
  };
}

/**
 * The set-up the content features' tests share: a seeded app, the demo ids, another
 * organization that must never leak, and a token per demo role.
 */
export async function createContentTestContext() {
  const t = await createTestApp();
  const ids = {
    org: await organizationIdOf(t.db, 'demo'),
    jardins: await propertyIdOf(t.db, 'jardins-saint-laurent'),
    peel: await propertyIdOf(t.db, 'carre-peel'),
  };
  const other = await insertOtherOrganization(t.db);
  const tokenOf = async (username: string) => (await t.login(username)).token;
  const tokens = {
    resident: await tokenOf('resident@example.com'),
    shop: await tokenOf('shop@example.com'),
    manager: await tokenOf('manager@example.com'),
  };
  return { t, ids, other, tokens };
}
export type TContentContext = Awaited<ReturnType<typeof createContentTestContext>>;
