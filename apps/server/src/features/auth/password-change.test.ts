import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SECRET, type TTestApp } from '#server/test/harness';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { passwordReset: { max: 1000, timeWindow: '1 minute' } },
  });
});
afterAll(() => t.close());

const change = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/me/password',
    headers: t.bearer(token),
    payload: payload as object,
  });

const meStatus = async (token: string) =>
  (await t.app.inject({ url: '/api/me', headers: t.bearer(token) })).statusCode;

describe('PUT /api/me/password', () => {
  it('refuses a wrong current password with 403 and changes nothing', async () => {
    const { token } = await t.login('cotenant@example.com');
    const response = await change(token, {
      currentPassword: 'not-my-password',
      password: 'a-brand-new-password',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'wrong_current_password',
      fields: { currentPassword: 'wrong_current_password' },
    });
    expect(await meStatus(token)).toBe(200);
    expect(await t.loginStatus('cotenant@example.com', 'cotenant')).toBe(200);
    expect(await t.loginStatus('cotenant@example.com', 'a-brand-new-password')).toBe(401);
  });

  it('applies the reset rule to the new password: 400 with fields.password', async () => {
    const { token } = await t.login('cotenant@example.com');
    for (const password of ['', 'short', 'x'.repeat(7)]) {
      const response = await change(token, { currentPassword: 'cotenant', password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error.fields).toHaveProperty('password');
    }
    const missing = await change(token, { password: 'a-brand-new-password' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('currentPassword');
    expect(await t.loginStatus('cotenant@example.com', 'cotenant')).toBe(200);
  });

  it('sets the password, signs out every other session and keeps this device signed in', async () => {
    const { token: here } = await t.login('shop@example.com');
    const { token: elsewhere } = await t.login('shop@example.com');
    const { token: someoneElse } = await t.login('manager@example.com');

    const response = await change(here, {
      currentPassword: 'shop',
      password: 'shop-new-password',
    });
    expect(response.statusCode).toBe(200);
    const fresh = response.json<{ token: string }>().token;

    expect(await meStatus(fresh)).toBe(200);
    for (const token of [here, elsewhere]) {
      const after = await t.app.inject({ url: '/api/me', headers: t.bearer(token) });
      expect(after.statusCode).toBe(401);
      expect(after.json().error.code).toBe('token_expired');
    }
    expect(await meStatus(someoneElse)).toBe(200);
    expect(await t.loginStatus('shop@example.com', 'shop-new-password')).toBe(200);
    expect(await t.loginStatus('shop@example.com', 'shop')).toBe(401);
  });

  it('gives the fresh token the lifetime left to the old one (remember me is kept)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'resident@example.com', password: 'resident', rememberMe: true },
    });
    const old = response.json<{ token: string }>().token;
    const changed = await change(old, {
      currentPassword: 'resident',
      password: 'resident-new-password',
    });
    expect(changed.statusCode).toBe(200);
    const oldClaims = jwt.verify(old, TEST_SECRET) as jwt.JwtPayload;
    const newClaims = jwt.verify(changed.json().token, TEST_SECRET) as jwt.JwtPayload;
    // Signed a moment later: the same end, give or take the second the clock turned.
    expect(Math.abs(newClaims.exp! - oldClaims.exp!)).toBeLessThanOrEqual(1);
    expect(newClaims.exp! - newClaims.iat!).toBeGreaterThan(24 * 3600);
    expect(newClaims).toMatchObject({ sub: oldClaims.sub, role: oldClaims.role });
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/password',
      payload: { currentPassword: 'resident', password: 'a-brand-new-password' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('wrong current passwords count in the account throttle', () => {
  it('after 10 wrong guesses, even the right password gets 429, and so does signing in', async () => {
    const own = await createTestApp({
      rateLimits: { passwordReset: { max: 1000, timeWindow: '1 minute' } },
    });
    try {
      const { token } = await own.login('resident@example.com');
      const me = await own.app.inject({ url: '/api/me', headers: own.bearer(token) });
      const id = me.json<{ id: number }>().id;
      for (let i = 0; i < 10; i++) {
        // Both doors that check the current password count against the same account.
        const response =
          i % 2
            ? await own.app.inject({
                method: 'PUT',
                url: '/api/me/password',
                headers: own.bearer(token),
                payload: { currentPassword: `guess-${i}`, password: 'a-brand-new-password' },
              })
            : await own.app.inject({
                method: 'PUT',
                url: `/api/users/${id}`,
                headers: own.bearer(token),
                payload: { email: 'thief@example.com', currentPassword: `guess-${i}` },
              });
        expect(response.statusCode).toBe(403);
      }
      const right = await own.app.inject({
        method: 'PUT',
        url: '/api/me/password',
        headers: own.bearer(token),
        payload: { currentPassword: 'resident', password: 'a-brand-new-password' },
      });
      expect(right.statusCode).toBe(429);
      expect(right.json().error.code).toBe('too_many_requests');
      const login = await own.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { username: 'resident@example.com', password: 'resident' },
      });
      expect(login.statusCode).toBe(429);
    } finally {
      await own.close();
    }
  });
});
