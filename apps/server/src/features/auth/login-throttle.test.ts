import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMail } from '#server/lib/mail';
import { createTestApp, type TTestApp } from '#server/test/harness';
import {
  ACCOUNT_FAILURES_BEFORE_DELAY,
  accountDelayMs,
  LOGIN_FAILURES_PER_ADDRESS,
} from './login-throttle';

/** An attacker's guesses at one account: counted atomically, never locking the owner out. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({
    // The per-address request limit of the route has its own tests: here only the throttle.
    rateLimits: {
      login: { max: 10_000, timeWindow: '1 minute' },
      passwordReset: { max: 1000, timeWindow: '1 minute' },
    },
  });
});
afterAll(() => t.close());

const attempt = (username: string, password: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login_check',
    remoteAddress: address,
    payload: { username, password },
  });

const linkIn = (mail: TMail) => /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '';

async function resetPassword(email: string, password: string) {
  const since = t.mails.length;
  await t.app.inject({ method: 'POST', url: '/api/forgot_password/', payload: { email } });
  await t.settled();
  const mail = t.mails.slice(since).find((m) => m.to === email);
  const token = new URL(linkIn(mail!)).searchParams.get('token') ?? '';
  const reset = await t.app.inject({
    method: 'POST',
    url: `/api/forgot_password/${encodeURIComponent(token)}`,
    payload: { password },
  });
  expect(reset.statusCode).toBe(200);
}

describe('the sign-in throttle', () => {
  it('checks at most the limit of 150 concurrent guesses from one address', async () => {
    const responses = await Promise.all(
      Array.from({ length: 150 }, (_, i) => attempt('shop@example.com', `guess-${i}`, '10.1.0.1')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_FAILURES_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      150 - LOGIN_FAILURES_PER_ADDRESS,
    );
  });

  it("lets the owner's right password in from an address with no failures while under attack", async () => {
    for (let i = 0; i < 12; i++) {
      expect((await attempt('cotenant@example.com', `guess-${i}`, `10.2.0.${i}`)).statusCode).toBe(
        401,
      );
    }
    expect((await attempt('cotenant@example.com', 'cotenant', '10.2.1.1')).statusCode).toBe(200);
  });

  it('forgets the failures of an account whose password is reset', async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++) {
      await attempt('resident@example.com', `guess-${i}`, '10.3.0.1');
    }
    expect((await attempt('resident@example.com', 'resident', '10.3.0.1')).statusCode).toBe(429);

    await resetPassword('resident@example.com', 'resident-after-reset');

    expect(
      (await attempt('resident@example.com', 'resident-after-reset', '10.3.0.1')).statusCode,
    ).toBe(200);
  });
});

describe('accountDelayMs', () => {
  it('slows nothing before the account is under attack, then doubles up to a cap', () => {
    expect(accountDelayMs(ACCOUNT_FAILURES_BEFORE_DELAY - 1)).toBe(0);
    const first = accountDelayMs(ACCOUNT_FAILURES_BEFORE_DELAY);
    expect(first).toBeGreaterThan(0);
    expect(accountDelayMs(ACCOUNT_FAILURES_BEFORE_DELAY + 1)).toBe(first * 2);
    expect(accountDelayMs(1000)).toBe(accountDelayMs(2000));
  });
});
