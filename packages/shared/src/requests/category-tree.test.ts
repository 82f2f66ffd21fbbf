import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  childrenOf,
  clearBelow,
  EMPTY_CATEGORY_SELECTION,
  isLeaf,
  isSelectableCategory,
  levelOf,
  levelOptions,
  missingLevels,
  requiredLevels,
  selectCategory,
  selectedCategory,
  selectionOf,
  type TCategoryNode,
  visibleCategories,
} from './category-tree';

// Plumbing(1) → Kitchen(2) → Leaking tap(3), Clogged sink(4)
//             → Bathroom(5) → Toilet(6), [deleted] Old(7)
// Noise(8) → Neighbours(9), Equipment(10)          (two levels only)
// Parking(11)                                      (one level)
// [deleted] Pool(12) → Filter(13)
const tree: TCategoryNode[] = [
  { id: 1, parent: null },
  { id: 2, parent: 1 },
  { id: 3, parent: 2 },
  { id: 4, parent: 2 },
  { id: 5, parent: 1 },
  { id: 6, parent: 5 },
  { id: 7, parent: 5, deleted: true },
  { id: 8, parent: null },
  { id: 9, parent: 8 },
  { id: 10, parent: 8 },
  { id: 11, parent: null },
  { id: 12, parent: null, deleted: true },
  { id: 13, parent: 12 },
];
const ids = (nodes: TCategoryNode[]) => nodes.map((n) => n.id);

describe('category tree', () => {
  it('lists the non-deleted children of a node, null giving level 1', () => {
    expect(ids(childrenOf(tree, null))).toEqual([1, 8, 11]);
    expect(ids(childrenOf(tree, 5))).toEqual([6]);
    expect(ids(childrenOf(tree, 3))).toEqual([]);
  });

  it('knows leaves, paths and levels', () => {
    expect([3, 6, 9, 11].every((id) => isLeaf(tree, id))).toBe(true);
    expect([1, 2, 8].some((id) => isLeaf(tree, id))).toBe(false);
    expect(isLeaf(tree, 5)).toBe(false);
    expect(ids(categoryPath(tree, 4))).toEqual([1, 2, 4]);
    expect(categoryPath(tree, 99)).toEqual([]);
    expect(
      categoryPath(
        [
          { id: 1, parent: 2 },
          { id: 2, parent: 1 },
        ],
        1,
      ),
    ).toEqual([]);
    expect([levelOf(tree, 1), levelOf(tree, 9), levelOf(tree, 3), levelOf(tree, 99)]).toEqual([
      1,
      2,
      3,
      null,
    ]);
  });

  it('shows neither deleted nodes nor what is under them', () => {
    expect(ids(visibleCategories(tree))).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 10, 11]);
    const deep = [...tree, { id: 14, parent: 3 }];
    expect(ids(visibleCategories(deep))).not.toContain(14);
  });

  it('offers each level the children of the level above once it is chosen', () => {
    expect(levelOptions(tree, EMPTY_CATEGORY_SELECTION).map(ids)).toEqual([[1, 8, 11], [], []]);
    expect(levelOptions(tree, [1, null, null]).map(ids)).toEqual([[1, 8, 11], [2, 5], []]);
    expect(levelOptions(tree, [1, 2, null]).map(ids)).toEqual([
      [1, 8, 11],
      [2, 5],
      [3, 4],
    ]);
    expect(levelOptions(tree, [8, 9, null]).map(ids)).toEqual([[1, 8, 11], [9, 10], []]);
    // A stale level 2 (not a child of level 1) offers nothing below.
    expect(levelOptions(tree, [8, 2, null]).map(ids)[2]).toEqual([]);
  });

  it('requires a level only when it has options', () => {
    expect(requiredLevels(tree, [null, null, null])).toEqual([true, false, false]);
    expect(requiredLevels(tree, [1, 2, null])).toEqual([true, true, true]);
    expect(requiredLevels(tree, [8, 9, null])).toEqual([true, true, false]);
    expect(requiredLevels(tree, [11, null, null])).toEqual([true, false, false]);
    expect(missingLevels(tree, [null, null, null])).toEqual([1]);
    expect(missingLevels(tree, [1, null, null])).toEqual([2]);
    expect(missingLevels(tree, [1, 2, null])).toEqual([3]);
    expect(missingLevels(tree, [1, 2, 4])).toEqual([]);
    expect(missingLevels(tree, [8, 10, null])).toEqual([]);
    expect(missingLevels(tree, [11, null, null])).toEqual([]);
    expect(missingLevels(tree, [12, null, null])).toEqual([1]);
  });

  it('cascades: changing level 1 clears level 2, changing level 2 clears level 3', () => {
    const full = [1, 2, 3] as const;
    expect(clearBelow(full, 1)).toEqual([1, null, null]);
    expect(clearBelow(full, 2)).toEqual([1, 2, null]);
    expect(clearBelow(full, 3)).toEqual([1, 2, 3]);
    expect(selectCategory(full, 1, 8)).toEqual([8, null, null]);
    expect(selectCategory(full, 2, 5)).toEqual([1, 5, null]);
    expect(selectCategory(full, 3, 4)).toEqual([1, 2, 4]);
    expect(selectCategory(full, 1, null)).toEqual([null, null, null]);
  });

  it('sends the most specific choice and finds the selection of a stored category', () => {
    expect(selectedCategory([1, 2, 3])).toBe(3);
    expect(selectedCategory([8, 9, null])).toBe(9);
    expect(selectedCategory(EMPTY_CATEGORY_SELECTION)).toBeNull();
    expect(selectionOf(tree, 4)).toEqual([1, 2, 4]);
    expect(selectionOf(tree, 9)).toEqual([8, 9, null]);
  });

  it('accepts a request only under a visible leaf', () => {
    expect([3, 4, 6, 9, 10, 11].every((id) => isSelectableCategory(tree, id))).toBe(true);
    for (const id of [1, 2, 5, 8, 7, 12, 13, 99]) {
      expect(isSelectableCategory(tree, id), String(id)).toBe(false);
    }
  });
});
