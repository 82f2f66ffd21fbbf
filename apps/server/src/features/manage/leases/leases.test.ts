import {
  PASSWORD_PAGE_WELCOMES,
  type TBuildingUnit,
  type TLoginResponse,
  type TManagedLease,
  type TManagedLeaseListResponse,
  type TMe,
} from '@habitat/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeCounterOf } from '#server/db/client';
import { auditRowsOf } from '#server/features/manage/audit/test-audit';
import { consoleActors, expectError } from '#server/features/manage/test-console';
import { userIdOf } from '#server/features/posts/test-fixtures';
import { createTestApp, type TTestApp } from '#server/test/harness';

/**
 * Leases from the console: listed, created, edited, cancelled early, ended on move-out (access
 * ends after the end date), and their people added, invited, moved and removed.
 */

let t: TTestApp;
let actors: Awaited<ReturnType<typeof consoleActors>>;

beforeAll(async () => {
  t = await createTestApp();
  actors = await consoleActors(t);
});
afterAll(() => t.close());

const DAY = 24 * 3600_000;
/** A UTC day `days` from today (the tests keep a day of margin around the building's today). */
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

type TMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: TMethod, url: string, payload?: object, token = actors.tokens.manager) =>
  t.app.inject({ method, url, headers: t.bearer(token), payload });

const leasesOf = async (query: string) =>
  (await call('GET', `/api/manage/leases?${query}`)).json<TManagedLeaseListResponse>();

let unitCounter = 0;
/** A new unit of Les Jardins with nothing on it. */
async function newUnit() {
  unitCounter += 1;
  const response = await call('POST', `/api/manage/properties/${actors.ids.jardins}/units`, {
    number: `L${unitCounter}-${Date.now() % 100_000}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TBuildingUnit>();
}

async function newLease(body: Record<string, unknown>) {
  const response = await call('POST', '/api/manage/leases', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TManagedLease>();
}

let inviteCounter = 0;
/** Invites a new person onto the lease; answers their id and the token of their invitation. */
async function invite(leaseId: number, signed = true) {
  inviteCounter += 1;
  const email = `lease-${inviteCounter}-${Date.now()}@example.com`;
  const before = t.mails.length;
  const response = await call('POST', `/api/manage/leases/${leaseId}/invitations`, {
    email,
    firstName: 'Inès',
    lastName: `Nouvelle ${inviteCounter}`,
    signed,
  });
  expect(response.statusCode, response.body).toBe(200);
  const person = response.json<TManagedLease>().people.find((p) => p.email === email)!;
  await t.settled();
  const mail = t.mails.slice(before).find((m) => m.to === email);
  expect(mail, 'the invitation mail').toBeDefined();
  const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
  const token = link.searchParams.get('token')!;
  return { id: person.id, email, token, mail: mail!, link };
}

/** Chooses the invited person's password through their invitation, which signs them in. */
async function acceptInvitation(invited: { email: string; token: string }) {
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/invitations/${encodeURIComponent(invited.token)}`,
    payload: { password: 'a-long-password' },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json<TLoginResponse>().token;
}

describe('leases of a building', () => {
  it('creates a lease (rent in cents, CAD), lists it by unit and state, edits it; audited', async () => {
    const unit = await newUnit();
    const lease = await newLease({
      unit: unit.id,
      startAt: day(-30),
      endAt: day(335),
      rent: 150_000,
      paymentNumber: 'JSL-NEW-1',
    });
    expect(lease).toMatchObject({
      property: actors.ids.jardins,
      unit: { id: unit.id, number: unit.number },
      rent: 150_000,
      currency: 'CAD',
      paymentNumber: 'JSL-NEW-1',
      state: 'in_force',
      people: [],
    });

    const ofUnit = await leasesOf(`property=${actors.ids.jardins}&unit=${unit.id}`);
    expect(ofUnit.data.map((l) => l.id)).toEqual([lease.id]);
    const inForce = await leasesOf(`property=${actors.ids.jardins}&state=in_force`);
    expect(inForce.data.map((l) => l.id)).toContain(lease.id);
    // The demo's 204 lease, with its signer and its co-tenant who did not sign.
    const l204 = inForce.data.find((l) => l.unit.number === '204')!;
    expect(l204.people.map((p) => [p.email, p.signed])).toEqual([
      ['resident@example.com', true],
      ['cotenant@example.com', false],
    ]);
    const upcoming = await leasesOf(`property=${actors.ids.jardins}&state=upcoming`);
    expect(upcoming.data.map((l) => l.id)).not.toContain(lease.id);

    const edited = await call('PATCH', `/api/manage/leases/${lease.id}`, {
      rent: 152_500,
      paymentNumber: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<TManagedLease>()).toMatchObject({ rent: 152_500, paymentNumber: null });
    const audit = await auditRowsOf(t.db, 'lease', lease.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
    expect(audit[1]).toMatchObject({
      before: { rentCents: 150_000, paymentNumber: 'JSL-NEW-1' },
      after: { rentCents: 152_500, paymentNumber: null },
    });
  });

  it('checks the dates: end ≥ start, a cancellation within the lease; nothing changes', async () => {
    const unit = await newUnit();
    expectError(
      await call('POST', '/api/manage/leases', {
        unit: unit.id,
        startAt: day(10),
        endAt: day(9),
        rent: 0,
      }),
      400,
      'validation_failed',
    );
    expectError(
      await call('POST', '/api/manage/leases', { unit: unit.id, startAt: day(0), rent: -1 }),
      400,
      'validation_failed',
    );
    expect((await leasesOf(`property=${actors.ids.jardins}&unit=${unit.id}`)).count).toBe(0);

    const lease = await newLease({ unit: unit.id, startAt: day(-10), endAt: day(100), rent: 0 });
    const backwards = await call('PATCH', `/api/manage/leases/${lease.id}`, { endAt: day(-11) });
    expectError(backwards, 400, 'validation_failed');
    expect(backwards.json().error.fields).toEqual({ endAt: 'end_before_start' });
    for (const [date, code] of [
      [day(-11), 'before_start'],
      [day(101), 'after_end'],
    ] as const) {
      const refused = await call('POST', `/api/manage/leases/${lease.id}/cancel`, {
        date,
        note: 'Départ',
      });
      expectError(refused, 400, 'validation_failed');
      expect(refused.json().error.fields).toEqual({ date: code });
    }
    expect((await call('GET', `/api/manage/leases/${lease.id}`)).json()).toMatchObject({
      endAt: day(100),
      earlyCancelAt: null,
    });

    const cancelled = await call('POST', `/api/manage/leases/${lease.id}/cancel`, {
      date: day(-2),
      note: 'Départ anticipé, entente signée',
    });
    expect(cancelled.json<TManagedLease>()).toMatchObject({
      earlyCancelAt: day(-2),
      cancelNote: 'Départ anticipé, entente signée',
      state: 'cancelled',
    });
    const ofState = await leasesOf(`property=${actors.ids.jardins}&state=cancelled`);
    expect(ofState.data.map((l) => l.id)).toContain(lease.id);
    expect((await auditRowsOf(t.db, 'lease', lease.id)).map((row) => row.action)).toEqual([
      'create',
      'cancel',
    ]);
  });

  it('refuses a lease whose days overlap another of the unit (409), not one after it', async () => {
    const unit = await newUnit();
    const first = await newLease({ unit: unit.id, startAt: day(-100), endAt: day(100), rent: 0 });
    for (const [startAt, endAt] of [
      [day(100), null],
      [day(-200), day(-100)],
      [day(-50), day(50)],
    ]) {
      const refused = await call('POST', '/api/manage/leases', {
        unit: unit.id,
        startAt,
        endAt,
        rent: 0,
      });
      expectError(refused, 409, 'lease_overlap');
      expect(refused.json().error.fields).toEqual({ startAt: 'overlap' });
    }
    const next = await newLease({ unit: unit.id, startAt: day(101), rent: 0 });
    expect(next.state).toBe('upcoming');
    // Moving the first one's end onto the next's days is refused too.
    expectError(
      await call('PATCH', `/api/manage/leases/${first.id}`, { endAt: day(101) }),
      409,
      'lease_overlap',
    );
    // Cancelled early, its days after the cancellation are free for a new lease.
    await call('POST', `/api/manage/leases/${first.id}/cancel`, { date: day(50), note: 'Vendu' });
    const between = await call('POST', '/api/manage/leases', {
      unit: unit.id,
      startAt: day(50),
      endAt: day(100),
      rent: 0,
    });
    expect(between.statusCode, between.body).toBe(201);
  });

  it('gives overlapping dates to one lease only when several are created at once', async () => {
    const unit = await newUnit();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('POST', '/api/manage/leases', { unit: unit.id, startAt: day(i), rent: 0 }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await leasesOf(`property=${actors.ids.jardins}&unit=${unit.id}`)).count).toBe(1);
  });

  it('is for the building’s managers only: another building’s 403, a tenant 403, unknown 404', async () => {
    const unit = await newUnit();
    const lease = await newLease({ unit: unit.id, startAt: day(0), rent: 0 });
    const body = { unit: unit.id, startAt: day(500), rent: 0 };
    const { peelManager, resident } = actors.tokens;
    expectError(await call('POST', '/api/manage/leases', body, peelManager), 403, 'forbidden');
    expectError(await call('POST', '/api/manage/leases', body, resident), 403, 'forbidden');
    expectError(
      await call(
        'GET',
        `/api/manage/leases?property=${actors.ids.jardins}`,
        undefined,
        peelManager,
      ),
      403,
      'forbidden',
    );
    for (const [method, url, payload] of [
      ['GET', `/api/manage/leases/${lease.id}`, undefined],
      ['PATCH', `/api/manage/leases/${lease.id}`, { rent: 1 }],
      ['POST', `/api/manage/leases/${lease.id}/cancel`, { date: day(1), note: 'x' }],
      [
        'POST',
        `/api/manage/leases/${lease.id}/invitations`,
        {
          email: 'peel-should-not@example.com',
          firstName: 'A',
          lastName: 'B',
        },
      ],
    ] as const) {
      expectError(await call(method, url, payload, peelManager), 403, 'forbidden');
    }
    expectError(await call('GET', '/api/manage/leases/999999'), 404, 'not_found');
    expectError(await call('PATCH', '/api/manage/leases/999999', { rent: 1 }), 404, 'not_found');
    expect((await call('GET', `/api/manage/leases/${lease.id}`)).json().rent).toBe(0);
    expect(await t.loginStatus('peel-should-not@example.com', 'x')).toBe(401);
  });
});

describe('people on a lease', () => {
  it('invites a new person by e-mail: an account, a place on the lease, the invitation mail', async () => {
    const unit = await newUnit();
    const lease = await newLease({ unit: unit.id, startAt: day(-5), rent: 99_000 });
    const invited = await invite(lease.id);
    // The mail says who invited them and to which unit, not that a request was approved, and
    // leads to the welcome form of the password page.
    expect(invited.mail.text).toContain(
      `Marc Bouchard vous invite dans Habitat pour le logement ${unit.number} de Les Jardins Saint-Laurent.`,
    );
    expect(invited.mail.text).toContain(
      `Marc Bouchard invited you to Habitat for unit ${unit.number} of Les Jardins Saint-Laurent.`,
    );
    expect(invited.mail.text).not.toMatch(/approved|acceptée/);
    expect(invited.mail.text.indexOf('Bonjour')).toBeLessThan(invited.mail.text.indexOf('Hello'));
    expect(`${invited.link.origin}${invited.link.pathname}`).toBe(
      `${t.config.publicUrl}/reset_password`,
    );
    expect(invited.link.searchParams.get('invitation')).toBe(PASSWORD_PAGE_WELCOMES.resident);
    const token = await acceptInvitation(invited);
    expect((await t.login(invited.email, 'a-long-password')).token).toBeTruthy();
    const me = (await call('GET', '/api/me', undefined, token)).json<TMe>();
    expect(me).toMatchObject({ role: 'ROLE_TENANT', notSignedOnCurrentLease: false });
    expect(me.lease).toMatchObject({ id: lease.id, rent: 99_000, unitNumber: unit.number });
    expect((await auditRowsOf(t.db, 'lease', lease.id)).map((row) => row.action)).toContain(
      'invite_person',
    );
    // An address already used is refused, and nothing is written.
    const again = await call('POST', `/api/manage/leases/${lease.id}/invitations`, {
      email: invited.email.toUpperCase(),
      firstName: 'X',
      lastName: 'Y',
    });
    expectError(again, 409, 'email_already_used');
    expect((await call('GET', `/api/manage/leases/${lease.id}`)).json().people).toHaveLength(1);
  });

  it('adds a resident of the building, never twice nor someone from elsewhere', async () => {
    const unit = await newUnit();
    const lease = await newLease({ unit: unit.id, startAt: day(-5), rent: 0 });
    const cotenant = (await leasesOf(`property=${actors.ids.jardins}&state=in_force`)).data
      .flatMap((l) => l.people)
      .find((p) => p.email === 'cotenant@example.com')!;
    const added = await call('POST', `/api/manage/leases/${lease.id}/people`, {
      user: cotenant.id,
      signed: false,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<TManagedLease>().people).toMatchObject([{ id: cotenant.id, signed: false }]);
    const twice = await call('POST', `/api/manage/leases/${lease.id}/people`, {
      user: cotenant.id,
    });
    expectError(twice, 409, 'conflict');
    expect(twice.json().error.fields).toEqual({ user: 'already_on_lease' });
    // The Carré Peel tenant and a manager are no residents of Les Jardins.
    for (const user of [actors.ids.manager, await userIdOf(t.db, 'shop@example.com')]) {
      const refused = await call('POST', `/api/manage/leases/${lease.id}/people`, { user });
      expectError(refused, 400, 'validation_failed');
      expect(refused.json().error.fields).toEqual({ user: 'not_resident' });
    }
    // Off again (not a signer: the lease may be left without one).
    const removed = await call('DELETE', `/api/manage/leases/${lease.id}/people/${cotenant.id}`);
    expect(removed.json<TManagedLease>().people).toEqual([]);
  });

  it('never takes off or unsigns the last signer of a lease in force (409 lease_last_signer)', async () => {
    const unit = await newUnit();
    const lease = await newLease({ unit: unit.id, startAt: day(-5), rent: 0 });
    const signer = await invite(lease.id, true);
    const other = await invite(lease.id, false);
    const remove = (id: number) => call('DELETE', `/api/manage/leases/${lease.id}/people/${id}`);
    const refused = await remove(signer.id);
    expectError(refused, 409, 'lease_last_signer');
    expect(refused.json().error.fields).toEqual({ user: 'last_signer' });
    expectError(
      await call('PATCH', `/api/manage/leases/${lease.id}/people/${signer.id}`, { signed: false }),
      409,
      'lease_last_signer',
    );
    // With a second signer, the first may go.
    await call('PATCH', `/api/manage/leases/${lease.id}/people/${other.id}`, { signed: true });
    expect((await remove(signer.id)).statusCode).toBe(200);
    expect((await call('GET', `/api/manage/leases/${lease.id}`)).json().people).toMatchObject([
      { id: other.id, signed: true },
    ]);
    // An ended lease keeps its people as they were; its last signer may be taken off.
    await call('PATCH', `/api/manage/leases/${lease.id}`, { endAt: day(-2) });
    expect((await remove(other.id)).statusCode).toBe(200);
  });

  it('moves a resident to another unit in one step: off one lease, onto the other', async () => {
    const [from, to] = [await newUnit(), await newUnit()];
    const source = await newLease({ unit: from.id, startAt: day(-5), rent: 0 });
    const target = await newLease({ unit: to.id, startAt: day(-5), rent: 0 });
    const stays = await invite(source.id, true);
    const mover = await invite(source.id, true);
    const token = await acceptInvitation(mover);
    const moved = await call('POST', `/api/manage/leases/${source.id}/people/${mover.id}/move`, {
      lease: target.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<TManagedLease>()).toMatchObject({
      id: target.id,
      people: [{ id: mover.id, signed: true }],
    });
    const left = (await call('GET', `/api/manage/leases/${source.id}`)).json<TManagedLease>();
    expect(left.people.map((p) => p.id)).toEqual([stays.id]);
    const me = (await call('GET', '/api/me', undefined, token)).json<TMe>();
    expect(me.lease?.unitNumber).toBe(to.number);
    expect((await auditRowsOf(t.db, 'lease', target.id)).map((row) => row.action)).toEqual([
      'create',
      'move_in',
    ]);
    // The last signer of the source cannot be moved away; a lease of another building is refused.
    expectError(
      await call('POST', `/api/manage/leases/${source.id}/people/${stays.id}/move`, {
        lease: target.id,
      }),
      409,
      'lease_last_signer',
    );
    const peelLease = (await leasesOf(`property=${actors.ids.peel}`)).data[0]!;
    expectError(
      await call('POST', `/api/manage/leases/${target.id}/people/${mover.id}/move`, {
        lease: peelLease.id,
      }),
      400,
      'validation_failed',
    );
  });
});

describe('a lease’s end ends access', () => {
  it('lets the resident in through the end date, then refuses the session and the sign-in', async () => {
    const unit = await newUnit();
    const lease = await newLease({ unit: unit.id, startAt: day(-60), rent: 0 });
    const invited = await invite(lease.id);
    const token = await acceptInvitation(invited);
    const me = () => call('GET', '/api/me', undefined, token);
    const property = () => call('GET', `/api/properties/${actors.ids.jardins}`, undefined, token);

    // Moving out: the end is set; until that day the resident still reads their building.
    await call('PATCH', `/api/manage/leases/${lease.id}`, { endAt: day(1) });
    expect((await me()).statusCode).toBe(200);
    expect((await property()).statusCode).toBe(200);

    // Once the end date has passed, the session ends and the sign-in is refused.
    await call('PATCH', `/api/manage/leases/${lease.id}`, { endAt: day(-2) });
    expectError(await me(), 401, 'lease_ended');
    expectError(await property(), 401, 'lease_ended');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: invited.email, password: 'a-long-password' },
    });
    expectError(login, 403, 'lease_ended');

    // A new lease (moving back in next month) lets them in again: an upcoming lease counts.
    const next = await newUnit();
    const upcoming = await newLease({ unit: next.id, startAt: day(30), rent: 0 });
    await call('POST', `/api/manage/leases/${upcoming.id}/people`, { user: invited.id });
    expect((await me()).statusCode).toBe(200);
  });

  it('ends with an early cancellation too; the other residents go on', async () => {
    const unit = await newUnit();
    const lease = await newLease({ unit: unit.id, startAt: day(-60), rent: 0 });
    const invited = await invite(lease.id);
    const token = await acceptInvitation(invited);
    await call('POST', `/api/manage/leases/${lease.id}/cancel`, { date: day(-1), note: 'Départ' });
    expectError(await call('GET', '/api/me', undefined, token), 401, 'lease_ended');
    expect((await call('GET', '/api/me', undefined, actors.tokens.resident)).statusCode).toBe(200);
  });
});

describe('a lease’s days on its building’s clock (Les Jardins: America/Toronto)', () => {
  // 21:00 in Toronto on 30 June is 01:00 UTC on 1 July; 00:30 on 1 July there is 04:30 UTC.
  const EVENING_OF_THE_30TH = new Date('2030-07-01T01:00:00Z');
  const AFTER_LOCAL_MIDNIGHT = new Date('2030-07-01T04:30:00Z');
  let managerToken = '';
  /** The clock set to `at`, and the manager signed in on it (their token would be long expired). */
  async function clockAt(at: Date) {
    vi.useFakeTimers({ toFake: ['Date'], now: at });
    managerToken = actors.tokens.manager;
    actors.tokens.manager = (await t.login('manager@example.com')).token;
  }
  afterEach(() => {
    vi.useRealTimers();
    actors.tokens.manager = managerToken;
  });

  /** acceptInvitation from an address of its own: the file's others spent the shared one's limit. */
  async function acceptFrom(remoteAddress: string, invited: { token: string }) {
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${encodeURIComponent(invited.token)}`,
      payload: { password: 'a-long-password' },
      remoteAddress,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return accepted.json<TLoginResponse>().token;
  }

  const signIn = (username: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username, password: 'a-long-password' },
      remoteAddress: '192.0.2.3',
    });

  /** On the evening of the 30th: a new lease of this year ending that day, its tenant invited. */
  async function leaseEndingOnThe30th() {
    await clockAt(EVENING_OF_THE_30TH);
    const unit = await newUnit();
    const lease = await newLease({
      unit: unit.id,
      startAt: '2030-01-01',
      endAt: '2030-06-30',
      rent: 0,
    });
    return { lease, invited: await invite(lease.id) };
  }

  it('lets the tenant of a lease ending on the 30th in at 21:00 local on the 30th, not after local midnight', async () => {
    const { lease, invited } = await leaseEndingOnThe30th();
    const token = await acceptFrom('192.0.2.1', invited);

    const me = await call('GET', '/api/me', undefined, token);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json<TMe>().lease).toMatchObject({ id: lease.id, computed: { active: true } });
    expect((await signIn(invited.email)).statusCode).toBe(200);

    vi.setSystemTime(AFTER_LOCAL_MIDNIGHT);
    expectError(await call('GET', '/api/me', undefined, token), 401, 'lease_ended');
    expectError(await signIn(invited.email), 403, 'lease_ended');
  });

  it('ends the session at local midnight with nothing written meanwhile (a state kept on PGlite expires)', async () => {
    const { invited } = await leaseEndingOnThe30th();
    const token = await acceptFrom('192.0.2.4', invited);
    expect((await call('GET', '/api/me', undefined, token)).statusCode).toBe(200);
    const writes = writeCounterOf(t.db);
    const before = writes?.();
    expect((await call('GET', '/api/me', undefined, token)).statusCode).toBe(200);

    vi.setSystemTime(AFTER_LOCAL_MIDNIGHT);
    expectError(await call('GET', '/api/me', undefined, token), 401, 'lease_ended');
    expect(writes?.()).toBe(before);
  });

  it('shows the lease of the building’s day: the one ending on the 30th until local midnight, then the one starting on the 1st', async () => {
    await clockAt(EVENING_OF_THE_30TH);
    const ending = await newLease({
      unit: (await newUnit()).id,
      startAt: '2030-01-01',
      endAt: '2030-06-30',
      rent: 0,
    });
    const starting = await newLease({ unit: (await newUnit()).id, startAt: '2030-07-01', rent: 0 });
    const invited = await invite(ending.id);
    const added = await call('POST', `/api/manage/leases/${starting.id}/people`, {
      user: invited.id,
    });
    expect(added.statusCode, added.body).toBe(200);
    const token = await acceptFrom('192.0.2.2', invited);
    const currentLease = async () => {
      const me = await call('GET', '/api/me', undefined, token);
      expect(me.statusCode, me.body).toBe(200);
      return me.json<TMe>().lease;
    };

    expect(await currentLease()).toMatchObject({ id: ending.id, computed: { active: true } });
    // Nothing was written since: the answer kept in memory is read again at local midnight.
    vi.setSystemTime(AFTER_LOCAL_MIDNIGHT);
    expect(await currentLease()).toMatchObject({ id: starting.id, computed: { active: true } });
  });
});
