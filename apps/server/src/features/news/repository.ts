import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, news, newsFiles } from '../../db/schema';
import { inContentScope } from '../../db/scope';
import type { TContentScope } from '../properties/content-scope';

const published = (scope: TContentScope, newsId?: number) => {
  const conditions: SQL[] = [inContentScope(news, scope), eq(news.status, 'in_progress')];
  if (newsId !== undefined) conditions.push(eq(news.id, newsId));
  return and(...conditions);
};

export async function countPublishedNews(db: Db, scope: TContentScope) {
  const [row] = await db.select({ n: count() }).from(news).where(published(scope));
  return row?.n ?? 0;
}

/** News in progress, newest first, each with the stored name of its main photo. */
export async function findPublishedNews(
  db: Db,
  scope: TContentScope,
  window: { limit: number; offset: number },
  newsId?: number,
) {
  return db
    .select({ ...getTableColumns(news), imageStoredName: files.storedName })
    .from(news)
    .leftJoin(files, eq(files.id, news.imageFileId))
    .where(published(scope, newsId))
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(window.limit)
    .offset(window.offset);
}
export type TNewsRow = Awaited<ReturnType<typeof findPublishedNews>>[number];

/** The attached files of many news items in one query. */
export async function findFilesOfNews(db: Db, newsIds: number[]) {
  if (newsIds.length === 0) return [];
  return db
    .select({
      newsId: newsFiles.newsId,
      id: files.id,
      kind: files.kind,
      name: files.name,
      storedName: files.storedName,
      mediaType: files.mediaType,
    })
    .from(newsFiles)
    .innerJoin(files, eq(files.id, newsFiles.fileId))
    .where(inArray(newsFiles.newsId, newsIds))
    .orderBy(asc(newsFiles.newsId), asc(newsFiles.position), asc(newsFiles.fileId));
}
export type TNewsFileRow = Awaited<ReturnType<typeof findFilesOfNews>>[number];
