import { canTransition, type TPostStatus } from '../posts/post-status';

/**
 * Billboard moderation in the manager console: the statuses it lists (its tabs) and the three
 * actions it offers. Each action is one move of the post status machine (post-status.ts) that a
 * manager may make; the console offers no other (no "accepted", no restoring a disabled post).
 */
export const MODERATION_STATUSES = [
  'pending',
  'published',
  'rejected',
  'disabled',
] as const satisfies readonly TPostStatus[];
export type TModerationStatus = (typeof MODERATION_STATUSES)[number];

export const MODERATION_ACTIONS = ['publish', 'reject', 'disable'] as const;
export type TModerationAction = (typeof MODERATION_ACTIONS)[number];

/** action → the status a post must be in, and the status it gets. */
export const MODERATION_MOVES: Record<TModerationAction, { from: TPostStatus; to: TPostStatus }> = {
  publish: { from: 'pending', to: 'published' },
  reject: { from: 'pending', to: 'rejected' },
  disable: { from: 'published', to: 'disabled' },
};

/** A rejection needs a reason, shown to the author; disabling takes one optionally. */
export const MODERATION_REASON_MAX = 500;

/** The actions the console offers on a post in this status (none once decided for good). */
export function moderationActionsFor(status: TPostStatus): TModerationAction[] {
  return MODERATION_ACTIONS.filter((action) => {
    const move = MODERATION_MOVES[action];
    return move.from === status && canTransition({ ...move, actor: 'manager' });
  });
}

/** Posts per page of the moderation lists (the server bounds perPage to this). */
export const MODERATION_PAGE_SIZE = 10;
export const MODERATION_PAGE_SIZE_MAX = 50;

/** Requests waiting this long (not done) count as old on the dashboard. */
export const REQUEST_OLD_AFTER_DAYS = 7;
