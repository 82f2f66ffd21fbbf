import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import type { TSession } from '../../lib/tokens';
import { findManagedProperties, propertyExists } from './repository';

/**
 * The managed property this id names, whatever the caller sent: one they do not manage answers
 * 403, an unknown id 404 (docs: API conventions).
 */
export async function managedProperty(db: Db, session: TSession, propertyId: number) {
  const managed = (await findManagedProperties(db, session.userId)).find(
    (row) => row.id === propertyId && row.organizationId === session.organizationId,
  );
  if (managed) return managed;
  if (await propertyExists(db, propertyId)) throw forbidden('You do not manage this property');
  throw notFound('Property');
}
