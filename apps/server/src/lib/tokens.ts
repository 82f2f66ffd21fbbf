import { createHash, type KeyObject, randomBytes } from 'node:crypto';
import { ROLES, type TRole } from '@habitat/shared';
import jwt from 'jsonwebtoken';
import { z } from 'zod';

const ZClaims = z.object({
  sub: z.string().regex(/^\d+$/),
  role: z.enum(ROLES),
  org: z.number().int(),
  prop: z.number().int().nullable(),
  ver: z.number().int().default(0),
  jti: z.string().optional(),
  exp: z.number().int().optional(),
});

export type TSession = {
  userId: number;
  role: TRole;
  organizationId: number;
  propertyId: number | null;
  /** The user's session version when the token was issued; a newer one in the database revokes it. */
  version: number;
  /**
   * Names this token alone, so that signing out ends it and no other: its `jti` claim, or the
   * SHA-256 of a token issued before tokens had one.
   */
  tokenId: string;
  /** When the token stops being valid, in seconds since the epoch (read from a token only). */
  expiresAt?: number;
};

export function signSession(
  session: Omit<TSession, 'version' | 'tokenId' | 'expiresAt'> & { version?: number },
  secret: string,
  ttlSeconds: number,
): string {
  const claims = {
    role: session.role,
    org: session.organizationId,
    prop: session.propertyId,
    ver: session.version ?? 0,
  };
  return jwt.sign(claims, secret, {
    algorithm: 'HS256',
    subject: String(session.userId),
    expiresIn: ttlSeconds,
    // Two sign-ins in the same second would otherwise make the same token.
    jwtid: randomBytes(16).toString('base64url'),
  });
}

/**
 * Returns the session of a valid token, or 'expired' / 'invalid'. A secret given as a string is
 * turned into a key on every call; callers on a hot path pass the key (createSecretKey) instead.
 */
export function verifySession(
  token: string,
  secret: string | KeyObject,
): TSession | 'expired' | 'invalid' {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'] });
    const claims = ZClaims.safeParse(payload);
    if (!claims.success) return 'invalid';
    const { sub, role, org, prop, ver, jti, exp } = claims.data;
    return {
      userId: Number(sub),
      role,
      organizationId: org,
      propertyId: prop,
      version: ver,
      tokenId: jti ?? sha256(token),
      expiresAt: exp,
    };
  } catch (error) {
    return error instanceof jwt.TokenExpiredError ? 'expired' : 'invalid';
  }
}

const MAX_VERIFIED_TOKENS = 10_000;

/**
 * verifySession for a hot path: a token's signature and claims are checked once, and its
 * session is then found by the token itself (it cannot be forged without the key), its expiry
 * still compared with the clock on every call. Revocation is not a property of the token: the
 * caller checks the session version and the token's revocation in the database every time
 * (lib/auth.ts). Holds at most MAX_VERIFIED_TOKENS sessions, dropping the oldest.
 */
export function createSessionVerifier(key: KeyObject) {
  const verified = new Map<string, Readonly<TSession>>();
  return (token: string): Readonly<TSession> | 'expired' | 'invalid' => {
    const known = verified.get(token);
    if (known) {
      const expired = known.expiresAt !== undefined && Date.now() / 1000 >= known.expiresAt;
      return expired ? 'expired' : known;
    }
    const result = verifySession(token, key);
    if (typeof result === 'string') return result;
    if (verified.size >= MAX_VERIFIED_TOKENS)
      verified.delete(verified.keys().next().value as string);
    verified.set(token, Object.freeze(result));
    return result;
  };
}

export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
