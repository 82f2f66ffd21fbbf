import { ROLE_TENANT, type TRole } from '@habitat/shared';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError, forbidden, unauthorized } from './errors';
import { type TSession, verifySession } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    session: TSession | null;
  }
}

async function currentSessionVersion(db: Db, userId: number) {
  const [row] = await db
    .select({ version: users.sessionVersion })
    .from(users)
    .where(eq(users.id, userId));
  return row?.version ?? null;
}

/**
 * Reads the bearer token if any; routes decide with `requireSession` whether one is needed.
 * A token is honoured only while its version is the user's current one (one primary-key read).
 */
export function readSession(secret: string, db: Db) {
  return async (request: FastifyRequest) => {
    request.session = null;
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Malformed authorization header');
    const result = verifySession(match[1], secret);
    if (result === 'expired') throw new AppError(401, 'token_expired', 'Your session has expired');
    if (result === 'invalid') throw unauthorized('Invalid token');
    if ((await currentSessionVersion(db, result.userId)) !== result.version) {
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
