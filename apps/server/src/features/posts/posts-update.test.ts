import type { TPostStatus } from '@habitat/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEvents } from '#server/db/notifications-schema';
import { posts } from '#server/db/schema';
import { organizationIdOf, propertyIdOf } from '#server/test/content-fixtures';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { insertPost, insertUser, postsApi, userIdOf } from './test-fixtures';

let t: TTestApp;
let api: ReturnType<typeof postsApi>;
const ids = { org: 0, jardins: 0, peel: 0, resident: 0, manager: 0 };
const tokens = { resident: '', cotenant: '', shop: '', manager: '', peelManager: '' };

beforeAll(async () => {
  t = await createTestApp();
  api = postsApi(t);
  ids.org = await organizationIdOf(t.db, 'demo');
  ids.jardins = await propertyIdOf(t.db, 'jardins-saint-laurent');
  ids.peel = await propertyIdOf(t.db, 'carre-peel');
  ids.resident = await userIdOf(t.db, 'resident@example.com');
  ids.manager = await userIdOf(t.db, 'manager@example.com');
  const peelManager = await insertUser(t.db, {
    organizationId: ids.org,
    role: 'ROLE_MANAGER',
    manages: [ids.peel],
  });
  for (const name of ['resident', 'cotenant', 'shop', 'manager'] as const) {
    tokens[name] = (await t.login(`${name}@example.com`)).token;
  }
  tokens.peelManager = (await t.login(peelManager.username, 'password')).token;
});
afterAll(() => t.close());

/** A post of the demo resident in Les Jardins, in the given status. */
const residentPost = (status: TPostStatus) =>
  insertPost(t.db, {
    organizationId: ids.org,
    propertyId: ids.jardins,
    authorId: ids.resident,
    status,
  });

const expectError = (
  response: Awaited<ReturnType<typeof api.update>>,
  status: number,
  code: string,
) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error.code).toBe(code);
};

describe('PUT /api/posts/{id} by the author', () => {
  it.each(['pending', 'accepted', 'rejected', 'published'] as const)(
    'removes a %s post (finished)',
    async (status) => {
      const id = await residentPost(status);
      const response = await api.update(
        id,
        { status: 'finished' },
        tokens.resident,
        `?property=${ids.jardins}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, status: 'finished' });
      const board = await api.list('perPage=-1', tokens.resident);
      expect(board.data.map((p) => p.id)).not.toContain(id);
      const tab = await api.list(
        `author=${ids.resident}&status[]=pending&status[]=accepted&status[]=rejected&perPage=-1`,
        tokens.resident,
      );
      expect(tab.data.map((p) => p.id)).not.toContain(id);
    },
  );

  it('may not publish, reject or take down their own post (403)', async () => {
    const id = await residentPost('pending');
    for (const status of ['published', 'accepted', 'disabled'] as const) {
      expectError(await api.update(id, { status }, tokens.resident), 403, 'forbidden');
    }
    const note = { status: 'rejected', decisionNote: 'Non' };
    expectError(await api.update(id, note, tokens.resident), 403, 'forbidden');
    const [row] = await t.db.select().from(posts).where(eq(posts.id, id));
    expect(row!.status).toBe('pending');
  });

  it('gets 409 for moves nobody may make', async () => {
    const cases: [TPostStatus, TPostStatus][] = [
      ['finished', 'finished'],
      ['finished', 'pending'],
      ['rejected', 'published'],
      ['published', 'published'],
      ['disabled', 'finished'],
      ['accepted', 'pending'],
    ];
    for (const [from, to] of cases) {
      const id = await residentPost(from);
      expectError(await api.update(id, { status: to }, tokens.resident), 409, 'conflict');
    }
  });
});

describe('PUT /api/posts/{id} by a manager of the property', () => {
  it('publishes a pending post and records the decision', async () => {
    const id = await residentPost('pending');
    const response = await api.update(id, { status: 'published' }, tokens.manager);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'published', decisionNote: null });
    const [row] = await t.db.select().from(posts).where(eq(posts.id, id));
    expect(row!.decidedBy).toBe(ids.manager);
    expect(row!.decidedAt).toBeInstanceOf(Date);
    const board = await api.list('perPage=-1', tokens.resident);
    expect(board.data.map((p) => p.id)).toContain(id);
  });

  it('rejects only with a decision note, which the author then reads', async () => {
    const id = await residentPost('pending');
    const missing = await api.update(id, { status: 'rejected' }, tokens.manager);
    expectError(missing, 400, 'validation_failed');
    expect(missing.json().error.fields).toEqual({ decisionNote: 'required' });
    const blank = await api.update(id, { status: 'rejected', decisionNote: '  ' }, tokens.manager);
    expect(blank.statusCode).toBe(400);

    const note = 'Les annonces commerciales ne sont pas permises.';
    const response = await api.update(
      id,
      { status: 'rejected', decisionNote: note },
      tokens.manager,
    );
    expect(response.statusCode).toBe(200);
    const detail = await api.get(`/api/posts/${id}`, tokens.resident);
    expect(detail.json()).toMatchObject({ status: 'rejected', decisionNote: note });
  });

  it('accepts, then publishes, takes down and restores a post', async () => {
    const id = await residentPost('pending');
    for (const status of ['accepted', 'published', 'disabled', 'published'] as const) {
      const response = await api.update(id, { status }, tokens.manager);
      expect(response.statusCode, `${status}: ${response.body}`).toBe(200);
      expect(response.json().status).toBe(status);
    }
    expectError(await api.update(id, { status: 'published' }, tokens.manager), 409, 'conflict');
  });

  it('may not remove a post in its author’s place (403)', async () => {
    const id = await residentPost('published');
    expectError(await api.update(id, { status: 'finished' }, tokens.manager), 403, 'forbidden');
  });

  it('gets 403 when managing another property only', async () => {
    const id = await residentPost('pending');
    expectError(
      await api.update(id, { status: 'published' }, tokens.peelManager),
      403,
      'forbidden',
    );
    expect((await api.get(`/api/posts/${id}`, tokens.peelManager)).statusCode).toBe(404);
  });
});

describe('PUT /api/posts/{id} by anyone else', () => {
  it('answers 403 to another tenant, of the same unit or another building', async () => {
    const id = await residentPost('published');
    for (const token of [tokens.cotenant, tokens.shop]) {
      expectError(await api.update(id, { status: 'finished' }, token), 403, 'forbidden');
      expectError(await api.update(id, { status: 'disabled' }, token), 403, 'forbidden');
    }
    expect((await api.update(id, { status: 'finished' })).statusCode).toBe(401);
  });

  it('answers 404 to an unknown post, 400 to a bad body or id', async () => {
    expectError(
      await api.update(999_999, { status: 'finished' }, tokens.resident),
      404,
      'not_found',
    );
    const id = await residentPost('pending');
    const noStatus = await api.update(id, {}, tokens.resident);
    expect(noStatus.json().error.fields).toEqual({ status: 'required' });
    const unknown = await api.update(id, { status: 'gone' }, tokens.resident);
    expect(unknown.json().error.fields).toEqual({ status: 'invalid_value' });
    expect((await api.update('abc', { status: 'finished' }, tokens.resident)).statusCode).toBe(400);
  });

  it('answers 403 to property= naming another building', async () => {
    const id = await residentPost('pending');
    const response = await api.update(
      id,
      { status: 'finished' },
      tokens.resident,
      `?property=${ids.peel}`,
    );
    expectError(response, 403, 'forbidden');
  });
});

describe('PUT /api/posts/{id}/resubmit', () => {
  const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
  const edited = () => ({
    title: 'Vente de garage (corrigée)',
    body: 'Samedi dans la cour, sans prix affichés.',
    startAt: at(60_000),
    endAt: at(7 * 86_400_000),
  });
  const resubmit = (id: number, payload: unknown, token: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/posts/${id}/resubmit`,
      headers: t.bearer(token),
      payload: payload as object,
    });
  const pendingEvents = (postId: number) =>
    t.db
      .select()
      .from(notificationEvents)
      .where(
        and(
          eq(notificationEvents.type, 'manager_post_pending'),
          eq(notificationEvents.subjectId, postId),
        ),
      );

  it('lets the author edit a refused post and send it again: pending, the managers told', async () => {
    const id = await residentPost('rejected');
    await t.db.update(posts).set({ decisionNote: 'Retirez les prix' }).where(eq(posts.id, id));
    const response = await resubmit(id, edited(), tokens.resident);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'pending',
      decisionNote: null,
      title: { fr: 'Vente de garage (corrigée)' },
    });
    const [row] = await t.db.select().from(posts).where(eq(posts.id, id));
    expect(row).toMatchObject({ status: 'pending', decisionNote: null, decidedBy: null });
    expect(await pendingEvents(id)).toHaveLength(1);
  });

  it('refuses another author, a post that is not refused, and a bad form, changing nothing', async () => {
    const refused = await residentPost('rejected');
    expectError(await resubmit(refused, edited(), tokens.cotenant), 403, 'forbidden');
    expectError(
      await resubmit(refused, { ...edited(), title: '' }, tokens.resident),
      400,
      'validation_failed',
    );
    for (const status of ['pending', 'published', 'finished'] as const) {
      const id = await residentPost(status);
      expectError(await resubmit(id, edited(), tokens.resident), 409, 'conflict');
    }
    const [row] = await t.db.select().from(posts).where(eq(posts.id, refused));
    expect(row?.status).toBe('rejected');
    expect(await pendingEvents(refused)).toHaveLength(0);
  });
});
