import type { TAuditEntity } from '@habitat/shared';
import { insertAuditEntry } from '#server/data/audit';
import type { TDbOrTx } from '#server/db/client';
import type { TSession } from '#server/lib/tokens';

type TFields = Record<string, unknown>;

export type TAuditChange = {
  entity: TAuditEntity;
  entityId: number;
  /** What was done: 'create', 'update', 'delete', 'publish', 'status', 'cancel'… */
  action: string;
  /** The item's property; null for what belongs to the whole organization. */
  propertyId: number | null;
  /** The changed fields as they were (null: created) and as they are (null: deleted). */
  before: TFields | null;
  after: TFields | null;
};

/**
 * Records a console change. Call it in the transaction that makes the change, so the log holds
 * exactly what was written. Only fields that differ are kept, Dates as ISO strings.
 */
export async function recordAudit(tx: TDbOrTx, session: TSession, change: TAuditChange) {
  const { before, after } = changedFields(change.before, change.after);
  await insertAuditEntry(tx, {
    organizationId: session.organizationId,
    propertyId: change.propertyId,
    actorId: session.userId,
    entityType: change.entity,
    entityId: change.entityId,
    action: change.action,
    before,
    after,
  });
}

const toJson = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : value === undefined ? null : value;

/** Keeps the fields whose value changed (all of them when one side is null). */
export function changedFields(before: TFields | null, after: TFields | null) {
  if (!before || !after) {
    return { before: before && jsonFields(before), after: after && jsonFields(after) };
  }
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const kept = [...keys].filter(
    (key) => JSON.stringify(toJson(before[key])) !== JSON.stringify(toJson(after[key])),
  );
  const pick = (fields: TFields) => Object.fromEntries(kept.map((k) => [k, toJson(fields[k])]));
  return { before: pick(before), after: pick(after) };
}

const jsonFields = (fields: TFields) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, toJson(value)]));
