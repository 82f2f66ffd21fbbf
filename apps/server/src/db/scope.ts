import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Rows of the organization that are organization-wide (property null) or belong to one of the
 * properties: the SQL side of a content scope (features/properties/content-scope.ts).
 */
export function inContentScope(
  table: { organizationId: AnyPgColumn; propertyId: AnyPgColumn },
  scope: { organizationId: number; propertyIds: readonly number[] },
): SQL {
  const property =
    scope.propertyIds.length === 0
      ? isNull(table.propertyId)
      : or(isNull(table.propertyId), inArray(table.propertyId, [...scope.propertyIds]));
  return and(eq(table.organizationId, scope.organizationId), property) as SQL;
}
