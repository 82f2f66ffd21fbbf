/**
 * The token of an e-mail's unsubscribe link: signed (HMAC-SHA256 with the server's secret), for
 * one purpose (unsubscribe), one user, one type and the e-mail channel, expiring after 60 days.
 * It works without signing in, so it says no more than what it stops.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_TYPES, type TNotificationType } from '@habitat/shared';
import { z } from 'zod';

export const UNSUBSCRIBE_TOKEN_DAYS = 60;

const ZClaims = z.object({
  p: z.literal('unsubscribe'),
  u: z.number().int().positive(),
  t: z.enum(NOTIFICATION_TYPES),
  c: z.literal('email'),
  e: z.number().int(),
});

const sign = (secret: string, payload: string) =>
  createHmac('sha256', `unsubscribe:${secret}`).update(payload).digest('base64url');

export function signUnsubscribeToken(
  secret: string,
  claim: { userId: number; type: TNotificationType },
  now = new Date(),
): string {
  const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 86_400;
  const payload = Buffer.from(
    JSON.stringify({ p: 'unsubscribe', u: claim.userId, t: claim.type, c: 'email', e: expires }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The user and type a token stops, or null when it is forged, damaged or expired. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
  now = new Date(),
): { userId: number; type: TNotificationType } | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: z.infer<typeof ZClaims>;
  try {
    const parsed = ZClaims.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
    if (!parsed.success) return null;
    claims = parsed.data;
  } catch {
    return null;
  }
  if (claims.e * 1000 <= now.getTime()) return null;
  return { userId: claims.u, type: claims.t };
}
