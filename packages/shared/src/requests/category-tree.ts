/**
 * The request category tree (docs/product.md: Data): category, sub-category, type. Pure functions over a flat
 * list of nodes, shared by the new-request form (cascading selects) and the server (which
 * category a request may use). Levels are numbered 1 to 3 as in the spec; arrays indexed by
 * level hold level 1 at index 0.
 */
export const REQUEST_CATEGORY_LEVELS = 3;

export type TCategoryNode = { id: number; parent: number | null; deleted?: boolean };

/** The id chosen at each level (index 0 = level 1), null where nothing is chosen. */
export type TCategorySelection = readonly (number | null)[];

export const EMPTY_CATEGORY_SELECTION: TCategorySelection = Array.from(
  { length: REQUEST_CATEGORY_LEVELS },
  () => null,
);

const byId = <T extends TCategoryNode>(categories: readonly T[]) =>
  new Map(categories.map((c) => [c.id, c]));

/** The non-deleted children of a node (null: the level-1 categories), in the list's order. */
export function childrenOf<T extends TCategoryNode>(
  categories: readonly T[],
  parentId: number | null,
): T[] {
  return categories.filter((c) => c.parent === parentId && !c.deleted);
}

/** A node without non-deleted children: the end of a selection. */
export function isLeaf(categories: readonly TCategoryNode[], id: number): boolean {
  return !categories.some((c) => c.parent === id && !c.deleted);
}

/**
 * The chain from level 1 down to the node, deleted ones included (a stored request keeps its
 * history). Empty for an unknown id or a broken chain (unknown parent, cycle).
 */
export function categoryPath<T extends TCategoryNode>(categories: readonly T[], id: number): T[] {
  const nodes = byId(categories);
  const path: T[] = [];
  let node = nodes.get(id);
  while (node) {
    if (path.includes(node)) return [];
    path.unshift(node);
    if (node.parent === null) return path;
    node = nodes.get(node.parent);
  }
  return [];
}

/**
 * What the tree shows: nodes that are not deleted, whose ancestors are not deleted either, and
 * that sit within the three levels. Children keep the order of the list.
 */
export function visibleCategories<T extends TCategoryNode>(categories: readonly T[]): T[] {
  return categories.filter((c) => {
    const path = categoryPath(categories, c.id);
    return (
      path.length > 0 && path.length <= REQUEST_CATEGORY_LEVELS && path.every((n) => !n.deleted)
    );
  });
}

/** The level (1 to 3) of a node, or null when it is not in a valid chain. */
export function levelOf(categories: readonly TCategoryNode[], id: number): number | null {
  const depth = categoryPath(categories, id).length;
  return depth > 0 ? depth : null;
}

/**
 * The options of each level for a selection: level 1 always offers the level-1 categories, a
 * deeper level offers the children of the level above once that one is chosen (else nothing).
 */
export function levelOptions<T extends TCategoryNode>(
  categories: readonly T[],
  selection: TCategorySelection,
): T[][] {
  const options: T[][] = [childrenOf(categories, null)];
  for (let index = 1; index < REQUEST_CATEGORY_LEVELS; index++) {
    const above = selection[index - 1] ?? null;
    // A stale choice (not among the options above) offers nothing below it.
    const offered = options[index - 1]!.some((c) => c.id === above);
    options.push(offered && above !== null ? childrenOf(categories, above) : []);
  }
  return options;
}

/** docs/product.md (Field rules): each level is required only when it has options (index 0 = level 1). */
export function requiredLevels(
  categories: readonly TCategoryNode[],
  selection: TCategorySelection,
): boolean[] {
  return levelOptions(categories, selection).map((options) => options.length > 0);
}

/** The levels (1 to 3) that have options but no valid choice: the form marks them required. */
export function missingLevels(
  categories: readonly TCategoryNode[],
  selection: TCategorySelection,
): number[] {
  return levelOptions(categories, selection).flatMap((options, index) =>
    options.length > 0 && !options.some((c) => c.id === selection[index]) ? [index + 1] : [],
  );
}

/** docs/product.md (States) cascade: keeps levels 1..level and clears the ones below it. */
export function clearBelow(selection: TCategorySelection, level: number): TCategorySelection {
  return EMPTY_CATEGORY_SELECTION.map((_, index) =>
    index < level ? (selection[index] ?? null) : null,
  );
}

/** Chooses a category at a level (1 to 3): changing level 1 clears level 2, level 2 clears 3. */
export function selectCategory(
  selection: TCategorySelection,
  level: number,
  id: number | null,
): TCategorySelection {
  const cleared = clearBelow(selection, level - 1);
  return cleared.map((value, index) => (index === level - 1 ? id : value));
}

/** The most specific category chosen: what a new request sends as `category`. */
export function selectedCategory(selection: TCategorySelection): number | null {
  for (let index = selection.length - 1; index >= 0; index--) {
    const id = selection[index];
    if (id !== null && id !== undefined) return id;
  }
  return null;
}

/** The selection that leads to a category (for showing or editing a stored request). */
export function selectionOf(categories: readonly TCategoryNode[], id: number): TCategorySelection {
  const path = categoryPath(categories, id);
  return EMPTY_CATEGORY_SELECTION.map((_, index) => path[index]?.id ?? null);
}

/**
 * Whether a request may be filed under this category: it is visible (not deleted, under no
 * deleted node, within three levels) and a leaf, i.e. every level that has options is chosen.
 */
export function isSelectableCategory(categories: readonly TCategoryNode[], id: number): boolean {
  const path = categoryPath(categories, id);
  return (
    path.length > 0 &&
    path.length <= REQUEST_CATEGORY_LEVELS &&
    path.every((node) => !node.deleted) &&
    (path.length === REQUEST_CATEGORY_LEVELS || isLeaf(categories, id))
  );
}
