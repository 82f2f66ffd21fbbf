import { z } from 'zod';
import { ZIsoDateTime } from '../common';
import { manageText } from './fields';
import { cleanText, missingOrType, ZIdInput } from './manage.types';

/**
 * The managers of a building (console: Managers). A manager invites another to one or more of
 * the buildings they manage: a manager of the organization already is simply added; a new
 * person gets a manager account and an invitation to choose a password. A manager is removed
 * from one building, never its last one (409 last_manager).
 */
export const MANAGER_NAME_MAX = 120;
export const MANAGER_EMAIL_MAX = 180;
/** How many buildings one invitation names at most. */
export const MANAGER_INVITE_BUILDINGS_MAX = 50;

export const ZManagedManager = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The caller themselves. */
  you: z.boolean(),
  /** When a manager deactivated the account; null: active. */
  deactivatedAt: ZIsoDateTime.nullable(),
});
export type TManagedManager = z.infer<typeof ZManagedManager>;

export const ZManagedManagerListResponse = z.object({
  data: z.array(ZManagedManager),
  count: z.number().int(),
});
export type TManagedManagerListResponse = z.infer<typeof ZManagedManagerListResponse>;

/** Optional names: required only when the e-mail is nobody's yet (a new account). */
const optionalName = manageText(MANAGER_NAME_MAX)
  .optional()
  .transform((name) => name || undefined);

// POST /api/manage/managers

export const ZInviteManagerRequest = z.object(
  {
    email: z
      .string({ error: missingOrType })
      .transform((email) => cleanText(email).toLowerCase())
      .pipe(
        z
          .string()
          .min(1, { message: 'required' })
          .pipe(z.email({ message: 'email' }).max(MANAGER_EMAIL_MAX, { message: 'maxLength' })),
      ),
    firstName: optionalName,
    lastName: optionalName,
    /** The buildings, each one the inviter manages. */
    properties: z
      .array(ZIdInput, { error: missingOrType })
      .min(1, { message: 'required' })
      .max(MANAGER_INVITE_BUILDINGS_MAX, { message: 'maxLength' })
      .transform((ids) => [...new Set(ids)]),
  },
  { error: () => 'required' },
);
export type TInviteManagerRequest = z.input<typeof ZInviteManagerRequest>;

export const ZInviteManagerResponse = z.object({
  manager: ZManagedManager,
  /** A new account was created and the invitation mailed; false: an existing manager added. */
  invited: z.boolean(),
  /** The buildings the manager was added to (those they did not manage yet). */
  added: z.array(z.number()),
});
export type TInviteManagerResponse = z.infer<typeof ZInviteManagerResponse>;

// DELETE /api/manage/managers/{id}?property=

export const ZManageManagerParams = z.object({ id: ZIdInput });
