import { and, asc, desc, eq, getTableColumns, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, news, newsFiles } from '../../db/schema';
import { inContentScope } from '../../db/scope';
import type { TContentScope } from '../properties/content-scope';

const published = (scope: TContentScope, newsId?: number) => {
  // In progress and due: a manager may schedule an item for later (its date still ahead).
  const conditions: SQL[] = [
    inContentScope(news, scope),
    eq(news.status, 'in_progress'),
    lte(news.createdAt, sql`now()`),
  ];
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
    .where(and(inContentScope(news, scope), eq(news.status, 'in_progress')));
  return { count: row?.n ?? 0, nextDueAt: row?.nextDueAt ?? null };
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
