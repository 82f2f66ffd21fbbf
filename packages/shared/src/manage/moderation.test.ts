import { describe, expect, it } from 'vitest';
import { canTransition, POST_STATUSES } from '../posts/post-status';
import {
  ZDisablePostRequest,
  ZManagePostListQuery,
  ZManagePropertyQuery,
  ZRejectPostRequest,
} from './manage.types';
import {
  MODERATION_ACTIONS,
  MODERATION_MOVES,
  MODERATION_REASON_MAX,
  moderationActionsFor,
} from './moderation';

const fieldErrors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? {}
    : Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('moderation moves', () => {
  it('are moves the post status machine lets a manager make', () => {
    for (const action of MODERATION_ACTIONS) {
      expect(canTransition({ ...MODERATION_MOVES[action], actor: 'manager' }), action).toBe(true);
    }
  });

  it('offer publish and reject on a pending post, disable on a published one, nothing else', () => {
    const offered = Object.fromEntries(POST_STATUSES.map((s) => [s, moderationActionsFor(s)]));
    expect(offered).toEqual({
      pending: ['publish', 'reject'],
      accepted: [],
      rejected: [],
      published: ['disable'],
      finished: [],
      disabled: [],
    });
  });
});

describe('ZRejectPostRequest', () => {
  it('requires a reason of 1 to 500 characters once trimmed', () => {
    expect(fieldErrors(ZRejectPostRequest.safeParse({}))).toEqual({ reason: 'required' });
    expect(fieldErrors(ZRejectPostRequest.safeParse({ reason: ' \u0000 ' }))).toEqual({
      reason: 'required',
    });
    expect(fieldErrors(ZRejectPostRequest.safeParse({ reason: 12 }))).toEqual({
      reason: 'invalid_type',
    });
    const long = 'x'.repeat(MODERATION_REASON_MAX + 1);
    expect(fieldErrors(ZRejectPostRequest.safeParse({ reason: long }))).toEqual({
      reason: 'maxLength',
    });
    const longest = 'x'.repeat(MODERATION_REASON_MAX);
    expect(ZRejectPostRequest.parse({ reason: ` ${longest} ` })).toEqual({ reason: longest });
  });

  it('refuses a missing body', () => {
    expect(ZRejectPostRequest.safeParse(undefined).success).toBe(false);
  });
});

describe('ZDisablePostRequest', () => {
  it('takes no body, a blank reason or a reason', () => {
    expect(ZDisablePostRequest.parse(undefined)).toEqual({ reason: null });
    expect(ZDisablePostRequest.parse({ reason: '  ' })).toEqual({ reason: null });
    expect(ZDisablePostRequest.parse({ reason: ' Terminé ' })).toEqual({ reason: 'Terminé' });
    const long = 'x'.repeat(MODERATION_REASON_MAX + 1);
    expect(fieldErrors(ZDisablePostRequest.safeParse({ reason: long }))).toEqual({
      reason: 'maxLength',
    });
  });
});

describe('console queries', () => {
  it('require a property id', () => {
    expect(fieldErrors(ZManagePropertyQuery.safeParse({}))).toEqual({ property: 'required' });
    expect(fieldErrors(ZManagePropertyQuery.safeParse({ property: 'x' }))).toEqual({
      property: 'invalid_type',
    });
    expect(fieldErrors(ZManagePropertyQuery.safeParse({ property: '0' }))).toEqual({
      property: 'invalid_type',
    });
    expect(ZManagePropertyQuery.parse({ property: '4' })).toEqual({ property: 4 });
  });

  it('list the pending queue by default, and only the moderation statuses', () => {
    expect(ZManagePostListQuery.parse({ property: '4' })).toMatchObject({
      status: 'pending',
      page: 1,
    });
    expect(
      fieldErrors(ZManagePostListQuery.safeParse({ property: '4', status: 'finished' })),
    ).toEqual({ status: 'invalid_value' });
    expect(ZManagePostListQuery.safeParse({ property: '4', perPage: '51' }).success).toBe(false);
  });
});
