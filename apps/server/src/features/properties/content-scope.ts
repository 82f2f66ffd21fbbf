import { ROLE_TENANT } from '@habitat/shared';
import { findManagedPropertyIds, isManagerOf } from '#server/data/managers';
import type { Db } from '#server/db/client';
import type { TDeployment, TDeploymentResolver } from '#server/features/deployment/service';
import { forbidden } from '#server/lib/errors';
import type { TSession } from '#server/lib/tokens';

/**
 * Which content a caller may see: the organization's organization-wide rows (property null)
 * plus the rows of these properties. Content lists (services, news, documents) filter by it.
 */
export type TContentScope = {
  organizationId: number;
  propertyIds: number[];
  /** A tenant not signed on their current lease: services for signers only are hidden (spec §5). */
  notSigner?: boolean;
};

/**
 * Decided from the token (visitors: from the deployment), never from the query: `organization`
 * or `property` naming anything else answers 403. Null means there is nothing to show
 * (a deployment whose organization does not exist yet).
 *  - visitor: the configured organization, plus the configured PROPERTY if any;
 *  - tenant: their organization, plus the property of their lease;
 *  - manager: their organization, plus the managed property asked for, or all they manage.
 */
export async function resolveContentScope(options: {
  db: Db;
  session: TSession | null;
  deployment: TDeployment;
  organization?: number;
  property?: number;
}): Promise<TContentScope | null> {
  const { db, session, deployment, organization, property } = options;
  const organizationId = session ? session.organizationId : deployment.organizationId;
  if (organization !== undefined && organization !== organizationId) {
    throw forbidden('This organization is not yours');
  }

  let propertyIds: number[];
  if (!session || session.role === ROLE_TENANT) {
    const own = session ? session.propertyId : deployment.propertyId;
    propertyIds = own === null ? [] : [own];
    if (property !== undefined && property !== own) throw forbidden('This property is not yours');
  } else if (property !== undefined) {
    if (!(await isManagerOf(db, session.userId, property))) {
      throw forbidden('This property is not yours');
    }
    propertyIds = [property];
  } else {
    propertyIds = await findManagedPropertyIds(db, session.userId);
  }
  return organizationId === null ? null : { organizationId, propertyIds };
}

/** The scope of a list request: its token (or the deployment) and its organization/property query. */
export async function contentScopeOf(options: {
  db: Db;
  deployment: TDeploymentResolver;
  session: TSession | null;
  query: { organization?: number; property?: number };
}) {
  return resolveContentScope({
    db: options.db,
    session: options.session,
    deployment: await options.deployment(),
    organization: options.query.organization,
    property: options.query.property,
  });
}

/**
 * The scope of a page that shows services (their lists, the booking catalog): a tenant who is
 * not signed on their current lease does not see the services for signers only. Whether they
 * signed was read with the session check (lib/auth.ts), so this costs no query.
 */
export function withSignerRule(
  request: { session: TSession | null; notSigner: boolean },
  scope: TContentScope | null,
): TContentScope | null {
  if (!scope || request.session?.role !== ROLE_TENANT || !request.notSigner) return scope;
  return { ...scope, notSigner: true };
}
