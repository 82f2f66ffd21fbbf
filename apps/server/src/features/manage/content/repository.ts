import type { TNewsStatus, TTranslatable } from '@habitat/shared';
import { and, count, desc, eq, getTableColumns, inArray, max } from 'drizzle-orm';
import type { Db, TDbOrTx } from '../../../db/client';
import { files, news, newsFiles, type TFileKind } from '../../../db/schema';
import type { TStoredFile } from './uploaded-files';

// News

export async function countNewsOfProperty(db: Db, propertyId: number) {
  const [row] = await db.select({ n: count() }).from(news).where(eq(news.propertyId, propertyId));
  return row?.n ?? 0;
}

/** Every status, newest publish date first, each with the stored name of its photo. */
export async function findNewsOfProperty(
  db: Db,
  propertyId: number,
  window: { limit: number; offset: number },
) {
  return selectNews(db)
    .where(eq(news.propertyId, propertyId))
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(window.limit)
    .offset(window.offset);
}

const selectNews = (db: TDbOrTx) =>
  db
    .select({ ...getTableColumns(news), imageStoredName: files.storedName })
    .from(news)
    .leftJoin(files, eq(files.id, news.imageFileId));
export type TManagedNewsRow = Awaited<ReturnType<typeof findNewsOfProperty>>[number];

export async function findNewsById(db: TDbOrTx, newsId: number) {
  const [row] = await selectNews(db).where(eq(news.id, newsId));
  return row ?? null;
}

type TOwner = { organizationId: number; propertyId: number };

/** The rows of stored files (news photos and PDFs, building documents, service icons…). */
export async function insertFileRows(
  tx: TDbOrTx,
  owner: TOwner,
  stored: readonly (TStoredFile & { kind: TFileKind; name: string | null })[],
) {
  if (stored.length === 0) return [];
  const rows = await tx
    .insert(files)
    .values(
      stored.map((file) => ({
        ...owner,
        kind: file.kind,
        name: file.name,
        storedName: file.storedName,
        mediaType: file.mediaType,
        size: file.size,
        sha256: file.sha256,
      })),
    )
    .returning({ id: files.id });
  return rows.map((row) => row.id);
}

export type TNewsValues = {
  title: TTranslatable;
  subTitle: TTranslatable;
  body: TTranslatable;
  status: TNewsStatus;
  createdAt: Date;
  imageFileId: number | null;
};

export async function insertNews(tx: TDbOrTx, owner: TOwner, values: TNewsValues) {
  const [row] = await tx
    .insert(news)
    .values({ ...owner, ...values })
    .returning({ id: news.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateNews(tx: TDbOrTx, newsId: number, values: Partial<TNewsValues>) {
  if (Object.keys(values).length === 0) return;
  await tx.update(news).set(values).where(eq(news.id, newsId));
}

/** Appends files after the item's current ones. */
export async function attachFiles(tx: TDbOrTx, newsId: number, fileIds: readonly number[]) {
  if (fileIds.length === 0) return;
  const [last] = await tx
    .select({ position: max(newsFiles.position) })
    .from(newsFiles)
    .where(eq(newsFiles.newsId, newsId));
  const start = (last?.position ?? -1) + 1;
  await tx
    .insert(newsFiles)
    .values(fileIds.map((fileId, i) => ({ newsId, fileId, position: start + i })));
}

/** Takes files off a news item and deletes their rows; answers their stored names. */
export async function detachFiles(tx: TDbOrTx, newsId: number, fileIds: readonly number[]) {
  if (fileIds.length === 0) return [];
  const detached = await tx
    .delete(newsFiles)
    .where(and(eq(newsFiles.newsId, newsId), inArray(newsFiles.fileId, [...fileIds])))
    .returning({ fileId: newsFiles.fileId });
  return deleteFileRows(
    tx,
    detached.map((row) => row.fileId),
  );
}

export async function deleteFileRows(tx: TDbOrTx, fileIds: readonly number[]) {
  if (fileIds.length === 0) return [];
  const rows = await tx
    .delete(files)
    .where(inArray(files.id, [...fileIds]))
    .returning({ storedName: files.storedName });
  return rows.map((row) => row.storedName);
}

// Building documents

const documentOf = (propertyId: number) =>
  and(eq(files.propertyId, propertyId), eq(files.kind, 'document'));

export async function findDocumentsOfProperty(db: Db, propertyId: number) {
  return db
    .select()
    .from(files)
    .where(documentOf(propertyId))
    .orderBy(desc(files.createdAt), desc(files.id));
}

export async function findDocumentById(db: Db, fileId: number) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.kind, 'document')));
  return row ?? null;
}

export async function renameFile(db: TDbOrTx, fileId: number, name: string) {
  const [row] = await db.update(files).set({ name }).where(eq(files.id, fileId)).returning();
  if (!row) throw new Error('update returned no row');
  return row;
}
