/**
 * Read model: a stored file as the uploads route serves it, private or not. It reads files and
 * user_requests through their owners (the file's join under the table's own name, the requests'
 * photo predicate); it owns no table.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { fileJoin } from '../files';
import { requestPhotoExists } from '../user-requests';

const files = fileJoin('files');

/**
 * The stored file and whether it is private: a property document, or the photo of a request
 * (a picture inside someone's home). Service and news files and post images are not.
 */
export async function findStoredFile(db: Db, storedName: string) {
  const [row] = await db
    .select({
      name: files.name,
      mediaType: files.mediaType,
      private:
        sql<boolean>`${files.kind} = 'document' or ${requestPhotoExists(db, files.id)}`.mapWith(
          Boolean,
        ),
    })
    .from(files.table)
    .where(eq(files.storedName, storedName));
  return row ?? null;
}
