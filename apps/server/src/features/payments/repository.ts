import { and, eq, gt, isNull } from 'drizzle-orm';
import { cardTokens, localCharges } from '../../db/bookings-schema';
import type { Db } from '../../db/client';

/** The local processor's tables: card tokens (hashed) and the charges made with them. */

export type TCardTokenRow = typeof cardTokens.$inferSelect;
export type TLocalChargeRow = typeof localCharges.$inferSelect;

export async function insertCardToken(
  db: Db,
  values: Pick<
    typeof cardTokens.$inferInsert,
    'tokenHash' | 'publicKey' | 'brand' | 'last4' | 'outcome' | 'expiresAt'
  >,
) {
  await db.insert(cardTokens).values(values);
}

/**
 * Uses a live token up in one statement (so it works once, even under concurrent charges)
 * and, when its card pays, records the charge in the same transaction. Answers the token, or
 * null when it is unknown, used or expired.
 */
export async function consumeCardToken(
  db: Db,
  input: {
    tokenHash: string;
    now: Date;
    charge: Pick<TLocalChargeRow, 'id' | 'amountCents' | 'currency'>;
  },
): Promise<TCardTokenRow | null> {
  return db.transaction(async (tx) => {
    const [token] = await tx
      .update(cardTokens)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(cardTokens.tokenHash, input.tokenHash),
          isNull(cardTokens.usedAt),
          gt(cardTokens.expiresAt, input.now),
        ),
      )
      .returning();
    if (!token) return null;
    if (token.outcome === 'succeeds') {
      await tx
        .insert(localCharges)
        .values({ ...input.charge, tokenId: token.id, createdAt: input.now });
    }
    return token;
  });
}

export async function findCardToken(db: Db, tokenHash: string) {
  const [row] = await db.select().from(cardTokens).where(eq(cardTokens.tokenHash, tokenHash));
  return row ?? null;
}

export async function findLocalCharge(db: Db, id: string) {
  const [row] = await db.select().from(localCharges).where(eq(localCharges.id, id));
  return row ?? null;
}

/** Marks a charge refunded once; answers whether the charge exists. */
export async function refundLocalCharge(db: Db, id: string, now: Date): Promise<boolean> {
  const [updated] = await db
    .update(localCharges)
    .set({ refundedAt: now })
    .where(and(eq(localCharges.id, id), isNull(localCharges.refundedAt)))
    .returning({ id: localCharges.id });
  if (updated) return true;
  return (await findLocalCharge(db, id)) !== null;
}
