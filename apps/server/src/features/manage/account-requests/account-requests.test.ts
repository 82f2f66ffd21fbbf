import type { TManagedAccountRequest, TManagedAccountRequestListResponse } from '@habitat/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountRequests,
  leaseSigners,
  leases,
  passwordResetTokens,
  units,
  users,
} from '#server/db/schema';
import { auditRowsOf } from '#server/features/manage/audit/test-audit';
import { consoleActors, expectError } from '#server/features/manage/test-console';
import { userIdOf } from '#server/features/posts/test-fixtures';
import type { TMail } from '#server/lib/mail';
import { createTestApp, type TTestApp } from '#server/test/harness';

let t: TTestApp;
const ids = { org: 0, jardins: 0, peel: 0, jardinsUnit: 0, peelUnit: 0 };
const tokens = { resident: '', manager: '', peelManager: '' };

beforeAll(async () => {
  t = await createTestApp();
  const actors = await consoleActors(t);
  Object.assign(ids, actors.ids);
  Object.assign(tokens, actors.tokens);
  ids.jardinsUnit = (await unitsOf(ids.jardins))[0]!.id;
  ids.peelUnit = (await unitsOf(ids.peel))[0]!.id;
});
afterAll(() => t.close());

const unitsOf = (propertyId: number) =>
  t.db.select({ id: units.id }).from(units).where(eq(units.propertyId, propertyId));

const get = (url: string, token: string) => t.app.inject({ url, headers: t.bearer(token) });
const post = (url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: t.bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let requestCounter = 0;
/** A visitor's request, filed through the public API, in Les Jardins unless told. */
async function fileRequest(extra: { property?: number; email?: string } = {}) {
  requestCounter += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/account_requests',
    payload: {
      name: `Léa Fortin ${requestCounter}`,
      address: '1450 boulevard Saint-Laurent',
      unit: '305',
      phone: '(514) 555-0199',
      email: `lea.${requestCounter}.${Date.now()}@example.com`,
      property: ids.jardins,
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function requestRow(id: number) {
  const [row] = await t.db.select().from(accountRequests).where(eq(accountRequests.id, id));
  return row!;
}

const approval = (extra: Record<string, unknown> = {}) => ({
  unit: ids.jardinsUnit,
  leaseStart: '2026-01-01',
  signer: true,
  firstName: 'Léa',
  lastName: 'Fortin',
  ...extra,
});

const approve = (id: number, body: unknown = approval(), token = tokens.manager) =>
  post(`/api/manage/account-requests/${id}/approve`, token, body);
const decline = (
  id: number,
  body: unknown = { reason: 'Unknown tenant' },
  token = tokens.manager,
) => post(`/api/manage/account-requests/${id}/decline`, token, body);

const linkOf = (mail: TMail) => {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in mail: ${mail.text}`);
  return link;
};

describe('every account-request route', () => {
  const routes = [
    ['GET', '/api/manage/account-requests?property=1'],
    ['GET', '/api/manage/units?property=1'],
    ['POST', '/api/manage/account-requests/1/approve'],
    ['POST', '/api/manage/account-requests/1/decline'],
  ] as const;

  it.each(routes)('%s %s answers 403 to a tenant and 401 to a visitor', async (method, url) => {
    const asTenant = await t.app.inject({
      method,
      url,
      headers: t.bearer(tokens.resident),
      ...(method === 'POST' ? { payload: approval({ reason: 'x' }) } : {}),
    });
    expectError(asTenant, 403, 'forbidden');
    const asVisitor = await t.app.inject({ method, url });
    expectError(asVisitor, 401, 'unauthorized');
  });
});

describe('GET /api/manage/account-requests', () => {
  it("lists a managed property's pending requests, oldest first, with their details", async () => {
    const first = await fileRequest();
    const second = await fileRequest();
    const response = await get(
      `/api/manage/account-requests?property=${ids.jardins}&perPage=50`,
      tokens.manager,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TManagedAccountRequestListResponse>();
    const listed = body.data.map((r) => r.id);
    expect(listed.indexOf(first)).toBeLessThan(listed.indexOf(second));
    expect(body.count).toBe(body.data.length);
    expect(body.data.find((r) => r.id === first)).toMatchObject({
      property: ids.jardins,
      address: '1450 boulevard Saint-Laurent',
      unit: '305',
      phone: '(514) 555-0199',
      status: 'pending',
      decidedBy: null,
      user: null,
    });
  });

  it('lists only the asked status, and another property of the caller not at all', async () => {
    const declined = await fileRequest();
    expect((await decline(declined)).statusCode).toBe(200);
    const pending = await get(
      `/api/manage/account-requests?property=${ids.jardins}&perPage=50`,
      tokens.manager,
    );
    expect(pending.json().data.map((r: TManagedAccountRequest) => r.id)).not.toContain(declined);
    const declinedList = await get(
      `/api/manage/account-requests?property=${ids.jardins}&status=declined`,
      tokens.manager,
    );
    expect(declinedList.json().data[0]).toMatchObject({ id: declined, status: 'declined' });
    const peel = await get(`/api/manage/account-requests?property=${ids.peel}`, tokens.peelManager);
    expect(peel.json().data.map((r: TManagedAccountRequest) => r.id)).not.toContain(declined);
  });

  it('answers 403 for a property the caller does not manage, 404 unknown, 400 bad query', async () => {
    expectError(
      await get(`/api/manage/account-requests?property=${ids.jardins}`, tokens.peelManager),
      403,
      'forbidden',
    );
    expectError(
      await get('/api/manage/account-requests?property=999999', tokens.manager),
      404,
      'not_found',
    );
    for (const query of ['', 'property=x', `property=${ids.jardins}&status=archived`]) {
      expectError(
        await get(`/api/manage/account-requests?${query}`, tokens.manager),
        400,
        'validation_failed',
      );
    }
  });
});

describe('GET /api/manage/units', () => {
  it("answers the managed property's units only", async () => {
    const response = await get(`/api/manage/units?property=${ids.jardins}`, tokens.manager);
    expect(response.statusCode).toBe(200);
    const listed = response
      .json()
      .data.map((u: { id: number }) => u.id)
      .sort();
    const stored = (await unitsOf(ids.jardins)).map((u) => u.id).sort();
    expect(listed).toEqual(stored);
    expectError(
      await get(`/api/manage/units?property=${ids.jardins}`, tokens.peelManager),
      403,
      'forbidden',
    );
  });
});

describe('POST /api/manage/account-requests/:id/approve', () => {
  it('creates the tenant, signs them on the lease in force, records the decision and mails an invitation', async () => {
    const id = await fileRequest();
    const email = (await requestRow(id)).email!;
    const before = t.mails.length;
    const response = await approve(id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TManagedAccountRequest>();
    expect(body).toMatchObject({
      id,
      status: 'approved',
      decidedBy: { id: expect.any(Number) },
      user: { id: expect.any(Number), email },
    });

    const [user] = await t.db.select().from(users).where(eq(users.id, body.user!.id));
    expect(user).toMatchObject({
      organizationId: ids.org,
      role: 'ROLE_TENANT',
      email,
      firstName: 'Léa',
      lastName: 'Fortin',
      phone: '(514) 555-0199',
    });
    const [signer] = await t.db
      .select({ unitId: leases.unitId, signed: leaseSigners.signed })
      .from(leaseSigners)
      .innerJoin(leases, eq(leases.id, leaseSigners.leaseId))
      .where(eq(leaseSigners.userId, user!.id));
    expect(signer).toEqual({ unitId: ids.jardinsUnit, signed: true });
    expect(await requestRow(id)).toMatchObject({ status: 'approved', userId: user!.id });
    expect(await auditRowsOf(t.db, 'account_request', id)).toEqual([
      {
        actorId: await userIdOf(t.db, 'manager@example.com'),
        propertyId: ids.jardins,
        entityType: 'account_request',
        entityId: id,
        action: 'approve',
        before: { status: 'pending', userId: null, unit: null, signer: null },
        after: { status: 'approved', userId: user!.id, unit: ids.jardinsUnit, signer: true },
      },
    ]);

    // The random password works for nobody.
    expect(await t.loginStatus(email, '')).not.toBe(200);

    await t.settled();
    const mail = t.mails.slice(before).find((m) => m.to === email);
    expect(mail).toBeDefined();
    // A welcome, not a reset: the new resident chooses a first password, in both languages.
    expect(mail!.subject).toContain('Bienvenue');
    expect(mail!.subject).toContain('Welcome');
    expect(mail!.text).toContain('Bonjour Léa,');
    expect(mail!.text).toContain('Your request for a Habitat account was approved');
    expect(mail!.text).toContain('choisir votre mot de passe');
    expect(mail!.text).toContain('choose your password');
    expect(mail!.text).toContain(email);
    const link = new URL(linkOf(mail!));
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicUrl}/reset_password`);
    expect(link.searchParams.get('invitation')).toBe('1');

    // The link's page chooses the password, once, and signs the new resident in.
    const token = link.searchParams.get('token')!;
    const accept = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/invitations/${encodeURIComponent(token)}`,
        payload: { password },
      });
    const accepted = await accept('new-resident-pass');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const session = accepted.json<{ token: string; organization: number; property: number }>();
    expect(session).toMatchObject({ organization: ids.org, property: ids.jardins });
    const me = await get('/api/me', session.token);
    expect(me.json()).toMatchObject({ email, role: 'ROLE_TENANT' });
    expect(await t.loginStatus(email, 'new-resident-pass')).toBe(200);
    const again = await accept('another-pass-123');
    expectError(again, 404, 'reset_password_token_not_found_or_expired');
    expect(await t.loginStatus(email, 'new-resident-pass')).toBe(200);
  });

  it('writes the invitation in the language of the request first', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account_requests',
      payload: {
        name: 'Ann Roy',
        address: '1450 boulevard Saint-Laurent',
        unit: '305',
        email: `ann.${Date.now()}@example.com`,
        property: ids.jardins,
        locale: 'en',
      },
    });
    const id = response.json<{ id: number }>().id;
    const before = t.mails.length;
    expect((await approve(id, approval({ firstName: 'Ann', lastName: 'Roy' }))).statusCode).toBe(
      200,
    );
    await t.settled();
    const [mail] = t.mails.slice(before);
    expect(mail!.subject.startsWith('Welcome')).toBe(true);
    expect(mail!.text.startsWith('Hello Ann,')).toBe(true);
    expect(mail!.text).toContain('Bonjour Ann,');
  });

  it('an invitation token that is unknown or bad signs nobody in', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/not-a-real-token-at-all',
      payload: { password: 'new-resident-pass' },
    });
    expectError(unknown, 404, 'reset_password_token_not_found_or_expired');
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/not-a-real-token-at-all',
      payload: { password: '' },
    });
    expect(short.statusCode).toBe(400);
  });

  it('gives the invitation a longer life than a reset link', async () => {
    const id = await fileRequest();
    const started = Date.now();
    const body = (await approve(id)).json<TManagedAccountRequest>();
    const [token] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, body.user!.id));
    const days = (token!.expiresAt.getTime() - started) / (24 * 3600_000);
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
  });

  it('creates a lease from the given start when none covers today, and records a non-signer', async () => {
    const [lonelyUnit] = await t.db
      .insert(units)
      .values({ propertyId: ids.jardins, number: `Z-${Date.now()}` })
      .returning({ id: units.id });
    const id = await fileRequest();
    const response = await approve(
      id,
      approval({ unit: lonelyUnit!.id, leaseStart: '2026-02-15', signer: false }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const userId = response.json<TManagedAccountRequest>().user!.id;
    const [row] = await t.db
      .select({ startAt: leases.startAt, unitId: leases.unitId, signed: leaseSigners.signed })
      .from(leaseSigners)
      .innerJoin(leases, eq(leases.id, leaseSigners.leaseId))
      .where(eq(leaseSigners.userId, userId));
    expect(row).toEqual({ startAt: '2026-02-15', unitId: lonelyUnit!.id, signed: false });
  });

  it("signs on the lease in force on the building's day, not on the UTC date", async () => {
    // 21:00 in Toronto (Les Jardins) on 30 June is 01:00 UTC on 1 July.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-07-01T01:00:00Z') });
    try {
      const manager = (await t.login('manager@example.com')).token;
      const [unit] = await t.db
        .insert(units)
        .values({ propertyId: ids.jardins, number: `T-${Date.now()}` })
        .returning({ id: units.id });
      const [ending] = await t.db
        .insert(leases)
        .values({ unitId: unit!.id, startAt: '2030-01-01', endAt: '2030-06-30' })
        .returning({ id: leases.id });
      const id = await fileRequest();
      const body = approval({ unit: unit!.id, leaseStart: '2030-07-01' });
      const response = await approve(id, body, manager);
      expect(response.statusCode, response.body).toBe(200);
      const userId = response.json<TManagedAccountRequest>().user!.id;
      const signed = await t.db
        .select({ leaseId: leaseSigners.leaseId })
        .from(leaseSigners)
        .where(eq(leaseSigners.userId, userId));
      expect(signed).toEqual([{ leaseId: ending!.id }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes the e-mail of the body when the request has none, and requires one then', async () => {
    const id = await fileRequest({ email: '' });
    const missing = await approve(id);
    expectError(missing, 400, 'validation_failed');
    expect(missing.json().error.fields).toEqual({ email: 'required' });
    expect((await requestRow(id)).status).toBe('pending');

    const email = `Given.${Date.now()}@Example.com`;
    const response = await approve(id, approval({ email }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.email).toBe(email.toLowerCase());
  });

  it('answers 409 email_already_used for an address someone signs in with, creating nothing', async () => {
    const id = await fileRequest({ email: 'resident@example.com' });
    const before = await t.db.select({ id: users.id }).from(users);
    const response = await approve(id);
    expectError(response, 409, 'email_already_used');
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
    expect((await requestRow(id)).status).toBe('pending');

    const other = await fileRequest();
    expectError(
      await approve(other, approval({ email: 'MANAGER@example.com' })),
      409,
      'email_already_used',
    );
  });

  it("refuses a unit of another property, and another property's request", async () => {
    const id = await fileRequest();
    const response = await approve(id, approval({ unit: ids.peelUnit }));
    expectError(response, 400, 'validation_failed');
    expect(response.json().error.fields).toEqual({ unit: 'invalid_value' });

    const before = await t.db.select({ id: users.id }).from(users);
    expectError(await approve(id, approval(), tokens.peelManager), 403, 'forbidden');
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
    expect((await requestRow(id)).status).toBe('pending');
    expect(await auditRowsOf(t.db, 'account_request', id)).toEqual([]);
    expectError(await approve(999_999), 404, 'not_found');
  });

  it('answers 400 to bad bodies, deciding nothing', async () => {
    const id = await fileRequest();
    const cases: [unknown, string][] = [
      [{ ...approval(), unit: undefined }, 'unit'],
      [{ ...approval(), unit: 'x' }, 'unit'],
      [{ ...approval(), leaseStart: '2026-02-30' }, 'leaseStart'],
      [{ ...approval(), leaseStart: 'tomorrow' }, 'leaseStart'],
      [{ ...approval(), firstName: '  ' }, 'firstName'],
      [{ ...approval(), signer: 'yes' }, 'signer'],
      [{ ...approval(), email: 'not-an-email' }, 'email'],
    ];
    for (const [body, field] of cases) {
      const response = await approve(id, body);
      expectError(response, 400, 'validation_failed');
      expect(response.json().error.fields, field).toHaveProperty(field);
    }
    expect((await requestRow(id)).status).toBe('pending');
    expect(await auditRowsOf(t.db, 'account_request', id)).toEqual([]);
  });

  it('answers 409 once the request is decided, either way', async () => {
    const approved = await fileRequest();
    expect((await approve(approved)).statusCode).toBe(200);
    expectError(await approve(approved), 409, 'conflict');
    expectError(await decline(approved), 409, 'conflict');
    const audit = await auditRowsOf(t.db, 'account_request', approved);
    expect(audit.map((row) => row.action)).toEqual(['approve']);
  });
});

describe('POST /api/manage/account-requests/:id/decline', () => {
  it('records the reason, who and when, and creates no account', async () => {
    const id = await fileRequest();
    const email = (await requestRow(id)).email!;
    const response = await decline(id, { reason: '  Not a tenant of this building  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'declined',
      declineReason: 'Not a tenant of this building',
      decidedAt: expect.any(String),
      user: null,
    });
    const row = await requestRow(id);
    expect(row).toMatchObject({ status: 'declined', userId: null });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await auditRowsOf(t.db, 'account_request', id)).toMatchObject([
      {
        action: 'decline',
        before: { status: 'pending', declineReason: null },
        after: { status: 'declined', declineReason: 'Not a tenant of this building' },
      },
    ]);
    expectError(await decline(id), 409, 'conflict');
    expectError(await approve(id), 409, 'conflict');
  });

  it('requires a reason, and refuses a manager of another property', async () => {
    const id = await fileRequest();
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      expectError(await decline(id, body), 400, 'validation_failed');
    }
    expectError(await decline(id, undefined, tokens.peelManager), 403, 'forbidden');
    expect((await requestRow(id)).status).toBe('pending');
    expect(await auditRowsOf(t.db, 'account_request', id)).toEqual([]);
  });
});

describe('the dashboard', () => {
  it('counts only the pending requests as to decide', async () => {
    const count = async () =>
      (await get(`/api/manage/dashboard?property=${ids.jardins}`, tokens.manager)).json()
        .accountRequests.toDecide as number;
    const start = await count();
    const id = await fileRequest();
    expect(await count()).toBe(start + 1);
    await decline(id);
    expect(await count()).toBe(start);
    const stillPending = await t.db
      .select({ id: accountRequests.id })
      .from(accountRequests)
      .where(
        and(eq(accountRequests.propertyId, ids.jardins), eq(accountRequests.status, 'pending')),
      );
    expect(stillPending).toHaveLength(start);
  });
});
