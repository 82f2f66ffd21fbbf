/**
 * Compact JWS (RFC 7515) signed and checked with node:crypto: ES256 for VAPID and APNs, RS256
 * for Google's service-account assertion. Small on purpose: only what the push services use.
 */
import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';

export type TJwtAlgorithm = 'ES256' | 'RS256';
export type TJwtClaims = Record<string, unknown>;

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
// ES256 signatures are r‖s (64 bytes), not DER.
const dsaEncoding = 'ieee-p1363' as const;

export function signJwt(
  header: { alg: TJwtAlgorithm; kid?: string },
  claims: TJwtClaims,
  key: KeyObject,
) {
  const input = `${encode({ typ: 'JWT', ...header })}.${encode(claims)}`;
  const signature = sign('sha256', Buffer.from(input), { key, dsaEncoding });
  return `${input}.${signature.toString('base64url')}`;
}

/** The header and claims of a token signed with `key` by `alg`, or null (forged, malformed). */
export function verifyJwt(token: string, key: KeyObject, alg: TJwtAlgorithm) {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, claims, signature] = parts as [string, string, string];
  try {
    const decodedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    if (decodedHeader.alg !== alg) return null;
    const valid = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key, dsaEncoding },
      Buffer.from(signature, 'base64url'),
    );
    if (!valid) return null;
    const decodedClaims = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
    return { header: decodedHeader as { kid?: string }, claims: decodedClaims as TJwtClaims };
  } catch {
    return null;
  }
}

/** A P-256 public key given raw (65 bytes, 0x04‖x‖y), as Web Push and VAPID carry it. */
export function p256PublicKey(raw: Buffer): KeyObject {
  if (raw.length !== 65 || raw[0] !== 0x04) throw new Error('not an uncompressed P-256 key');
  return createPublicKeyFromJwk(raw.subarray(1, 33), raw.subarray(33, 65));
}

function createPublicKeyFromJwk(x: Buffer, y: Buffer) {
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: x.toString('base64url'), y: y.toString('base64url') },
    format: 'jwk',
  });
}

/** A P-256 private key given raw (32 bytes) with its public key, as VAPID keys are stored. */
export function p256PrivateKey(rawPrivate: Buffer, rawPublic: Buffer): KeyObject {
  return createPrivateKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: rawPrivate.toString('base64url'),
      x: rawPublic.subarray(1, 33).toString('base64url'),
      y: rawPublic.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
