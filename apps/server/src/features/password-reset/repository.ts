import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';

/** Issues a new token and retires the user's older unused ones. */
export async function replaceResetToken(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(eq(passwordResetTokens.userId, values.userId), isNull(passwordResetTokens.usedAt)),
      );
    await tx.insert(passwordResetTokens).values(values);
  });
}

/** Marks a live token used and answers its user, or null; one statement, so a token works once. */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}
