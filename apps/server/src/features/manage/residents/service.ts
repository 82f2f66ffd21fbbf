import {
  localDateOf,
  ROLE_TENANT,
  type TManagedResident,
  type TManageResidentsFilter,
} from '@habitat/shared';
import {
  findLeasePropertyIdsOfUser,
  findManagedPropertyIds,
  findResidentsOfProperty,
} from '../../../data/properties';
import { findUserById, setUserDeactivated } from '../../../data/users';
import type { Db } from '../../../db/client';
import { forbidden, notFound } from '../../../lib/errors';
import type { TSession } from '../../../lib/tokens';
import { recordAudit } from '../audit/record';
import { managedProperty } from '../scope';

type TCaller = { db: Db; session: TSession };
type TResidentRow = Awaited<ReturnType<typeof findResidentsOfProperty>>[number];

const isoOrNull = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function toResident(row: TResidentRow): TManagedResident {
  return {
    id: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    deactivatedAt: isoOrNull(row.deactivatedAt),
    unit: { id: row.unitId, number: row.unitNumber },
    lease: {
      id: row.leaseId,
      startAt: row.startAt,
      endAt: row.endAt,
      earlyCancelAt: row.earlyCancelAt,
      rent: row.rentCents,
      paymentNumber: row.paymentNumber,
      signed: row.signed,
      inForce: row.inForce,
    },
  };
}

/** The building's residents by name, a page at a time (two queries: the scope, the page). */
export async function listResidents(options: TCaller & { query: TManageResidentsFilter }) {
  const { db, session, query } = options;
  const property = await managedProperty(db, session, query.property);
  const rows = await findResidentsOfProperty(db, {
    propertyId: property.id,
    today: localDateOf(new Date(), property.timeZone),
    q: query.q,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  return { data: rows.map(toResident), count: rows[0]?.total ?? 0 };
}

/**
 * A resident of one of the caller's buildings: a tenant of this organization who holds a lease
 * there. Unknown, of another organization, or not a tenant: 404; a tenant of no building the
 * caller manages: 403.
 */
async function managedResident(db: Db, session: TSession, userId: number) {
  const user = await findUserById(db, userId);
  if (!user || user.organizationId !== session.organizationId || user.role !== ROLE_TENANT) {
    throw notFound('Resident');
  }
  const [theirs, managed] = await Promise.all([
    findLeasePropertyIdsOfUser(db, userId),
    findManagedPropertyIds(db, session.userId),
  ]);
  const propertyId = theirs.find((id) => managed.includes(id));
  if (propertyId === undefined) throw forbidden('This resident lives in no building you manage');
  return { user, propertyId };
}

/**
 * Deactivates (sign-in refused, every session ended) or reactivates a resident's account; what
 * they wrote and booked stays. Audited; doing it twice changes nothing more.
 */
export async function setResidentActive(options: TCaller & { userId: number; active: boolean }) {
  const { db, session, userId, active } = options;
  const { propertyId } = await managedResident(db, session, userId);
  const deactivatedAt = await db.transaction(async (tx) => {
    const result = await setUserDeactivated(tx, userId, active ? null : new Date());
    if (!result) throw notFound('Resident');
    if (result.changed) {
      await recordAudit(tx, session, {
        entity: 'user',
        entityId: userId,
        action: active ? 'reactivate' : 'deactivate',
        propertyId,
        before: result.before,
        after: result.after,
      });
    }
    return result.after.deactivatedAt;
  });
  return { id: userId, deactivatedAt: isoOrNull(deactivatedAt) };
}
