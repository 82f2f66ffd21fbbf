import {
  PASSWORD_PAGE_WELCOMES,
  ROLE_TENANT,
  type TLoginResponse,
  type TManagedResidentDetail,
  type TResidentBookingListResponse,
  type TResidentRequestListResponse,
} from '@habitat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '#server/db/bookings-schema';
import { notificationSettings } from '#server/db/notifications-schema';
import {
  emailChangeTokens,
  leaseSigners,
  requestCategories,
  userRequests,
  users,
} from '#server/db/schema';
import { insertEntity, insertService } from '#server/features/booking/test-fixtures';
import { auditRowsOf } from '#server/features/manage/audit/test-audit';
import { consoleActors, expectError } from '#server/features/manage/test-console';
import { insertUser, userIdOf } from '#server/features/posts/test-fixtures';
import { sha256 } from '#server/lib/tokens';
import { createTestApp, type TTestApp } from '#server/test/harness';

/**
 * A resident's page in the console: who they are, their leases, requests and bookings in the
 * caller's buildings only; names, phone and e-mail changed by a manager; a password-set link.
 */

let t: TTestApp;
let actors: Awaited<ReturnType<typeof consoleActors>>;
/** A tenant with a lease in each building: Les Jardins (manager) and Carré Peel (both). */
let twoBuildings: { id: number; username: string };

const HOUR = 3600_000;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { resetMailsPerAccount: { max: 2, windowMs: 60 * 60_000 } },
  });
  actors = await consoleActors(t);
  twoBuildings = await insertUser(t.db, {
    organizationId: actors.ids.org,
    leaseIn: actors.ids.jardins,
  });
  const other = await insertUser(t.db, {
    organizationId: actors.ids.org,
    leaseIn: actors.ids.peel,
  });
  // The second building's lease moves to twoBuildings (the fixture makes one per user).
  await t.db
    .update(leaseSigners)
    .set({ userId: twoBuildings.id })
    .where(eq(leaseSigners.userId, other.id));
});
afterAll(() => t.close());

const get = (token: string, url: string) =>
  t.app.inject({ url: `/api/manage/residents/${url}`, headers: t.bearer(token) });

async function read<T>(token: string, url: string) {
  const response = await get(token, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const patch = (token: string, id: number, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/manage/residents/${id}`,
    headers: t.bearer(token),
    payload,
  });

const sendLink = (token: string, id: number, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/manage/residents/${id}/password-link`,
    headers: t.bearer(token),
    ...(payload ? { payload } : {}),
  });

async function insertRequests(authorId: number, propertyId: number, titles: string[]) {
  const [category] = await t.db
    .select({ id: requestCategories.id })
    .from(requestCategories)
    .where(eq(requestCategories.organizationId, actors.ids.org))
    .limit(1);
  const ids: number[] = [];
  for (const [index, title] of titles.entries()) {
    const [row] = await t.db
      .insert(userRequests)
      .values({
        organizationId: actors.ids.org,
        propertyId,
        authorId,
        title,
        body: 'body',
        phoneNumber: '514-555-0100',
        categoryId: category!.id,
        createdAt: new Date(Date.now() - (titles.length - index) * HOUR),
      })
      .returning({ id: userRequests.id });
    ids.push(row!.id);
  }
  return ids;
}

async function insertBooking(
  userId: number,
  entityId: number,
  serviceId: number,
  propertyId: number,
  options: { startsIn: number; canceledBy?: number },
) {
  const startAt = new Date(Date.now() + options.startsIn * HOUR);
  const [row] = await t.db
    .insert(reservations)
    .values({
      organizationId: actors.ids.org,
      propertyId,
      serviceId,
      entityId,
      userId,
      startAt,
      endAt: new Date(startAt.getTime() + HOUR),
      totalCents: 1500,
      canceledAt: options.canceledBy ? new Date() : null,
      canceledBy: options.canceledBy ?? null,
    })
    .returning({ id: reservations.id });
  return row!.id;
}

describe('GET /api/manage/residents/{id}', () => {
  it('answers identity and the leases of the caller’s buildings only, latest first', async () => {
    const both = await read<TManagedResidentDetail>(actors.tokens.manager, `${twoBuildings.id}`);
    expect(both).toMatchObject({
      id: twoBuildings.id,
      username: twoBuildings.username,
      email: twoBuildings.username,
      deactivatedAt: null,
    });
    expect(both.leases.map((lease) => lease.property.id).sort()).toEqual(
      [actors.ids.jardins, actors.ids.peel].sort(),
    );
    expect(both.leases.every((lease) => lease.inForce && lease.signed)).toBe(true);

    const peelOnly = await read<TManagedResidentDetail>(
      actors.tokens.peelManager,
      `${twoBuildings.id}`,
    );
    expect(peelOnly.leases.map((lease) => lease.property.name)).toEqual(['Carré Peel']);

    const camille = await read<TManagedResidentDetail>(
      actors.tokens.manager,
      `${await userIdOf(t.db, 'resident@example.com')}`,
    );
    expect(camille.leases[0]).toMatchObject({
      unit: { number: '204' },
      paymentNumber: 'JSL-204-2025',
      inForce: true,
    });
  });

  it('refuses another building’s manager and a tenant (403); unknown or not a resident 404', async () => {
    const camille = await userIdOf(t.db, 'resident@example.com');
    for (const url of [`${camille}`, `${camille}/requests`, `${camille}/bookings`]) {
      expectError(await get(actors.tokens.peelManager, url), 403, 'forbidden');
      expectError(await get(actors.tokens.resident, url), 403, 'forbidden');
    }
    expectError(await get(actors.tokens.manager, '999999'), 404, 'not_found');
    expectError(await get(actors.tokens.manager, `${actors.ids.manager}`), 404, 'not_found');
    expectError(await get(actors.tokens.manager, 'abc'), 400, 'validation_failed');
  });
});

describe('a resident’s requests and bookings', () => {
  it('lists requests newest first, paged with the whole count, in the caller’s buildings', async () => {
    const jardins = await insertRequests(twoBuildings.id, actors.ids.jardins, ['A', 'B', 'C']);
    const peel = await insertRequests(twoBuildings.id, actors.ids.peel, ['D']);
    const all = await read<TResidentRequestListResponse>(
      actors.tokens.manager,
      `${twoBuildings.id}/requests`,
    );
    expect(all.data.map((r) => r.id)).toEqual([...peel, ...[...jardins].reverse()]);
    expect(all.count).toBe(4);
    expect(all.data[0]).toMatchObject({
      title: 'D',
      status: 'pending',
      propertyId: actors.ids.peel,
    });

    const page2 = await read<TResidentRequestListResponse>(
      actors.tokens.manager,
      `${twoBuildings.id}/requests?perPage=3&page=2`,
    );
    expect(page2).toEqual({ data: all.data.slice(3), count: 4 });

    const peelView = await read<TResidentRequestListResponse>(
      actors.tokens.peelManager,
      `${twoBuildings.id}/requests`,
    );
    expect(peelView.data.map((r) => r.id)).toEqual(peel);
  });

  it('lists upcoming bookings soonest first and past ones latest first, with who cancelled', async () => {
    const serviceId = await insertService(t.db, { property: 'jardins-saint-laurent' });
    const entityId = await insertEntity(t.db, serviceId);
    const book = (startsIn: number, canceledBy?: number) =>
      insertBooking(twoBuildings.id, entityId, serviceId, actors.ids.jardins, {
        startsIn,
        canceledBy,
      });
    const later = await book(48);
    const soon = await book(2, actors.ids.manager);
    const mine = await book(24, twoBuildings.id);
    const lastWeek = await book(-24 * 7);
    const yesterday = await book(-24);

    const upcoming = await read<TResidentBookingListResponse>(
      actors.tokens.manager,
      `${twoBuildings.id}/bookings?when=upcoming`,
    );
    expect(upcoming.data.map((b) => [b.id, b.status])).toEqual([
      [soon, 'cancelled_by_building'],
      [mine, 'cancelled'],
      [later, 'active'],
    ]);
    expect(upcoming.data[2]).toMatchObject({
      service: { id: serviceId, name: { en: 'Test room' } },
      item: { en: 'Test schedule' },
      total: 1500,
      canceledAt: null,
    });
    const past = await read<TResidentBookingListResponse>(
      actors.tokens.manager,
      `${twoBuildings.id}/bookings?when=past&perPage=1`,
    );
    expect(past).toMatchObject({ data: [{ id: yesterday }], count: 2 });
    expect(lastWeek).toBeGreaterThan(0);

    const peelView = await read<TResidentBookingListResponse>(
      actors.tokens.peelManager,
      `${twoBuildings.id}/bookings`,
    );
    expect(peelView).toEqual({ data: [], count: 0 });
    expectError(
      await get(actors.tokens.manager, `${twoBuildings.id}/bookings?when=soon`),
      400,
      'validation_failed',
    );
  });

  it('costs the same number of queries for one row or many', async () => {
    const count = async (url: string) => {
      t.queries.length = 0;
      await read(actors.tokens.manager, url);
      return t.queries.length;
    };
    for (const list of ['requests', 'bookings?when=past', 'bookings?when=upcoming']) {
      const many = await count(`${twoBuildings.id}/${list}`);
      const one = await count(
        `${twoBuildings.id}/${list}${list.includes('?') ? '&' : '?'}perPage=1`,
      );
      expect(one, list).toBe(many);
      expect(many, list).toBeLessThanOrEqual(5);
    }
  });
});

describe('PATCH /api/manage/residents/{id}', () => {
  it('changes names, phone and e-mail; the username stays and both sign in; audited', async () => {
    const fixture = await insertUser(t.db, {
      organizationId: actors.ids.org,
      leaseIn: actors.ids.jardins,
    });
    await t.db.insert(emailChangeTokens).values({
      userId: fixture.id,
      newEmail: 'pending@example.com',
      tokenHash: sha256('pending-change-token-123456'),
      expiresAt: new Date(Date.now() + HOUR),
    });
    const response = await patch(actors.tokens.manager, fixture.id, {
      firstName: '  Léa ',
      lastName: 'Gagnon',
      phone: '(514) 555-0199',
      email: 'Lea.Gagnon@Example.com',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Léa',
      lastName: 'Gagnon',
      phone: '(514) 555-0199',
      email: 'Lea.Gagnon@Example.com',
      username: fixture.username,
    });
    expect(await t.loginStatus('lea.gagnon@example.com', 'password')).toBe(200);
    expect(await t.loginStatus(fixture.username, 'password')).toBe(200);
    // The resident's own pending change to another address no longer applies.
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/confirm_email/${'pending-change-token-123456'}`,
    });
    expect(confirm.statusCode).toBe(404);

    const [audit] = await auditRowsOf(t.db, 'user', fixture.id);
    expect(audit).toMatchObject({
      action: 'update',
      actorId: actors.ids.manager,
      propertyId: actors.ids.jardins,
      before: { firstName: 'Fixture', phone: null, email: fixture.username },
      after: { firstName: 'Léa', phone: '(514) 555-0199', email: 'Lea.Gagnon@Example.com' },
    });

    // An empty phone removes it; only what is sent changes.
    const cleared = await patch(actors.tokens.manager, fixture.id, { phone: '' });
    expect(cleared.json()).toMatchObject({ phone: null, firstName: 'Léa' });
    // Saving what is already there records nothing.
    const rows = (await auditRowsOf(t.db, 'user', fixture.id)).length;
    expect(
      (await patch(actors.tokens.manager, fixture.id, { lastName: 'Gagnon' })).statusCode,
    ).toBe(200);
    expect(await auditRowsOf(t.db, 'user', fixture.id)).toHaveLength(rows);
  });

  it('refuses an e-mail someone signs in with, in any letter case (409 fields.email), changing nothing', async () => {
    const fixture = await insertUser(t.db, {
      organizationId: actors.ids.org,
      leaseIn: actors.ids.jardins,
    });
    const [before] = await t.db.select().from(users).where(eq(users.id, fixture.id));
    for (const email of ['COTENANT@example.com', 'manager@EXAMPLE.com']) {
      const response = await patch(actors.tokens.manager, fixture.id, {
        firstName: 'Changed',
        email,
      });
      expectError(response, 409, 'email_already_used');
      expect(response.json().error.fields).toEqual({ email: 'email_already_used' });
    }
    const [after] = await t.db.select().from(users).where(eq(users.id, fixture.id));
    expect(after).toEqual(before);
    expect(await auditRowsOf(t.db, 'user', fixture.id)).toEqual([]);
    // Their own address in another letter case is theirs.
    const own = await patch(actors.tokens.manager, fixture.id, {
      email: fixture.username.toUpperCase(),
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('refuses bad fields with a code each (400), changing nothing', async () => {
    const camille = await userIdOf(t.db, 'resident@example.com');
    const cases: [object, Record<string, string>][] = [
      [{ phone: '555-12' }, { phone: 'phone' }],
      [{ phone: 'call me 5145550123' }, { phone: 'phone' }],
      [{ email: 'not-an-email' }, { email: 'email' }],
      [{ email: '' }, { email: 'required' }],
      [{ firstName: '   ' }, { firstName: 'required' }],
      [{ lastName: 'x'.repeat(101) }, { lastName: 'maxLength' }],
    ];
    for (const [payload, fields] of cases) {
      const response = await patch(actors.tokens.manager, camille, payload);
      expectError(response, 400, 'validation_failed');
      expect(response.json().error.fields, JSON.stringify(payload)).toMatchObject(fields);
    }
    expectError(await patch(actors.tokens.manager, camille, {}), 400, 'validation_failed');
    expectError(
      await patch(actors.tokens.manager, camille, { username: 'x' }),
      400,
      'validation_failed',
    );
    const me = await read<TManagedResidentDetail>(actors.tokens.manager, `${camille}`);
    expect(me).toMatchObject({ firstName: 'Camille', email: 'resident@example.com' });
  });

  it('edits a deactivated resident; refuses another building’s manager (403) and unknown (404)', async () => {
    const fixture = await insertUser(t.db, {
      organizationId: actors.ids.org,
      leaseIn: actors.ids.jardins,
    });
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, fixture.id));
    const response = await patch(actors.tokens.manager, fixture.id, { lastName: 'Parti' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().deactivatedAt).toEqual(expect.any(String));
    expectError(
      await patch(actors.tokens.peelManager, fixture.id, { lastName: 'X' }),
      403,
      'forbidden',
    );
    expectError(await patch(actors.tokens.manager, 999_999, { lastName: 'X' }), 404, 'not_found');
  });
});

describe('POST /api/manage/residents/{id}/password-link', () => {
  it('mails a link that sets the password, in the resident’s language; audited', async () => {
    const fixture = await insertUser(t.db, {
      organizationId: actors.ids.org,
      leaseIn: actors.ids.jardins,
    });
    const before = t.mails.length;
    const response = await sendLink(actors.tokens.manager, fixture.id, { locale: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sentTo: fixture.username });
    const mail = t.mails.slice(before).find((m) => m.to === fixture.username);
    expect(mail?.subject).toBe('Habitat — choose your password');
    expect(mail?.text).toContain('You will then be signed in and taken to your home page.');
    // The link opens the password page's welcome form, which signs the resident in.
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicUrl}/reset_password`);
    expect(link.searchParams.get('invitation')).toBe(PASSWORD_PAGE_WELCOMES.passwordSet);
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${link.searchParams.get('token')}`,
      payload: { password: 'chosen-by-the-resident' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const me = await t.app.inject({
      url: '/api/me',
      headers: t.bearer(set.json<TLoginResponse>().token),
    });
    expect(me.json()).toMatchObject({ id: fixture.id, role: ROLE_TENANT });
    expect(await t.loginStatus(fixture.username, 'chosen-by-the-resident')).toBe(200);
    expect(await auditRowsOf(t.db, 'user', fixture.id)).toMatchObject([
      { action: 'password_link', actorId: actors.ids.manager, after: { sentTo: fixture.username } },
    ]);

    // Without a language: French, the default.
    const french = await sendLink(actors.tokens.manager, fixture.id);
    expect(french.statusCode, french.body).toBe(200);
    expect(t.mails.at(-1)?.subject).toBe('Habitat — choisissez votre mot de passe');
  });

  it('writes in the resident’s notification language when the manager names none', async () => {
    const fixture = await insertUser(t.db, {
      organizationId: actors.ids.org,
      leaseIn: actors.ids.jardins,
    });
    await t.db.insert(notificationSettings).values({ userId: fixture.id, locale: 'en' });
    expect((await sendLink(actors.tokens.manager, fixture.id)).statusCode).toBe(200);
    expect(t.mails.at(-1)).toMatchObject({
      to: fixture.username,
      subject: 'Habitat — choose your password',
    });
  });

  it('counts with the resident’s own reset requests: past the account’s limit 429, no mail', async () => {
    const fixture = await insertUser(t.db, {
      organizationId: actors.ids.org,
      leaseIn: actors.ids.jardins,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/forgot_password/',
      payload: { email: fixture.username },
    });
    await t.settled();
    expect((await sendLink(actors.tokens.manager, fixture.id)).statusCode).toBe(200);
    const before = t.mails.length;
    expectError(await sendLink(actors.tokens.manager, fixture.id), 429, 'too_many_requests');
    expect(t.mails.length).toBe(before);
    expect(
      (await auditRowsOf(t.db, 'user', fixture.id)).filter((r) => r.action === 'password_link'),
    ).toHaveLength(1);
  });

  it('sends none to a deactivated account (409) until it is reactivated; scoped like the rest', async () => {
    const fixture = await insertUser(t.db, {
      organizationId: actors.ids.org,
      leaseIn: actors.ids.jardins,
    });
    const deactivate = (action: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/manage/residents/${fixture.id}/${action}`,
        headers: t.bearer(actors.tokens.manager),
      });
    await deactivate('deactivate');
    const before = t.mails.length;
    expectError(await sendLink(actors.tokens.manager, fixture.id), 409, 'resident_deactivated');
    expect(t.mails.length).toBe(before);
    await deactivate('reactivate');
    expect((await sendLink(actors.tokens.manager, fixture.id)).statusCode).toBe(200);

    expectError(await sendLink(actors.tokens.peelManager, fixture.id), 403, 'forbidden');
    expectError(await sendLink(actors.tokens.resident, fixture.id), 403, 'forbidden');
    expectError(await sendLink(actors.tokens.manager, 999_999), 404, 'not_found');
  });
});
