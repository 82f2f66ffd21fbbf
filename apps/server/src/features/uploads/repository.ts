import { and, count, eq, exists, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, posts, userRequests } from '../../db/schema';

export async function deleteFileRow(db: Db, fileId: number) {
  await db.delete(files).where(eq(files.id, fileId));
}

export async function insertFile(db: Db, values: typeof files.$inferInsert) {
  const [row] = await db.insert(files).values(values).returning({ id: files.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Images a user attached since `since`. Files do not record who sent them; the posts and
 * requests that carry them do, and those are the only ways a resident uploads.
 */
export async function countImagesOfUserSince(db: Db, userId: number, since: Date) {
  const counted = async (table: typeof posts | typeof userRequests) => {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(
        and(eq(table.authorId, userId), gte(table.createdAt, since), isNotNull(table.imageFileId)),
      );
    return row?.n ?? 0;
  };
  const [inPosts, inRequests] = await Promise.all([counted(posts), counted(userRequests)]);
  return inPosts + inRequests;
}

/**
 * The stored file and whether it is private: a property document, or the photo of a request
 * (a picture inside someone's home). Service and news files and post images are not.
 */
export async function findStoredFile(db: Db, storedName: string) {
  const requestPhoto = db
    .select({ id: userRequests.id })
    .from(userRequests)
    .where(eq(userRequests.imageFileId, files.id));
  const [row] = await db
    .select({
      name: files.name,
      mediaType: files.mediaType,
      private: sql<boolean>`${files.kind} = 'document' or ${exists(requestPhoto)}`.mapWith(Boolean),
    })
    .from(files)
    .where(eq(files.storedName, storedName));
  return row ?? null;
}
