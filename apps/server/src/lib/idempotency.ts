/** Owns idempotency_keys: the answers of creates by their Idempotency-Key, kept 24 hours. */
import { createHash, randomUUID } from 'node:crypto';
import { type TErrorCode, ZApiError } from '@habitat/shared';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idempotencyKeys } from '#server/db/bookings-schema';
import type { Db, TDbOrTx } from '#server/db/client';
import { AppError } from './errors';

/** The header a create route accepts (checked by `idempotent`). */
export const ZIdempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() });

/** How long a key's answer is kept; an older row counts as absent. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/**
 * How long a running request's claim holds without being renewed: the request renews it every
 * few seconds while it runs, so a claim whose lease ran out belongs to a request that died (its
 * server was killed) and a retry takes the key over instead of waiting 24 h.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 10;
const RENEW_EVERY_MS = 3_000;

/** 1 to 255 printable ASCII characters (a UUID, say). */
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

/** JSON with object keys sorted, so two bodies that differ only in key order hash alike. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
    const entries = Object.entries(item as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return Object.fromEntries(entries);
  });
}

const hashOf = (body: unknown) =>
  createHash('sha256')
    .update(canonicalJson(body) ?? '')
    .digest('hex');

const stale = () => sql.raw(`now() - interval '${IDEMPOTENCY_WINDOW_HOURS} hours'`);
const leaseEnd = () => sql.raw(`now() + interval '${IDEMPOTENCY_LEASE_SECONDS} seconds'`);

/** Stores the answer in the caller's transaction, so the work and its answer commit together. */
export type TKeepAnswer<T> = (tx: TDbOrTx, result: T) => Promise<void>;

/**
 * Runs a create at most once per key: `key` is the request's Idempotency-Key (undefined: just
 * run), `scope` who sent it and to which route ('user:12:reservations'). The first call claims
 * the key, runs, and keeps the answer, or the 4xx AppError, for 24 h; the same key and body
 * again get that answer back (or the error rethrown) without running; the same key with another
 * body answers 422 idempotency_key_reused, and while the first call still runs, 409
 * idempotency_in_progress, until the first call's lease runs out (it died): then the retry
 * runs. A 5xx or unexpected error gives the key up so a retry can run. `run` may store its
 * answer itself in the transaction that does the work (`keep`); it throws 409 when the claim was
 * taken over meanwhile, so that transaction rolls back. The result must be plain JSON: a replay
 * answers it parsed from the database.
 */
export async function idempotent<T>(options: {
  db: Db;
  key: string | undefined;
  scope: string;
  body: unknown;
  run: (keep: TKeepAnswer<T>) => Promise<T>;
}): Promise<T> {
  const { db, key, scope, body, run } = options;
  if (key === undefined) return run(async () => {});
  if (!KEY_PATTERN.test(key)) {
    throw new AppError(
      400,
      'bad_request',
      'Idempotency-Key must be 1 to 255 printable ASCII characters',
      { 'Idempotency-Key': 'invalid' },
    );
  }
  const requestHash = hashOf(body);
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  // An answer older than the window, or a claim whose request died, counts as absent.
  const dead = and(isNull(idempotencyKeys.statusCode), lt(idempotencyKeys.leaseUntil, sql`now()`));
  await db
    .delete(idempotencyKeys)
    .where(and(where, or(lt(idempotencyKeys.createdAt, stale()), dead)));
  const claim = randomUUID();
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash, claim, leaseUntil: leaseEnd() })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (claimed.length === 0) return replay<T>({ db, where, requestHash });

  const mine = and(where, eq(idempotencyKeys.claim, claim), isNull(idempotencyKeys.statusCode));
  const renewal = setInterval(() => {
    db.update(idempotencyKeys)
      .set({ leaseUntil: leaseEnd() })
      .where(mine)
      .catch(() => {});
  }, RENEW_EVERY_MS);
  renewal.unref();
  const answer = (tx: TDbOrTx, result: T) =>
    tx
      .update(idempotencyKeys)
      .set({ statusCode: 200, response: JSON.parse(JSON.stringify(result ?? null)) })
      .where(mine)
      .returning({ key: idempotencyKeys.key });

  let result: T;
  try {
    result = await run(async (tx, value) => {
      if ((await answer(tx, value)).length === 0) throw inProgress();
    });
  } catch (error) {
    if (error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500) {
      const { statusCode, code, message, fields } = error;
      const response = { error: { code, message, ...(fields ? { fields } : {}) } };
      await db.update(idempotencyKeys).set({ statusCode, response }).where(mine);
    } else {
      await db.delete(idempotencyKeys).where(mine);
    }
    throw error;
  } finally {
    clearInterval(renewal);
  }
  // Unless `keep` stored it already (then this changes nothing).
  await answer(db, result);
  return result;
}

async function replay<T>(options: {
  db: Db;
  where: ReturnType<typeof and>;
  requestHash: string;
}): Promise<T> {
  const [row] = await options.db.select().from(idempotencyKeys).where(options.where);
  if (!row) {
    // The claim was given up (the first call failed) between our insert and this read.
    throw inProgress();
  }
  if (row.requestHash !== options.requestHash) {
    throw new AppError(
      422,
      'idempotency_key_reused',
      'This Idempotency-Key was already used with another request body',
    );
  }
  if (row.statusCode === null) throw inProgress();
  if (row.statusCode < 400) return row.response as T;
  const stored = ZApiError.safeParse(row.response);
  if (!stored.success) throw new AppError(row.statusCode, 'bad_request', 'The request failed');
  const { code, message, fields } = stored.data.error;
  throw new AppError(row.statusCode, code as TErrorCode, message, fields);
}

const inProgress = () =>
  new AppError(
    409,
    'idempotency_in_progress',
    'A request with this Idempotency-Key is still being processed; retry shortly',
  );
