import { describe, expect, it } from 'vitest';
import {
  actorsFor,
  canTransition,
  displayedStatus,
  PENDING_TAB_STATUSES,
  POST_STATUSES,
  type TPostStatus,
} from './post-status';

describe('canTransition', () => {
  it.each(['pending', 'accepted', 'rejected', 'published'] as const)(
    'lets the author remove a %s post',
    (from) => {
      expect(canTransition({ from, to: 'finished', actor: 'author' })).toBe(true);
      expect(canTransition({ from, to: 'finished', actor: 'manager' })).toBe(false);
    },
  );

  it('lets the author do nothing else', () => {
    for (const from of POST_STATUSES) {
      for (const to of POST_STATUSES.filter((s) => s !== 'finished')) {
        expect(canTransition({ from, to, actor: 'author' }), `${from} → ${to}`).toBe(false);
      }
    }
  });

  it('lets a manager publish, accept, reject or take down a pending post', () => {
    for (const to of ['published', 'accepted', 'rejected', 'disabled'] as const) {
      expect(canTransition({ from: 'pending', to, actor: 'manager' }), to).toBe(true);
    }
    expect(canTransition({ from: 'accepted', to: 'published', actor: 'manager' })).toBe(true);
    expect(canTransition({ from: 'published', to: 'disabled', actor: 'manager' })).toBe(true);
    expect(canTransition({ from: 'disabled', to: 'published', actor: 'manager' })).toBe(true);
  });

  it('makes finished final, and never goes back to pending', () => {
    for (const to of POST_STATUSES) {
      expect(actorsFor({ from: 'finished', to })).toEqual([]);
    }
    for (const from of POST_STATUSES) {
      expect(actorsFor({ from, to: 'pending' })).toEqual([]);
    }
  });

  it('refuses to publish a rejected post, or a published one again, to anyone', () => {
    expect(actorsFor({ from: 'rejected', to: 'published' })).toEqual([]);
    expect(actorsFor({ from: 'published', to: 'published' })).toEqual([]);
    expect(actorsFor({ from: 'disabled', to: 'finished' })).toEqual([]);
  });

  it('never lets a status move to itself', () => {
    for (const status of POST_STATUSES) {
      expect(actorsFor({ from: status, to: status })).toEqual([]);
    }
  });
});

describe('PENDING_TAB_STATUSES', () => {
  it('is pending, accepted and rejected (docs/product.md: States)', () => {
    expect([...PENDING_TAB_STATUSES]).toEqual(['pending', 'accepted', 'rejected']);
  });
});

describe('displayedStatus', () => {
  it.each([
    ['accepted', 'accepted'],
    ['published', 'accepted'],
    ['rejected', 'rejected'],
    ['pending', 'pending'],
    ['finished', 'pending'],
    ['disabled', 'pending'],
  ] as [TPostStatus, string][])('shows %s as %s', (status, shown) => {
    expect(displayedStatus(status)).toBe(shown);
  });
});
