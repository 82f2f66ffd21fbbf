import type { TBuildingUnit, TBuildingUnitListResponse, TMe } from '@habitat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf } from '#server/features/manage/audit/test-audit';
import { consoleActors, expectError } from '#server/features/manage/test-console';
import { createTestApp, type TTestApp } from '#server/test/harness';

/** Units from the console: added, renamed, retired without breaking the leases on them. */

let t: TTestApp;
let actors: Awaited<ReturnType<typeof consoleActors>>;

beforeAll(async () => {
  t = await createTestApp();
  actors = await consoleActors(t);
});
afterAll(() => t.close());

const send = (token: string, method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: t.bearer(token), payload });
const unitsOf = async (property: number) =>
  (
    await t.app.inject({
      url: `/api/manage/properties/${property}/units`,
      headers: t.bearer(actors.tokens.manager),
    })
  ).json<TBuildingUnitListResponse>().data;

describe('units of a building', () => {
  it('adds a unit (once per number), renames it; audited', async () => {
    const { jardins } = actors.ids;
    const added = await send(
      actors.tokens.manager,
      'POST',
      `/api/manage/properties/${jardins}/units`,
      {
        number: ' 999 ',
      },
    );
    expect(added.statusCode, added.body).toBe(201);
    const unit = added.json<TBuildingUnit>();
    expect(unit).toMatchObject({ number: '999', retiredAt: null, leases: 0 });
    expectError(
      await send(actors.tokens.manager, 'POST', `/api/manage/properties/${jardins}/units`, {
        number: '999',
      }),
      409,
      'conflict',
    );
    const renamed = await send(actors.tokens.manager, 'PATCH', `/api/manage/units/${unit.id}`, {
      number: '999A',
    });
    expect(renamed.json<TBuildingUnit>().number).toBe('999A');
    expectError(
      await send(actors.tokens.manager, 'PATCH', `/api/manage/units/${unit.id}`, { number: '204' }),
      409,
      'conflict',
    );
    expect((await unitsOf(jardins)).find((u) => u.id === unit.id)?.number).toBe('999A');
    expect((await auditRowsOf(t.db, 'unit', unit.id)).map((row) => row.action)).toEqual([
      'create',
      'update',
    ]);
  });

  it('retires a unit with a lease: the lease and its residents go on; no new account there', async () => {
    const { jardins } = actors.ids;
    const u204 = (await unitsOf(jardins)).find((u) => u.number === '204')!;
    expect(u204.leases).toBeGreaterThan(0);
    const retired = await send(actors.tokens.manager, 'PATCH', `/api/manage/units/${u204.id}`, {
      retired: true,
    });
    expect(retired.json<TBuildingUnit>()).toMatchObject({
      number: '204',
      retiredAt: expect.any(String),
      leases: u204.leases,
    });
    const me = await t.app.inject({
      url: '/api/me',
      headers: t.bearer((await t.login('resident@example.com')).token),
    });
    expect(me.json<TMe>().lease?.unit).toBe(u204.id);
    const offered = await t.app.inject({
      url: `/api/manage/units?property=${jardins}`,
      headers: t.bearer(actors.tokens.manager),
    });
    expect(offered.json().data.map((u: { number: string }) => u.number)).not.toContain('204');

    const back = await send(actors.tokens.manager, 'PATCH', `/api/manage/units/${u204.id}`, {
      retired: false,
    });
    expect(back.json<TBuildingUnit>().retiredAt).toBeNull();
  });

  it('is for the building’s managers only; bad input 400', async () => {
    const { jardins } = actors.ids;
    const url = `/api/manage/properties/${jardins}/units`;
    expectError(
      await send(actors.tokens.peelManager, 'POST', url, { number: '1' }),
      403,
      'forbidden',
    );
    expectError(await send(actors.tokens.resident, 'POST', url, { number: '1' }), 403, 'forbidden');
    expectError(
      await send(actors.tokens.manager, 'POST', url, { number: '  ' }),
      400,
      'validation_failed',
    );
    const unit = (await unitsOf(jardins))[0]!;
    expectError(
      await send(actors.tokens.peelManager, 'PATCH', `/api/manage/units/${unit.id}`, {
        number: 'X',
      }),
      403,
      'forbidden',
    );
    expectError(
      await send(actors.tokens.manager, 'PATCH', `/api/manage/units/${unit.id}`, {}),
      400,
      'validation_failed',
    );
    expectError(
      await send(actors.tokens.manager, 'PATCH', '/api/manage/units/999999', { number: 'X' }),
      404,
      'not_found',
    );
  });
});
