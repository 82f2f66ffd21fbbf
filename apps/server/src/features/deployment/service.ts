import { findOrganizationIdBySlug, findPropertyIdBySlug } from '#server/data/properties';
import type { Db } from '#server/db/client';

export type TDeployment = { organizationId: number | null; propertyId: number | null };
export type TDeploymentResolver = () => Promise<TDeployment>;

/**
 * The organization (and optional property) this deployment serves, named by slug in the
 * configuration. Resolved on first use and kept once found (an empty database may be seeded later).
 */
export function createDeploymentResolver(options: {
  db: Db;
  organization: string;
  property?: string;
}): TDeploymentResolver {
  let resolved: TDeployment | undefined;
  return async () => {
    if (resolved) return resolved;
    const organizationId = await findOrganizationIdBySlug(options.db, options.organization);
    const propertyId =
      organizationId !== null && options.property
        ? await findPropertyIdBySlug(options.db, organizationId, options.property)
        : null;
    const deployment = { organizationId, propertyId };
    const complete = organizationId !== null && (!options.property || propertyId !== null);
    if (complete) resolved = deployment;
    return deployment;
  };
}
