import { z } from 'zod';
import { REQUEST_CATEGORY_LEVELS } from '../requests/category-tree';
import { cleanText, missingOrType, ZIdInput } from './manage.types';

/**
 * Request categories in the manager console (/api/manage/request-categories): a building's
 * three-level tree (category, sub-category, type). Retiring sets `deleted`: residents no longer
 * see the node nor anything under it, and requests already filed under them keep their
 * category's name. Organization-wide nodes (no property) are shown read-only: they belong to
 * every building, so no single building's manager changes them; a building may still add its own
 * children under them.
 */

export const REQUEST_CATEGORY_NAME_MAX = 100;

/** The depth rule, written once: a node of `level` (1 to 3) may have children below it. */
export const canAddChildCategory = (level: number) => level < REQUEST_CATEGORY_LEVELS;

const name = z
  .string({ error: missingOrType })
  .transform(cleanText)
  .pipe(
    z
      .string()
      .min(1, { message: 'required' })
      .max(REQUEST_CATEGORY_NAME_MAX, { message: 'maxLength' }),
  );

/** Both languages are required: residents pick in either. */
export const ZRequestCategoryName = z.object({ fr: name, en: name }, { error: () => 'required' });

/** A node as the console shows it: retired ones included, flat and depth first. */
export const ZManagedRequestCategory = z.object({
  id: z.number(),
  name: z.object({ fr: z.string(), en: z.string() }),
  parent: z.number().nullable(),
  level: z.number().int().min(1).max(REQUEST_CATEGORY_LEVELS),
  position: z.number().int(),
  /** Retired itself. */
  deleted: z.boolean(),
  /** Not offered to residents: retired itself or under a retired node. */
  hidden: z.boolean(),
  /** Shared by every building of the organization (not this building's own). */
  organizationWide: z.boolean(),
  /**
   * The caller may change it: the building's own, or an organization-wide one when they manage
   * every building of the organization.
   */
  editable: z.boolean(),
  /** Requests of this building filed under the node itself (they keep its name). */
  requests: z.number().int(),
});
export type TManagedRequestCategory = z.infer<typeof ZManagedRequestCategory>;

export const ZManagedRequestCategoryListResponse = z.object({
  data: z.array(ZManagedRequestCategory),
  count: z.number().int(),
});
export type TManagedRequestCategoryListResponse = z.infer<
  typeof ZManagedRequestCategoryListResponse
>;

/** POST /api/manage/request-categories?property=: a level-1 node, or a child of `parent`. */
export const ZManageRequestCategoryCreate = z.object({
  name: ZRequestCategoryName,
  parent: z.preprocess((value) => value ?? null, ZIdInput.nullable()),
});
export type TManageRequestCategoryCreate = z.input<typeof ZManageRequestCategoryCreate>;

/** PATCH /api/manage/request-categories/:id */
export const ZManageRequestCategoryRename = z.object({ name: ZRequestCategoryName });
export type TManageRequestCategoryRename = z.input<typeof ZManageRequestCategoryRename>;

/** POST /api/manage/request-categories/:id/move: its place (0 = first) among its siblings. */
export const ZManageRequestCategoryMove = z.object({
  position: z
    .number({ error: missingOrType })
    .int({ message: 'invalid_type' })
    .min(0, { message: 'invalid_type' })
    .max(10_000, { message: 'invalid_type' }),
});
export type TManageRequestCategoryMove = z.input<typeof ZManageRequestCategoryMove>;

export const ZManageRequestCategoryParams = z.object({ id: ZIdInput });
