import type { TList, TPropertyFile, TPropertyFilesQuery } from '@habitat/shared';
import { countDocumentsInScope, findDocumentsInScope, type TFileRow } from '#server/data/files';
import type { Db } from '#server/db/client';
import type { TContentScope } from '#server/features/properties/content-scope';
import type { TFileSigner } from '#server/features/uploads/private-files';
import { extensionOf } from '#server/lib/files';
import { pageWindow } from '#server/lib/paging';

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
