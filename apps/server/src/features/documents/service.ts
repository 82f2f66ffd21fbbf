import type { TPropertyFile, TPropertyFilesQuery } from '@habitat/shared';
import type { Db } from '../../db/client';
import type { files } from '../../db/schema';
import { extensionOf, fileUrl } from '../../lib/files';
import { pageWindow } from '../../lib/paging';
import type { TContentScope } from '../properties/content-scope';
import { countPropertyDocuments, findPropertyDocuments } from './repository';

const toPropertyFile = (row: typeof files.$inferSelect): TPropertyFile => ({
  id: row.id,
  name: row.name,
  url: fileUrl(row.storedName),
  createdAt: row.createdAt.toISOString(),
  mediaType: row.mediaType,
  extension: extensionOf(row.storedName),
  size: row.size,
});

/** The documents of the caller's property and of the whole organization. */
export async function listPropertyDocuments(options: {
  db: Db;
  scope: TContentScope | null;
  query: TPropertyFilesQuery;
}): Promise<{ data: TPropertyFile[]; count: number }> {
  const { db, scope, query } = options;
  if (!scope) return { data: [], count: 0 };
  const count = await countPropertyDocuments(db, scope);
  const rows = await findPropertyDocuments(db, scope, pageWindow(query));
  return { data: rows.map(toPropertyFile), count };
}
