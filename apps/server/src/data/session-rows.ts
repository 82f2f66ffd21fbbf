import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '#server/db/client';

/** A table whose rows a signed-in session of an account made (device tokens, Web Push). */
type TSessionRows = PgTable & { userId: AnyPgColumn; sessionId: AnyPgColumn };

/**
 * What signing out does to the rows an account's sessions made, for the owner of such a table
 * to hand out: it imports no table.
 */
export function sessionRows(table: TSessionRows) {
  return {
    /** The rows of one session go. */
    deleteOfSession: async (db: TDbOrTx, userId: number, sessionId: string) => {
      await db.delete(table).where(and(eq(table.userId, userId), eq(table.sessionId, sessionId)));
    },
    /** Every row of the account goes but those of the session kept (and none is kept without it). */
    deleteOfAccount: async (db: TDbOrTx, userId: number, exceptSessionId?: string) => {
      const except = exceptSessionId
        ? or(isNull(table.sessionId), ne(table.sessionId, exceptSessionId))
        : undefined;
      await db.delete(table).where(and(eq(table.userId, userId), except));
    },
    /** A session that goes on under a new token keeps its rows. */
    move: async (db: TDbOrTx, userId: number, from: string, to: string) => {
      await db
        .update(table)
        .set({ sessionId: to })
        .where(and(eq(table.userId, userId), eq(table.sessionId, from)));
    },
  };
}
