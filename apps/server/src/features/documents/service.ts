import type { TList, TPropertyFile, TPropertyFilesQuery } from '@habitat/shared';
import { countDocumentsInScope, findDocumentsInScope, type TFileRow } from '../../data/files';
import type { Db } from '../../db/client';
import { extensionOf } from '../../lib/files';
import { pageWindow } from '../../lib/paging';
import type { TContentScope } from '../properties/content-scope';
import type { TFileSigner } from '../uploads/private-files';

export const toPropertyFile = (row: TFileRow, fileSigner: TFileSigner): TPropertyFile => ({
  id: row.id,
  name: row.name,
  // Documents are the building's own: a short-lived signed link, never a public URL.
  url: fileSigner.url(row.storedName),
  createdAt: row.createdAt.toISOString(),
  mediaType: row.mediaType,
  extension: extensionOf(row.storedName),
  size: row.size,
});

/** The documents of the caller's property and of the whole organization. */
export async function listPropertyDocuments(options: {
  db: Db;
  fileSigner: TFileSigner;
  scope: TContentScope | null;
  query: TPropertyFilesQuery;
}): Promise<TList<TPropertyFile>> {
  const { db, scope, query } = options;
  if (!scope) return { data: [], count: 0 };
  const count = await countDocumentsInScope(db, scope);
  const rows = await findDocumentsInScope(db, scope, pageWindow(query));
  return { data: rows.map((row) => toPropertyFile(row, options.fileSigner)), count };
}
