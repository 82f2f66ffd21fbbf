import { createSecretKey } from 'node:crypto';
import { ROLE_MANAGER, ROLE_TENANT, type TRole } from '@habitat/shared';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { prepareLeaseStates } from '#server/data/read-models/lease-access';
import { prepareSessionStates } from '#server/data/users';
import { type Db, writeCounterOf } from '#server/db/client';
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
    /** Read with the session check: a tenant not signed on their current lease (spec §5). */
    notSigner: boolean;
  }
}

type TSessionState = {
  sessionVersion: number;
  organizationId: number;
  contentVersion: number | null;
  notSigner: boolean;
  /** Every lease the user held has ended: a tenant's session ends with them. */
  leaseEnded: boolean;
  /** The token was signed out on its device. */
  revoked: boolean;
  /** When the date alone may change the lease's part (ms, Infinity: never). */
  validUntil: number;
};

type TLeaseState = { notSigner: boolean; leaseEnded: boolean; validUntil: number };
type TKeptLeaseState = TLeaseState & { contentVersion: number };

/** Users whose lease states are kept (about one per signed-in resident); the oldest go first. */
const MAX_KEPT_LEASE_STATES = 10_000;

/**
 * What the users' leases say (data/users.ts prepareLeaseStates), kept per user while their
 * organization's content version is the one read with it (a write to a lease, its people, its
 * unit or its building bumps it, on any instance) and its buildings' day has not ended. Each
 * answer is tagged with the version read before it, so a write meanwhile only makes it look
 * older. Without a version nothing is kept. The hot path then reads no lease at all.
 */
function leaseStatesReader(db: Db) {
  const query = prepareLeaseStates(db);
  const kept = new Map<number, TKeptLeaseState>();
  return async (users: { id: number; contentVersion: number | null }[]) => {
    const now = Date.now();
    const states = new Map<number, TLeaseState>();
    const stale = new Map<number, number | null>();
    for (const user of users) {
      const state = kept.get(user.id);
      if (state && state.contentVersion === user.contentVersion && now < state.validUntil) {
        states.set(user.id, state);
      } else {
        stale.set(user.id, user.contentVersion);
      }
    }
    if (stale.size === 0) return states;
    const rows = await query.execute({
      userIds: [...stale.keys()],
      now: new Date(now).toISOString(),
    });
    for (const row of rows) {
      const state = {
        notSigner: row.notSigner,
        leaseEnded: row.leaseEnded,
        validUntil: row.changesAt ?? Number.POSITIVE_INFINITY,
      };
      states.set(row.id, state);
      const contentVersion = stale.get(row.id);
      if (contentVersion === null || contentVersion === undefined) continue;
      kept.delete(row.id);
      kept.set(row.id, { ...state, contentVersion });
      if (kept.size > MAX_KEPT_LEASE_STATES) kept.delete(kept.keys().next().value as number);
    }
    return states;
  };
}

/**
 * The states of many sessions (their users' session versions, their organizations' content
 * versions, whether the token was signed out) in one query, with what their leases say (kept
 * while nothing changed them: leaseStatesReader). A session is keyed by its object: the verifier
 * answers the same one for every request with the same token.
 */
function sessionStatesQuery(db: Db) {
  const query = prepareSessionStates(db);
  const leaseStates = leaseStatesReader(db);
  return async (sessions: Readonly<TSession>[]) => {
    const userIds = [...new Set(sessions.map((session) => session.userId))];
    const tokenIds = sessions.map((session) => session.tokenId);
    const rows = await query.execute({ userIds, tokenIds });
    const leases = await leaseStates(rows);
    const byUser = new Map(rows.map((row) => [row.id, row]));
    const states = new Map<Readonly<TSession>, TSessionState>();
    for (const session of sessions) {
      const row = byUser.get(session.userId);
      const lease = leases.get(session.userId);
      if (!row || !lease) continue;
      const revoked = row.revokedTokenIds.includes(session.tokenId);
      states.set(session, { ...row, ...lease, revoked });
    }
    return states;
  };
}

/**
 * On an embedded PGlite (this process's database alone), a session's state is kept while no
 * write started or ended since it was read (db/client.ts writeCounterOf) and its lease's day
 * holds: a read request then costs no query. On PostgreSQL every request reads it.
 */
function keptWhileUnwritten(
  read: (session: Readonly<TSession>) => Promise<TSessionState | undefined>,
  writes: (() => number) | undefined,
) {
  if (!writes) return read;
  const kept = new WeakMap<Readonly<TSession>, { writes: number; state: TSessionState }>();
  return async (session: Readonly<TSession>) => {
    const before = writes();
    const hit = kept.get(session);
    if (hit && hit.writes === before && Date.now() < hit.state.validUntil) return hit.state;
    const state = await read(session);
    if (state) kept.set(session, { writes: before, state });
    return state;
  };
}

/**
 * Reads the bearer token if any; routes decide with `requireSession` whether one is needed.
 * A token is honoured only while its version is the user's current one and it was not signed
 * out, both read from the database after the request arrived (a batched read: one primary-key
 * query for the requests that wait together; on PGlite, kept until the next write), so a
 * sign-out or a new password on any instance ends the session at once.
 */
export function readSession(secret: string, db: Db) {
  const verifySession = createSessionVerifier(createSecretKey(Buffer.from(secret)));
  const currentState = keptWhileUnwritten(
    createBatchedReader({ load: sessionStatesQuery(db) }),
    writeCounterOf(db),
  );
  return async (request: FastifyRequest) => {
    request.session = null;
    request.contentVersion = null;
    request.notSigner = false;
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Malformed authorization header');
    const result = verifySession(match[1]);
    if (result === 'expired') throw new AppError(401, 'token_expired', 'Your session has expired');
    if (result === 'invalid') throw unauthorized('Invalid token');
    const state = await currentState(result);
    if (!state || state.revoked || state.sessionVersion !== result.version) {
      throw new AppError(401, 'token_expired', 'This session has ended, please sign in again');
    }
    if (result.role === ROLE_TENANT && state.leaseEnded) {
      throw new AppError(
        401,
        'lease_ended',
        'Your lease has ended: this account has no access now',
      );
    }
    request.session = result;
    request.notSigner = state.notSigner;
    if (state.organizationId === result.organizationId) {
      request.contentVersion = state.contentVersion;
    }
  };
}

export function sessionOf(request: FastifyRequest): TSession {
  if (!request.session) throw unauthorized();
  return request.session;
}

/*
 * The route guards. Each runs as an `onRequest` hook, after readSession and before the body is
 * read or the query validated: a caller who may not use a route gets 401 or 403 whatever it sent.
 */

/** Signed in, any role: `onRequest: requireSession` on the route. */
export const requireSession: onRequestHookHandler = (request, _reply, done) => {
  sessionOf(request);
  done();
};

// Callback-style guards: a thrown error answers as from an async hook, without a promise per request.
export function requireRole(...roles: TRole[]): onRequestHookHandler {
  return (request, _reply, done) => {
    if (!roles.includes(sessionOf(request).role)) throw forbidden();
    done();
  };
}

/** Residents' creates (posts, requests, reservations): `onRequest: requireTenant`. */
export const requireTenant = requireRole(ROLE_TENANT);

/**
 * The manager console's one guard: the console's plugin scope (features/manage/routes.ts) runs
 * it for every /api/manage route; routes do not repeat it.
 */
export const requireManager = requireRole(ROLE_MANAGER);
