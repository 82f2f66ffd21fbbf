import type {
  TManagedNews,
  ZManageDocumentCreateRequest,
  ZManageNewsCreateRequest,
  ZManageNewsListQuery,
  ZManageNewsUpdateRequest,
} from '@habitat/shared';
import type { z } from 'zod';
import {
  deleteFileRows,
  findDocumentById,
  findDocumentsOfProperty,
  insertFileRows,
  renameFile,
} from '#server/data/files';
import {
  attachFiles,
  countNewsOfProperty,
  detachFiles,
  findNewsById,
  findNewsOfProperty,
  insertNews,
  type TManagedNewsRow,
  type TNewsValues,
  updateNews,
} from '#server/data/news';
import { recordNotificationEvent } from '#server/data/notification-events';
import type { Db, TDbOrTx } from '#server/db/client';
import { toPropertyFile } from '#server/features/documents/service';
import { recordAudit } from '#server/features/manage/audit/record';
import { managedItem, managedProperty } from '#server/features/manage/scope';
import { findNewsFiles } from '#server/features/news/service';
import type { TFileSigner } from '#server/features/uploads/private-files';
import { notFound } from '#server/lib/errors';
import { fileUrl } from '#server/lib/files';
import { pageWindow } from '#server/lib/paging';
import type { TStorage } from '#server/lib/storage/index';
import type { TSession } from '#server/lib/tokens';
import {
  checkDocument,
  checkImage,
  checkPdf,
  deleteStoredFiles,
  type TCheckedFile,
  withStoredFiles,
} from './uploaded-files';

type TCaller = { db: Db; session: TSession };
type TWriter = TCaller & { storage: TStorage };

/** The audited fields of a news item (those the form edits). */
const newsFields = (row: TManagedNewsRow) => ({
  title: row.title,
  subTitle: row.subTitle,
  body: row.body,
  status: row.status,
  urgent: row.urgent,
  publishAt: row.createdAt,
  imageFileId: row.imageFileId,
});

/** The audited fields of a document. */
const documentFields = (row: { name: string | null }) => ({ name: row.name });

function toManagedNews(row: TManagedNewsRow, files: TManagedNews['files']): TManagedNews {
  return {
    id: row.id,
    property: row.propertyId,
    title: row.title,
    subTitle: row.subTitle,
    body: row.body,
    status: row.status,
    urgent: row.urgent,
    publishAt: row.createdAt.toISOString(),
    image: row.imageStoredName ? { url: fileUrl(row.imageStoredName) } : null,
    files,
  };
}

async function withFiles(db: Db, rows: TManagedNewsRow[]) {
  const files = await findNewsFiles(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toManagedNews(row, files.get(row.id) ?? []));
}

export async function listManagedNews(
  options: TCaller & { query: z.output<typeof ZManageNewsListQuery> },
) {
  const { db, session, query } = options;
  const property = await managedProperty(db, session, query.property);
  const [count, rows] = await Promise.all([
    countNewsOfProperty(db, property.id),
    findNewsOfProperty(db, property.id, pageWindow(query)),
  ]);
  return { data: await withFiles(db, rows), count };
}

/** The news item, if it belongs to a property the caller manages (403 otherwise, 404 unknown). */
async function managedNews(db: Db, session: TSession, newsId: number) {
  const { item: row, property } = await managedItem(
    db,
    session,
    await findNewsById(db, newsId),
    'News item',
  );
  return { row, property };
}

async function getManagedNews(db: Db, newsId: number) {
  const row = await findNewsById(db, newsId);
  if (!row) throw notFound('News item');
  const [item] = await withFiles(db, [row]);
  return item!;
}

/** Every file checked (type by bytes, size) before anything is written. */
async function checkNewsFiles(input: {
  imageData?: string | null;
  documents?: readonly { name: string; data: string }[];
}) {
  const pdfs = (input.documents ?? []).map((doc) => ({ name: doc.name, file: checkPdf(doc.data) }));
  const image = input.imageData ? await checkImage(input.imageData) : null;
  return { image, pdfs };
}

/** Stores the photo and PDFs, then runs `write` in a transaction with their file ids. */
async function storeNewsFiles<T>(
  options: TWriter & { organizationId: number; propertyId: number },
  checked: Awaited<ReturnType<typeof checkNewsFiles>>,
  write: (
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    ids: { imageFileId: number | null; documentIds: number[] },
  ) => Promise<T>,
) {
  const { db, storage, organizationId, propertyId } = options;
  const all: TCheckedFile[] = [
    ...(checked.image ? [checked.image] : []),
    ...checked.pdfs.map((p) => p.file),
  ];
  return withStoredFiles(storage, all, (stored) =>
    db.transaction(async (tx) => {
      const owner = { organizationId, propertyId };
      const image = checked.image ? stored[0]! : null;
      const pdfs = stored.slice(image ? 1 : 0);
      const [imageFileId = null] = image
        ? await insertFileRows(tx, owner, [{ ...image, kind: 'image', name: null }])
        : [];
      const documentIds = await insertFileRows(
        tx,
        owner,
        pdfs.map((file, i) => ({ ...file, kind: 'attachment', name: checked.pdfs[i]!.name })),
      );
      return write(tx, { imageFileId, documentIds });
    }),
  );
}

/**
 * News that becomes visible (moves to in progress; not on every edit) is told to the building's
 * residents from its publish date (now, or later when scheduled); urgent news is its own,
 * unmutable type. The event's date is the item's, so the fan-out can tell an event whose item
 * was since unpublished or rescheduled.
 */
const recordNewsPublished = (tx: TDbOrTx, session: TSession, row: TManagedNewsRow) =>
  recordNotificationEvent(tx, {
    type: row.urgent ? 'news_urgent' : 'news',
    organizationId: row.organizationId,
    propertyId: row.propertyId,
    actorId: session.userId,
    subject: { type: 'news', id: row.id },
    params: { newsId: row.id, newsTitle: row.title },
    availableAt: row.createdAt,
  });

/** Told once it goes in progress, or again at its new date when a scheduled item is moved. */
const isNewsToTell = (before: TManagedNewsRow, after: TManagedNewsRow) =>
  after.status === 'in_progress' &&
  (before.status !== 'in_progress' ||
    (before.createdAt.getTime() > Date.now() &&
      after.createdAt.getTime() !== before.createdAt.getTime()));

/** Absent: now. The resident's list shows news in progress once this date has come. */
const publishDate = (publishAt: string | null | undefined) =>
  publishAt ? new Date(publishAt) : new Date();

export async function createManagedNews(
  options: TWriter & {
    propertyId: number;
    input: z.output<typeof ZManageNewsCreateRequest>;
  },
): Promise<TManagedNews> {
  const { db, session, input } = options;
  const property = await managedProperty(db, session, options.propertyId);
  const checked = await checkNewsFiles(input);
  const owner = { organizationId: property.organizationId, propertyId: property.id };
  const newsId = await storeNewsFiles({ ...options, ...owner }, checked, async (tx, ids) => {
    const id = await insertNews(tx, owner, {
      title: input.title,
      subTitle: input.subTitle,
      body: input.body,
      status: input.status,
      urgent: input.urgent,
      createdAt: publishDate(input.publishAt),
      imageFileId: ids.imageFileId,
    });
    await attachFiles(tx, id, ids.documentIds);
    const created = await findNewsById(tx, id);
    if (created!.status === 'in_progress') await recordNewsPublished(tx, session, created!);
    await recordAudit(tx, session, {
      entity: 'news',
      entityId: id,
      action: 'create',
      propertyId: property.id,
      before: null,
      after: { ...newsFields(created!), documents: ids.documentIds },
    });
    return id;
  });
  return getManagedNews(db, newsId);
}

export async function updateManagedNews(
  options: TWriter & { newsId: number; input: z.output<typeof ZManageNewsUpdateRequest> },
): Promise<TManagedNews> {
  const { db, session, storage, input, newsId } = options;
  const { row, property } = await managedNews(db, session, newsId);
  const checked = await checkNewsFiles(input);
  const owner = { organizationId: property.organizationId, propertyId: property.id };
  const removedNames = await storeNewsFiles({ ...options, ...owner }, checked, async (tx, ids) => {
    const values: Partial<TNewsValues> = {};
    if (input.title) values.title = input.title;
    if (input.subTitle) values.subTitle = input.subTitle;
    if (input.body) values.body = input.body;
    if (input.status) values.status = input.status;
    if (input.urgent !== undefined) values.urgent = input.urgent;
    if (input.publishAt !== undefined) values.createdAt = publishDate(input.publishAt);
    const replacesImage = input.imageData !== undefined && row.imageFileId !== null;
    if (input.imageData !== undefined) values.imageFileId = ids.imageFileId;
    await updateNews(tx, newsId, values);
    const removed = await detachFiles(tx, newsId, input.removeFiles ?? []);
    if (replacesImage) removed.push(...(await deleteFileRows(tx, [row.imageFileId!])));
    await attachFiles(tx, newsId, ids.documentIds);
    const updated = await findNewsById(tx, newsId);
    if (isNewsToTell(row, updated!)) await recordNewsPublished(tx, session, updated!);
    const files = { addedDocuments: ids.documentIds, removedDocuments: input.removeFiles ?? [] };
    await recordAudit(tx, session, {
      entity: 'news',
      entityId: newsId,
      action: 'update',
      propertyId: property.id,
      before: { ...newsFields(row), addedDocuments: [], removedDocuments: [] },
      after: { ...newsFields(updated!), ...files },
    });
    return removed;
  });
  await deleteStoredFiles(storage, removedNames);
  return getManagedNews(db, newsId);
}

// Building documents

/** The building's own documents (not the organization-wide ones, which no single manager owns). */
export async function listManagedDocuments(
  options: TCaller & { fileSigner: TFileSigner; propertyId: number },
) {
  const { db, session } = options;
  const property = await managedProperty(db, session, options.propertyId);
  const rows = await findDocumentsOfProperty(db, property.id);
  return {
    data: rows.map((row) => toPropertyFile(row, options.fileSigner)),
    count: rows.length,
  };
}

export async function createManagedDocument(
  options: TWriter & {
    fileSigner: TFileSigner;
    propertyId: number;
    input: z.output<typeof ZManageDocumentCreateRequest>;
  },
) {
  const { db, session, storage, input } = options;
  const property = await managedProperty(db, session, options.propertyId);
  const checked = await checkDocument(input.data);
  const owner = { organizationId: property.organizationId, propertyId: property.id };
  const [fileId] = await withStoredFiles(storage, [checked], ([stored]) =>
    db.transaction(async (tx) => {
      const ids = await insertFileRows(tx, owner, [
        { ...stored!, kind: 'document', name: input.name },
      ]);
      await recordAudit(tx, session, {
        entity: 'document',
        entityId: ids[0]!,
        action: 'upload',
        propertyId: property.id,
        before: null,
        after: documentFields(input),
      });
      return ids;
    }),
  );
  const row = await findDocumentById(db, fileId!);
  return toPropertyFile(row!, options.fileSigner);
}

async function managedDocument(db: Db, session: TSession, fileId: number) {
  const { item } = await managedItem(db, session, await findDocumentById(db, fileId), 'Document');
  return item;
}

export async function renameManagedDocument(
  options: TCaller & { fileSigner: TFileSigner; fileId: number; name: string },
) {
  const { db, session, fileId } = options;
  const before = await managedDocument(db, session, fileId);
  const renamed = await db.transaction(async (tx) => {
    const row = await renameFile(tx, fileId, options.name);
    await recordAudit(tx, session, {
      entity: 'document',
      entityId: fileId,
      action: 'rename',
      propertyId: before.propertyId,
      before: documentFields(before),
      after: documentFields(row),
    });
    return row;
  });
  return toPropertyFile(renamed, options.fileSigner);
}

export async function deleteManagedDocument(options: TWriter & { fileId: number }) {
  const { db, session, storage, fileId } = options;
  const row = await managedDocument(db, session, fileId);
  const names = await db.transaction(async (tx) => {
    const deleted = await deleteFileRows(tx, [fileId]);
    await recordAudit(tx, session, {
      entity: 'document',
      entityId: fileId,
      action: 'delete',
      propertyId: row.propertyId,
      before: documentFields(row),
      after: null,
    });
    return deleted;
  });
  await deleteStoredFiles(storage, names);
}
