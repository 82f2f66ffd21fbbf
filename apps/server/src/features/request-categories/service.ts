import {
  childrenOf,
  type TList,
  type TRequestCategoriesQuery,
  type TRequestCategory,
  visibleCategories,
} from '@habitat/shared';
import { findCategoriesInScope } from '#server/data/request-categories';
import type { Db } from '#server/db/client';
import type { TContentScope } from '#server/features/properties/content-scope';
import { pageWindow } from '#server/lib/paging';

/** A category as the tree functions of shared see it (`parent`), with its row's fields. */
export type TCategoryNodeRow = Omit<TRequestCategory, 'level'>;

/** The scope's categories in one query, deleted ones included. */
export async function loadCategoryNodes(db: Db, scope: TContentScope): Promise<TCategoryNodeRow[]> {
  const rows = await findCategoriesInScope(db, scope);
  return rows.map((row) => ({
    id: row.id,
    parent: row.parentId,
    name: row.name,
    position: row.position,
    deleted: row.deleted,
  }));
}

/** The visible tree, depth first (each node followed by its children), siblings by position. */
export function flattenTree(nodes: readonly TCategoryNodeRow[]): TRequestCategory[] {
  const visible = visibleCategories(nodes);
  const out: TRequestCategory[] = [];
  const visit = (parent: number | null, level: number) => {
    for (const node of childrenOf(visible, parent)) {
      out.push({ ...node, level });
      visit(node.id, level + 1);
    }
  };
  visit(null, 1);
  return out;
}

/**
 * GET /api/request_categories: the caller's property tree (and organization-wide categories),
 * deleted nodes and everything under them left out. One query; perPage=-1 answers all.
 */
export async function listRequestCategories(options: {
  db: Db;
  scope: TContentScope | null;
  query: TRequestCategoriesQuery;
}): Promise<TList<TRequestCategory>> {
  const { db, scope, query } = options;
  if (!scope) return { data: [], count: 0 };
  const tree = flattenTree(await loadCategoryNodes(db, scope));
  const { limit, offset } = pageWindow(query);
  return { data: tree.slice(offset, offset + limit), count: tree.length };
}
