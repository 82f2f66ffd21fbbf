import type { Db } from '../../db/client';
import { files } from '../../db/schema';

export async function insertFile(db: Db, values: typeof files.$inferInsert) {
  const [row] = await db.insert(files).values(values).returning({ id: files.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}
