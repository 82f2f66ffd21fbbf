import {
  canAddChildCategory,
  categoryPath,
  REQUEST_CATEGORY_LEVELS,
  type TManagedRequestCategory,
  type TTranslatable,
} from '@habitat/shared';
import { findManagedProperties } from '#server/data/managers';
import {
  findCategoriesOfProperty,
  findCategory,
  insertCategory,
  renumberCategories,
  type TCategoryRow,
  updateCategory,
} from '#server/data/request-categories';
import { countRequestsPerCategory } from '#server/data/user-requests';
import type { Db, TDbOrTx } from '#server/db/client';
import { recordAudit } from '#server/features/manage/audit/record';
import {
  managedOrOrganizationItem,
  managedProperty,
  managesWholeOrganization,
} from '#server/features/manage/scope';
import { AppError, conflict, notFound } from '#server/lib/errors';
import type { TSession } from '#server/lib/tokens';

type TCaller = { db: Db; session: TSession };
type TOwner = { organizationId: number; propertyId: number };

const asNodes = (rows: readonly TCategoryRow[]) =>
  rows.map((row) => ({ ...row, parent: row.parentId }));

/**
 * The tree depth first, siblings by position, retired nodes kept and flagged. Organization-wide
 * nodes are editable by a manager of every building of the organization (`wholeOrganization`).
 */
function toTree(
  rows: readonly TCategoryRow[],
  requests: Map<number, number>,
  wholeOrganization: boolean,
) {
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
        organizationWide: node.propertyId === null,
        editable: node.propertyId !== null || wholeOrganization,
        requests: requests.get(node.id) ?? 0,
      });
      visit(node.id, level + 1, nodeHidden);
    }
  };
  visit(null, 1, false);
  return out;
}

async function loadTree(db: Db, session: TSession, owner: TOwner) {
  const [rows, requests, wholeOrganization] = await Promise.all([
    findCategoriesOfProperty(db, owner),
    countRequestsPerCategory(db, owner.propertyId),
    managesWholeOrganization(db, session),
  ]);
  return toTree(rows, requests, wholeOrganization);
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
  const data = await loadTree(options.db, options.session, owner);
  return { data, count: data.length };
}

async function nodeOfTree(db: Db, session: TSession, owner: TOwner, id: number) {
  const node = (await loadTree(db, session, owner)).find((n) => n.id === id);
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
  return nodeOfTree(db, session, owner, created.id);
}

/**
 * A node of a building the caller manages, or an organization-wide one when they manage every
 * building (else 403). An organization-wide node is answered as the caller's first building
 * sees it (its requests are that building's).
 */
async function managedCategory(db: Db, session: TSession, id: number) {
  const { item: row, property } = await managedOrOrganizationItem(
    db,
    session,
    await findCategory(db, id),
    'Request category',
  );
  if (property) return { row, owner: ownerOfProperty(property) };
  const [first] = await findManagedProperties(db, session.userId);
  return { row, owner: ownerOfProperty(first!) };
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
  return nodeOfTree(db, session, owner, row.id);
}

/**
 * Puts the node at `position` (0 = first) among its siblings of the same owner (the building's
 * own, or the organization's), renumbering them.
 */
export async function moveRequestCategory(options: TCaller & { id: number; position: number }) {
  const { db, session } = options;
  const { row, owner } = await managedCategory(db, session, options.id);
  const siblings = (await findCategoriesOfProperty(db, owner)).filter(
    (other) =>
      other.parentId === row.parentId &&
      (other.propertyId === null) === (row.propertyId === null) &&
      other.id !== row.id,
  );
  const position = Math.min(options.position, siblings.length);
  const ordered = siblings.map((other) => other.id);
  ordered.splice(position, 0, row.id);
  await db.transaction(async (tx) => {
    await renumberCategories(tx, ordered);
    await audit(tx, session, row, 'reorder', { position: row.position }, { position });
  });
  return nodeOfTree(db, session, owner, row.id);
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
  return nodeOfTree(db, session, owner, row.id);
}
