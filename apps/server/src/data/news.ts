/** Owns news and news_files: the building's news items and the files attached to them. */
import type { TNewsStatus, TTranslatable } from '@habitat/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  lte,
  max,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, TDbOrTx } from '#server/db/client';
import { news, newsFiles } from '#server/db/schema';
import { inContentScope } from '#server/db/scope';
import type { TContentScope } from '#server/features/properties/content-scope';
import { deleteFileRows, fileJoin } from './files';

const image = fileJoin('image');

/** A news item with the stored name of its photo. */
const selectNews = (db: TDbOrTx) =>
  db
    .select({ ...getTableColumns(news), imageStoredName: image.storedName })
    .from(news)
    .leftJoin(image.table, image.on(news.imageFileId));

/* ---------- Residents' lists and reads ---------- */

const inProgress = (scope: TContentScope) =>
  and(inContentScope(news, scope), eq(news.status, 'in_progress'));

/** In progress and due: a manager may schedule an item for later (its date still ahead). */
const published = (scope: TContentScope, newsId?: number) => {
  const conditions: (SQL | undefined)[] = [inProgress(scope), lte(news.createdAt, sql`now()`)];
  if (newsId !== undefined) conditions.push(eq(news.id, newsId));
  return and(...conditions);
};

/** News in progress now, and when the next scheduled one becomes due (null: none is). */
export async function countPublishedNews(db: Db, scope: TContentScope) {
  const [row] = await db
    .select({
      n: sql<number>`count(*) filter (where ${news.createdAt} <= now())`.mapWith(Number),
      nextDueAt:
        sql<Date | null>`min(${news.createdAt}) filter (where ${news.createdAt} > now())`.mapWith(
          (value: string | Date | null) => (value === null ? null : new Date(value)),
        ),
    })
    .from(news)
    .where(inProgress(scope));
  return { count: row?.n ?? 0, nextDueAt: row?.nextDueAt ?? null };
}

/** News in progress, newest first, each with the stored name of its main photo. */
export async function findPublishedNews(
  db: Db,
  scope: TContentScope,
  window: { limit: number; offset: number },
  newsId?: number,
) {
  return selectNews(db)
    .where(published(scope, newsId))
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(window.limit)
    .offset(window.offset);
}
export type TNewsRow = Awaited<ReturnType<typeof findPublishedNews>>[number];

/** The attached files of many news items in one query. */
export async function findFilesOfNews(db: Db, newsIds: number[]) {
  if (newsIds.length === 0) return [];
  const file = fileJoin('file');
  return db
    .select({
      newsId: newsFiles.newsId,
      id: file.id,
      kind: file.kind,
      name: file.name,
      storedName: file.storedName,
      mediaType: file.mediaType,
    })
    .from(newsFiles)
    .innerJoin(file.table, file.on(newsFiles.fileId))
    .where(inArray(newsFiles.newsId, newsIds))
    .orderBy(asc(newsFiles.newsId), asc(newsFiles.position), asc(newsFiles.fileId));
}
export type TNewsFileRow = Awaited<ReturnType<typeof findFilesOfNews>>[number];

/* ---------- The console ---------- */

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
export type TManagedNewsRow = Awaited<ReturnType<typeof findNewsOfProperty>>[number];

export async function findNewsById(db: TDbOrTx, newsId: number) {
  const [row] = await selectNews(db).where(eq(news.id, newsId));
  return row ?? null;
}

type TOwner = { organizationId: number; propertyId: number };

export type TNewsValues = {
  title: TTranslatable;
  subTitle: TTranslatable;
  body: TTranslatable;
  status: TNewsStatus;
  urgent: boolean;
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
