import {
  PASSWORD_PAGE_WELCOMES,
  ROLE_MANAGER,
  type TInviteManagerResponse,
  type TLoginResponse,
  type TManagedManagerListResponse,
} from '@habitat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, propertyManagers } from '#server/db/schema';
import { auditRowsOf } from '#server/features/manage/audit/test-audit';
import { consoleActors, expectError } from '#server/features/manage/test-console';
import { insertUser } from '#server/features/posts/test-fixtures';
import { createTestApp, type TTestApp } from '#server/test/harness';

/**
 * A building's managers from the console: listed, an existing manager added or a new person
 * invited to buildings the inviter manages (never others), removed but never the last one.
 */

let t: TTestApp;
let actors: Awaited<ReturnType<typeof consoleActors>>;

beforeAll(async () => {
  t = await createTestApp();
  actors = await consoleActors(t);
});
afterAll(() => t.close());

const list = (token: string, property: number) =>
  t.app.inject({ url: `/api/manage/managers?property=${property}`, headers: t.bearer(token) });
const managersOf = async (property: number, token = actors.tokens.manager) => {
  const response = await list(token, property);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TManagedManagerListResponse>();
};
const invite = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/manage/managers',
    headers: t.bearer(token),
    payload,
  });
const remove = (token: string, userId: number, property: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/manage/managers/${userId}?property=${property}`,
    headers: t.bearer(token),
  });
/** Straight from the table: the removals may leave the caller without access. */
const managersOfBuilding = async (building: number) =>
  (
    await t.db
      .select({ userId: propertyManagers.userId })
      .from(propertyManagers)
      .where(eq(propertyManagers.propertyId, building))
  ).map((row) => row.userId);
const emailsOf = async (property: number) =>
  (await managersOf(property)).data.map((manager) => manager.email);

describe('GET /api/manage/managers', () => {
  it('lists the building’s managers, the caller marked; tenants and other buildings refused', async () => {
    const jardins = await managersOf(actors.ids.jardins);
    expect(jardins.count).toBe(jardins.data.length);
    expect(jardins.data.find((m) => m.email === 'manager@example.com')).toMatchObject({
      you: true,
      deactivatedAt: null,
    });
    expect(jardins.data.map((m) => m.id)).not.toContain(actors.ids.peelManager);
    const peel = await managersOf(actors.ids.peel);
    expect(peel.data.map((m) => m.id)).toContain(actors.ids.peelManager);

    expectError(await list(actors.tokens.peelManager, actors.ids.jardins), 403, 'forbidden');
    expectError(await list(actors.tokens.resident, actors.ids.jardins), 403, 'forbidden');
  });
});

describe('POST /api/manage/managers', () => {
  it('adds a manager of the organization to another building, audited, no mail', async () => {
    const before = t.mails.length;
    const colleague = await insertUser(t.db, {
      organizationId: actors.ids.org,
      role: 'ROLE_MANAGER',
      manages: [actors.ids.peel],
    });
    const response = await invite(actors.tokens.manager, {
      email: colleague.username.toUpperCase(),
      properties: [actors.ids.jardins, actors.ids.peel],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<TInviteManagerResponse>()).toMatchObject({
      invited: false,
      added: [actors.ids.jardins],
      manager: { id: colleague.id, you: false },
    });
    expect(await emailsOf(actors.ids.jardins)).toContain(colleague.username);
    const audit = await auditRowsOf(t.db, 'user', colleague.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'add_manager',
        propertyId: actors.ids.jardins,
        actorId: actors.ids.manager,
      }),
    ]);
    await t.settled();
    expect(t.mails.length).toBe(before);
  });

  it('invites a new person: a manager account, a link to choose a password, then the console', async () => {
    const email = 'new.manager@example.com';
    const before = t.mails.length;
    const response = await invite(actors.tokens.manager, {
      email: ` ${email.toUpperCase()} `,
      firstName: 'Nadia',
      lastName: 'Roy',
      properties: [actors.ids.peel],
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<TInviteManagerResponse>();
    expect(answer).toMatchObject({
      invited: true,
      added: [actors.ids.peel],
      manager: { email, firstName: 'Nadia', lastName: 'Roy' },
    });
    expect(await emailsOf(actors.ids.peel)).toContain(email);
    expect(await emailsOf(actors.ids.jardins)).not.toContain(email);
    expect(await t.loginStatus(email, '')).not.toBe(200);
    expect((await auditRowsOf(t.db, 'user', answer.manager.id)).map((r) => r.action)).toEqual([
      'invite_manager',
    ]);

    await t.settled();
    const mail = t.mails.slice(before).find((m) => m.to === email);
    expect(mail?.text).toContain('Carré Peel');
    expect(mail?.text).toContain('choisir votre mot de passe');
    expect(mail?.text).toContain('choose your password');
    expect(mail?.text).toContain(`${t.config.publicUrl}/manage/login`);
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicUrl}/reset_password`);
    expect(link.searchParams.get('invitation')).toBe(PASSWORD_PAGE_WELCOMES.manager);
    expect(mail?.text).toContain('signed in to the console');
    const chosen = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${encodeURIComponent(link.searchParams.get('token')!)}`,
      payload: { password: 'manager-pass-123' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const session = chosen.json<TLoginResponse>();
    const me = await t.app.inject({ url: '/api/me', headers: t.bearer(session.token) });
    expect(me.json()).toMatchObject({ role: ROLE_MANAGER, email });
    expect((await t.login(email, 'manager-pass-123')).token).toBeTruthy();
    const console = await managersOf(actors.ids.peel, session.token);
    expect(console.data.find((m) => m.email === email)?.you).toBe(true);
    expectError(await list(session.token, actors.ids.jardins), 403, 'forbidden');
  });

  it('refuses a building the inviter does not manage, changing nothing', async () => {
    const email = 'not.mine@example.com';
    const response = await invite(actors.tokens.peelManager, {
      email,
      firstName: 'A',
      lastName: 'B',
      properties: [actors.ids.peel, actors.ids.jardins],
    });
    expectError(response, 403, 'forbidden');
    expect(await emailsOf(actors.ids.peel)).not.toContain(email);
    expect(await t.loginStatus(email, 'x')).not.toBe(200);
    expectError(
      await invite(actors.tokens.resident, {
        email,
        firstName: 'A',
        lastName: 'B',
        properties: [actors.ids.jardins],
      }),
      403,
      'forbidden',
    );
  });

  it('refuses a resident’s e-mail (409), a new person without a name and a bad form (400)', async () => {
    const jardinsBefore = await emailsOf(actors.ids.jardins);
    expectError(
      await invite(actors.tokens.manager, {
        email: 'resident@example.com',
        properties: [actors.ids.jardins],
      }),
      409,
      'email_already_used',
    );
    const nameless = await invite(actors.tokens.manager, {
      email: 'nameless@example.com',
      properties: [actors.ids.jardins],
    });
    expectError(nameless, 400, 'validation_failed');
    expect(nameless.json().error.fields).toEqual({ firstName: 'required', lastName: 'required' });
    const bad = await invite(actors.tokens.manager, { email: 'nope', properties: [] });
    expectError(bad, 400, 'validation_failed');
    expect(await emailsOf(actors.ids.jardins)).toEqual(jardinsBefore);
    expect(await t.loginStatus('nameless@example.com', '')).not.toBe(200);
  });
});

describe('DELETE /api/manage/managers/{id}', () => {
  it('removes a manager from one building, audited; their other buildings stay', async () => {
    const other = await insertUser(t.db, {
      organizationId: actors.ids.org,
      role: 'ROLE_MANAGER',
      manages: [actors.ids.jardins, actors.ids.peel],
    });
    const response = await remove(actors.tokens.manager, other.id, actors.ids.jardins);
    expect(response.statusCode, response.body).toBe(204);
    const jardins = (await managersOf(actors.ids.jardins)).data.map((m) => m.id);
    const peel = (await managersOf(actors.ids.peel)).data.map((m) => m.id);
    expect(jardins).not.toContain(other.id);
    expect(peel).toContain(other.id);
    expect(await auditRowsOf(t.db, 'user', other.id)).toEqual([
      expect.objectContaining({ action: 'remove_manager', propertyId: actors.ids.jardins }),
    ]);
    expectError(
      await remove(actors.tokens.manager, other.id, actors.ids.jardins),
      404,
      'not_found',
    );
  });

  it('refuses another building’s managers (403) and a tenant (403)', async () => {
    expectError(
      await remove(actors.tokens.peelManager, actors.ids.manager, actors.ids.jardins),
      403,
      'forbidden',
    );
    expectError(
      await remove(actors.tokens.resident, actors.ids.manager, actors.ids.jardins),
      403,
      'forbidden',
    );
    expect((await managersOf(actors.ids.jardins)).data.map((m) => m.id)).toContain(
      actors.ids.manager,
    );
  });

  it('never removes the last manager (409 last_manager), even when every removal comes at once', async () => {
    const org = actors.ids.org;
    // A building of its own, so its managers are only those of this test.
    const [solo] = await t.db
      .insert(properties)
      .values({
        organizationId: org,
        name: 'Tour Test',
        slug: `tour-test-${Date.now()}`,
        addressFull: '1 rue Test',
        city: 'Montréal',
        state: 'QC',
        zip: 'H1H 1H1',
      })
      .returning({ id: properties.id });
    const building = solo!.id;
    const manager = () =>
      insertUser(t.db, { organizationId: org, role: 'ROLE_MANAGER', manages: [building] });
    const team = [await manager(), await manager(), await manager()];
    const tokens = await Promise.all(
      team.map(async (user) => (await t.login(user.username, 'password')).token),
    );

    // Every manager leaves at once: the removals queue on the building's lock, so exactly one,
    // whichever comes last, finds no one else left and is refused.
    const answers = await Promise.all(
      team.map((user, index) => remove(tokens[index]!, user.id, building)),
    );
    expect(answers.filter((r) => r.statusCode === 204)).toHaveLength(2);
    const refused = answers.filter((r) => r.statusCode !== 204);
    expect(refused).toHaveLength(1);
    expectError(refused[0]!, 409, 'last_manager');
    const [kept] = await managersOfBuilding(building);
    expect(await managersOfBuilding(building)).toHaveLength(1);
    expect(team[answers.indexOf(refused[0]!)]!.id).toBe(kept);
  });
});
