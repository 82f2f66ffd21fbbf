/**
 * The billboard post status machine (docs/product.md: States), written once for the server, the web app and
 * the tests.
 *
 *  - A new post is `pending`.
 *  - Its author may remove it (`finished`) while it is pending, accepted, rejected or published.
 *  - A manager of its property decides: `published` (on the billboard between its start and end
 *    dates), `accepted` (approved, published later), `rejected` (with a decision note) or
 *    `disabled` (taken down). A published post may be taken down, a taken-down one restored.
 *  - `finished` is final. Nobody publishes a rejected post; its author may edit it and send it
 *    again (PUT /api/posts/{id}/resubmit), which makes it `pending` for a new decision.
 */
export const POST_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'published',
  'finished',
  'disabled',
] as const;
export type TPostStatus = (typeof POST_STATUSES)[number];

/** Who acts on a post: its author, or a manager of its property. */
export const POST_ACTORS = ['author', 'manager'] as const;
export type TPostActor = (typeof POST_ACTORS)[number];

/** The statuses of the billboard's second tab: the author's own posts not (yet) published. */
export const PENDING_TAB_STATUSES = [
  'pending',
  'accepted',
  'rejected',
] as const satisfies readonly TPostStatus[];

/** The statuses a manager may set, with a decision note (required for `rejected`). */
export const MANAGER_DECISIONS = [
  'published',
  'accepted',
  'rejected',
  'disabled',
] as const satisfies readonly TPostStatus[];

type TTransitions = Record<TPostStatus, Partial<Record<TPostStatus, readonly TPostActor[]>>>;

/** from → to → who may make that move. A move absent here is illegal for everyone. */
export const POST_TRANSITIONS: TTransitions = {
  pending: {
    finished: ['author'],
    published: ['manager'],
    accepted: ['manager'],
    rejected: ['manager'],
    disabled: ['manager'],
  },
  accepted: {
    finished: ['author'],
    published: ['manager'],
    rejected: ['manager'],
    disabled: ['manager'],
  },
  rejected: { finished: ['author'] },
  published: { finished: ['author'], disabled: ['manager'] },
  disabled: { published: ['manager'] },
  finished: {},
};

/** Every actor that may move a post from `from` to `to`; empty when the move is illegal. */
export function actorsFor(move: { from: TPostStatus; to: TPostStatus }): readonly TPostActor[] {
  return POST_TRANSITIONS[move.from][move.to] ?? [];
}

export function canTransition(move: {
  from: TPostStatus;
  to: TPostStatus;
  actor: TPostActor;
}): boolean {
  return actorsFor(move).includes(move.actor);
}

/** The status badge of the post detail (see displayedStatus). */
export type TDisplayedPostStatus = 'accepted' | 'rejected' | 'pending';

/**
 * What the post detail shows as status. docs/product.md (States) says the detail view "marks non-accepted posts
 * as pending"; our reading:
 *  - `accepted` and `published` show as accepted (a published post is an accepted one that is
 *    on the billboard);
 *  - `rejected` shows as rejected, since the detail also shows the rejection reason and
 *    "pending" beside a rejection would contradict it;
 *  - everything else (`pending`, `finished`, `disabled`) shows as pending: not accepted.
 */
export function displayedStatus(status: TPostStatus): TDisplayedPostStatus {
  switch (status) {
    case 'accepted':
    case 'published':
      return 'accepted';
    case 'rejected':
      return 'rejected';
    case 'pending':
    case 'finished':
    case 'disabled':
      return 'pending';
  }
}
