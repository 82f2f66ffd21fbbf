import {
  REMEMBER_ME_TTL_DAYS,
  ROLE_TENANT,
  ROLES,
  SESSION_TTL_HOURS,
  type TLoginRequest,
  type TLoginResponse,
  type TMe,
  type TRole,
} from '@habitat/shared';
import { deleteFeed } from '#server/data/calendar-feeds';
import { findCurrentLeaseOfUser } from '#server/data/leases';
import { findLeaseAccessOfUser } from '#server/data/read-models/lease-access';
import {
  findUserById,
  findUserByLogin,
  revokeSessions,
  revokeToken,
  type TUserRow,
  upsertDeviceToken,
} from '#server/data/users';
import type { Db } from '#server/db/client';
import type { TDeployment } from '#server/features/deployment/service';
import { endOfDay, toLease } from '#server/features/properties/service';
import { AppError, unauthorized } from '#server/lib/errors';
import { decoyPasswordHash, verifyPassword } from '#server/lib/passwords';
import { signSession, type TSession } from '#server/lib/tokens';
import { type TAddressThrottle, throttleKey } from './login-throttle';
import { forgetAllPushTargets, forgetSessionPushTargets } from './push-targets';

const asRole = (role: string): TRole => {
  const known = ROLES.find((r) => r === role);
  if (!known) throw new Error(`unknown role ${role}`);
  return known;
};

/** A tenant's session is for their current lease's building; refused once every lease ended. */
async function sessionPropertyOf(db: Db, user: TUserRow, deployment: TDeployment) {
  if (user.role !== ROLE_TENANT) return deployment.propertyId;
  const leases = await findLeaseAccessOfUser(db, user.id, new Date());
  if (leases.ended) {
    throw new AppError(403, 'lease_ended', 'Your lease has ended: this account has no access now');
  }
  return leases.propertyId;
}

export async function login(options: {
  db: Db;
  jwtSecret: string;
  deployment: TDeployment;
  credentials: TLoginRequest;
  throttle: TAddressThrottle;
}): Promise<TLoginResponse> {
  const { db, jwtSecret, deployment, credentials, throttle } = options;
  const user = await findUserByLogin(db, credentials.username);
  const key = throttleKey(user?.id, credentials.username);
  await throttle.reserve(key);
  const passwordOk = await verifyPassword(
    user?.passwordHash ?? (await decoyPasswordHash()),
    credentials.password,
  );
  if (!user || !passwordOk) {
    await throttle.failed(key);
    throw new AppError(401, 'invalid_credentials', 'Wrong username or password');
  }
  await throttle.succeeded(key);
  if (user.deactivatedAt) {
    throw new AppError(
      403,
      'account_deactivated',
      "This account has been deactivated by the building's management",
    );
  }
  if (deployment.organizationId !== user.organizationId) {
    throw new AppError(403, 'invalid_organization', 'This account belongs to another organization');
  }
  const propertyId = await sessionPropertyOf(db, user, deployment);
  if (deployment.propertyId !== null && propertyId !== deployment.propertyId) {
    throw new AppError(403, 'invalid_property', 'This account belongs to another property');
  }
  const session = {
    userId: user.id,
    role: asRole(user.role),
    organizationId: user.organizationId,
    propertyId,
    version: user.sessionVersion,
  };
  const ttlSeconds = credentials.rememberMe
    ? REMEMBER_ME_TTL_DAYS * 24 * 3600
    : SESSION_TTL_HOURS * 3600;
  return {
    token: signSession(session, jwtSecret, ttlSeconds),
    organization: user.organizationId,
    property: propertyId,
  };
}

export async function getMe(options: { db: Db; session: TSession }): Promise<TMe> {
  return (await readMe(options)).value;
}

/**
 * The signed-in person, and until when the answer holds as time passes: the current lease is
 * the one of its building's day (the end of UTC's day without a lease).
 */
export async function readMe(options: {
  db: Db;
  session: TSession;
  now?: Date;
}): Promise<{ value: TMe; validUntil: Date }> {
  const { db, session, now = new Date() } = options;
  const [user, lease] = await Promise.all([
    findUserById(db, session.userId),
    findCurrentLeaseOfUser(db, session.userId, now),
  ]);
  if (!user) throw unauthorized('This account no longer exists');
  const validUntil = lease ? new Date(lease.dayEndsAt) : endOfDay(now);
  return {
    validUntil,
    value: {
      id: user.id,
      username: user.username,
      role: asRole(user.role),
      email: user.email,
      phone: user.phone,
      firstName: user.firstName,
      lastName: user.lastName,
      organization: user.organizationId,
      property: session.propertyId,
      lease: lease ? toLease(lease, lease.today) : null,
      notSignedOnCurrentLease: lease ? !lease.signed : false,
    },
  };
}

/**
 * Signing out ends this device's session only: its token is refused until it expires, and the
 * device token and push subscription it registered stop receiving (the next person on that
 * device must not see this one's notifications).
 */
export async function logout(options: { db: Db; session: TSession }) {
  const { userId, tokenId, expiresAt } = options.session;
  const now = new Date();
  // A token without an expiry (none is issued so) is kept as long as the longest session.
  const until = expiresAt ?? now.getTime() / 1000 + REMEMBER_ME_TTL_DAYS * 24 * 3600;
  await options.db.transaction(async (tx) => {
    await revokeToken(tx, { userId, tokenId, expiresAt: new Date(until * 1000) }, now);
    await forgetSessionPushTargets(tx, userId, tokenId);
  });
}

/**
 * Signing out everywhere ends every session of the account, this one included, retires the
 * private calendar feed's address and forgets every device token and push subscription, in one
 * transaction: what a lost device or a shared link let
 * someone read stops at once.
 */
export async function logoutEverywhere(options: { db: Db; session: TSession }) {
  const { db, session } = options;
  await db.transaction(async (tx) => {
    if (!(await revokeSessions(tx, session.userId))) return;
    await deleteFeed(tx, session.userId);
    await forgetAllPushTargets(tx, session.userId);
  });
}

export async function registerDeviceToken(options: {
  db: Db;
  session: TSession;
  deviceToken: string;
  platform?: 'ios' | 'android';
}) {
  const { session } = options;
  await upsertDeviceToken(options.db, {
    userId: session.userId,
    token: options.deviceToken,
    platform: options.platform,
    sessionId: session.tokenId,
  });
  return getMe(options);
}
