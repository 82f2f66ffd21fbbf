import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  POST_TEXT_MAX,
  withPostDateRules,
  ZCreatePostFields,
  ZCreatePostRequest,
  ZPostListQuery,
  ZUpdatePostRequest,
} from './posts.types';

const NOW = Date.parse('2026-03-10T15:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
const HOUR = 3600_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  if (result.success) return {};
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
}

const valid = () => ({
  title: 'Chat perdu',
  body: 'Tigrou, un chat roux, a disparu mardi.',
  startAt: at(HOUR),
  endAt: at(48 * HOUR),
});

describe('ZCreatePostRequest', () => {
  it('takes a plain string as the French text and leaves English empty', () => {
    const post = ZCreatePostRequest.parse({ ...valid(), title: '  Chat perdu ' });
    expect(post.title).toEqual({ fr: 'Chat perdu', en: '' });
    expect(post.subTitle).toEqual({ fr: '', en: '' });
    expect(post.imageData).toBeUndefined();
  });

  it('takes { fr, en } as is', () => {
    const post = ZCreatePostRequest.parse({ ...valid(), body: { fr: 'Bonjour', en: 'Hello' } });
    expect(post.body).toEqual({ fr: 'Bonjour', en: 'Hello' });
  });

  it('requires title, body, startAt and endAt; subTitle and image are optional', () => {
    expect(errorsOf(ZCreatePostRequest.safeParse({}))).toEqual({
      title: 'required',
      body: 'required',
      startAt: 'required',
      endAt: 'required',
    });
    const blank = { ...valid(), title: '   ', body: { fr: '', en: 'Only English' } };
    expect(errorsOf(ZCreatePostRequest.safeParse(blank))).toEqual({
      title: 'required',
      body: 'required',
    });
    const none = { ...valid(), subTitle: null, imageData: '' };
    expect(ZCreatePostRequest.parse(none).imageData).toBeUndefined();
  });

  it('names wrong types and malformed dates', () => {
    const wrong = { title: 3, body: ['x'], startAt: 5, endAt: 'tomorrow', imageData: 12 };
    expect(errorsOf(ZCreatePostRequest.safeParse(wrong))).toEqual({
      title: 'invalid_type',
      body: 'invalid_type',
      startAt: 'invalid_type',
      endAt: 'invalid_date',
      imageData: 'invalid_type',
    });
    const noOffset = { ...valid(), startAt: '2026-03-11T10:00:00' };
    expect(errorsOf(ZCreatePostRequest.safeParse(noOffset))).toEqual({ startAt: 'invalid_date' });
  });

  it('accepts a start up to a minute in the past (clock skew), not more', () => {
    expect(ZCreatePostRequest.safeParse({ ...valid(), startAt: at(-59_000) }).success).toBe(true);
    expect(errorsOf(ZCreatePostRequest.safeParse({ ...valid(), startAt: at(-61_000) }))).toEqual({
      startAt: 'start_in_past',
    });
  });

  it('refuses an end before the start, even when other fields fail', () => {
    expect(ZCreatePostRequest.safeParse({ ...valid(), endAt: valid().startAt }).success).toBe(true);
    const reversed = { ...valid(), title: '', endAt: at(HOUR - 1000) };
    expect(errorsOf(ZCreatePostRequest.safeParse(reversed))).toEqual({
      title: 'required',
      endAt: 'end_before_start',
    });
  });

  it('caps the lengths', () => {
    const long = { ...valid(), title: 'x'.repeat(POST_TEXT_MAX.title + 1) };
    expect(errorsOf(ZCreatePostRequest.safeParse(long))).toEqual({ title: 'maxLength' });
  });

  it('drops NUL characters, which the database cannot store', () => {
    expect(ZCreatePostRequest.parse({ ...valid(), title: 'Chat\u0000 perdu' }).title.fr).toBe(
      'Chat perdu',
    );
  });

  it('lets a form pick fields and keep the date rule', () => {
    const form = withPostDateRules(ZCreatePostFields.pick({ startAt: true, endAt: true }));
    expect(errorsOf(form.safeParse({ startAt: at(HOUR), endAt: at(0) }))).toEqual({
      endAt: 'end_before_start',
    });
  });
});

describe('ZUpdatePostRequest', () => {
  it('requires a decision note to reject', () => {
    expect(
      errorsOf(ZUpdatePostRequest.safeParse({ status: 'rejected', decisionNote: ' ' })),
    ).toEqual({ decisionNote: 'required' });
    expect(ZUpdatePostRequest.parse({ status: 'rejected', decisionNote: ' Hors sujet ' })).toEqual({
      status: 'rejected',
      decisionNote: 'Hors sujet',
    });
  });

  it('needs a known status', () => {
    expect(errorsOf(ZUpdatePostRequest.safeParse({}))).toEqual({ status: 'required' });
    expect(errorsOf(ZUpdatePostRequest.safeParse({ status: 'gone' }))).toEqual({
      status: 'invalid_value',
    });
    expect(ZUpdatePostRequest.parse({ status: 'finished' })).toEqual({
      status: 'finished',
      decisionNote: null,
    });
  });
});

describe('ZPostListQuery', () => {
  it('reads status[]= and status= (repeated or single) into one list', () => {
    const query = ZPostListQuery.parse({ 'status[]': ['pending', 'accepted'], status: 'rejected' });
    expect(new Set(query.status)).toEqual(new Set(['pending', 'accepted', 'rejected']));
    expect(ZPostListQuery.parse({ status: ['published', 'published'] }).status).toEqual([
      'published',
    ]);
    expect(ZPostListQuery.parse({ 'status[]': 'pending' }).status).toEqual(['pending']);
  });

  it('defaults to the first page of the billboard page size', () => {
    expect(ZPostListQuery.parse({})).toEqual({ page: 1, perPage: 3, status: undefined });
    expect(ZPostListQuery.parse({ page: '2', perPage: '-1', author: '7' })).toMatchObject({
      page: 2,
      perPage: -1,
      author: 7,
    });
  });

  it('refuses unknown statuses and a zero page size', () => {
    expect(ZPostListQuery.safeParse({ status: 'draft' }).success).toBe(false);
    expect(ZPostListQuery.safeParse({ perPage: '0' }).success).toBe(false);
  });
});
