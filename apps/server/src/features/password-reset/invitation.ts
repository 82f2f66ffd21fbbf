import type { TLoginResponse } from '@habitat/shared';
import { findUserById } from '#server/data/users';
import type { Db } from '#server/db/client';
import type { TLoginThrottle } from '#server/features/auth/login-throttle';
import { login } from '#server/features/auth/service';
import type { TDeployment } from '#server/features/deployment/service';
import { notFound } from '#server/lib/errors';
import { resetPassword } from './service';

/**
 * An invitation's page: the new resident chooses a first password with the mailed token and is
 * signed in at once, through the sign-in itself (the same checks: deactivated, organization,
 * property). Any valid password token does: whoever holds it may choose the password anyway.
 */
export async function acceptInvitation(options: {
  db: Db;
  token: string;
  password: string;
  throttle: TLoginThrottle;
  address: string;
  jwtSecret: string;
  deployment: TDeployment;
}): Promise<TLoginResponse> {
  const userId = await resetPassword(options);
  const user = await findUserById(options.db, userId);
  if (!user) throw notFound('Account');
  return login({
    db: options.db,
    jwtSecret: options.jwtSecret,
    deployment: options.deployment,
    credentials: { username: user.username, password: options.password },
    throttle: options.throttle.from(options.address),
  });
}
