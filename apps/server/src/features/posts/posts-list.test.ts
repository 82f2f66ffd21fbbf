import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertOtherOrganization,
  organizationIdOf,
  propertyIdOf,
} from '#server/test/content-fixtures';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { outdateKeptLists } from '#server/test/list-cache';
import { insertPost, insertUser, postsApi, type TPostList, userIdOf } from './test-fixtures';

let t: TTestApp;
let api: ReturnType<typeof postsApi>;
const ids = { org: 0, jardins: 0, peel: 0, resident: 0, neighbour: 0, otherOrg: 0, otherProp: 0 };
const tokens = { resident: '', shop: '', manager: '' };

beforeAll(async () => {
  t = await createTestApp();
  api = postsApi(t);
  ids.org = await organizationIdOf(t.db, 'demo');
  ids.jardins = await propertyIdOf(t.db, 'jardins-saint-laurent');
  ids.peel = await propertyIdOf(t.db, 'carre-peel');
  ids.resident = await userIdOf(t.db, 'resident@example.com');
  ids.neighbour = await userIdOf(t.db, 'sophie.lavoie@example.com');
  const other = await insertOtherOrganization(t.db);
  ids.otherOrg = other.organizationId;
  ids.otherProp = other.propertyId;
  const stranger = await insertUser(t.db, { organizationId: other.organizationId });
  await insertPost(t.db, {
    organizationId: other.organizationId,
    propertyId: other.propertyId,
    authorId: stranger.id,
    label: 'Leak post',
  });
  tokens.resident = (await t.login('resident@example.com')).token;
  tokens.shop = (await t.login('shop@example.com')).token;
  tokens.manager = (await t.login('manager@example.com')).token;
});
afterAll(() => t.close());

const titles = (body: TPostList) => body.data.map((post) => post.title.en || post.title.fr);
const billboard = (extra = '') => `status[]=published&property=${ids.jardins}${extra}`;
const PENDING_TAB = 'status[]=pending&status[]=accepted&status[]=rejected';

describe('GET /api/posts: the billboard', () => {
  it('needs a token', async () => {
    expect((await api.get('/api/posts')).statusCode).toBe(401);
  });

  it('pages the published posts by 3 with a constant count', async () => {
    const all = await api.list(billboard('&perPage=-1'), tokens.resident);
    expect(all.count).toBe(9);
    const pages: TPostList[] = [];
    for (let page = 1; page <= 4; page++) {
      pages.push(await api.list(billboard(`&perPage=3&page=${page}`), tokens.resident));
    }
    expect(pages.map((p) => p.count)).toEqual([9, 9, 9, 9]);
    expect(pages.map((p) => p.data.length)).toEqual([3, 3, 3, 0]);
    expect(pages.flatMap((p) => p.data.map((post) => post.id))).toEqual(
      all.data.map((post) => post.id),
    );
    // perPage defaults to the billboard page size.
    expect((await api.list('', tokens.resident)).data).toHaveLength(3);
  });

  it('shows newest first (by publication start), all published and in their window', async () => {
    const all = await api.list(billboard('&perPage=-1'), tokens.resident);
    expect(titles(all).slice(0, 3)).toEqual([
      'Lost cat: Tigrou',
      'Garage sale on Saturday',
      'Carpool to the Jean-Talon Market',
    ]);
    const starts = all.data.map((post) => Date.parse(post.startAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const now = Date.now();
    for (const post of all.data) {
      expect(post.status).toBe('published');
      expect(Date.parse(post.startAt)).toBeLessThanOrEqual(now);
      expect(Date.parse(post.endAt)).toBeGreaterThan(now);
    }
  });

  it('answers the shape of docs/product.md: Data', async () => {
    const { data } = await api.list(billboard('&perPage=1'), tokens.resident);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      title: { fr: 'Chat perdu : Tigrou', en: 'Lost cat: Tigrou' },
      subTitle: { fr: 'Chat roux, collier bleu', en: 'Orange tabby, blue collar' },
      body: { fr: expect.stringContaining('Tigrou'), en: expect.stringContaining('Tigrou') },
      organization: ids.org,
      property: ids.jardins,
      startAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      endAt: expect.stringMatching(/Z$/),
      status: 'published',
      image: {
        url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.jpg$/),
        mediaType: 'image/jpeg',
        extension: 'jpg',
      },
      createdAt: expect.stringMatching(/Z$/),
      decisionNote: null,
      author: { id: ids.neighbour, firstName: 'Sophie', lastName: 'Lavoie' },
    });
    expect((await api.get(data[0]!.image!.url)).statusCode).toBe(200);
  });

  it('hides posts whose start is to come or whose end has passed', async () => {
    const minute = 60_000;
    const base = { organizationId: ids.org, propertyId: ids.jardins, authorId: ids.neighbour };
    const future = await insertPost(t.db, { ...base, startAt: new Date(Date.now() + minute) });
    const over = await insertPost(t.db, { ...base, endAt: new Date(Date.now() - minute) });
    const shown = await insertPost(t.db, { ...base, label: 'In its window' });
    const listed = titles(await api.list(billboard('&perPage=-1'), tokens.resident));
    expect(listed).toContain('In its window');
    expect(listed).not.toContain('Snow shovelling help');
    expect(listed).not.toContain('Neighbours day');
    for (const id of [future, over]) {
      expect((await api.get(`/api/posts/${id}`, tokens.resident)).statusCode).toBe(404);
    }
    expect((await api.get(`/api/posts/${shown}`, tokens.resident)).statusCode).toBe(200);
  });

  it("never lists other people's unpublished posts, even when asked for their status", async () => {
    expect(await api.list('status[]=pending', tokens.resident)).toEqual({ data: [], count: 0 });
    expect(await api.list(PENDING_TAB.replaceAll('[]', ''), tokens.resident)).toEqual({
      data: [],
      count: 0,
    });
    const all = titles(await api.list(billboard('&perPage=-1'), tokens.resident));
    expect(all).not.toContain('Rooftop yoga');
    expect(all).not.toContain('Looking for a parking spot');
  });
});

describe('GET /api/posts?author=: the pending tab', () => {
  it("answers the author's pending, accepted and rejected posts, newest first", async () => {
    const mine = await api.list(`author=${ids.resident}&${PENDING_TAB}`, tokens.resident);
    expect(mine.count).toBe(3);
    expect(mine.data.map((post) => [post.title.fr, post.status])).toEqual([
      ['Cherche partenaire de course', 'pending'],
      ['Atelier de réparation de vélos', 'accepted'],
      ['Billets de hockey à vendre', 'rejected'],
    ]);
    expect(mine.data[0]!.title).toEqual({ fr: 'Cherche partenaire de course', en: '' });
    expect(mine.data[2]!.decisionNote).toMatch(/revente de billets/);
    const repeated = await api.list(
      `author=${ids.resident}&${PENDING_TAB.replaceAll('[]', '')}`,
      tokens.resident,
    );
    expect(repeated).toEqual(mine);
  });

  it("refuses author= naming someone else (403), and answers the author's posts of any status without status", async () => {
    const response = await api.get(`/api/posts?author=${ids.neighbour}`, tokens.resident);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
    const mine = await api.list(`author=${ids.resident}&perPage=-1`, tokens.resident);
    expect(mine.data.every((post) => post.author.id === ids.resident)).toBe(true);
    expect(mine.count).toBeGreaterThanOrEqual(3);
  });

  it('refuses unknown statuses with 400', async () => {
    const response = await api.get('/api/posts?status[]=draft', tokens.resident);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });
});

describe('isolation between buildings and organizations', () => {
  it("shows a tenant only their building's posts", async () => {
    const shop = titles(await api.list('perPage=-1', tokens.shop));
    expect(shop).toEqual(['Coffee tasting at suite 110', 'Lost and found in the lobby']);
    const resident = titles(await api.list('perPage=-1', tokens.resident));
    expect(resident).not.toContain('Coffee tasting at suite 110');
    expect(resident).not.toContain('Leak post');
  });

  it('refuses property= or organization= naming another one (403)', async () => {
    for (const query of [
      `property=${ids.peel}`,
      `property=${ids.otherProp}`,
      `organization=${ids.otherOrg}`,
    ]) {
      expect((await api.get(`/api/posts?${query}`, tokens.resident)).statusCode, query).toBe(403);
    }
  });

  it("answers 404 for another building's post or a neighbour's unpublished one", async () => {
    const peel = (await api.list('', tokens.shop)).data[0]!;
    expect((await api.get(`/api/posts/${peel.id}`, tokens.resident)).statusCode).toBe(404);
    const managed = await api.list(`property=${ids.jardins}&status=pending`, tokens.manager);
    const yoga = managed.data.find((post) => post.title.en === 'Rooftop yoga')!;
    expect((await api.get(`/api/posts/${yoga.id}`, tokens.resident)).statusCode).toBe(404);
    expect((await api.get('/api/posts/999999', tokens.resident)).statusCode).toBe(404);
    expect((await api.get('/api/posts/abc', tokens.resident)).statusCode).toBe(400);
  });
});

describe('GET /api/posts/{id}', () => {
  it('answers a published post, and the author their own post in any status', async () => {
    const first = (await api.list('', tokens.resident)).data[0]!;
    const one = await api.get(`/api/posts/${first.id}`, tokens.resident);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(first);
    const mine = await api.list(`author=${ids.resident}&status=rejected`, tokens.resident);
    const rejected = await api.get(`/api/posts/${mine.data[0]!.id}`, tokens.resident);
    expect(rejected.json()).toMatchObject({ status: 'rejected', decisionNote: expect.any(String) });
  });

  it('shows the decision note to its author and managers only', async () => {
    const id = await insertPost(t.db, {
      organizationId: ids.org,
      propertyId: ids.jardins,
      authorId: ids.neighbour,
      decisionNote: 'Publié jusqu’à dimanche seulement',
    });
    const asNeighbour = await api.get(`/api/posts/${id}`, tokens.resident);
    expect(asNeighbour.json().decisionNote).toBeNull();
    const asManager = await api.get(`/api/posts/${id}`, tokens.manager);
    expect(asManager.json().decisionNote).toBe('Publié jusqu’à dimanche seulement');
  });
});

describe('managers', () => {
  it('list every post of the properties they manage, by status', async () => {
    const pending = await api.list(`status=pending&perPage=-1`, tokens.manager);
    expect(pending.data.every((post) => post.status === 'pending')).toBe(true);
    expect(pending.data.map((post) => post.title.en || post.title.fr)).toEqual([
      'Cherche partenaire de course',
      'Rooftop yoga',
    ]);
    const peel = await api.list(`property=${ids.peel}&perPage=-1`, tokens.manager);
    expect(peel.data.every((post) => post.property === ids.peel)).toBe(true);
    expect(peel.count).toBe(2);
  });
});

describe('queries per list', () => {
  it('stays at two (count, page) whatever the number of rows, authors and photos', async () => {
    const measure = async () => {
      await outdateKeptLists(t.db);
      t.queries.length = 0;
      const body = await api.list(billboard('&perPage=-1'), tokens.resident);
      return { queries: t.queries.length, rows: body.data.length };
    };
    const before = await measure();
    const author = await insertUser(t.db, { organizationId: ids.org });
    for (let i = 0; i < 5; i++) {
      await insertPost(t.db, {
        organizationId: ids.org,
        propertyId: ids.jardins,
        authorId: author.id,
      });
    }
    const after = await measure();
    expect(after.rows).toBe(before.rows + 5);
    expect([before.queries, after.queries]).toEqual([2, 2]);
  });
});
