import {
  canAddChildCategory,
  categoryPath,
  REQUEST_CATEGORY_LEVELS,
  type TManagedRequestCategory,
  type TTranslatable,
} from '@habitat/shared';
import {
  findCategoriesOfProperty,
  findCategory,
  insertCategory,
  renumberCategories,
  type TCategoryRow,
  updateCategory,
} from '../../../data/request-categories';
import { countRequestsPerCategory } from '../../../data/user-requests';
import type { Db, TDbOrTx } from '../../../db/client';
import { AppError, conflict, notFound } from '../../../lib/errors';
import type { TSession } from '../../../lib/tokens';
import { recordAudit } from '../audit/record';
import { managedItem, managedProperty } from '../scope';

type TCaller = { db: Db; session: TSession };
type TOwner = { organizationId: number; propertyId: number };

const asNodes = (rows: readonly TCategoryRow[]) =>
  rows.map((row) => ({ ...row, parent: row.parentId }));

/** The tree depth first, siblings by position, retired nodes kept and flagged. */
function toTree(rows: readonly TCategoryRow[], requests: Map<number, number>) {
  const nodes = asNodes(rows);
  const out: TManagedRequestCategory[] = [];
  const visit = (parent: number | null, level: number, hidden: boolean) => {
    if (level > REQUEST_CATEGORY_LEVELS) return;
    for (const node of nodes.filter((n) => n.parent === parent)) {
      const nodeHidden = hidden || node.deleted;
      out.push({
        id: node.id,
        name: node.name,
        parent: node.parent,
        level,
        position: node.position,
        deleted: node.deleted,
        hidden: nodeHidden,
        editable: node.propertyId !== null,
        requests: requests.get(node.id) ?? 0,
      });
      visit(node.id, level + 1, nodeHidden);
    }
  };
  visit(null, 1, false);
  return out;
}

async function loadTree(db: Db, owner: TOwner) {
  const [rows, requests] = await Promise.all([
    findCategoriesOfProperty(db, owner),
    countRequestsPerCategory(db, owner.propertyId),
  ]);
  return toTree(rows, requests);
}

const ownerOfProperty = (property: { id: number; organizationId: number }): TOwner => ({
  organizationId: property.organizationId,
  propertyId: property.id,
});

async function ownerOf(db: Db, session: TSession, propertyId: number): Promise<TOwner> {
  return ownerOfProperty(await managedProperty(db, session, propertyId));
}

export async function listManagedRequestCategories(options: TCaller & { propertyId: number }) {
  const owner = await ownerOf(options.db, options.session, options.propertyId);
  const data = await loadTree(options.db, owner);
  return { data, count: data.length };
}

async function nodeOfTree(db: Db, owner: TOwner, id: number) {
  const node = (await loadTree(db, owner)).find((n) => n.id === id);
  if (!node) throw notFound('Request category');
  return node;
}

const invalidParent = (code: string, message: string) =>
  new AppError(400, 'validation_failed', message, { parent: code });

/** Where a new child of `parentId` goes: a node of the building's tree, shown, not too deep. */
function checkParent(rows: readonly TCategoryRow[], parentId: number | null) {
  if (parentId === null) return;
  const path = categoryPath(asNodes(rows), parentId);
  if (path.length === 0) throw invalidParent('invalid_value', 'Unknown parent category');
  if (!canAddChildCategory(path.length)) {
    throw invalidParent('too_deep', `The tree has ${REQUEST_CATEGORY_LEVELS} levels at most`);
  }
  if (path.some((node) => node.deleted)) {
    throw conflict('The parent category is retired; restore it first');
  }
}

export async function createRequestCategory(
  options: TCaller & { propertyId: number; input: { name: TTranslatable; parent: number | null } },
) {
  const { db, session, input } = options;
  const owner = await ownerOf(db, session, options.propertyId);
  const rows = await findCategoriesOfProperty(db, owner);
  checkParent(rows, input.parent);
  const siblings = rows.filter((row) => row.parentId === input.parent);
  const position = Math.max(-1, ...siblings.map((row) => row.position)) + 1;
  const created = await db.transaction(async (tx) => {
    const row = await insertCategory(tx, {
      ...owner,
      parentId: input.parent,
      name: input.name,
      position,
    });
    await audit(tx, session, row, 'create', null, {
      name: row.name,
      parent: row.parentId,
      position,
    });
    return row;
  });
  return nodeOfTree(db, owner, created.id);
}

/** A node of a building the caller manages; an organization-wide one is read-only here (403). */
async function managedCategory(db: Db, session: TSession, id: number) {
  const { item: row, property } = await managedItem(
    db,
    session,
    await findCategory(db, id),
    'Request category',
  );
  return { row, owner: ownerOfProperty(property) };
}

const audit = (
  tx: TDbOrTx,
  session: TSession,
  row: TCategoryRow,
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) =>
  recordAudit(tx, session, {
    entity: 'request_category',
    entityId: row.id,
    action,
    propertyId: row.propertyId,
    before,
    after,
  });

export async function renameRequestCategory(
  options: TCaller & { id: number; name: TTranslatable },
) {
  const { db, session, name } = options;
  const { row, owner } = await managedCategory(db, session, options.id);
  await db.transaction(async (tx) => {
    await updateCategory(tx, row.id, { name });
    await audit(tx, session, row, 'rename', { name: row.name }, { name });
  });
  return nodeOfTree(db, owner, row.id);
}

/** Puts the node at `position` (0 = first) among the building's own siblings, renumbering them. */
export async function moveRequestCategory(options: TCaller & { id: number; position: number }) {
  const { db, session } = options;
  const { row, owner } = await managedCategory(db, session, options.id);
  const siblings = (await findCategoriesOfProperty(db, owner)).filter(
    (other) => other.parentId === row.parentId && other.propertyId !== null && other.id !== row.id,
  );
  const position = Math.min(options.position, siblings.length);
  const ordered = siblings.map((other) => other.id);
  ordered.splice(position, 0, row.id);
  await db.transaction(async (tx) => {
    await renumberCategories(tx, ordered);
    await audit(tx, session, row, 'reorder', { position: row.position }, { position });
  });
  return nodeOfTree(db, owner, row.id);
}

/**
 * Retired: residents no longer pick it nor anything under it; requests already filed under them
 * keep their category (the row stays). Restored: shown again, unless a node above is retired.
 */
export async function setRequestCategoryRetired(
  options: TCaller & { id: number; retired: boolean },
) {
  const { db, session, retired } = options;
  const { row, owner } = await managedCategory(db, session, options.id);
  if (row.deleted === retired) {
    throw conflict(retired ? 'This category is already retired' : 'This category is not retired');
  }
  if (!retired) {
    const path = categoryPath(asNodes(await findCategoriesOfProperty(db, owner)), row.id);
    if (path.slice(0, -1).some((node) => node.deleted)) {
      throw conflict('A category above this one is retired; restore it first');
    }
  }
  await db.transaction(async (tx) => {
    await updateCategory(tx, row.id, { deleted: retired });
    const action = retired ? 'retire' : 'restore';
    await audit(tx, session, row, action, { deleted: row.deleted }, { deleted: retired });
  });
  return nodeOfTree(db, owner, row.id);
}
