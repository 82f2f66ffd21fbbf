import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionRevocations } from '#server/db/schema';
import { createTestApp, TEST_SECRET, type TTestApp } from '#server/test/harness';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/login_check', payload: payload as object });

describe('POST /api/login_check', () => {
  it('answers a token, the organization and the property of the lease', async () => {
    const response = await post({ username: 'resident@example.com', password: 'resident' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.organization).toBeTypeOf('number');
    expect(body.property).toBeTypeOf('number');
    const claims = jwt.verify(body.token, TEST_SECRET) as jwt.JwtPayload;
    expect(claims.exp! - claims.iat!).toBe(12 * 3600);
  });

  it('accepts the username in any letter case and a longer token with remember me', async () => {
    const response = await post({
      username: 'Resident@Example.COM',
      password: 'resident',
      rememberMe: true,
    });
    expect(response.statusCode).toBe(200);
    const claims = jwt.decode(response.json().token) as jwt.JwtPayload;
    expect(claims.exp! - claims.iat!).toBe(30 * 24 * 3600);
  });

  it('refuses a wrong password and an unknown user with the same 401', async () => {
    const wrong = await post({ username: 'resident@example.com', password: 'nope' });
    const unknown = await post({ username: 'ghost@example.com', password: 'resident' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('invalid_credentials');
    }
  });

  it('answers 400 with the field for missing or mistyped fields', async () => {
    const missing = await post({ username: 'resident@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { password: expect.any(String) },
    });
    const wrongType = await post({ username: 42, password: 'resident' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.fields).toHaveProperty('username');
  });

  it('answers the sign-in form’s own code for a blank user name or an empty password', async () => {
    const response = await post({ username: '  ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ username: 'required', password: 'required' });
  });

  it('answers 400 invalid_json to a malformed body, without leaking internals', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "resident@example.com",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON' },
    });
  });

  it('lets a manager authenticate (the resident app refuses the role, not the API)', async () => {
    const response = await post({ username: 'manager@example.com', password: 'manager' });
    expect(response.statusCode).toBe(200);
    expect((jwt.decode(response.json().token) as jwt.JwtPayload).role).toBe('ROLE_MANAGER');
  });
});

describe('deployment checks at login', () => {
  it('refuses everyone with invalid_organization when the organization is another one', async () => {
    const other = await createTestApp({ env: { ORGANIZATION: 'another-org' } });
    try {
      const response = await other.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { username: 'resident@example.com', password: 'resident' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('invalid_organization');
    } finally {
      await other.close();
    }
  });

  it('refuses tenants of other properties with invalid_property when PROPERTY is set', async () => {
    const shopOnly = await createTestApp({ env: { PROPERTY: 'carre-peel' } });
    try {
      const resident = await shopOnly.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { username: 'resident@example.com', password: 'resident' },
      });
      expect(resident.statusCode).toBe(403);
      expect(resident.json().error.code).toBe('invalid_property');
      const shop = await shopOnly.login('shop@example.com');
      const config = await shopOnly.app.inject({ url: '/api/config' });
      expect(shop.property).toBe(config.json().property);
    } finally {
      await shopOnly.close();
    }
  });
});

describe('rate limit', () => {
  it('answers 429 after too many attempts', async () => {
    const limited = await createTestApp({
      rateLimits: { login: { max: 3, timeWindow: '1 minute' } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/login_check',
          payload: { username: 'resident@example.com', password: `guess-${i}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('per-account sign-in throttle', () => {
  it('refuses an address after 10 failures at one account, in any letter case, but not the owner elsewhere', async () => {
    const own = await createTestApp();
    const attempt = (username: string, password: string, address: string) =>
      own.app.inject({
        method: 'POST',
        url: '/api/login_check',
        remoteAddress: address,
        payload: { username, password },
      });
    try {
      for (let i = 0; i < 10; i++) {
        const login = i % 2 ? 'resident@example.com' : ' Resident@Example.COM';
        expect((await attempt(login, `guess-${i}`, '10.0.0.1')).statusCode).toBe(401);
      }
      const locked = await attempt('resident@example.com', 'resident', '10.0.0.1');
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error.code).toBe('too_many_requests');
      expect((await attempt('resident@example.com', 'resident', '10.0.0.2')).statusCode).toBe(200);
      expect((await attempt('cotenant@example.com', 'cotenant', '10.0.0.1')).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe('GET /api/me', () => {
  it('answers the profile with the current lease', async () => {
    const { token, property } = await t.login('resident@example.com');
    const response = await t.app.inject({ url: '/api/me', headers: t.bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Camille',
      lastName: 'Tremblay',
      role: 'ROLE_TENANT',
      property,
      notSignedOnCurrentLease: false,
      lease: { unitNumber: '204', paymentNumber: 'JSL-204-2025', rent: 148_500, property },
    });
    expect(response.json()).not.toHaveProperty('passwordHash');
  });

  it('tells a co-tenant who did not sign the current lease', async () => {
    const { token } = await t.login('cotenant@example.com');
    const response = await t.app.inject({ url: '/api/me', headers: t.bearer(token) });
    expect(response.json().notSignedOnCurrentLease).toBe(true);
  });

  it('answers 401 without a token, with a tampered token and with an expired one', async () => {
    const { token } = await t.login('resident@example.com');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '2' })).toString('base64url');
    const expired = jwt.sign({ role: 'ROLE_TENANT', org: 1, prop: 1 }, TEST_SECRET, {
      subject: '1',
      expiresIn: -10,
    });
    const otherSecret = jwt.sign({ role: 'ROLE_TENANT', org: 1, prop: 1 }, 'x'.repeat(40), {
      subject: '1',
    });
    const cases = [
      [undefined, 'unauthorized'],
      [`Bearer ${header}.${forged}.${signature}`, 'unauthorized'],
      [`Bearer ${otherSecret}`, 'unauthorized'],
      [`Bearer ${expired}`, 'token_expired'],
      ['Basic abc', 'unauthorized'],
    ] as const;
    for (const [authorization, code] of cases) {
      const response = await t.app.inject({
        url: '/api/me',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().error.code).toBe(code);
    }
  });
});

describe('POST /api/logout', () => {
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: t.bearer(token) });
  const logout = (token: string, url = '/api/logout') =>
    t.app.inject({ method: 'POST', url, headers: t.bearer(token) });

  it("ends this device's session only: the account's other tokens go on", async () => {
    const { token: phone } = await t.login('shop@example.com');
    const { token: laptop } = await t.login('shop@example.com');
    expect(phone).not.toBe(laptop);
    expect((await logout(phone)).statusCode).toBe(204);
    const after = await me(phone);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('token_expired');
    expect((await me(laptop)).statusCode).toBe(200);
    // Signing the same token out again changes nothing; it stays refused.
    expect((await logout(phone)).statusCode).toBe(401);
    expect((await logout(laptop)).statusCode).toBe(204);
    expect((await me(laptop)).statusCode).toBe(401);
  });

  it('forgets the revocations of tokens that have expired', async () => {
    const { token } = await t.login('shop@example.com');
    const userId = (await me(token)).json().id;
    const expiredAt = new Date(Date.now() - 60_000);
    await t.db
      .insert(sessionRevocations)
      .values({ userId, tokenId: 'expired-token', expiresAt: expiredAt });
    expect((await logout(token)).statusCode).toBe(204);
    const rows = await t.db
      .select({ tokenId: sessionRevocations.tokenId })
      .from(sessionRevocations)
      .where(eq(sessionRevocations.userId, userId));
    const tokenIds = rows.map((row) => row.tokenId);
    expect(tokenIds).toContain((jwt.decode(token) as jwt.JwtPayload).jti);
    expect(tokenIds).not.toContain('expired-token');
  });

  it('ends a token issued before tokens were named alone, and only it', async () => {
    const { token: current } = await t.login('shop@example.com');
    const claims = jwt.decode(current) as jwt.JwtPayload;
    const { jti: _named, iat: _issued, ...unnamed } = claims;
    const old = jwt.sign(unnamed, TEST_SECRET, { algorithm: 'HS256' });
    expect((await me(old)).statusCode).toBe(200);
    expect((await logout(old)).statusCode).toBe(204);
    expect((await me(old)).statusCode).toBe(401);
    expect((await me(current)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/logout/everywhere', () => {
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: t.bearer(token) });
  const everywhere = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/logout/everywhere',
      headers: token ? t.bearer(token) : {},
    });

  it("ends every session of the account and its calendar feed's address, no one else's", async () => {
    const { token: phone } = await t.login('cotenant@example.com');
    const { token: laptop } = await t.login('cotenant@example.com');
    const { token: other } = await t.login('resident@example.com');
    const feed = await t.app.inject({
      method: 'POST',
      url: '/api/calendar_feed',
      headers: t.bearer(laptop),
    });
    const feedPath = new URL(feed.json<{ url: string }>().url).pathname;
    expect((await t.app.inject({ url: feedPath })).statusCode).toBe(200);

    expect((await everywhere(phone)).statusCode).toBe(204);

    for (const token of [phone, laptop]) {
      const after = await me(token);
      expect(after.statusCode).toBe(401);
      expect(after.json().error.code).toBe('token_expired');
    }
    expect((await t.app.inject({ url: feedPath })).statusCode).toBe(404);
    expect((await me(other)).statusCode).toBe(200);
    const { token: again } = await t.login('cotenant@example.com');
    expect((await me(again)).statusCode).toBe(200);
    const state = await t.app.inject({ url: '/api/calendar_feed', headers: t.bearer(again) });
    expect(state.json()).toMatchObject({ active: false, url: null });
  });

  it('answers 401 without a token, and for a token already signed out', async () => {
    expect((await everywhere()).statusCode).toBe(401);
    const { token } = await t.login('cotenant@example.com');
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: t.bearer(token) });
    expect((await everywhere(token)).statusCode).toBe(401);
  });
});

describe('PUT /api/me', () => {
  it('stores the device token', async () => {
    const { token } = await t.login('resident@example.com');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: t.bearer(token),
      payload: { deviceToken: 'ios-device-token-123' },
    });
    expect(response.statusCode).toBe(200);
    const stored = await t.db.query.deviceTokens.findFirst();
    expect(stored?.token).toBe('ios-device-token-123');
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: t.bearer(token),
      payload: { deviceToken: '' },
    });
    expect(empty.statusCode).toBe(400);
  });
});
