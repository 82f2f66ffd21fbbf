import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChangeTokens, users } from '#server/db/schema';
import type { TMail } from '#server/lib/mail';
import { createTestApp, type TTestApp } from '#server/test/harness';

const PUBLIC_URL = 'https://residents.habitat.test';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL },
    // Many requests in one file: the limit has its own tests.
    rateLimits: { passwordReset: { max: 1000, timeWindow: '1 minute' } },
  });
});
afterAll(() => t.close());

async function signIn(login: string, password = login.split('@')[0]!) {
  const { token } = await t.login(login, password);
  const me = await t.app.inject({ url: '/api/me', headers: t.bearer(token) });
  return { token, id: me.json<{ id: number }>().id };
}

const askChange = (token: string, userId: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${userId}`,
    headers: t.bearer(token),
    payload,
  });

const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/confirm_email/${encodeURIComponent(token)}` });

const emailOf = async (userId: number) =>
  (await t.db.query.users.findFirst({ where: eq(users.id, userId) }))?.email;

/** The first mail to `to` after index `since`, once the mails sent in the background are out. */
async function mailTo(to: string, since: number) {
  await t.settled();
  const mail = t.mails.slice(since).find((m) => m.to === to);
  if (!mail) throw new Error(`no mail for ${to}`);
  return mail;
}

const linkIn = (mail: TMail) => /https?:\/\/\S+/.exec(mail.text)?.[0] ?? null;

function confirmTokenIn(mail: TMail) {
  const link = linkIn(mail);
  const prefix = `${PUBLIC_URL}/confirm-email/`;
  if (!link?.startsWith(prefix)) throw new Error(`no confirmation link in: ${mail.text}`);
  return decodeURIComponent(link.slice(prefix.length));
}

/** Asks for `email` with the right password and answers the token of the mailed link. */
async function confirmationToken(login: string, email: string) {
  const user = await signIn(login);
  const since = t.mails.length;
  const response = await askChange(user.token, user.id, {
    email,
    currentPassword: login.split('@')[0],
    locale: 'en',
  });
  expect(response.statusCode).toBe(200);
  return { user, token: confirmTokenIn(await mailTo(email, since)) };
}

describe('PUT /api/users/{id}: asking for a new e-mail', () => {
  it('changes nothing and mails nothing with a session but no or a wrong current password', async () => {
    const stolen = await signIn('cotenant@example.com');
    const since = t.mails.length;

    const missing = await askChange(stolen.token, stolen.id, { email: 'thief@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { currentPassword: expect.any(String) },
    });

    for (const currentPassword of ['guess', 'Cotenant', '']) {
      const wrong = await askChange(stolen.token, stolen.id, {
        email: 'thief@example.com',
        currentPassword,
      });
      expect(wrong.statusCode, currentPassword).toBe(currentPassword === '' ? 400 : 403);
      if (currentPassword !== '') expect(wrong.json().error.code).toBe('wrong_current_password');
    }

    // The password is checked before anything is sent in the background.
    expect(t.mails.length).toBe(since);
    expect(await emailOf(stolen.id)).toBe('cotenant@example.com');
    const tokens = await t.db
      .select()
      .from(emailChangeTokens)
      .where(eq(emailChangeTokens.userId, stolen.id));
    expect(tokens).toEqual([]);
  });

  it("refuses someone else's account with 403, even with the caller's right password", async () => {
    const attacker = await signIn('shop@example.com');
    const victim = await signIn('resident@example.com');
    const response = await askChange(attacker.token, victim.id, {
      email: 'thief@example.com',
      currentPassword: 'shop',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
    expect(await emailOf(victim.id)).toBe('resident@example.com');
  });

  it('does not apply the address at once: a link goes to it, a notice to the current one', async () => {
    const user = await signIn('resident@example.com');
    const since = t.mails.length;
    const response = await askChange(user.token, user.id, {
      email: 'camille.new@example.com',
      currentPassword: 'resident',
      locale: 'en',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      email: 'resident@example.com',
      pendingEmail: 'camille.new@example.com',
    });
    expect(await emailOf(user.id)).toBe('resident@example.com');

    const link = await mailTo('camille.new@example.com', since);
    expect(link.subject).toBe('Habitat — confirm your new e-mail address');
    expect(linkIn(link)).toMatch(/^https:\/\/residents\.habitat\.test\/confirm-email\/[\w-]{32,}$/);
    const notice = await mailTo('resident@example.com', since);
    expect(notice.subject).toBe('Habitat — e-mail address change requested');
    expect(notice.text).toContain('camille.new@example.com');
    expect(linkIn(notice)).toBeNull();

    // Only a hash of the token is stored.
    const token = confirmTokenIn(link);
    const rows = await t.db
      .select()
      .from(emailChangeTokens)
      .where(eq(emailChangeTokens.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).toContain(
      createHash('sha256').update(token).digest('hex'),
    );
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers the same whether or not another account uses the address, and links only a free one', async () => {
    const user = await signIn('resident@example.com');
    const since = t.mails.length;
    const ask = (email: string) =>
      askChange(user.token, user.id, { email, currentPassword: 'resident', locale: 'en' });
    const taken = await ask('SHOP@Example.com');
    const free = await ask('camille.free@example.com');

    expect(taken.statusCode).toBe(200);
    expect(free.statusCode).toBe(200);
    expect(taken.headers['content-type']).toBe(free.headers['content-type']);
    const { pendingEmail: takenPending, ...takenRest } = taken.json();
    const { pendingEmail: freePending, ...freeRest } = free.json();
    expect(takenRest).toEqual(freeRest);
    expect([takenPending, freePending]).toEqual(['SHOP@Example.com', 'camille.free@example.com']);

    // The owner of the taken address is told someone tried; no link is sent to it.
    const tried = await mailTo('SHOP@Example.com', since);
    expect(tried.subject).toBe('Habitat — e-mail address already in use');
    expect(linkIn(tried)).toBeNull();
    expect(linkIn(await mailTo('camille.free@example.com', since))).not.toBeNull();
    const pending = await t.db
      .select({ newEmail: emailChangeTokens.newEmail })
      .from(emailChangeTokens)
      .where(eq(emailChangeTokens.userId, user.id));
    expect(pending.map((p) => p.newEmail)).not.toContain('SHOP@Example.com');
  });

  it('answers the unchanged e-mail at once, without a password, and mails nothing', async () => {
    const user = await signIn('manager@example.com');
    const since = t.mails.length;
    const response = await askChange(user.token, user.id, { email: 'manager@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'manager@example.com', pendingEmail: null });
    expect(t.mails.length).toBe(since);
  });

  it('answers 400 with fields.email to a malformed address, and 401 without a session', async () => {
    const user = await signIn('manager@example.com');
    const malformed = await askChange(user.token, user.id, {
      email: 'not-an-email',
      currentPassword: 'manager',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toHaveProperty('email');
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { email: 'thief@example.com', currentPassword: 'manager' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/confirm_email/{token}', () => {
  it('applies the change once: the new address signs in and receives reset links', async () => {
    const { user, token } = await confirmationToken(
      'cotenant@example.com',
      'Olivier.G@example.com',
    );
    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'Olivier.G@example.com' });
    expect(await emailOf(user.id)).toBe('Olivier.G@example.com');
    expect(await t.loginStatus('olivier.g@EXAMPLE.com', 'cotenant')).toBe(200);

    const since = t.mails.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/forgot_password/',
      payload: { email: 'olivier.g@example.com' },
    });
    expect((await mailTo('Olivier.G@example.com', since)).subject).toContain('mot de passe');

    const again = await confirm(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('email_change_token_not_found_or_expired');
  });

  it('retires the first link when a second change is asked', async () => {
    const first = await confirmationToken('shop@example.com', 'nadia.one@example.com');
    const second = await confirmationToken('shop@example.com', 'nadia.two@example.com');
    expect((await confirm(first.token)).statusCode).toBe(404);
    expect(await emailOf(first.user.id)).toBe('shop@example.com');
    expect((await confirm(second.token)).statusCode).toBe(200);
    expect(await emailOf(first.user.id)).toBe('nadia.two@example.com');
  });

  it('answers 404 to an expired link and changes nothing', async () => {
    const { user, token } = await confirmationToken('manager@example.com', 'marc.late@example.com');
    await t.db
      .update(emailChangeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeTokens.userId, user.id));
    const response = await confirm(token);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('email_change_token_not_found_or_expired');
    expect(await emailOf(user.id)).toBe('manager@example.com');
  });

  it('answers 409 email_already_used when another account took the address meanwhile', async () => {
    const slow = await confirmationToken('manager@example.com', 'contested@example.com');
    const fast = await confirmationToken('resident@example.com', 'Contested@Example.com');
    expect((await confirm(fast.token)).statusCode).toBe(200);

    const response = await confirm(slow.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('email_already_used');
    expect(await emailOf(slow.user.id)).toBe('manager@example.com');
    expect(await emailOf(fast.user.id)).toBe('Contested@Example.com');
  });

  it('answers 404 to a token never issued and 400 to one too short to be a token', async () => {
    const unknown = await confirm('this-token-was-never-issued-1234567890');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('email_change_token_not_found_or_expired');
    expect((await confirm('short')).statusCode).toBe(400);
  });
});
