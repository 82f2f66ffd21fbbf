import { SESSION_TTL_HOURS, type TChangePasswordRequest } from '@habitat/shared';
import { findUserById } from '#server/data/users';
import type { Db } from '#server/db/client';
import { unauthorized } from '#server/lib/errors';
import { signSession, type TSession, verifySession } from '#server/lib/tokens';
import { assertCurrentPassword } from './current-password';
import type { TAddressThrottle } from './login-throttle';
import { setNewPassword } from './new-password';
import { moveSessionPushTargets } from './push-targets';

const MIN_TOKEN_SECONDS = 60;

/** The new token lives as long as the one it replaces, so "remember me" is kept. */
function remainingSeconds(session: TSession) {
  if (session.expiresAt === undefined) return SESSION_TTL_HOURS * 3600;
  return Math.max(session.expiresAt - Math.floor(Date.now() / 1000), MIN_TOKEN_SECONDS);
}

/**
 * Sets a new password after checking the current one. Every session of the account ends,
 * this one included (and its pending e-mail changes and calendar feed, see setNewPassword); it gets a fresh token so the user stays signed in here.
 */
export async function changePassword(options: {
  db: Db;
  jwtSecret: string;
  session: TSession;
  request: TChangePasswordRequest;
  throttle: TAddressThrottle;
}) {
  const { db, session, request, throttle } = options;
  const user = await findUserById(db, session.userId);
  if (!user) throw unauthorized('This account no longer exists');
  await assertCurrentPassword({ user, password: request.currentPassword, throttle });
  const version = await setNewPassword(db, user.id, request.password, session.tokenId);
  if (version === null) throw unauthorized('This account no longer exists');
  const token = signSession({ ...session, version }, options.jwtSecret, remainingSeconds(session));
  // This device stays signed in: its device token and push subscription follow the new token.
  const renewed = verifySession(token, options.jwtSecret);
  if (typeof renewed !== 'string') {
    await moveSessionPushTargets(db, user.id, session.tokenId, renewed.tokenId);
  }
  return { token };
}
