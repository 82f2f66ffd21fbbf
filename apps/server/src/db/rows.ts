import type { SQL } from 'drizzle-orm';
import type { TDbOrTx } from './db-types';

/** The rows of a raw statement: both drivers answer `{ rows }`, which the shared `Db` type hides. */
export async function selectRows<T>(db: TDbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
