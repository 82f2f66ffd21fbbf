import { createSecretKey } from 'node:crypto';
import { ROLE_TENANT, type TRole } from '@habitat/shared';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError, forbidden, unauthorized } from './errors';
import { createBatchedReader } from './shared-reads';
import { type TSession, verifySession } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    session: TSession | null;
  }
}

/** The session versions of many users: a prepared statement, run once per batch of requests. */
function sessionVersionsQuery(db: Db) {
  const query = db
    .select({ id: users.id, version: users.sessionVersion })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('userIds')})`)
    .prepare('session_versions');
  return async (userIds: number[]) => {
    const rows = await query.execute({ userIds });
    return new Map(rows.map((row) => [row.id, row.version]));
  };
}

/**
 * Reads the bearer token if any; routes decide with `requireSession` whether one is needed.
 * A token is honoured only while its version is the user's current one, read from the database
 * after the request arrived (a batched read: one primary-key query for the requests that wait
 * together), so a sign-out or a new password on any instance ends the session at once.
 */
export function readSession(secret: string, db: Db) {
  const key = createSecretKey(Buffer.from(secret));
  const currentVersion = createBatchedReader({ load: sessionVersionsQuery(db) });
  return async (request: FastifyRequest) => {
    request.session = null;
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Malformed authorization header');
    const result = verifySession(match[1], key);
    if (result === 'expired') throw new AppError(401, 'token_expired', 'Your session has expired');
    if (result === 'invalid') throw unauthorized('Invalid token');
    if ((await currentVersion(result.userId)) !== result.version) {
      throw new AppError(401, 'token_expired', 'This session has ended, please sign in again');
    }
    request.session = result;
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
