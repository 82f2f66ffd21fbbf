import type { TNewsItem } from '@habitat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createContentTestContext,
  insertNews,
  type TContentContext,
} from '#server/test/content-fixtures';
import type { TTestApp } from '#server/test/harness';
import { outdateKeptLists } from '#server/test/list-cache';

let t: TTestApp;
let ids: { org: number; jardins: number; peel: number };
let other: TContentContext['other'];
let resident: string;
let shop: string;

beforeAll(async () => {
  ({
    t,
    ids,
    other,
    tokens: { resident, shop },
  } = await createContentTestContext());
});
afterAll(() => t.close());

type TNewsList = { data: TNewsItem[]; count: number };
const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? t.bearer(token) : {} });
const list = async (query: string, token: string) => {
  const response = await get(`/api/news?${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<TNewsList>();
};
const titles = (body: TNewsList) => body.data.map((n) => n.title.en);

describe('GET /api/news', () => {
  it('needs a token', async () => {
    const response = await get('/api/news');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it("answers the news in progress of the tenant's building and organization, newest first", async () => {
    const body = await list(`property=${ids.jardins}&status=in_progress&perPage=100`, resident);
    expect(titles(body)).toEqual([
      'Elevator maintenance',
      'Smoke detector inspection',
      "Annual residents' meeting",
      'The pool has reopened',
      'Ventilation duct cleaning',
      'Welcome to the Habitat app',
    ]);
    expect(body.count).toBe(6);
    const dates = body.data.map((n) => Date.parse(n.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.data.every((n) => n.status === 'in_progress')).toBe(true);

    const shopBody = await list('', shop);
    expect(titles(shopBody)).toEqual([
      'Fire alarm system test',
      'Smoke detector inspection',
      'New bike racks on P1',
      'Welcome to the Habitat app',
    ]);
  });

  it('never answers drafts or archived news, even when asked for them', async () => {
    const all = await list('perPage=-1', resident);
    expect(titles(all)).not.toContain('Used clothing drive');
    expect(titles(all)).not.toContain('Outdoor parking snow removal');
    for (const status of ['draft', 'archived']) {
      expect(await list(`status=${status}`, resident)).toEqual({ data: [], count: 0 });
    }
    expect((await get('/api/news?status=published', resident)).statusCode).toBe(400);
  });

  it('sends the photo, and attached files tagged document or image', async () => {
    const body = await list('', resident);
    const meeting = body.data.find((n) => n.title.en === "Annual residents' meeting")!;
    expect(meeting.image?.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    expect(meeting.files).toEqual([
      {
        id: expect.any(Number),
        name: 'Ordre du jour / Agenda',
        url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.pdf$/),
        tag: 'document',
        mediaType: 'application/pdf',
      },
      expect.objectContaining({ tag: 'document', name: expect.stringContaining('AGM minutes') }),
    ]);
    const pool = body.data.find((n) => n.title.en === 'The pool has reopened')!;
    expect(pool.files).toEqual([
      expect.objectContaining({ tag: 'image', mediaType: 'image/jpeg' }),
    ]);
    const welcome = body.data.find((n) => n.title.en === 'Welcome to the Habitat app')!;
    expect(welcome.image).toBeNull();
    expect(welcome.subTitle.fr).toBe('Tout votre immeuble dans votre poche');
    expect(new Date(welcome.createdAt).toISOString()).toBe(welcome.createdAt);
  });

  it('pages with perPage and page and counts every item', async () => {
    const all = await list('perPage=-1', resident);
    const page = await list('perPage=4&page=2', resident);
    expect(page.count).toBe(all.count);
    expect(page.data.map((n) => n.id)).toEqual(all.data.slice(4).map((n) => n.id));
  });

  it("never shows another building's or organization's news, and refuses to be asked (403)", async () => {
    const residentTitles = titles(await list('perPage=-1', resident));
    expect(residentTitles).not.toContain('Fire alarm system test');
    expect(residentTitles.some((title) => title.startsWith('Leak'))).toBe(false);
    for (const query of [
      `property=${ids.peel}`,
      `property=${other.propertyId}`,
      `organization=${other.organizationId}`,
    ]) {
      expect((await get(`/api/news?${query}`, resident)).statusCode, query).toBe(403);
    }
  });
});

describe('GET /api/news/{id}', () => {
  it('answers a visible item and 404 for drafts, foreign or unknown ones', async () => {
    const all = await list('perPage=-1', resident);
    const first = all.data[0]!;
    const one = await get(`/api/news/${first.id}`, resident);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(first);
    expect((await get(`/api/news/${first.id}`, shop)).statusCode).toBe(404);
    expect((await get('/api/news/999999', resident)).statusCode).toBe(404);
    expect((await get(`/api/news/${first.id}`)).statusCode).toBe(401);
  });
});

describe('queries per list', () => {
  it('stays the same whatever the number of news items and files', async () => {
    const count = async () => {
      await outdateKeptLists(t.db);
      t.queries.length = 0;
      const body = await list('perPage=-1', resident);
      return { queries: t.queries.length, rows: body.data.length };
    };
    const before = await count();
    await insertNews(t.db, {
      organizationId: ids.org,
      propertyId: ids.jardins,
      label: 'Bulk',
      count: 15,
    });
    const after = await count();
    expect(after.rows).toBe(before.rows + 15);
    expect(after.queries).toBe(before.queries);
    expect(after.queries).toBe(3); // count, page (with photos), files of the page
  });

  it('reads nothing besides the session check while nothing the list shows has changed', async () => {
    const first = await list('perPage=-1', resident);
    t.queries.length = 0;
    expect(await list('perPage=-1', resident)).toEqual(first);
    expect(t.queries.length).toBe(0);
  });
});
