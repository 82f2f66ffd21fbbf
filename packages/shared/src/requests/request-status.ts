/**
 * Request status (docs/product.md: States). A request is sent as pending; a manager moves it one step at a time
 * through new → pending → in_progress → completed, or cancels it; the author may cancel it while
 * it is not done. 'done' is a legacy value: it is read as done and never set.
 */
export const REQUEST_STATUSES = [
  'new',
  'pending',
  'in_progress',
  'completed',
  'canceled',
  'done',
] as const;
export type TRequestStatus = (typeof REQUEST_STATUSES)[number];

/** The status of a request the author has just sent. */
export const REQUEST_STATUS_ON_CREATE: TRequestStatus = 'pending';

export type TRequestActor = 'author' | 'manager';

/** Done means completed or canceled (and the legacy 'done'): the list's "completed" tab. */
export function isRequestDone(status: TRequestStatus): boolean {
  switch (status) {
    case 'completed':
    case 'canceled':
    case 'done':
      return true;
    case 'new':
    case 'pending':
    case 'in_progress':
      return false;
  }
}

/** The discussion (and its reply box) is open only while in_progress or completed. */
export function canDiscussRequest(status: TRequestStatus): boolean {
  return status === 'in_progress' || status === 'completed';
}

/** A request can be canceled until it is done; the cancel button hides for done requests. */
export function canCancelRequest(status: TRequestStatus): boolean {
  return !isRequestDone(status);
}

/** The manager's forward steps; anything else but a cancel is not a transition. */
const NEXT_STEP: Partial<Record<TRequestStatus, TRequestStatus>> = {
  new: 'pending',
  pending: 'in_progress',
  in_progress: 'completed',
};

/** Whether this actor may ever set this status (the author only cancels). */
export function requestActorMaySet(actor: TRequestActor, to: TRequestStatus): boolean {
  switch (actor) {
    case 'author':
      return to === 'canceled';
    case 'manager':
      return true;
  }
}

/**
 * Whether `from` → `to` is legal for this actor. Setting the current status again is not a
 * transition. The server answers 403 when `requestActorMaySet` is false, else 409 when this is.
 */
export function canTransitionRequest(options: {
  from: TRequestStatus;
  to: TRequestStatus;
  actor: TRequestActor;
}): boolean {
  const { from, to, actor } = options;
  if (!requestActorMaySet(actor, to)) return false;
  if (to === 'canceled') return canCancelRequest(from);
  return actor === 'manager' && NEXT_STEP[from] === to;
}
