import type { TRequestStatus, TUserRequest } from '@habitat/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { categoryIdOf, requestActors, setStatus, validRequest } from './test-fixtures';

let t: TTestApp;
let a: Awaited<ReturnType<typeof requestActors>>;
let tap: number;
/** A fresh request of Camille's for each test. */
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  a = await requestActors(t);
  tap = await categoryIdOf(t.db, a.ids.jardins, ['Plomberie', 'Cuisine', 'Robinet qui fuit']);
});
afterAll(() => t.close());
beforeEach(async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user_requests',
    headers: t.bearer(a.resident),
    payload: validRequest(tap),
  });
  id = response.json<TUserRequest>().id;
});

const put = (payload: object, token: string, requestId = id) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/user_requests/${requestId}`,
    headers: t.bearer(token),
    payload,
  });
const expectStatus = async (payload: object, token: string, status: number) => {
  const response = await put(payload, token);
  expect(response.statusCode, `${JSON.stringify(payload)} → ${response.body}`).toBe(status);
  return response;
};
const statusNow = async () =>
  (
    await t.app.inject({ url: `/api/user_requests/${id}`, headers: t.bearer(a.resident) })
  ).json<TUserRequest>().status;

describe('PUT /api/user_requests/{id}: the author', () => {
  it.each(['new', 'pending', 'in_progress'] as TRequestStatus[])(
    'may cancel from %s',
    async (from) => {
      await setStatus(t.db, id, from);
      const response = await expectStatus({ status: 'canceled' }, a.resident, 200);
      expect(response.json<TUserRequest>()).toMatchObject({
        id,
        status: 'canceled',
        discussion: [],
      });
    },
  );

  it.each(['completed', 'canceled', 'done'] as TRequestStatus[])(
    'may not cancel a %s request (409)',
    async (from) => {
      await setStatus(t.db, id, from);
      const response = await expectStatus({ status: 'canceled' }, a.resident, 409);
      expect(response.json().error.code).toBe('conflict');
      expect(await statusNow()).toBe(from);
    },
  );

  it('may set no other status nor the admin comment (403)', async () => {
    for (const status of ['pending', 'in_progress', 'completed']) {
      await expectStatus({ status }, a.resident, 403);
    }
    await expectStatus({ decisionNote: 'Fait.' }, a.resident, 403);
    expect(await statusNow()).toBe('pending');
  });
});

describe('PUT /api/user_requests/{id}: a manager', () => {
  it('moves new → pending → in_progress → completed, with an admin comment', async () => {
    await setStatus(t.db, id, 'new');
    await expectStatus({ status: 'pending' }, a.manager, 200);
    await expectStatus({ status: 'in_progress' }, a.manager, 200);
    const done = await expectStatus(
      { status: 'completed', decisionNote: ' Joint remplacé. ' },
      a.manager,
      200,
    );
    const body = done.json<TUserRequest>();
    expect(body).toMatchObject({ status: 'completed', decisionNote: 'Joint remplacé.' });
    expect(Date.now() - Date.parse(body.decisionAt!)).toBeLessThan(60_000);
    const cleared = await expectStatus({ decisionNote: '' }, a.manager, 200);
    expect(cleared.json()).toMatchObject({
      status: 'completed',
      decisionNote: null,
      decisionAt: null,
    });
  });

  it('may cancel a request that is not done', async () => {
    await setStatus(t.db, id, 'in_progress');
    await expectStatus(
      { status: 'canceled', decisionNote: 'Doublon de la demande 12.' },
      a.manager,
      200,
    );
  });

  it.each([
    ['completed', 'pending'],
    ['completed', 'in_progress'],
    ['canceled', 'pending'],
    ['pending', 'completed'],
    ['in_progress', 'pending'],
    ['pending', 'pending'],
    ['pending', 'new'],
    ['pending', 'done'],
  ] as TRequestStatus[][])('refuses %s → %s (409) and changes nothing', async (from, to) => {
    await setStatus(t.db, id, from!);
    await expectStatus({ status: to, decisionNote: 'x' }, a.manager, 409);
    const now = (
      await t.app.inject({ url: `/api/user_requests/${id}`, headers: t.bearer(a.manager) })
    ).json();
    expect(now).toMatchObject({ status: from, decisionNote: null });
  });

  it('of another property, or a tenant who is not the author, gets 403; an unknown id 404', async () => {
    for (const token of [
      a.peelManager.token,
      a.cotenant,
      a.neighbour.token,
      a.shop,
      a.outsider.token,
    ]) {
      await expectStatus({ status: 'canceled' }, token, 403);
      await expectStatus({ reply: 'Bonjour' }, token, 403);
    }
    expect((await put({ status: 'canceled' }, a.resident, 999_999)).statusCode).toBe(404);
    expect(await statusNow()).toBe('pending');
  });
});

describe('PUT /api/user_requests/{id}: replies', () => {
  it('are taken only while in_progress or completed, and answered with the discussion in order', async () => {
    for (const status of ['new', 'pending', 'canceled'] as TRequestStatus[]) {
      await setStatus(t.db, id, status);
      await expectStatus({ reply: 'Bonjour' }, a.resident, 409);
      await expectStatus({ reply: 'Bonjour' }, a.manager, 409);
    }
    await setStatus(t.db, id, 'in_progress');
    await expectStatus({ reply: 'Le plombier passe demain.' }, a.manager, 200);
    await expectStatus({ reply: ' Merci, je serai là. ' }, a.resident, 200);
    await setStatus(t.db, id, 'completed');
    const last = await expectStatus({ reply: 'Tout fonctionne, merci !' }, a.resident, 200);
    const body = last.json<TUserRequest>();
    expect(body.status).toBe('completed');
    expect(body.discussion.map((m) => [m.from, m.user.firstName, m.msg])).toEqual([
      ['manager', 'Marc', 'Le plombier passe demain.'],
      ['tenant', 'Camille', 'Merci, je serai là.'],
      ['tenant', 'Camille', 'Tout fonctionne, merci !'],
    ]);
  });

  it('must not be empty, nor come with a status; the body must say something', async () => {
    await setStatus(t.db, id, 'in_progress');
    for (const reply of ['', '   ', '\n\t']) {
      const response = await expectStatus({ reply }, a.resident, 400);
      expect(response.json().error.fields).toEqual({ reply: 'required' });
    }
    const both = await expectStatus({ reply: 'ok', status: 'canceled' }, a.resident, 400);
    expect(both.json().error.fields).toEqual({ reply: 'reply_alone' });
    await expectStatus({}, a.resident, 400);
    await expectStatus({ status: 'closed' }, a.manager, 400);
    await expectStatus({ title: 'Nouveau titre' }, a.resident, 400);
    const detail = await t.app.inject({
      url: `/api/user_requests/${id}`,
      headers: t.bearer(a.resident),
    });
    expect(detail.json<TUserRequest>().discussion).toEqual([]);
  });
});

describe('concurrent changes', () => {
  it('let only one of two simultaneous status changes succeed', async () => {
    const responses = await Promise.all([
      put({ status: 'in_progress' }, a.manager),
      put({ status: 'in_progress' }, a.manager),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await statusNow()).toBe('in_progress');
  });

  it('let a cancel and a completion race: one wins, the other gets 409', async () => {
    await setStatus(t.db, id, 'in_progress');
    const responses = await Promise.all([
      put({ status: 'canceled' }, a.resident),
      put({ status: 'completed' }, a.manager),
    ]);
    const codes = responses.map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 409]);
    expect(['canceled', 'completed']).toContain(await statusNow());
  });
});
