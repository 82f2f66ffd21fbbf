import { describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/harness';

/** 12 sign-in attempts, each from a new X-Forwarded-For and for a different account. */
async function attemptsWithForgedAddresses(env: Record<string, string>): Promise<number[]> {
  const t = await createTestApp({
    env,
    rateLimits: { login: { max: 10, timeWindow: '1 minute' } },
  });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        payload: { username: `nobody-${i}@example.com`, password: 'guess' },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  } finally {
    await t.close();
  }
}

describe('forged X-Forwarded-For', () => {
  it('does not escape the sign-in rate limit when no proxy is trusted', async () => {
    const statuses = await attemptsWithForgedAddresses({});
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('is honoured behind a trusted proxy (TRUST_PROXY=127.0.0.1)', async () => {
    const statuses = await attemptsWithForgedAddresses({ TRUST_PROXY: '127.0.0.1' });
    expect(statuses).toEqual(Array(12).fill(401));
  });
});
