import { AUDIT_PAGE_SIZE, type TAuditListResponse, type ZManageAuditQuery } from '@habitat/shared';
import type { z } from 'zod';
import { countAuditEntries, findAuditEntries } from '../../../data/audit';
import { findManagedPropertyIds } from '../../../data/properties';
import type { Db } from '../../../db/client';
import type { TSession } from '../../../lib/tokens';

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
  const scope = {
    entity: query.entity,
    entityId: query.id,
    organizationId: session.organizationId,
    propertyIds: await findManagedPropertyIds(db, session.userId),
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
