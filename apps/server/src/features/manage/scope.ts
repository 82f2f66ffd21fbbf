import { findManagedProperties, managesEveryProperty } from '#server/data/managers';
import { propertyExists } from '#server/data/properties';
import type { TDbOrTx } from '#server/db/client';
import { forbidden, notFound } from '#server/lib/errors';
import type { TSession } from '#server/lib/tokens';

/**
 * The managed property this id names, whatever the caller sent: one they do not manage answers
 * 403, an unknown id 404 (docs: API conventions).
 */
export async function managedProperty(db: TDbOrTx, session: TSession, propertyId: number) {
  const managed = (await findManagedProperties(db, session.userId)).find(
    (row) => row.id === propertyId && row.organizationId === session.organizationId,
  );
  if (managed) return managed;
  if (await propertyExists(db, propertyId)) throw forbidden('You do not manage this property');
  throw notFound('Property');
}

/**
 * An item that belongs to one building (`propertyId`) or to the whole organization (null), with
 * its building, which the caller must manage. Unknown, or of another organization: 404.
 * Organization-wide: 403 (no single building's manager owns it: its residents are in every
 * building). Another building's: 403, as managedProperty says.
 */
export async function managedItem<T extends { organizationId?: number; propertyId: number | null }>(
  db: TDbOrTx,
  session: TSession,
  item: T | null | undefined,
  what: string,
) {
  const otherOrganization =
    item?.organizationId !== undefined && item.organizationId !== session.organizationId;
  if (!item || otherOrganization) throw notFound(what);
  if (item.propertyId === null) throw forbidden(`${what}: it belongs to the whole organization`);
  const property = await managedProperty(db, session, item.propertyId);
  return { item, property };
}

/** Why an organization-wide item is read-only for a manager of some of its buildings only. */
export const ORGANIZATION_WIDE_READ_ONLY =
  'it belongs to the whole organization: only a manager of every building of it may change it';

/** Whether the caller manages every building of their organization (may edit what it shares). */
export const managesWholeOrganization = (db: TDbOrTx, session: TSession) =>
  managesEveryProperty(db, session.userId, session.organizationId);

/**
 * Like managedItem, but an organization-wide item (propertyId null) is the caller's too when they
 * manage every building of the organization (`property` null then); otherwise 403.
 */
export async function managedOrOrganizationItem<
  T extends { organizationId?: number; propertyId: number | null },
>(db: TDbOrTx, session: TSession, item: T | null | undefined, what: string) {
  if (item && item.propertyId === null && item.organizationId === session.organizationId) {
    if (!(await managesWholeOrganization(db, session))) {
      throw forbidden(`${what}: ${ORGANIZATION_WIDE_READ_ONLY}`);
    }
    return { item, property: null };
  }
  return managedItem(db, session, item, what);
}
