import type { TManagedResidentListResponse } from '@habitat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf } from '#server/features/manage/audit/test-audit';
import { consoleActors, expectError } from '#server/features/manage/test-console';
import { userIdOf } from '#server/features/posts/test-fixtures';
import { createTestApp, type TTestApp } from '#server/test/harness';

/**
 * The residents directory, scoped to the manager's buildings, and an account deactivated from
 * the console: sign-in refused, sessions ended, content kept; reactivated.
 */

let t: TTestApp;
let actors: Awaited<ReturnType<typeof consoleActors>>;

beforeAll(async () => {
  t = await createTestApp();
  actors = await consoleActors(t);
});
afterAll(() => t.close());

const directory = (token: string, query: string) =>
  t.app.inject({ url: `/api/manage/residents?${query}`, headers: t.bearer(token) });

const listOf = async (token: string, query: string) => {
  const response = await directory(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TManagedResidentListResponse>();
};

describe('GET /api/manage/residents', () => {
  it('lists the building’s residents by name with unit and lease, no other building’s', async () => {
    const list = await listOf(actors.tokens.manager, `property=${actors.ids.jardins}`);
    const emails = list.data.map((r) => r.email);
    expect(list.count).toBe(list.data.length);
    expect(emails).toContain('resident@example.com');
    expect(emails).toContain('cotenant@example.com');
    expect(emails).not.toContain('shop@example.com');
    const names = list.data.map((r) => `${r.lastName} ${r.firstName}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(list.data.find((r) => r.email === 'resident@example.com')).toMatchObject({
      firstName: 'Camille',
      lastName: 'Tremblay',
      deactivatedAt: null,
      unit: { number: '204' },
      lease: { paymentNumber: 'JSL-204-2025', rent: 148_500, signed: true, inForce: true },
    });
    expect(list.data.find((r) => r.email === 'cotenant@example.com')?.lease.signed).toBe(false);

    const peel = await listOf(actors.tokens.peelManager, `property=${actors.ids.peel}`);
    expect(peel.data.map((r) => r.email)).toEqual(['shop@example.com']);
  });

  it('finds by name, e-mail or unit; pages with the whole count', async () => {
    const q = (text: string) =>
      listOf(actors.tokens.manager, `property=${actors.ids.jardins}&q=${encodeURIComponent(text)}`);
    expect((await q('camille trem')).data.map((r) => r.email)).toEqual(['resident@example.com']);
    expect((await q('COTENANT@')).data.map((r) => r.email)).toEqual(['cotenant@example.com']);
    const unit = await q('204');
    expect(unit.data.map((r) => r.email).sort()).toEqual([
      'cotenant@example.com',
      'resident@example.com',
    ]);
    expect((await q('%')).count).toBe(0);
    const all = await listOf(actors.tokens.manager, `property=${actors.ids.jardins}`);
    const page2 = await listOf(
      actors.tokens.manager,
      `property=${actors.ids.jardins}&perPage=2&page=2`,
    );
    expect(page2.count).toBe(all.count);
    expect(page2.data).toEqual(all.data.slice(2, 4));
  });

  it('costs a fixed number of queries whatever the number of residents', async () => {
    t.queries.length = 0;
    const list = await listOf(actors.tokens.manager, `property=${actors.ids.jardins}`);
    expect(list.data.length).toBeGreaterThan(3);
    const queries = t.queries.length;
    t.queries.length = 0;
    await listOf(actors.tokens.manager, `property=${actors.ids.jardins}&perPage=1`);
    expect(t.queries.length).toBe(queries);
    expect(queries).toBeLessThanOrEqual(4);
  });

  it('refuses a tenant, another building’s manager (403), bad input (400)', async () => {
    const { jardins } = actors.ids;
    expectError(await directory(actors.tokens.resident, `property=${jardins}`), 403, 'forbidden');
    expectError(
      await directory(actors.tokens.peelManager, `property=${jardins}`),
      403,
      'forbidden',
    );
    expectError(await directory(actors.tokens.manager, ''), 400, 'validation_failed');
    expectError(
      await directory(actors.tokens.manager, `property=${jardins}&q=${'x'.repeat(101)}`),
      400,
      'validation_failed',
    );
  });
});

describe('deactivating an account', () => {
  const act = (token: string, id: number, action: 'deactivate' | 'reactivate') =>
    t.app.inject({
      method: 'POST',
      url: `/api/manage/residents/${id}/${action}`,
      headers: t.bearer(token),
    });
  const signIn = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login_check', payload: { username, password } });

  it('refuses sign-in with a clear error, ends sessions, keeps the account listed; reactivation undoes it', async () => {
    const id = await userIdOf(t.db, 'cotenant@example.com');
    const session = t.bearer((await t.login('cotenant@example.com')).token);
    expect((await t.app.inject({ url: '/api/me', headers: session })).statusCode).toBe(200);

    const off = await act(actors.tokens.manager, id, 'deactivate');
    expect(off.statusCode, off.body).toBe(200);
    const deactivatedAt = off.json().deactivatedAt;
    expect(deactivatedAt).toEqual(expect.any(String));
    expectError(await t.app.inject({ url: '/api/me', headers: session }), 401, 'token_expired');
    expectError(await signIn('cotenant@example.com', 'cotenant'), 403, 'account_deactivated');
    // A wrong password still says only that.
    expectError(await signIn('cotenant@example.com', 'wrong'), 401, 'invalid_credentials');
    // Listed still, marked; deactivating again changes nothing.
    const listed = await listOf(actors.tokens.manager, `property=${actors.ids.jardins}&q=cotenant`);
    expect(listed.data[0]?.deactivatedAt).toBe(deactivatedAt);
    expect((await act(actors.tokens.manager, id, 'deactivate')).json().deactivatedAt).toBe(
      deactivatedAt,
    );
    expect((await auditRowsOf(t.db, 'user', id)).map((row) => row.action)).toEqual(['deactivate']);

    const on = await act(actors.tokens.manager, id, 'reactivate');
    expect(on.json()).toEqual({ id, deactivatedAt: null });
    expect((await signIn('cotenant@example.com', 'cotenant')).statusCode).toBe(200);
    expect(await auditRowsOf(t.db, 'user', id)).toMatchObject([
      { action: 'deactivate', actorId: actors.ids.manager, propertyId: actors.ids.jardins },
      { action: 'reactivate', before: { deactivatedAt }, after: { deactivatedAt: null } },
    ]);
  });

  it('is for a manager of the resident’s building only, and for residents only', async () => {
    const resident = await userIdOf(t.db, 'resident@example.com');
    expectError(await act(actors.tokens.peelManager, resident, 'deactivate'), 403, 'forbidden');
    expectError(await act(actors.tokens.resident, resident, 'deactivate'), 403, 'forbidden');
    expectError(
      await act(actors.tokens.manager, actors.ids.manager, 'deactivate'),
      404,
      'not_found',
    );
    expectError(await act(actors.tokens.manager, 999_999, 'deactivate'), 404, 'not_found');
    expect((await signIn('resident@example.com', 'resident')).statusCode).toBe(200);
  });
});
