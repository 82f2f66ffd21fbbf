import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResetTokens, users } from '#server/db/schema';
import type { TMail } from '#server/lib/mail';
import { createTestApp, type TTestApp } from '#server/test/harness';

const PUBLIC_URL = 'https://residents.habitat.test';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL },
    // Many requests in one file: the limit itself is tested on its own app below.
    rateLimits: { passwordReset: { max: 1000, timeWindow: '1 minute' } },
  });
});
afterAll(() => t.close());

const forgot = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/forgot_password/', payload: payload as object });

const reset = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/forgot_password/${encodeURIComponent(token)}`,
    payload: payload as object,
  });

const linkOf = (mail: TMail) => {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in mail: ${mail.text}`);
  return link;
};

/** Asks for a reset and answers the mail that arrives for it (sent in the background). */
async function requestReset(email: string, extra: Record<string, unknown> = {}) {
  const before = t.mails.length;
  const response = await forgot({ email, ...extra });
  expect(response.statusCode).toBe(200);
  await t.settled();
  const mail = t.mails.slice(before).find((m) => m.to === email);
  if (!mail) throw new Error(`no mail for ${email}`);
  const link = linkOf(mail);
  const token = new URL(link).searchParams.get('token');
  return { mail, link, token };
}

async function tokenFor(email: string) {
  const { token } = await requestReset(email);
  if (!token) throw new Error('no token in the link');
  return token;
}

const tokenRowsOf = async (email: string) => {
  const user = await t.db.query.users.findFirst({ where: eq(users.email, email) });
  if (!user) throw new Error(`no user ${email}`);
  return t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
};

describe('POST /api/forgot_password/', () => {
  it('answers an unknown e-mail exactly like a known one, and mails only the known one', async () => {
    const before = t.mails.length;
    const unknown = await forgot({ email: 'nobody@example.com', locale: 'en' });
    const known = await forgot({ email: 'resident@example.com', locale: 'en' });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(unknown.json()).toEqual({ ok: true });
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);

    await t.settled();
    expect(t.mails.slice(before).map((m) => m.to)).toEqual(['resident@example.com']);
  });

  it('mails one link to the reset page on PUBLIC_URL, carrying a token, in the asked language', async () => {
    const before = t.mails.length;
    const { mail, link, token } = await requestReset('resident@example.com', { locale: 'en' });
    await t.settled();
    expect(t.mails.length).toBe(before + 1);
    expect(link.startsWith(`${PUBLIC_URL}/reset_password?token=`)).toBe(true);
    expect(token).toMatch(/^[\w-]{32,}$/);
    expect(mail.subject).toBe('Habitat — reset your password');
    expect(mail.text).toContain('valid for 60 minutes');

    const french = await requestReset('resident@example.com');
    expect(french.mail.subject).toBe('Habitat — réinitialisation de votre mot de passe');
    expect(french.token).not.toBe(token);
  });

  it('finds the user whatever the letter case of the e-mail', async () => {
    const before = t.mails.length;
    const response = await forgot({ email: 'Resident@EXAMPLE.com' });
    expect(response.statusCode).toBe(200);
    await t.settled();
    expect(t.mails.length).toBe(before + 1);
    expect(t.mails.at(-1)?.to).toBe('resident@example.com');
  });

  it('stores only a hash of the token, never the token itself', async () => {
    const token = await tokenFor('resident@example.com');
    const rows = await tokenRowsOf('resident@example.com');
    const live = rows.filter((r) => r.usedAt === null);
    expect(live).toHaveLength(1);
    expect(live[0]?.tokenHash).not.toBe(token);
    expect(live[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutesLeft = (live[0]!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(58);
    expect(minutesLeft).toBeLessThanOrEqual(60);
  });

  it('ignores a redirect_url on another origin and keeps the link on PUBLIC_URL', async () => {
    const foreign = [
      'https://evil.example/reset_password?token={token}',
      'https://residents.habitat.test.evil.example/reset?token={token}',
      'https://residents.habitat.test:8443/reset?token={token}',
      'http://residents.habitat.test/reset?token={token}',
      '//evil.example/reset?token={token}',
      'javascript:alert(1)//{token}',
      'not a url {token}',
    ];
    for (const redirect_url of foreign) {
      const { link, token } = await requestReset('resident@example.com', { redirect_url });
      expect(link, redirect_url).toBe(`${PUBLIC_URL}/reset_password?token=${token}`);
    }
  });

  it('uses a same-origin redirect_url with its {token} placeholder', async () => {
    const { link } = await requestReset('resident@example.com', {
      redirect_url: `${PUBLIC_URL}/app/#/reset_password/{token}`,
    });
    const prefix = `${PUBLIC_URL}/app/#/reset_password/`;
    expect(link.startsWith(prefix)).toBe(true);
    const token = link.slice(prefix.length);
    expect(token).toMatch(/^[\w-]{32,}$/);
    // The token of that link is a real one.
    const rows = await tokenRowsOf('resident@example.com');
    const hash = createHash('sha256').update(token).digest('hex');
    expect(rows.find((r) => r.usedAt === null)?.tokenHash).toBe(hash);
  });

  it('ignores a same-origin redirect_url without a {token} placeholder', async () => {
    const { link, token } = await requestReset('resident@example.com', {
      redirect_url: `${PUBLIC_URL}/somewhere-else`,
    });
    expect(link).toBe(`${PUBLIC_URL}/reset_password?token=${token}`);
  });

  it('answers 400 with fields.email to a missing or malformed e-mail, and mails nothing', async () => {
    const before = t.mails.length;
    const cases: unknown[] = [
      {},
      { email: '' },
      { email: 'not-an-email' },
      { email: 'resident@' },
      { email: 42 },
      { email: null },
    ];
    for (const payload of cases) {
      const response = await forgot(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        message: expect.any(String),
        fields: { email: expect.any(String) },
      });
    }
    const badLocale = await forgot({ email: 'resident@example.com', locale: 'de' });
    expect(badLocale.statusCode).toBe(400);
    expect(badLocale.json().error.fields).toHaveProperty('locale');
    await t.settled();
    expect(t.mails.length).toBe(before);
  });

  it('still answers 200 when the mail cannot be sent (the failure is logged, not shown)', async () => {
    // The harness mailer pushes into t.mails: make that throw, as a failing SMTP server would.
    const push = vi.spyOn(t.mails, 'push').mockImplementation(() => {
      throw new Error('SMTP is down');
    });
    const response = await forgot({ email: 'resident@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    await t.settled();
    expect(push).toHaveBeenCalledTimes(1);
    expect(t.backgroundFailures).toEqual(['password reset mail failed']);
    t.backgroundFailures.length = 0;
    push.mockRestore();
  });
});

describe('POST /api/forgot_password/{token}', () => {
  it('sets the new password once: the new one logs in, the old one gets 401, the token is spent', async () => {
    const token = await tokenFor('shop@example.com');
    const response = await reset(token, { password: 'a-brand-new-password' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect(await t.loginStatus('shop@example.com', 'a-brand-new-password')).toBe(200);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'shop@example.com', password: 'shop' },
    });
    expect(old.statusCode).toBe(401);
    expect(old.json().error.code).toBe('invalid_credentials');

    const again = await reset(token, { password: 'yet-another-password' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: {
        code: 'reset_password_token_not_found_or_expired',
        message: expect.any(String),
      },
    });
    expect(await t.loginStatus('shop@example.com', 'a-brand-new-password')).toBe(200);
    expect(await t.loginStatus('shop@example.com', 'yet-another-password')).toBe(401);
  });

  it('ends the sessions signed before the reset: a stolen token gets 401', async () => {
    // shop's password is the one set by the test above.
    const { token: stolen } = await t.login('shop@example.com', 'a-brand-new-password');
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/me', headers: t.bearer(token) });
    expect((await me(stolen)).statusCode).toBe(200);

    const resetToken = await tokenFor('shop@example.com');
    expect((await reset(resetToken, { password: 'shop-after-reset' })).statusCode).toBe(200);

    const after = await me(stolen);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('token_expired');
    const { token: fresh } = await t.login('shop@example.com', 'shop-after-reset');
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('answers 404 to an unknown token', async () => {
    const response = await reset('this-token-was-never-issued-1234567890', {
      password: 'whatever-password',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('reset_password_token_not_found_or_expired');
  });

  it('answers 404 to an expired token and leaves the password unchanged', async () => {
    const token = await tokenFor('resident@example.com');
    const hash = createHash('sha256').update(token).digest('hex');
    const updated = await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hash))
      .returning({ id: passwordResetTokens.id });
    expect(updated).toHaveLength(1);

    const response = await reset(token, { password: 'too-late-password' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('reset_password_token_not_found_or_expired');
    expect(await t.loginStatus('resident@example.com', 'resident')).toBe(200);
    expect(await t.loginStatus('resident@example.com', 'too-late-password')).toBe(401);
  });

  it('retires the first token when the user asks twice', async () => {
    const first = await tokenFor('cotenant@example.com');
    const second = await tokenFor('cotenant@example.com');
    expect(second).not.toBe(first);

    const withFirst = await reset(first, { password: 'first-link-password' });
    expect(withFirst.statusCode).toBe(404);
    expect(withFirst.json().error.code).toBe('reset_password_token_not_found_or_expired');

    const withSecond = await reset(second, { password: 'second-link-password' });
    expect(withSecond.statusCode).toBe(200);
    expect(await t.loginStatus('cotenant@example.com', 'second-link-password')).toBe(200);
    expect(await t.loginStatus('cotenant@example.com', 'first-link-password')).toBe(401);
  });

  it('answers 400 with fields.password to an empty, missing or too short password, keeping the token', async () => {
    const token = await tokenFor('manager@example.com');
    const cases: unknown[] = [
      { password: '' },
      {},
      { password: 'short' },
      { password: 'x'.repeat(7) },
      { password: 12345678 },
    ];
    for (const payload of cases) {
      const response = await reset(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { password: expect.any(String) },
      });
    }
    expect(await t.loginStatus('manager@example.com', 'manager')).toBe(200);

    // A refused password does not spend the token.
    const response = await reset(token, { password: 'x'.repeat(8) });
    expect(response.statusCode).toBe(200);
    expect(await t.loginStatus('manager@example.com', 'x'.repeat(8))).toBe(200);
  });

  it('answers 400 to a token too short to be one, and an error envelope to an overlong one', async () => {
    const short = await reset('short', { password: 'a-valid-password' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { token: expect.any(String) },
    });
    // The router refuses path parameters over 100 characters before validation runs.
    const long = await reset('x'.repeat(201), { password: 'a-valid-password' });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
    expect(long.body).not.toContain('FST_');
  });
});

describe('rate limit', () => {
  it('answers 429 once the limit of reset requests is reached, on both routes', async () => {
    const limited = await createTestApp({
      rateLimits: { passwordReset: { max: 2, timeWindow: '1 minute' } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/forgot_password/',
          payload: { email: 'resident@example.com' },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json()).toEqual({
            error: { code: 'too_many_requests', message: expect.any(String) },
          });
          expect(response.headers['retry-after']).toBeDefined();
        }
      }
      expect(statuses).toEqual([200, 200, 429]);
      // Only the allowed requests produced mails.
      await limited.settled();
      expect(limited.mails).toHaveLength(2);

      const guesses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: `/api/forgot_password/guessed-token-number-${i}`,
          payload: { password: 'a-valid-password' },
        });
        guesses.push(response.statusCode);
      }
      expect(guesses).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });

  it('mails one account at most its limit, whatever the number of addresses asking', async () => {
    const limited = await createTestApp({
      rateLimits: { resetMailsPerAccount: { max: 3, windowMs: 60 * 60_000 } },
    });
    try {
      for (let i = 0; i < 20; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/forgot_password/',
          remoteAddress: `10.9.0.${i}`,
          payload: { email: i % 2 ? 'resident@example.com' : 'Resident@Example.com' },
        });
        // The answer never tells that the account's limit is reached.
        expect(response.statusCode).toBe(200);
      }
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/forgot_password/',
        remoteAddress: '10.9.1.1',
        payload: { email: 'cotenant@example.com' },
      });
      expect(other.statusCode).toBe(200);
      await limited.settled();
      expect(limited.mails.filter((mail) => mail.to === 'resident@example.com')).toHaveLength(3);
      expect(limited.mails.filter((mail) => mail.to === 'cotenant@example.com')).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });
});
