import type { Db } from '#server/db/client';
import type { TFileKind } from '#server/db/schema';
import {
  files,
  news,
  newsFiles,
  serviceCategories,
  serviceFiles,
  services,
} from '#server/db/schema';
import { storeFile } from '#server/lib/files';
import type { TStorage } from '#server/lib/storage/index';
import { DEMO_ORGANIZATION, DEMO_PROPERTIES } from '../demo-data';
import { PROPERTY_DOCUMENTS } from './documents-data';
import { iconSvg, type TIconName } from './icons';
import { demoNews } from './news-data';
import { parseBlocks, writePdf } from './pdf';
import { renderPhoto, type TPalette } from './photos';
import { COMMERCIAL_CATEGORIES } from './services-commercial';
import { ORGANIZATION_CATEGORIES } from './services-organization';
import { RESIDENTIAL_CATEGORIES } from './services-residential';
import type { TSeedPdf } from './types';

/** A generated file, written to the storage and waiting for its row. */
type TFile = {
  kind: TFileKind;
  name: string | null;
  property: string | null;
  mediaType: string;
  storedName: string;
  size: number;
  sha256: string;
  createdAt?: Date;
};
type TPending = Promise<TFile>;

const DAY_MS = 24 * 3600 * 1000;
const buildingName = (slug: string | null) =>
  DEMO_PROPERTIES.find((p) => p.slug === slug)?.name ?? DEMO_ORGANIZATION.name;

/**
 * Makes every file of the demo content (photos, icons, PDFs) in parallel, then inserts the
 * categories, services, news and property documents that use them. Nothing is downloaded.
 */
export function prepareDemoContent(options: { storage: TStorage; now: Date }) {
  const { storage, now } = options;
  const store = async (
    file: Omit<TFile, 'storedName' | 'size' | 'sha256'>,
    bytes: Buffer | Promise<Buffer>,
    extension: string,
  ): TPending => ({
    ...file,
    ...(await storeFile({ storage, bytes: await bytes, extension, mediaType: file.mediaType })),
  });
  const photo = (
    property: string | null,
    caption: string,
    look: { subcaption: string; icon: TIconName; palette: TPalette },
  ) =>
    store(
      { kind: 'image', name: null, property, mediaType: 'image/jpeg' },
      renderPhoto({ caption, ...look }),
      'jpg',
    );
  const pdf = (property: string | null, kind: TFileKind, doc: TSeedPdf, createdAt?: Date) =>
    store(
      { kind, name: doc.name, property, mediaType: 'application/pdf', createdAt },
      writePdf({
        title: doc.name ?? parseBlocks(doc.fr)[0]?.text ?? 'Document',
        footer: `${buildingName(property)} · Gestion Habitat Montréal`,
        pages: [parseBlocks(doc.fr), parseBlocks(doc.en)],
      }),
      'pdf',
    );

  const categories = [
    ...ORGANIZATION_CATEGORIES,
    ...RESIDENTIAL_CATEGORIES,
    ...COMMERCIAL_CATEGORIES,
  ].map((category) => ({
    ...category,
    services: category.services.map((service) => ({
      ...service,
      iconFile: store(
        { kind: 'icon', name: null, property: category.property, mediaType: 'image/svg+xml' },
        Buffer.from(iconSvg(service.icon)),
        'svg',
      ),
      photoFiles: (service.photos ?? []).map((subcaption) =>
        photo(category.property, service.name.fr, {
          subcaption,
          icon: service.icon,
          palette: service.palette,
        }),
      ),
      documentFiles: (service.documents ?? []).map((doc) =>
        pdf(category.property, 'attachment', doc),
      ),
    })),
  }));

  const newsItems = demoNews(now).map((item) => ({
    ...item,
    createdAt: new Date(now.getTime() - item.daysAgo * DAY_MS - 3600 * 1000),
    imageFile: item.photo ? photo(item.property, item.title.fr, item.photo) : null,
    attachedFiles: [
      ...(item.morePhotos ?? []).map((look) => photo(item.property, item.title.fr, look)),
      ...(item.documents ?? []).map((doc) => pdf(item.property, 'attachment', doc)),
    ],
  }));

  const documents = PROPERTY_DOCUMENTS.map((doc) =>
    pdf(doc.property, 'document', doc, new Date(now.getTime() - doc.daysAgo * DAY_MS)),
  );

  const all: TPending[] = [
    ...categories.flatMap((c) =>
      c.services.flatMap((s) => [s.iconFile, ...s.photoFiles, ...s.documentFiles]),
    ),
    ...newsItems.flatMap((n) => [...(n.imageFile ? [n.imageFile] : []), ...n.attachedFiles]),
    ...documents,
  ];
  return { categories, newsItems, documents, ready: Promise.all(all) };
}

export type TDemoContent = ReturnType<typeof prepareDemoContent>;

export async function insertDemoContent(
  db: Db,
  content: TDemoContent,
  owner: { organizationId: number; propertyIds: Map<string, number> },
) {
  const propertyId = (slug: string | null) =>
    slug === null ? null : (owner.propertyIds.get(slug) ?? null);

  // One insert for every file; rows are found again by their unique stored name.
  const made = await content.ready;
  const rows = await db
    .insert(files)
    .values(
      made.map(({ property, ...file }) => ({
        ...file,
        organizationId: owner.organizationId,
        propertyId: propertyId(property),
      })),
    )
    .returning({ id: files.id, storedName: files.storedName });
  const ids = new Map(rows.map((row) => [row.storedName, row.id]));
  const idOf = async (pending: TPending) => ids.get((await pending).storedName)!;

  for (const category of content.categories) {
    const [created] = await db
      .insert(serviceCategories)
      .values({
        organizationId: owner.organizationId,
        propertyId: propertyId(category.property),
        name: category.name,
        position: category.position,
        deleted: category.deleted ?? false,
      })
      .returning({ id: serviceCategories.id });
    for (const [position, service] of category.services.entries()) {
      const [row] = await db
        .insert(services)
        .values({
          categoryId: created!.id,
          name: service.name,
          description: service.description,
          active: service.active ?? true,
          iconFileId: await idOf(service.iconFile),
          hours: service.hours,
          link: service.link ?? null,
          externalLinks: service.externalLinks ?? [],
          maxActiveBookingsPerUser: service.maxPerUser ?? null,
          maxActiveBookingsPerUnit: service.maxPerUnit ?? null,
          phoneNumber: service.phoneNumber ?? null,
          email: service.email ?? null,
          showAvailableSchedulesForDate: service.showAvailableSchedulesForDate ?? false,
          availableOnlyForUserSignedOnLease: service.availableOnlyForUserSignedOnLease ?? false,
          position,
        })
        .returning({ id: services.id });
      const attached = [
        ...service.photoFiles.map((file) => ({ file, role: 'image' as const })),
        ...service.documentFiles.map((file) => ({ file, role: 'document' as const })),
      ];
      if (attached.length === 0) continue;
      await db.insert(serviceFiles).values(
        await Promise.all(
          attached.map(async ({ file, role }, i) => ({
            serviceId: row!.id,
            fileId: await idOf(file),
            role,
            position: i,
          })),
        ),
      );
    }
  }

  for (const item of content.newsItems) {
    const [row] = await db
      .insert(news)
      .values({
        organizationId: owner.organizationId,
        propertyId: propertyId(item.property),
        title: item.title,
        subTitle: item.subTitle,
        body: item.body,
        status: item.status,
        imageFileId: item.imageFile ? await idOf(item.imageFile) : null,
        createdAt: item.createdAt,
      })
      .returning({ id: news.id });
    if (item.attachedFiles.length === 0) continue;
    await db.insert(newsFiles).values(
      await Promise.all(
        item.attachedFiles.map(async (file, position) => ({
          newsId: row!.id,
          fileId: await idOf(file),
          position,
        })),
      ),
    );
  }
}
