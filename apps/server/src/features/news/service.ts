import type { TList, TNewsItem, TNewsQuery } from '@habitat/shared';
import {
  countPublishedNews,
  findFilesOfNews,
  findPublishedNews,
  type TNewsFileRow,
  type TNewsRow,
} from '#server/data/news';
import type { Db } from '#server/db/client';
import type { TContentScope } from '#server/features/properties/content-scope';
import { notFound } from '#server/lib/errors';
import { fileUrl } from '#server/lib/files';
import { groupBy } from '#server/lib/group-by';
import { pageWindow } from '#server/lib/paging';

type TNewsFile = TNewsItem['files'][number];

const toNewsFile = (file: TNewsFileRow): TNewsFile => ({
  id: file.id,
  name: file.name,
  url: fileUrl(file.storedName),
  tag: file.kind === 'image' ? 'image' : 'document',
  mediaType: file.mediaType,
});

/** The attached files of many news items, by news id: one query, as the API shows them. */
export async function findNewsFiles(db: Db, newsIds: number[]): Promise<Map<number, TNewsFile[]>> {
  const byNews = groupBy(await findFilesOfNews(db, newsIds), (file) => file.newsId);
  return new Map([...byNews].map(([newsId, rows]) => [newsId, rows.map(toNewsFile)]));
}

function toNewsItem(row: TNewsRow, files: TNewsFile[]): TNewsItem {
  return {
    id: row.id,
    title: row.title,
    subTitle: row.subTitle,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    image: row.imageStoredName ? { url: fileUrl(row.imageStoredName) } : null,
    files,
  };
}

/** News rows with their files. */
async function withFiles(db: Db, rows: TNewsRow[]): Promise<TNewsItem[]> {
  const files = await findNewsFiles(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toNewsItem(row, files.get(row.id) ?? []));
}

/** Only news in progress are shown (newest first); asking for another status answers none. */
export async function listNews(options: {
  db: Db;
  scope: TContentScope | null;
  query: TNewsQuery;
}): Promise<TList<TNewsItem>> {
  return (await readNewsList(options)).value;
}

/**
 * The list, and until when it holds: a news item scheduled for later joins it when its date
 * comes, with no write to tell a kept list (lib/list-cache.ts).
 */
export async function readNewsList(options: {
  db: Db;
  scope: TContentScope | null;
  query: TNewsQuery;
}): Promise<{ value: TList<TNewsItem>; validUntil: Date | null }> {
  const { db, scope, query } = options;
  if (!scope || (query.status !== undefined && query.status !== 'in_progress')) {
    return { value: { data: [], count: 0 }, validUntil: null };
  }
  // Side by side: on PostgreSQL each waits on its own connection.
  const [counted, rows] = await Promise.all([
    countPublishedNews(db, scope),
    findPublishedNews(db, scope, pageWindow(query)),
  ]);
  return {
    value: { data: await withFiles(db, rows), count: counted.count },
    validUntil: counted.nextDueAt,
  };
}

export async function getNewsItem(options: {
  db: Db;
  scope: TContentScope | null;
  newsId: number;
}): Promise<TNewsItem> {
  const { db, scope, newsId } = options;
  const rows = scope ? await findPublishedNews(db, scope, { limit: 1, offset: 0 }, newsId) : [];
  const [item] = await withFiles(db, rows);
  if (!item) throw notFound('News item');
  return item;
}
