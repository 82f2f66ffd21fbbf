import { createSecretKey } from 'node:crypto';
import { ROLE_TENANT, type TRole } from '@habitat/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { contentVersions, users } from '../db/schema';
import { AppError, forbidden, unauthorized } from './errors';
import { createBatchedReader } from './shared-reads';
import { createSessionVerifier, type TSession } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    session: TSession | null;
    /**
     * The content version of the session's organization, read in the same round as the
     * session check (null without a session or a version): lib/list-cache.ts.
     */
    contentVersion: number | null;
  }
}

type TUserState = {
  sessionVersion: number;
  organizationId: number;
  contentVersion: number | null;
};

/**
 * The session versions of many users, with the content version of each one's organization: a
 * prepared statement, run once per batch of requests.
 */
function userStatesQuery(db: Db) {
  const query = db
    .select({
      id: users.id,
      sessionVersion: users.sessionVersion,
      organizationId: users.organizationId,
      contentVersion: contentVersions.version,
    })
    .from(users)
    .leftJoin(contentVersions, eq(contentVersions.organizationId, users.organizationId))
    .where(sql`${users.id} = any(${sql.placeholder('userIds')})`)
    .prepare('session_versions');
  return async (userIds: number[]) => {
    const rows = await query.execute({ userIds });
    return new Map<number, TUserState>(rows.map((row) => [row.id, row]));
  };
}

/**
 * Reads the bearer token if any; routes decide with `requireSession` whether one is needed.
 * A token is honoured only while its version is the user's current one, read from the database
 * after the request arrived (a batched read: one primary-key query for the requests that wait
 * together), so a sign-out or a new password on any instance ends the session at once.
 */
export function readSession(secret: string, db: Db) {
  const verifySession = createSessionVerifier(createSecretKey(Buffer.from(secret)));
  const currentState = createBatchedReader({ load: userStatesQuery(db) });
  return async (request: FastifyRequest) => {
    request.session = null;
    request.contentVersion = null;
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Malformed authorization header');
    const result = verifySession(match[1]);
    if (result === 'expired') throw new AppError(401, 'token_expired', 'Your session has expired');
    if (result === 'invalid') throw unauthorized('Invalid token');
    const state = await currentState(result.userId);
    if (state?.sessionVersion !== result.version) {
      throw new AppError(401, 'token_expired', 'This session has ended, please sign in again');
    }
    request.session = result;
    if (state.organizationId === result.organizationId) {
      request.contentVersion = state.contentVersion;
    }
  };
}

export function sessionOf(request: FastifyRequest): TSession {
  if (!request.session) throw unauthorized();
  return request.session;
}

export const requireSession: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
  sessionOf(request);
};

export function requireRole(...roles: TRole[]): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!roles.includes(sessionOf(request).role)) throw forbidden();
  };
}

export const requireTenant = requireRole(ROLE_TENANT);
