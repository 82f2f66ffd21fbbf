import { describe, expect, it } from 'vitest';
import {
  canAddChildCategory,
  ZManageRequestCategoryCreate,
  ZManageRequestCategoryMove,
} from './request-categories';

describe('request categories in the console', () => {
  it('lets levels 1 and 2 have children, never level 3', () => {
    expect([1, 2, 3].map(canAddChildCategory)).toEqual([true, true, false]);
  });

  it('requires the name in both languages, trimmed, and takes no parent as level 1', () => {
    expect(ZManageRequestCategoryCreate.parse({ name: { fr: ' Toit ', en: 'Roof' } })).toEqual({
      name: { fr: 'Toit', en: 'Roof' },
      parent: null,
    });
    const refused = ZManageRequestCategoryCreate.safeParse({
      name: { fr: ' ', en: 'x'.repeat(101) },
    });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name.fr', 'required'],
      ['name.en', 'maxLength'],
    ]);
  });

  it('takes a position from 0', () => {
    expect(ZManageRequestCategoryMove.safeParse({ position: 0 }).success).toBe(true);
    expect(ZManageRequestCategoryMove.safeParse({ position: -1 }).success).toBe(false);
    expect(ZManageRequestCategoryMove.safeParse({ position: 1.5 }).success).toBe(false);
  });
});
