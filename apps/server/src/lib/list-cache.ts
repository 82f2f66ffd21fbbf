/** Owns content_versions: one version per organization, bumped by triggers (decision 017). */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { aliasedJoin } from '#server/data/aliased-join';
import type { Db } from '#server/db/client';
import { contentVersions } from '#server/db/schema';
import { createBatchedReader, createSharedReads, share } from './shared-reads';

/**
 * The content version of an organization joined in another table's query (under the alias
 * `as`): the session check reads it with the users' session versions (data/users.ts).
 */
export function contentVersionJoin<TAlias extends string>(as: TAlias) {
  return aliasedJoin({ table: contentVersions, as, on: 'organizationId', columns: ['version'] });
}

/**
 * The content version of an organization as this request sees it, read after the request
 * arrived: with a session, in the round of its session check (lib/auth.ts); without one, in a
 * round of its own. Undefined: nothing may be answered from memory.
 */
export type TListVersions = (
  request: FastifyRequest,
  organizationId: number,
) => Promise<number | undefined>;

export function createListVersions(db: Db): TListVersions {
  const query = db
    .select({ organizationId: contentVersions.organizationId, version: contentVersions.version })
    .from(contentVersions)
    .where(sql`${contentVersions.organizationId} = any(${sql.placeholder('organizationIds')})`)
    .prepare('content_versions');
  const visitorVersion = createBatchedReader<number, number>({
    load: async (organizationIds) => {
      const rows = await query.execute({ organizationIds });
      return new Map(rows.map((row) => [row.organizationId, row.version]));
    },
  });
  return async (request, organizationId) => {
    const { session, contentVersion } = request;
    if (!session) return visitorVersion(organizationId);
    return session.organizationId === organizationId ? (contentVersion ?? undefined) : undefined;
  };
}

/** What a list read answers, and until when it holds if time alone can change it. */
export type TFreshList<V> = { value: V; validUntil?: Date | null };

type TKeptList<V> = { version: number; validUntil: number; value: V };

const DEFAULT_MAX_LISTS = 500;

/**
 * Lists answered from memory while their organization's content version is unchanged
 * (docs/decisions/017-list-cache.md). Triggers bump the version in every transaction that
 * writes what a list shows, and the version is read after the request arrived, so a kept list
 * is answered only if no write was committed since it was read, by any instance or by hand.
 * A miss is a shared read (lib/shared-reads.ts). The key names everything the list depends
 * on besides the organization's content (scope, query, caller, day); the least recently used
 * lists beyond `maxLists` are dropped.
 */
export function createListCache<V>(options: { versions: TListVersions; maxLists?: number }) {
  const maxLists = options.maxLists ?? DEFAULT_MAX_LISTS;
  const kept = new Map<string, TKeptList<V>>();
  const reads = createSharedReads<TFreshList<V>>();

  function keep(key: string, version: number, fresh: TFreshList<V>) {
    const previous = kept.get(key);
    // A read tagged with an older version than the one kept may only be older.
    if (previous && previous.version > version) return;
    kept.delete(key);
    kept.set(key, {
      version,
      validUntil: fresh.validUntil?.getTime() ?? Number.POSITIVE_INFINITY,
      value: fresh.value,
    });
    if (kept.size > maxLists) kept.delete(kept.keys().next().value as string);
  }

  return async (
    request: FastifyRequest,
    list: { organizationId: number; key: string; read: () => Promise<TFreshList<V>> },
  ): Promise<V> => {
    const { key } = list;
    // Read before the list: a write after it makes the kept list only look older than it is.
    const version = await options.versions(request, list.organizationId);
    const hit = version === undefined ? undefined : kept.get(key);
    if (hit && hit.version === version && Date.now() < hit.validUntil) {
      kept.delete(key);
      kept.set(key, hit);
      return hit.value;
    }
    const fresh = await reads(key, list.read);
    share(fresh.value);
    if (version !== undefined) keep(key, version, fresh);
    return fresh.value;
  };
}
