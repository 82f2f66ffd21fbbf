/** Owns files: the rows of stored uploads (photos, PDFs, building documents, icons). */

import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, TDbOrTx } from '#server/db/client';
import { files, type TFileKind } from '#server/db/schema';
import { inContentScope } from '#server/db/scope';
import type { TContentScope } from '#server/features/properties/content-scope';
import { aliasedJoin } from './aliased-join';

export type TFileRow = typeof files.$inferSelect;

/** A file joined in another aggregate's query (under the alias `as`), with what it shows. */
export function fileJoin<TAlias extends string>(as: TAlias) {
  return aliasedJoin({
    table: files,
    as,
    on: 'id',
    columns: ['id', 'kind', 'name', 'storedName', 'mediaType'],
  });
}

/* ---------- Writes ---------- */

/** A stored file to record: where its bytes are and what they are. */
export type TNewFile = {
  kind: TFileKind;
  name: string | null;
  storedName: string;
  mediaType: string;
  size: number;
  sha256: string;
};

type TOwner = { organizationId: number; propertyId: number | null };

/** The rows of stored files (news photos and PDFs, building documents, service icons…). */
export async function insertFileRows(tx: TDbOrTx, owner: TOwner, stored: readonly TNewFile[]) {
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

/** Deletes the rows; answers the stored names of their bytes. */
export async function deleteFileRows(tx: TDbOrTx, fileIds: readonly number[]) {
  if (fileIds.length === 0) return [];
  const rows = await tx
    .delete(files)
    .where(inArray(files.id, [...fileIds]))
    .returning({ storedName: files.storedName });
  return rows.map((row) => row.storedName);
}

export async function renameFile(db: TDbOrTx, fileId: number, name: string) {
  const [row] = await db.update(files).set({ name }).where(eq(files.id, fileId)).returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/* ---------- Building documents ---------- */

const isDocument = eq(files.kind, 'document');

const documentInScope = (scope: TContentScope) => and(inContentScope(files, scope), isDocument);

export async function countDocumentsInScope(db: Db, scope: TContentScope) {
  const [row] = await db.select({ n: count() }).from(files).where(documentInScope(scope));
  return row?.n ?? 0;
}

/** Newest first. */
export async function findDocumentsInScope(
  db: Db,
  scope: TContentScope,
  window: { limit: number; offset: number },
) {
  return db
    .select()
    .from(files)
    .where(documentInScope(scope))
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** The building's own documents (not the organization-wide ones), newest first. */
export async function findDocumentsOfProperty(db: Db, propertyId: number) {
  return db
    .select()
    .from(files)
    .where(and(eq(files.propertyId, propertyId), isDocument))
    .orderBy(desc(files.createdAt), desc(files.id));
}

export async function findDocumentById(db: Db, fileId: number) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), isDocument));
  return row ?? null;
}
