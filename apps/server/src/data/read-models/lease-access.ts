/**
 * Read model: what a user's leases say at an instant (for the session check and the sign-in).
 * It reads users, leases, lease_signers, units and properties through their owners' joins,
 * under the tables' own names so the leases' predicates apply; it owns no table.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, TDbOrTx } from '#server/db/client';
import { signerJoin } from '../lease-signers';
import { buildingDayOf, grantsAccessOn, inForceOn, leaseJoin } from '../leases';
import { propertyJoin, unitJoin } from '../properties';
import { userJoin } from '../users';

const users = userJoin('users');
const leases = leaseJoin('leases');
const leaseSigners = signerJoin('lease_signers');
const units = unitJoin('units');
const properties = propertyJoin('properties');

/**
 * What the leases of the user of `userId` (a column of the outer query) say at `now` (an instant
 * in SQL), each read on its building's clock, as a lateral subquery of one row: `ended` every
 * lease the user holds has ended or was cancelled (shared leaseGrantsAccess; null without a
 * lease), `notSigner` not signed on the lease findCurrentLeaseOfUser answers, `propertyId` that
 * lease's building (both null without a lease), `changesAt` when the first of their buildings'
 * days ends (ms since the epoch; null without a lease): until then only a write can change the
 * rest. The session check and the sign-in read it.
 */
export function leaseAccessOf(db: TDbOrTx, userId: AnyPgColumn | SQL, now: SQL) {
  const today = buildingDayOf(now);
  const current = sql`order by ${inForceOn(today)} desc, ${leases.startAt} desc`;
  return db
    .select({
      ended: sql<boolean | null>`bool_and(not (${grantsAccessOn(today)}))`.as('lease_ended'),
      notSigner: sql<boolean | null>`(array_agg(not ${leaseSigners.signed} ${current}))[1]`.as(
        'not_signer',
      ),
      propertyId: sql<number | null>`(array_agg(${units.propertyId} ${current}))[1]`.as(
        'lease_property_id',
      ),
      changesAt: sql<number | null>`min(extract(epoch from (${today} + 1)::timestamp
        at time zone ${properties.timeZone}) * 1000)::float8`.as('lease_changes_at'),
    })
    .from(leaseSigners.table)
    .innerJoin(leases.table, eq(leases.id, leaseSigners.leaseId))
    .innerJoin(units.table, eq(units.id, leases.unitId))
    .innerJoin(properties.table, eq(properties.id, units.propertyId))
    .where(eq(leaseSigners.userId, userId))
    .as('lease_access');
}

/** What the user's leases say at `now` (leaseAccessOf): whether they all ended, and the current one's building. */
export async function findLeaseAccessOfUser(db: Db, userId: number, now: Date) {
  const access = leaseAccessOf(db, sql`${userId}`, sql`${now.toISOString()}`);
  const [row] = await db
    .select({ ended: access.ended, propertyId: access.propertyId })
    .from(access);
  return { ended: row?.ended ?? false, propertyId: row?.propertyId ?? null };
}

/**
 * What the leases of many users say at `now` (an ISO instant; each lease on its building's
 * clock, leaseAccessOf): whether they are not signed on their current lease (what services they
 * see), whether every lease they held has ended (a resident's access ends with it) and when that
 * may next change with the date. A prepared statement; the session check keeps its answers while
 * the organization's content version holds (lib/auth.ts).
 */
export function prepareLeaseStates(db: Db) {
  const access = leaseAccessOf(db, users.id, sql`${sql.placeholder('now')}`);
  return db
    .select({
      id: users.id,
      notSigner: sql<boolean>`coalesce(${access.notSigner}, false)`,
      leaseEnded: sql<boolean>`coalesce(${access.ended}, false)`,
      changesAt: access.changesAt,
    })
    .from(users.table)
    .leftJoinLateral(access, sql`true`)
    .where(sql`${users.id} = any(${sql.placeholder('userIds')})`)
    .prepare('lease_states');
}
