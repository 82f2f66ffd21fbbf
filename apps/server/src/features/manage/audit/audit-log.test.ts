import type { TAuditLogResponse } from '@habitat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAuditEntry } from '#server/data/audit';
import { insertUser } from '#server/features/posts/test-fixtures';
import { organizationIdOf, propertyIdOf } from '#server/test/content-fixtures';
import { createTestApp, type TTestApp } from '#server/test/harness';

let t: TTestApp;
const ids = { org: 0, jardins: 0, peel: 0, anne: 0, bruno: 0, peelManager: 0 };
const tokens = { resident: '', anne: '', peelManager: '' };

/** One entry, at a set instant (the building is in America/Toronto: UTC−5 in winter). */
const entry = (values: {
  actorId: number;
  propertyId: number | null;
  entity: string;
  entityId: number;
  action: string;
  at: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}) =>
  insertAuditEntry(t.db, {
    organizationId: ids.org,
    propertyId: values.propertyId,
    actorId: values.actorId,
    entityType: values.entity,
    entityId: values.entityId,
    action: values.action,
    before: values.before ?? null,
    after: values.after ?? null,
    createdAt: new Date(values.at),
  });

beforeAll(async () => {
  t = await createTestApp();
  ids.org = await organizationIdOf(t.db, 'demo');
  ids.jardins = await propertyIdOf(t.db, 'jardins-saint-laurent');
  ids.peel = await propertyIdOf(t.db, 'carre-peel');
  const manager = (manages: number[]) =>
    insertUser(t.db, { organizationId: ids.org, role: 'ROLE_MANAGER', manages });
  const anne = await manager([ids.jardins]);
  const bruno = await manager([ids.jardins]);
  const peelManager = await manager([ids.peel]);
  Object.assign(ids, { anne: anne.id, bruno: bruno.id, peelManager: peelManager.id });
  tokens.resident = (await t.login('resident@example.com')).token;
  tokens.anne = (await t.login(anne.username, 'password')).token;
  tokens.peelManager = (await t.login(peelManager.username, 'password')).token;

  await entry({
    actorId: ids.anne,
    propertyId: ids.jardins,
    entity: 'request',
    entityId: 9001,
    action: 'status',
    at: '2031-01-10T15:00:00Z',
    before: { status: 'pending' },
    after: { status: 'in_progress' },
  });
  await entry({
    actorId: ids.bruno,
    propertyId: ids.jardins,
    entity: 'service',
    entityId: 9002,
    action: 'update',
    at: '2031-01-11T04:30:00Z', // 2031-01-10 23:30 in Montréal
    before: { hours: { monday: [{ from: '09:00', to: '17:00' }] } },
    after: { hours: {} },
  });
  await entry({
    actorId: ids.anne,
    propertyId: null, // the organization's: every building's history shows it
    entity: 'service_category',
    entityId: 9003,
    action: 'rename',
    at: '2031-01-12T15:00:00Z',
    before: { name: { fr: 'Sport', en: 'Sport' } },
    after: { name: { fr: '=HYPERLINK("http://evil")', en: '@SUM(1)' } },
  });
  await entry({
    actorId: ids.peelManager,
    propertyId: ids.peel,
    entity: 'request',
    entityId: 9004,
    action: 'status',
    at: '2031-01-10T16:00:00Z',
  });
});
afterAll(() => t.close());

const log = (token: string, query: string) =>
  t.app.inject({ url: `/api/manage/audit-log?${query}`, headers: t.bearer(token) });

/** Only this file's entries (after 2031): the demo may have its own. */
const mine = async (token: string, query: string) => {
  const response = await log(token, `${query}&from=2031-01-01`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAuditLogResponse>();
};

describe('GET /api/manage/audit-log', () => {
  it("answers the building's entries and its organization's, newest first, never another building's", async () => {
    const body = await mine(tokens.anne, `property=${ids.jardins}`);
    expect(body.data.map((e) => [e.entity, e.entityId, e.action])).toEqual([
      ['service_category', 9003, 'rename'],
      ['service', 9002, 'update'],
      ['request', 9001, 'status'],
    ]);
    expect(body.count).toBe(3);
    expect(body.data[2]).toMatchObject({
      actor: { id: ids.anne },
      at: '2031-01-10T15:00:00.000Z',
      before: { status: 'pending' },
      after: { status: 'in_progress' },
    });
    expect(body.actors.map((a) => a.id)).toEqual(expect.arrayContaining([ids.anne, ids.bruno]));
    expect(body.actors.map((a) => a.id)).not.toContain(ids.peelManager);
  });

  it('filters by person, by item type, by item, and by days on the building clock', async () => {
    const keys = async (query: string) =>
      (await mine(tokens.anne, `property=${ids.jardins}&${query}`)).data.map((e) => e.entityId);
    expect(await keys(`actor=${ids.bruno}`)).toEqual([9002]);
    expect(await keys('entity=request')).toEqual([9001]);
    expect(await keys('entity=service&id=9002')).toEqual([9002]);
    expect(await keys('entity=service&id=9001')).toEqual([]);
    // 04:30 UTC on the 11th is still the 10th in Montréal.
    expect(await keys('to=2031-01-10')).toEqual([9002, 9001]);
    const fromEleventh = await log(tokens.anne, `property=${ids.jardins}&from=2031-01-11`);
    expect(fromEleventh.json<TAuditLogResponse>().data.map((e) => e.entityId)).toEqual([9003]);
  });

  it('pages', async () => {
    const page = (n: number) => mine(tokens.anne, `property=${ids.jardins}&perPage=2&page=${n}`);
    const [first, second] = [await page(1), await page(2)];
    expect(first.data.map((e) => e.entityId)).toEqual([9003, 9002]);
    expect(second.data.map((e) => e.entityId)).toEqual([9001]);
    expect([first.count, second.count]).toEqual([3, 3]);
  });

  it('answers 403 for a building the caller does not manage, and to a tenant; 400 to bad filters', async () => {
    expect((await log(tokens.peelManager, `property=${ids.jardins}`)).statusCode).toBe(403);
    expect((await log(tokens.resident, `property=${ids.jardins}`)).statusCode).toBe(403);
    for (const query of [
      '',
      `property=${ids.jardins}&id=9001`,
      `property=${ids.jardins}&entity=invoice`,
      `property=${ids.jardins}&from=2031-02-30`,
      `property=${ids.jardins}&from=2031-02-02&to=2031-02-01`,
      `property=${ids.jardins}&actor=abc`,
    ]) {
      expect((await log(tokens.anne, query)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/manage/audit-log.csv', () => {
  const csv = (token: string, query: string) =>
    t.app.inject({ url: `/api/manage/audit-log.csv?${query}`, headers: t.bearer(token) });

  it('exports the filtered history for a spreadsheet: UTF-8 with BOM, words, defused formulas', async () => {
    const response = await csv(tokens.anne, `property=${ids.jardins}&from=2031-01-01`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    const raw = response.rawPayload.toString('utf8');
    expect(raw.startsWith('\uFEFF')).toBe(true);
    const lines = raw.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Date","Personne","Action","Élément","N° de l’élément","Champ","Avant","Après"',
    );
    expect(lines).toHaveLength(4);
    // Newest first; dates on the building's clock; statuses and hours as words.
    expect(lines[1]).toContain('"service_category","9003","name","Sport / Sport"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"") / @SUM(1)"`);
    expect(lines[2]).toMatch(/^"2031-01-10 23:30",".+","update","service","9002","hours"/);
    expect(lines[2]).toContain('"lun. 09:00–17:00","Fermé"');
    expect(lines[3]).toContain('"status","En attente","En cours"');
  });

  it('takes the filters and the language, and the same scope', async () => {
    const response = await csv(
      tokens.anne,
      `property=${ids.jardins}&from=2031-01-01&entity=request&locale=en`,
    );
    const lines = response.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Date","Person","Action","Item","Item id","Field","Before","After"');
    expect(lines.slice(1)).toEqual([expect.stringContaining('"Pending","In progress"')]);
    expect((await csv(tokens.peelManager, `property=${ids.jardins}`)).statusCode).toBe(403);
  });
});
