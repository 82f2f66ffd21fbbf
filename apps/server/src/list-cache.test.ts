import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentVersions } from './db/schema';
import { insertPost, userIdOf } from './features/posts/test-fixtures';
import { createContentTestContext, type TContentContext } from './test/content-fixtures';

/**
 * Lists answered from memory while nothing they show has changed (lib/list-cache.ts,
 * docs/decisions/017-list-cache.md): every write, made by the app or straight in SQL, is in the
 * next answer; nothing of one caller reaches another; signing out still ends the session.
 */
let c: TContentContext;
beforeAll(async () => {
  c = await createContentTestContext();
});
afterAll(() => c.t.close());

const get = (url: string, token = c.tokens.resident) =>
  c.t.app.inject({ url, headers: c.t.bearer(token) });

/** Reads the list twice: the second answer must come from memory (no query besides the session check). */
async function readKept(url: string, token?: string) {
  const first = await get(url, token);
  expect(first.statusCode, first.body).toBe(200);
  c.t.queries.length = 0;
  const again = await get(url, token);
  expect([url, again.body, c.t.queries.length]).toEqual([url, first.body, 0]);
  return first.body;
}

const versionOf = async (organizationId: number) => {
  const [row] = await c.t.db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.organizationId, organizationId));
  return row?.version;
};

describe('a list kept in memory', () => {
  const lists = {
    services: '/api/services?perPage=100',
    categories: '/api/service_categories?perPage=100',
    news: '/api/news?status=in_progress&perPage=100',
    billboard: '/api/posts?status[]=published&perPage=100',
    me: '/api/me',
  };

  it.each([
    [
      'a service renamed',
      [lists.services, lists.categories],
      sql`update services set name = '{"fr":"Renommé","en":"Renamed by SQL"}'
        where id = (select min(id) from services where active)`,
      'Renamed by SQL',
    ],
    [
      'a category renamed',
      [lists.categories],
      sql`update service_categories set name = '{"fr":"Cat","en":"Category by SQL"}'
        where id = (select min(category_id) from services where active)`,
      'Category by SQL',
    ],
    [
      "a service's document renamed",
      [lists.services],
      sql`update files set name = 'Document by SQL'
        where id = (select min(file_id) from service_files where role = 'document')`,
      'Document by SQL',
    ],
    [
      'a news item retitled',
      [lists.news],
      sql`update news set title = '{"fr":"Titre","en":"News by SQL"}'
        where id = (select min(id) from news where status = 'in_progress' and property_id is null
          and organization_id = (select id from organizations where slug = 'demo'))`,
      'News by SQL',
    ],
    [
      "a post's author renamed",
      [lists.billboard],
      sql`update users set first_name = 'AuthorBySql'
        where id in (select author_id from posts where status = 'published')`,
      'AuthorBySql',
    ],
    [
      "the resident's phone",
      [lists.me],
      sql`update users set phone = '(514) 555-9999' where username = 'resident@example.com'`,
      '555-9999',
    ],
    [
      "the rent of the resident's lease",
      [lists.me],
      sql`update leases set rent_cents = 123456
        where id in (select lease_id from lease_signers s join users u on u.id = s.user_id
          where u.username = 'resident@example.com')`,
      '"rent":123456',
    ],
  ])('shows %s in SQL, by no app, at once', async (_change, urls, statement, expected) => {
    for (const url of urls) expect(await readKept(url)).not.toContain(expected);
    await c.t.db.execute(statement);
    for (const url of urls) expect((await get(url)).body).toContain(expected);
  });

  it('is not outdated by writes that change no list', async () => {
    const before = await versionOf(c.ids.org);
    const { token } = await c.t.login('cotenant@example.com');
    await c.t.app.inject({ method: 'POST', url: '/api/logout', headers: c.t.bearer(token) });
    expect(await versionOf(c.ids.org)).toBe(before);
  });

  it('never answers one caller with what another was sent', async () => {
    const residentMe = await readKept(lists.me);
    const shopMe = (await get(lists.me, c.tokens.shop)).json();
    expect(shopMe.id).toBe(await userIdOf(c.t.db, 'shop@example.com'));
    expect(JSON.parse(residentMe).id).toBe(await userIdOf(c.t.db, 'resident@example.com'));
    expect(shopMe.property).not.toBe(JSON.parse(residentMe).property);

    const residentBoard = JSON.parse(await readKept(lists.billboard));
    const shopBoard = (await get(lists.billboard, c.tokens.shop)).json();
    const propertiesOf = (list: { data: { property: number }[] }) =>
      new Set(list.data.map((post) => post.property));
    expect(propertiesOf(residentBoard)).toEqual(new Set([JSON.parse(residentMe).property]));
    expect([...propertiesOf(shopBoard)].every((p) => p === shopMe.property)).toBe(true);

    // One's own posts with their decision notes: the co-tenant gets theirs, not the resident's.
    const residentId = await userIdOf(c.t.db, 'resident@example.com');
    const cotenant = await c.t.login('cotenant@example.com');
    const cotenantId = await userIdOf(c.t.db, 'cotenant@example.com');
    await readKept(`/api/posts?author=${residentId}`);
    const own = await get(`/api/posts?author=${cotenantId}`, cotenant.token);
    expect(
      own.json().data.every((post: { author: { id: number } }) => post.author.id === cotenantId),
    ).toBe(true);
    expect((await get(`/api/posts?author=${residentId}`, cotenant.token)).statusCode).toBe(403);
  });

  it('ends at once the session of a caller whose answers it holds', async () => {
    const { token } = await c.t.login('cotenant@example.com');
    await readKept(lists.me, token);
    await readKept(lists.news, token);
    const out = await c.t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: c.t.bearer(token),
    });
    expect(out.statusCode).toBe(204);
    expect((await get(lists.me, token)).statusCode).toBe(401);
    expect((await get(lists.news, token)).statusCode).toBe(401);
  });

  it('ends at once a session whose version was changed in SQL, by no app', async () => {
    const { token } = await c.t.login('cotenant@example.com');
    await readKept(lists.me, token);
    await c.t.db.execute(sql`
      update users set session_version = session_version + 1
      where id = ${await userIdOf(c.t.db, 'cotenant@example.com')}`);
    expect((await get(lists.me, token)).statusCode).toBe(401);
  });

  it('shows a billboard post when its window opens and hides it when it closes, with no write', async () => {
    const now = Date.now();
    const hour = 3_600_000;
    await insertPost(c.t.db, {
      organizationId: c.ids.org,
      propertyId: c.ids.jardins,
      authorId: await userIdOf(c.t.db, 'sophie.lavoie@example.com'),
      startAt: new Date(now + hour),
      endAt: new Date(now + 2 * hour),
      label: 'Opens in an hour',
    });
    vi.useFakeTimers({ toFake: ['Date'], now });
    try {
      expect(await readKept(lists.billboard)).not.toContain('Opens in an hour');
      vi.setSystemTime(now + hour + 1000);
      expect(await readKept(lists.billboard)).toContain('Opens in an hour');
      vi.setSystemTime(now + 2 * hour + 1000);
      expect(await readKept(lists.billboard)).not.toContain('Opens in an hour');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is read again for an organization whose version row is missing', async () => {
    await readKept(lists.news);
    await c.t.db.delete(contentVersions).where(eq(contentVersions.organizationId, c.ids.org));
    c.t.queries.length = 0;
    await get(lists.news);
    await get(lists.news);
    expect(c.t.queries.length).toBeGreaterThan(2);
    await c.t.db.insert(contentVersions).values({ organizationId: c.ids.org, version: 1_000 });
  });
});
