import { ROLE_TENANT } from '@habitat/shared';
import { findLeasePropertyIdsOfUser } from '#server/data/leases';
import { findManagedPropertyIds } from '#server/data/managers';
import { findUserById } from '#server/data/users';
import type { Db } from '#server/db/client';
import { forbidden, notFound } from '#server/lib/errors';
import type { TSession } from '#server/lib/tokens';

/**
 * A resident of one of the caller's buildings: a tenant of this organization who holds a lease
 * there. Unknown, of another organization, or not a tenant: 404; a tenant of no building the
 * caller manages: 403. `propertyIds`: the buildings of theirs the caller manages (what the
 * resident's page shows), `propertyId` the first (where changes are audited).
 */
export async function managedResident(db: Db, session: TSession, userId: number) {
  const user = await findUserById(db, userId);
  if (!user || user.organizationId !== session.organizationId || user.role !== ROLE_TENANT) {
    throw notFound('Resident');
  }
  const [theirs, managed] = await Promise.all([
    findLeasePropertyIdsOfUser(db, userId),
    findManagedPropertyIds(db, session.userId),
  ]);
  const propertyIds = theirs.filter((id) => managed.includes(id)).sort((a, b) => a - b);
  const propertyId = propertyIds[0];
  if (propertyId === undefined) throw forbidden('This resident lives in no building you manage');
  return { user, propertyId, propertyIds };
}
