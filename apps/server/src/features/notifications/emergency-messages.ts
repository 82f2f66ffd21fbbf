import { ROLE_TENANT, type TEmergencyMessage } from '@habitat/shared';
import { findEmergencyMessage } from '#server/data/emergency-messages';
import { isManagerOf } from '#server/data/managers';
import type { Db } from '#server/db/client';
import { notFound } from '#server/lib/errors';
import type { TSession } from '#server/lib/tokens';

/**
 * An emergency message, for the residents of its building (the property of their lease) and its
 * managers; anyone else, as for an unknown id, 404.
 */
export async function getEmergencyMessage(options: {
  db: Db;
  session: TSession;
  messageId: number;
}): Promise<TEmergencyMessage> {
  const { db, session, messageId } = options;
  const message = await findEmergencyMessage(db, messageId);
  const mayRead =
    message !== null &&
    message.organizationId === session.organizationId &&
    (session.role === ROLE_TENANT
      ? session.propertyId === message.propertyId
      : await isManagerOf(db, session.userId, message.propertyId));
  if (!mayRead) throw notFound('Emergency message');
  return {
    id: message.id,
    title: message.title,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
  };
}
