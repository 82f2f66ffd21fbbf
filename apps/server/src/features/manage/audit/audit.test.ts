import type { TAuditListResponse } from '@habitat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '#server/features/posts/test-fixtures';
import type { TSession } from '#server/lib/tokens';
import { organizationIdOf, propertyIdOf } from '#server/test/content-fixtures';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { changedFields, recordAudit } from './record';

let t: TTestApp;
const ids = { org: 0, jardins: 0, peel: 0, manager: 0, peelManager: 0 };
const tokens = { resident: '', manager: '', peelManager: '' };

const sessionOf = (userId: number): TSession => ({
  userId,
  role: 'ROLE_MANAGER',
  organizationId: ids.org,
  propertyId: null,
  version: 0,
  tokenId: 'audit-test',
});

beforeAll(async () => {
  t = await createTestApp();
  ids.org = await organizationIdOf(t.db, 'demo');
  ids.jardins = await propertyIdOf(t.db, 'jardins-saint-laurent');
  ids.peel = await propertyIdOf(t.db, 'carre-peel');
  // The demo manager runs both buildings: each fixture manager runs one.
  const jardinsManager = await insertUser(t.db, {
    organizationId: ids.org,
    role: 'ROLE_MANAGER',
    manages: [ids.jardins],
  });
  ids.manager = jardinsManager.id;
  const peelManager = await insertUser(t.db, {
    organizationId: ids.org,
    role: 'ROLE_MANAGER',
    manages: [ids.peel],
  });
  ids.peelManager = peelManager.id;
  tokens.resident = (await t.login('resident@example.com')).token;
  tokens.manager = (await t.login(jardinsManager.username, 'password')).token;
  tokens.peelManager = (await t.login(peelManager.username, 'password')).token;

  const service = { entity: 'service' as const, entityId: 4242 };
  await recordAudit(t.db, sessionOf(ids.manager), {
    ...service,
    action: 'create',
    propertyId: ids.jardins,
    before: null,
    after: { name: { fr: 'Gym', en: 'Gym' }, active: true },
  });
  await recordAudit(t.db, sessionOf(ids.manager), {
    ...service,
    action: 'update',
    propertyId: ids.jardins,
    before: { name: { fr: 'Gym', en: 'Gym' }, active: true },
    after: { name: { fr: 'Gym', en: 'Gym' }, active: false },
  });
  // The same id in another building: never shown to the first building's manager.
  await recordAudit(t.db, sessionOf(ids.peelManager), {
    ...service,
    action: 'delete',
    propertyId: ids.peel,
    before: { active: true },
    after: null,
  });
});
afterAll(() => t.close());

const history = (token: string, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/manage/audit?${query}`, headers: t.bearer(token) });

describe('GET /api/manage/audit', () => {
  it("answers an item's changes newest first, with who and only the fields that changed", async () => {
    const response = await history(tokens.manager, 'entity=service&id=4242');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TAuditListResponse>();
    expect(body.count).toBe(2);
    expect(body.data.map((entry) => entry.action)).toEqual(['update', 'create']);
    const [update, create] = body.data;
    expect(update!.before).toEqual({ active: true });
    expect(update!.after).toEqual({ active: false });
    expect(update!.actor.id).toBe(ids.manager);
    expect(update!.actor.firstName).not.toBe('');
    expect(create!.before).toBeNull();
    expect(create!.after).toEqual({ name: { fr: 'Gym', en: 'Gym' }, active: true });
  });

  it("shows a manager only their buildings' entries", async () => {
    const peel = (
      await history(tokens.peelManager, 'entity=service&id=4242')
    ).json<TAuditListResponse>();
    expect(peel.data.map((entry) => entry.action)).toEqual(['delete']);
    const other = (await history(tokens.manager, 'entity=news&id=4242')).json<TAuditListResponse>();
    expect(other).toEqual({ data: [], count: 0 });
  });

  it('answers 403 to a tenant and 400 to an unknown kind or a bad id', async () => {
    expect((await history(tokens.resident, 'entity=service&id=4242')).statusCode).toBe(403);
    expect((await history(tokens.manager, 'entity=invoice&id=1')).statusCode).toBe(400);
    expect((await history(tokens.manager, 'entity=service&id=abc')).statusCode).toBe(400);
    expect((await history(tokens.manager, 'entity=service')).statusCode).toBe(400);
  });
});

describe('changedFields', () => {
  it('keeps the fields that differ, dates as ISO strings', () => {
    const at = new Date('2026-11-23T12:00:00Z');
    expect(
      changedFields({ status: 'new', at: null, note: 'x' }, { status: 'pending', at, note: 'x' }),
    ).toEqual({
      before: { status: 'new', at: null },
      after: { status: 'pending', at: '2026-11-23T12:00:00.000Z' },
    });
  });

  it('keeps every field of a created or deleted item', () => {
    expect(changedFields(null, { a: 1 })).toEqual({ before: null, after: { a: 1 } });
    expect(changedFields({ a: 1 }, null)).toEqual({ before: { a: 1 }, after: null });
  });
});
