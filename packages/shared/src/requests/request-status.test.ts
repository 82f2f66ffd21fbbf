import { describe, expect, it } from 'vitest';
import {
  canCancelRequest,
  canDiscussRequest,
  canTransitionRequest,
  isRequestDone,
  REQUEST_STATUSES,
  requestActorMaySet,
  type TRequestStatus,
} from './request-status';

const all = REQUEST_STATUSES;
const allowed = (actor: 'author' | 'manager') =>
  all.flatMap((from) =>
    all.filter((to) => canTransitionRequest({ from, to, actor })).map((to) => `${from}→${to}`),
  );

describe('request status', () => {
  it('is done when completed or canceled, and for the legacy done value', () => {
    expect(all.filter(isRequestDone)).toEqual(['completed', 'canceled', 'done']);
  });

  it('opens the discussion only while in_progress or completed', () => {
    expect(all.filter(canDiscussRequest)).toEqual(['in_progress', 'completed']);
  });

  it('can be canceled until it is done', () => {
    expect(all.filter(canCancelRequest)).toEqual(['new', 'pending', 'in_progress']);
  });

  it('lets the author only cancel, while the request is not done', () => {
    expect(allowed('author')).toEqual(['new→canceled', 'pending→canceled', 'in_progress→canceled']);
    expect(requestActorMaySet('author', 'canceled')).toBe(true);
    for (const to of all.filter((s) => s !== 'canceled')) {
      expect(requestActorMaySet('author', to), to).toBe(false);
    }
  });

  it('lets a manager move one step through new → pending → in_progress → completed, or cancel', () => {
    expect(allowed('manager')).toEqual([
      'new→pending',
      'new→canceled',
      'pending→in_progress',
      'pending→canceled',
      'in_progress→completed',
      'in_progress→canceled',
    ]);
  });

  it.each([
    ['completed', 'pending'],
    ['completed', 'in_progress'],
    ['canceled', 'pending'],
    ['pending', 'completed'],
    ['in_progress', 'pending'],
    ['pending', 'pending'],
    ['pending', 'new'],
    ['in_progress', 'done'],
    ['done', 'canceled'],
  ] as [TRequestStatus, TRequestStatus][])('refuses %s → %s to a manager', (from, to) => {
    expect(canTransitionRequest({ from, to, actor: 'manager' })).toBe(false);
  });
});
