/** Owns emergency_messages: what a manager sent a whole building, which nobody can mute. */
import { count, desc, eq } from 'drizzle-orm';
import type { Db, TDbOrTx } from '#server/db/client';
import { emergencyMessages } from '#server/db/notifications-schema';
import { userJoin } from './users';

export async function insertEmergencyMessage(
  tx: TDbOrTx,
  values: typeof emergencyMessages.$inferInsert,
) {
  const [row] = await tx.insert(emergencyMessages).values(values).returning();
  return row!;
}

export async function findEmergencyMessage(db: Db, messageId: number) {
  const [row] = await db
    .select()
    .from(emergencyMessages)
    .where(eq(emergencyMessages.id, messageId));
  return row ?? null;
}

const author = userJoin('author');

/** A building's emergency messages, newest first, each with its author. */
export async function findEmergencyMessagesOfProperty(
  db: Db,
  propertyId: number,
  window: { limit: number; offset: number },
) {
  return db
    .select({
      id: emergencyMessages.id,
      title: emergencyMessages.title,
      body: emergencyMessages.body,
      createdAt: emergencyMessages.createdAt,
      authorId: author.id,
      authorFirstName: author.firstName,
      authorLastName: author.lastName,
    })
    .from(emergencyMessages)
    .innerJoin(author.table, author.on(emergencyMessages.authorId))
    .where(eq(emergencyMessages.propertyId, propertyId))
    .orderBy(desc(emergencyMessages.createdAt), desc(emergencyMessages.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countEmergencyMessagesOfProperty(db: Db, propertyId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(emergencyMessages)
    .where(eq(emergencyMessages.propertyId, propertyId));
  return row?.n ?? 0;
}
