import { AUDIT_PAGE_SIZE, type TAuditListResponse, type ZManageAuditQuery } from '@habitat/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { TSession } from '../../../lib/tokens';
import { findManagedProperties } from '../repository';
import { countAuditEntries, findAuditEntries } from './repository';

type TFields = Record<string, unknown> | null;

/**
 * An item's history, newest first. Only entries of the caller's organization and managed
 * properties are read, so another building's ids answer an empty history, never its changes.
 */
export async function listAuditEntries(options: {
  db: Db;
  session: TSession;
  query: z.output<typeof ZManageAuditQuery>;
}): Promise<TAuditListResponse> {
  const { db, session, query } = options;
  const managed = await findManagedProperties(db, session.userId);
  const scope = {
    entity: query.entity,
    entityId: query.id,
    organizationId: session.organizationId,
    propertyIds: managed.map((property) => property.id),
  };
  const [rows, count] = await Promise.all([
    findAuditEntries(db, scope, AUDIT_PAGE_SIZE),
    countAuditEntries(db, scope),
  ]);
  return {
    count,
    data: rows.map((row) => ({
      id: row.id,
      action: row.action,
      actor: { id: row.actorId, firstName: row.actorFirstName, lastName: row.actorLastName },
      at: row.createdAt.toISOString(),
      before: row.before as TFields,
      after: row.after as TFields,
    })),
  };
}
