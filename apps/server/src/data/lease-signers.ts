/** Owns lease_signers: the people on a lease, signed or not. */

import { and, eq, sql } from 'drizzle-orm';
import type { Db, TDbOrTx } from '#server/db/client';
import { leaseSigners } from '#server/db/schema';
import { aliasedJoin } from './aliased-join';

/** A lease's people joined in another module's query (under the alias `as`). */
export function signerJoin<TAlias extends string>(as: TAlias) {
  return aliasedJoin({ table: leaseSigners, as, columns: ['leaseId', 'userId', 'signed'] });
}

export async function insertLeaseSigner(
  db: Db,
  values: { leaseId: number; userId: number; signed: boolean },
) {
  await db.insert(leaseSigners).values(values);
}

/** The person's place on the lease (signed or not); null: not on it. */
export async function findLeasePerson(tx: TDbOrTx, leaseId: number, userId: number) {
  const [row] = await tx
    .select({ signed: leaseSigners.signed })
    .from(leaseSigners)
    .where(and(eq(leaseSigners.leaseId, leaseId), eq(leaseSigners.userId, userId)));
  return row ?? null;
}

/** Puts the person on the lease; false when they already were. */
export async function addLeasePerson(
  tx: TDbOrTx,
  values: { leaseId: number; userId: number; signed: boolean },
) {
  const added = await tx
    .insert(leaseSigners)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: leaseSigners.userId });
  return added.length > 0;
}

export async function setLeasePersonSigned(
  tx: TDbOrTx,
  values: { leaseId: number; userId: number; signed: boolean },
) {
  await tx
    .update(leaseSigners)
    .set({ signed: values.signed })
    .where(and(eq(leaseSigners.leaseId, values.leaseId), eq(leaseSigners.userId, values.userId)));
}

export async function removeLeasePerson(tx: TDbOrTx, values: { leaseId: number; userId: number }) {
  await tx
    .delete(leaseSigners)
    .where(and(eq(leaseSigners.leaseId, values.leaseId), eq(leaseSigners.userId, values.userId)));
}

/** How many of the lease's people signed it. */
export async function countLeaseSigners(tx: TDbOrTx, leaseId: number) {
  const [row] = await tx
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(leaseSigners)
    .where(and(eq(leaseSigners.leaseId, leaseId), eq(leaseSigners.signed, true)));
  return row?.n ?? 0;
}
