import type { TAccountRequest } from '@habitat/shared';
import { insertAccountRequest } from '#server/data/account-requests';
import { recordNotificationEvent } from '#server/data/notification-events';
import { findProperty } from '#server/data/properties';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/errors';
import { idempotent } from '#server/lib/idempotency';

/**
 * Stores a visitor's request for an account in a building of this deployment. Visitors have no
 * identity, so an Idempotency-Key (a random UUID) is scoped to the organization.
 */
export async function createAccountRequest(options: {
  db: Db;
  organizationId: number | null;
  request: TAccountRequest;
  idempotencyKey: string | undefined;
}) {
  const { db, organizationId, request, idempotencyKey } = options;
  return idempotent({
    db,
    key: idempotencyKey,
    scope: `organization:${organizationId ?? 'none'}:account_requests`,
    body: request,
    run: () => insertNew({ db, organizationId, request }),
  });
}

async function insertNew(options: {
  db: Db;
  organizationId: number | null;
  request: TAccountRequest;
}) {
  const { db, organizationId, request } = options;
  const property = await findProperty(db, request.property);
  if (!property || property.organizationId !== organizationId) {
    throw new AppError(400, 'address_not_found', 'This building is not served by this app', {
      property: 'address_not_found',
    });
  }
  return db.transaction(async (tx) => {
    const created = await insertAccountRequest(tx, {
      propertyId: property.id,
      name: request.name,
      address: request.address,
      unit: request.unit,
      phone: request.phone || null,
      email: request.email || null,
      note: request.note || null,
      locale: request.locale,
    });
    // The managers are told a request waits; who asked stays in the console.
    await recordNotificationEvent(tx, {
      type: 'manager_account_request',
      organizationId: property.organizationId,
      propertyId: property.id,
      subject: { type: 'account_request', id: created.id },
      params: { accountRequestId: created.id },
    });
    return created;
  });
}
