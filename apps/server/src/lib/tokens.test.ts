import { createSecretKey } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionVerifier, signSession } from './tokens';

const SECRET = 'a-secret-long-enough-for-the-hs256-signature';
const session = { userId: 7, role: 'ROLE_TENANT' as const, organizationId: 1, propertyId: 2 };

afterEach(() => vi.useRealTimers());

describe('createSessionVerifier', () => {
  it('answers the session of a token it verified, until the token expires', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2030, 0, 1) });
    const verify = createSessionVerifier(createSecretKey(Buffer.from(SECRET)));
    const token = signSession(session, SECRET, 60);
    expect(verify(token)).toMatchObject({ ...session, version: 0 });
    expect(verify(token)).toMatchObject({ ...session, version: 0 });
    vi.setSystemTime(Date.UTC(2030, 0, 1) + 60_000);
    expect(verify(token)).toBe('expired');
  });

  it('refuses a token signed with another key or altered, however often it is shown', () => {
    const verify = createSessionVerifier(createSecretKey(Buffer.from(SECRET)));
    const forged = signSession(session, `${SECRET}-other`, 60);
    const [header, , signature] = signSession(session, SECRET, 60).split('.');
    const claims = Buffer.from(
      JSON.stringify({ sub: '8', role: 'ROLE_MANAGER', org: 1, prop: null }),
    );
    const altered = `${header}.${claims.toString('base64url')}.${signature}`;
    for (const token of [forged, forged, altered, altered]) expect(verify(token)).toBe('invalid');
  });
});
