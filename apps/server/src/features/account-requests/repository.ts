import type { Db } from '../../db/client';
import { accountRequests } from '../../db/schema';

export async function insertAccountRequest(db: Db, values: typeof accountRequests.$inferInsert) {
  const [row] = await db
    .insert(accountRequests)
    .values(values)
    .returning({ id: accountRequests.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}
