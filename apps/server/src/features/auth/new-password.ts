import { deleteFeed } from '#server/data/calendar-feeds';
import { retireEmailChangeTokens, updateUserPasswordHash } from '#server/data/users';
import type { Db } from '#server/db/client';
import { hashPassword } from '#server/lib/passwords';
import { forgetAllPushTargets } from './push-targets';

/**
 * Sets a new password and, in the same transaction, ends what the old one let anyone start:
 * every session, every pending e-mail change link, the private calendar feed's address and
 * every device and browser notifications were pushed to (but those of `keepSession`, the one
 * changing its password). Recovery must win over someone who had the password. Answers the new
 * session version, or null when the account no longer exists.
 */
export async function setNewPassword(
  db: Db,
  userId: number,
  password: string,
  keepSession?: string,
) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const version = await updateUserPasswordHash(tx, userId, passwordHash);
    if (version === null) return null;
    await retireEmailChangeTokens(tx, userId, new Date());
    await deleteFeed(tx, userId);
    await forgetAllPushTargets(tx, userId, keepSession);
    return version;
  });
}
