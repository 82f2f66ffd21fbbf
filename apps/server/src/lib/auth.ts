import { ROLE_TENANT, type TRole } from '@habitat/shared';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError, forbidden, unauthorized } from './errors';
import { type TSession, verifySession } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    session: TSession | null;
  }
}

/** Reads the bearer token if any; routes decide with `requireSession` whether one is needed. */
export function readSession(secret: string) {
  return async (request: FastifyRequest) => {
    request.session = null;
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Malformed authorization header');
    const result = verifySession(match[1], secret);
    if (result === 'expired') throw new AppError(401, 'token_expired', 'Your session has expired');
    if (result === 'invalid') throw unauthorized('Invalid token');
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
