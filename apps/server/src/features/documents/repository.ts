import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { inContentScope } from '../../db/scope';
import type { TContentScope } from '../properties/content-scope';

const propertyDocument = (scope: TContentScope) =>
  and(inContentScope(files, scope), eq(files.kind, 'document'));

export async function countPropertyDocuments(db: Db, scope: TContentScope) {
  const [row] = await db.select({ n: count() }).from(files).where(propertyDocument(scope));
  return row?.n ?? 0;
}

/** Newest first. */
export async function findPropertyDocuments(
  db: Db,
  scope: TContentScope,
  window: { limit: number; offset: number },
) {
  return db
    .select()
    .from(files)
    .where(propertyDocument(scope))
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(window.limit)
    .offset(window.offset);
}
